import { accountTypeWords, type FieldTable } from "./fieldTable.js";

const fields = {
  // Journal: mentions, names, writing habits.
  query: "search", from: "from", to: "to", date: "date", entries: "entries", mentions: "mentions", days: "days", words: "words",
  firstDate: "first time", lastDate: "last time", recentDates: "recent days", byMonth: "by month", month: "month", count: "how many",
  perWeek: "per week", perMonth: "per month", truncated: "cut short", longestGap: "longest gap", longestStreak: "longest run of days",
  byWeekday: "by day of the week", weekday: "day of the week", calendarDays: "days in the period", daysWritten: "days written",
  averageWords: "words on average", currentStreak: "current run of days", mentionStreak: "days in a row mentioning it", longest: "longest", longestEntries: "longest entries", opening: "opening",
  shortestEntry: "shortest entry", measures: "measures", name: "name", unit: "unit", kind: "kind", average: "average", min: "lowest",
  max: "highest", value: "value", yes: "yes", trend: "trend", readings: "readings", names: "names", metric: "measure", lowest: "lowest first",
  told: "what the entries say", sentences: "sentences",
  // Portfolio: accounts, activities, goals, a CSV import.
  baseCurrency: "base currency", accounts: "accounts", type: "type", currency: "currency", active: "active", cash: "cash",
  activities: "activities", account: "account", symbol: "asset", quantity: "quantity", unitPrice: "price", amount: "amount", fee: "fee",
  nextCursor: "more", goals: "goals", target: "target", current: "current", toldOn: "told on", progress: "progress", remaining: "still to go",
  deadline: "deadline", daysLeft: "days left", monthlyNeeded: "needed each month", delimiter: "separator", headers: "columns",
  numberFormat: "number format", dateFormat: "date format", proposal: "proposal", mapping: "columns matched", confidence: "confidence",
  overall: "overall", unmappedHeaders: "columns not used", preview: "preview", rows: "rows", line: "line", draft: "draft",
  fxRate: "exchange rate", note: "note", importKey: "import key", errors: "problems", valid: "valid", invalid: "invalid",
  fx: "exchange rate", direction: "direction", source: "source", rowsAgreeing: "rows that agree", problems: "problems", code: "code",
  params: "details", message: "message", recorded: "anything recorded", amountBase: "amount in base currency", feeBase: "fee in base currency", rateDate: "rate date",
  // Documents.
  documents: "documents", title: "title", status: "status", pages: "pages", uploadedAt: "added", error: "problem", errorCode: "problem code", errorParams: "problem details", summary: "summary",
  citation: "source",
  // Memory: memories, people, reminders.
  memories: "memories", content: "what", context: "part of life", importance: "importance", dated: "dated", entities: "who and what",
  matchedBy: "found by", summaries: "summaries", periodStart: "from", total: "in all", person: "person", aliases: "also called",
  relationshipToUser: "who they are to you", gender: "gender", mentionCount: "mentions", relationships: "relationships",
  reminders: "reminders", text: "reminder", dueAt: "due", overdue: "overdue", recurrence: "repeats", every: "every",
  outcome: "outcome", memory: "memory", replaced: "replaced", deleted: "forgotten", unsure: "not sure which", reminder: "reminder",
  completed: "done", next: "next time", alreadyDone: "already done", updated: "now", previous: "before",
} satisfies FieldTable["fields"];

const trend = { rising: "rising", falling: "falling", steady: "steady", insufficient: "not enough data" };
const weekday = { mondays: "Mondays", tuesdays: "Tuesdays", wednesdays: "Wednesdays", thursdays: "Thursdays", fridays: "Fridays", saturdays: "Saturdays", sundays: "Sundays" };

const values = {
  trend,
  weekday,
  kind: { number: "number", yesNo: "yes or no", person: "person", place: "place" },
  metric: { happiness: "happiness", stress: "stress", energy: "energy", valence: "mood" },
  type: {
    // An account's.
    ...accountTypeWords("en"),
    // An activity's.
    BUY: "buy", SELL: "sell", DIVIDEND: "dividend", INTEREST: "interest", DEPOSIT: "deposit", WITHDRAWAL: "withdrawal",
    TRANSFER_IN: "transfer in", TRANSFER_OUT: "transfer out", FEE: "fee", TAX: "tax", SPLIT: "split",
    // A memory's.
    fact: "fact", preference: "preference", event: "event", relationship: "relationship", appointment: "appointment", task: "task",
    goal: "goal", other: "other",
    // A person's or a thing's.
    person: "person", place: "place", organization: "organisation", project: "project", thing: "thing",
  },
  delimiter: { ",": "comma", ";": "semicolon", "\t": "tab", "|": "vertical bar" },
  numberFormat: { dot: "1,234.56", comma: "1.234,56" },
  dateFormat: { YMD: "year-month-day", DMY: "day/month/year", MDY: "month/day/year" },
  direction: { toBase: "to the base currency", perBase: "per unit of the base currency" },
  source: { detected: "found in the file", assumed: "assumed", chosen: "chosen by you", saved: "saved before", stored: "stored", inverse: "inverse of a stored rate", cross: "through a third currency" },
  status: {
    queued: "waiting", parsing: "being read", embedding: "being indexed", ready: "ready", failed: "failed",
    pending: "to do", done: "done", dismissed: "dismissed", draft: "to confirm", created: "created",
  },
  context: { work: "work", personal: "personal", family: "family", health: "health", other: "other" },
  gender: { female: "female", male: "male" },
  unit: { day: "day", week: "week", month: "month", year: "year" },
  outcome: { created: "remembered", merged: "joined with what was known", skipped: "already known" },
} satisfies FieldTable["values"];

/** The words of the fields of every result the generic card draws, in English. */
export const englishFieldWords = { fields, values } satisfies FieldTable;
