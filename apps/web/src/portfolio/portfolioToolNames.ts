/** The portfolio's tools, whose cards the portfolio draws (`PortfolioToolBody`). */
export const portfolioToolNames = [
  "get_accounts",
  "get_holdings",
  "search_activities",
  "get_performance",
  "get_valuation_history",
  "get_income",
  "get_asset_allocation",
  "get_cash_balances",
  "get_exchange_rates",
  "get_goals",
  "get_health_status",
  "import_csv",
  "record_activity",
  "record_activities",
] as const;

export type PortfolioToolName = (typeof portfolioToolNames)[number];

/** Whether `tool` is one of the portfolio's. */
export const isPortfolioTool = (tool: string): tool is PortfolioToolName => (portfolioToolNames as ReadonlyArray<string>).includes(tool);
