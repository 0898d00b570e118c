/**
 * The tools whose results have a card of their own (chart, entries, summary, holdings, drafts to confirm). Every other
 * tool's result is drawn by the generic card, in the words of `fieldWords`.
 */
export const toolsWithOwnCard: ReadonlySet<string> = new Set([
  "get_time_series",
  "search_journal",
  "get_recent_entries",
  "get_entry",
  "get_month_summary",
  "get_year_summary",
  "add_journal_entry",
  "get_current_state",
  "search_knowledge_base",
  "compare_time_periods",
  "calculator",
  "search_conversations",
  "reflect_on_entry",
  "get_holdings",
  "get_valuation_history",
  "get_performance",
  "get_income",
  "record_activity",
  "record_activities",
  "get_asset_allocation",
  "get_health_status",
  "get_cash_balances",
  "get_exchange_rates",
]);
