import type { Language } from "@lifeos/core";
import type { PortfolioToolName } from "../portfolio/portfolioToolNames.js";

/** Every tool a model can call, by name: a tool added to the registry is added here, and then needs a title in each language. */
export type ToolName =
  | "search_journal"
  | "get_recent_entries"
  | "get_entry"
  | "get_time_series"
  | "get_current_state"
  | "get_month_summary"
  | "get_year_summary"
  | "compare_time_periods"
  | "count_mentions"
  | "rank_names"
  | "add_journal_entry"
  | "calculator"
  | "search_conversations"
  | "reflect_on_entry"
  | "search_knowledge_base"
  | "list_documents"
  | "get_document_summary"
  | "search_memories"
  | "remember"
  | "forget"
  | "get_person"
  | "list_reminders"
  | "create_reminder"
  | "complete_reminder"
  | "update_reminder"
  | PortfolioToolName;

/** What a tool did (or what its card shows), as the title of its card and the first words of its chip. */
export type ToolTitles = Readonly<Record<ToolName, string>>;

const english: ToolTitles = {
  search_journal: "Searched the journal",
  get_recent_entries: "Read recent entries",
  get_entry: "Opened entries",
  get_time_series: "Charted mood",
  get_current_state: "Checked how you are doing",
  get_month_summary: "Month in review",
  get_year_summary: "Year in review",
  compare_time_periods: "Compared periods",
  count_mentions: "Counted mentions",
  rank_names: "Ranked names",
  add_journal_entry: "Draft for your journal",
  calculator: "Calculated",
  search_conversations: "Looked through earlier conversations",
  reflect_on_entry: "Reflected on an entry",
  search_knowledge_base: "Searched your documents",
  list_documents: "Listed your documents",
  get_document_summary: "Read a document's summary",
  search_memories: "Searched your memories",
  remember: "Remembered",
  forget: "Forgot",
  get_person: "Looked up a person",
  list_reminders: "Your reminders",
  create_reminder: "Set a reminder",
  complete_reminder: "Marked a reminder done",
  update_reminder: "Changed a reminder",
  get_accounts: "Read your accounts",
  get_holdings: "Holdings",
  search_activities: "Activities",
  get_performance: "Performance",
  get_valuation_history: "Portfolio value",
  get_income: "Income",
  get_asset_allocation: "Allocation",
  get_cash_balances: "Cash",
  get_exchange_rates: "Exchange rates",
  get_goals: "Goals",
  get_health_status: "Data check",
  import_csv: "Read a CSV",
  record_activity: "Draft activity",
  record_activities: "Draft activities",
};

const portuguese: ToolTitles = {
  search_journal: "Pesquisou no diário",
  get_recent_entries: "Leu as entradas recentes",
  get_entry: "Abriu entradas",
  get_time_series: "Fez o gráfico do humor",
  get_current_state: "Viu como tem andado",
  get_month_summary: "O mês em revista",
  get_year_summary: "O ano em revista",
  compare_time_periods: "Comparou períodos",
  count_mentions: "Contou menções",
  rank_names: "Ordenou nomes",
  add_journal_entry: "Rascunho para o seu diário",
  calculator: "Calculou",
  search_conversations: "Procurou em conversas anteriores",
  reflect_on_entry: "Refletiu sobre uma entrada",
  search_knowledge_base: "Pesquisou nos seus documentos",
  list_documents: "Listou os seus documentos",
  get_document_summary: "Leu o resumo de um documento",
  search_memories: "Pesquisou nas suas memórias",
  remember: "Guardou na memória",
  forget: "Esqueceu",
  get_person: "Procurou uma pessoa",
  list_reminders: "Os seus lembretes",
  create_reminder: "Criou um lembrete",
  complete_reminder: "Marcou um lembrete como feito",
  update_reminder: "Alterou um lembrete",
  get_accounts: "Leu as suas contas",
  get_holdings: "Posições",
  search_activities: "Movimentos",
  get_performance: "Desempenho",
  get_valuation_history: "Valor da carteira",
  get_income: "Rendimentos",
  get_asset_allocation: "Alocação",
  get_cash_balances: "Dinheiro",
  get_exchange_rates: "Taxas de câmbio",
  get_goals: "Objetivos",
  get_health_status: "Verificação dos dados",
  import_csv: "Leu um CSV",
  record_activity: "Rascunho de movimento",
  record_activities: "Rascunho de movimentos",
};

/** The titles of every tool, one table per language. */
export const toolTitles: Readonly<Record<Language, ToolTitles>> = { en: english, pt: portuguese };

const isToolName = (name: string): name is ToolName => Object.hasOwn(english, name);

/** The title of `tool`'s card and chip in `language`; a tool with no title yet is named by its words ("get_thing" → "get thing"). */
export const toolTitle = (tool: string, language: Language): string => (isToolName(tool) ? toolTitles[language][tool] : tool.replaceAll("_", " "));
