import { hidden, type ArgumentTable } from "./argumentTable.js";

const period = (value: Readonly<Record<string, unknown>>): string =>
  [value["from"], value["to"]].filter((date) => typeof date === "string" && date !== "").join(" to ");

const unitWords: Readonly<Record<string, string>> = { day: "day", week: "week", month: "month", year: "year" };
const recurrence = (value: Readonly<Record<string, unknown>>): string => {
  const unit = unitWords[String(value["unit"])] ?? String(value["unit"] ?? "");
  const every = Number(value["every"]);
  return every > 1 ? `every ${every} ${unit}s` : `every ${unit}`;
};

const activityTypes: Readonly<Record<string, string>> = {
  BUY: "buy",
  SELL: "sell",
  DIVIDEND: "dividend",
  INTEREST: "interest",
  DEPOSIT: "deposit",
  WITHDRAWAL: "withdrawal",
  TRANSFER_IN: "transfer in",
  TRANSFER_OUT: "transfer out",
  FEE: "fee",
  TAX: "tax",
  SPLIT: "split",
};

const memoryTypes: Readonly<Record<string, string>> = {
  fact: "fact",
  preference: "preference",
  event: "event",
  relationship: "relationship",
  appointment: "appointment",
  task: "task",
  goal: "goal",
  other: "other",
};

const lifeAreas: Readonly<Record<string, string>> = { work: "work", personal: "personal", family: "family", health: "health", other: "other" };

const reportPeriods: Readonly<Record<string, string>> = {
  "1M": "last month",
  "3M": "last 3 months",
  "6M": "last 6 months",
  YTD: "this year so far",
  "1Y": "last 12 months",
  "3Y": "last 3 years",
  "5Y": "last 5 years",
  ALL: "all time",
};

const shared = {
  query: { label: "search" },
  from: { label: "from" },
  to: { label: "to" },
  date: { label: "date" },
  before: { label: "before" },
  after: { label: "after" },
  limit: { label: "at most" },
  count: { label: "how many" },
  topK: { label: "at most" },
  recencyBoost: { label: "newest first", whenTrue: "newest first" },
  related: { label: "also" },
  near: { label: "words together", whenTrue: "words together" },
  wholeNames: { label: "whole names" },
  sentences: { label: "with sentences", whenTrue: "with sentences" },
  metric: { label: "measure", values: { happiness: "happiness", stress: "stress", energy: "energy", valence: "overall mood" } },
  days: { label: "last days" },
  language: { label: "language", values: { en: "English", pt: "Portuguese" } },
  month: { label: "month" },
  year: { label: "year" },
  account: { label: "account" },
  symbol: { label: "asset" },
  period: { label: "period", values: reportPeriods },
  id: hidden,
  cursor: hidden,
  memoryId: hidden,
  reminderId: hidden,
  documentId: hidden,
} satisfies ArgumentTable["shared"];

const byTool = {
  get_recent_entries: {
    sort: {
      label: "order",
      values: {
        newest: "newest first",
        oldest: "oldest first",
        happiest: "happiest first",
        unhappiest: "unhappiest first",
        most_stressed: "most stressed first",
        calmest: "calmest first",
        most_energetic: "most energetic first",
        most_tired: "most tired first",
      },
    },
  },
  compare_time_periods: { first: { label: "first period", phrase: period }, second: { label: "second period", phrase: period } },
  count_mentions: {
    query: { label: "mentions of" },
    on: {
      label: "only on",
      values: {
        weekends: "weekends",
        weekdays: "weekdays",
        mondays: "Mondays",
        tuesdays: "Tuesdays",
        wednesdays: "Wednesdays",
        thursdays: "Thursdays",
        fridays: "Fridays",
        saturdays: "Saturdays",
        sundays: "Sundays",
      },
    },
  },
  add_journal_entry: { content: { label: "text" } },
  rank_names: { kind: { label: "who or where", values: { person: "people", place: "places" } }, lowest: { label: "lowest first", whenTrue: "lowest first" } },
  get_holdings: { asOf: { label: "as of" }, byAccount: { label: "per account", whenTrue: "per account" } },
  search_activities: { types: { label: "kinds", values: activityTypes } },
  get_cash_balances: { currency: { label: "in currency" } },
  get_exchange_rates: { base: { label: "currency" }, quote: { label: "in" }, amount: { label: "amount" } },
  get_performance: { by: { label: "by", values: { month: "month" } } },
  get_asset_allocation: { by: { label: "grouped by", values: { assetClass: "asset class", instrument: "instrument", sector: "sector", region: "region", currency: "currency", account: "account" } } },
  import_csv: { csv: hidden },
  record_activity: {
    type: { label: "kind", values: activityTypes },
    quantity: { label: "quantity" },
    unitPrice: { label: "price" },
    amount: { label: "amount" },
    fee: { label: "fee" },
    currency: { label: "currency" },
    note: { label: "note" },
  },
  record_activities: { activities: { label: "activities" } },
  search_knowledge_base: { documentIds: { label: "documents" }, minSimilarity: { label: "at least this close" } },
  list_documents: {
    status: { label: "status", values: { queued: "waiting", parsing: "being read", embedding: "being indexed", ready: "ready", failed: "failed" } },
    sort: { label: "order", values: { newest: "newest first", oldest: "oldest first" } },
  },
  search_memories: {
    timeframe: { label: "when", values: { recent: "recently", last_week: "last week", last_month: "last month", all: "any time" } },
    context: { label: "part of life", values: lifeAreas },
    type: { label: "kind", values: memoryTypes },
    toldFrom: { label: "told from" },
    toldTo: { label: "told until" },
    includeHistory: { label: "with earlier versions", whenTrue: "with earlier versions" },
  },
  get_person: { name: { label: "person" } },
  list_reminders: { status: { label: "status", values: { pending: "to do", done: "done", dismissed: "dismissed" } }, dueOnly: { label: "due only", whenTrue: "due only" } },
  remember: {
    content: { label: "what" },
    type: { label: "kind", values: memoryTypes },
    context: { label: "part of life", values: lifeAreas },
    importance: { label: "importance" },
    occurredAt: { label: "when" },
  },
  forget: { query: { label: "matching" } },
  create_reminder: { text: { label: "reminder" }, dueAt: { label: "due" }, recurrence: { label: "repeats", phrase: recurrence }, confirmed: hidden },
  update_reminder: { text: { label: "new words" }, dueAt: { label: "now due" }, cancel: { label: "cancel", whenTrue: "cancel" } },
  reflect_on_entry: { question: { label: "question" } },
  calculator: { expression: { label: "working out" } },
  search_conversations: { counted: { label: "all counted", whenTrue: "all counted" } },
} satisfies ArgumentTable["byTool"];

/** The words of every tool argument in English. */
export const englishArgumentWords = { shared, byTool, yes: "yes", no: "no", more: (count: number) => `and ${count} more` } satisfies ArgumentTable;
