import type {
  AddJournalEntryOutput,
  CalculatorOutput,
  CompareTimePeriodsOutput,
  GetCurrentStateOutput,
  GetEntryOutput,
  GetRecentEntriesOutput,
  GetTimeSeriesOutput,
  ReflectOnEntryOutput,
  SearchConversationsOutput,
  SearchJournalOutput,
  SearchKnowledgeBaseOutput,
  SummaryOutput,
} from "@lifeos/core";
import type { PartJson } from "../api/types.js";
import { CalculatorCard } from "./cards/CalculatorCard.js";
import { PassageListCard } from "../documents/PassageListCard.js";
import { ComparisonCard } from "./cards/ComparisonCard.js";
import { ConversationListCard } from "./cards/ConversationListCard.js";
import { GenericCard } from "./cards/GenericCard.js";
import { JournalDraftCard } from "./cards/JournalDraftCard.js";
import { CurrentStateCard } from "./cards/CurrentStateCard.js";
import { EntryListCard } from "./cards/EntryListCard.js";
import { SummaryCard } from "./cards/SummaryCard.js";
import { TimeSeriesChart } from "./cards/TimeSeriesChart.js";
import { ReflectionCard } from "../reflection/ReflectionCard.js";
import { PortfolioToolBody, portfolioToolLabels } from "../portfolio/PortfolioToolBody.js";

type ToolResult = Extract<PartJson, { type: "toolResult" }>;
type Loose = Readonly<Record<string, unknown>>;

const toolLabels: Readonly<Record<string, string>> = {
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
  ...portfolioToolLabels,
};

export const toolLabel = (name: string): string => toolLabels[name] ?? name.replaceAll("_", " ");

const Body = ({ name, data, source }: { name: string; data: Loose; source: { messageId: string; toolCallId: string } }) => {
  if (name in portfolioToolLabels) return <PortfolioToolBody name={name} data={data} source={source} />;
  switch (name) {
    case "get_time_series":
      return <TimeSeriesChart data={data as unknown as GetTimeSeriesOutput} />;
    case "search_journal":
      return <EntryListCard entries={(data as Partial<SearchJournalOutput>).results ?? []} empty="Nothing in the journal matched." />;
    case "get_recent_entries":
    case "get_entry":
      return <EntryListCard entries={(data as Partial<GetRecentEntriesOutput | GetEntryOutput>).entries ?? []} empty="No entries for that." />;
    case "get_month_summary":
    case "get_year_summary":
      return <SummaryCard summary={(data as Partial<SummaryOutput>).summary ?? null} />;
    case "add_journal_entry":
      return <JournalDraftCard draft={data as Partial<AddJournalEntryOutput>} source={source} />;
    case "get_current_state":
      return <CurrentStateCard data={data as unknown as GetCurrentStateOutput} />;
    case "search_knowledge_base":
      return <PassageListCard passages={(data as Partial<SearchKnowledgeBaseOutput>).passages ?? []} />;
    case "compare_time_periods":
      return <ComparisonCard data={data as unknown as CompareTimePeriodsOutput} />;
    case "calculator":
      return <CalculatorCard data={data as unknown as CalculatorOutput} />;
    case "search_conversations":
      return <ConversationListCard conversations={(data as Partial<SearchConversationsOutput>).conversations ?? []} />;
    case "reflect_on_entry":
      return <ReflectionCard reflection={(data as unknown as ReflectOnEntryOutput).reflection} />;
    default:
      return <GenericCard data={data} />;
  }
};

/** The result of one tool call, drawn as a card suited to the tool (chart, entries, summary, state). */
export const ToolResultCard = ({ part, messageId }: { part: ToolResult; messageId: string }) => (
  <section className={`tool-card${part.success ? "" : " tool-card-failed"}`} aria-label={toolLabel(part.name)} data-tool={part.name}>
    <header>
      <h3>{toolLabel(part.name)}</h3>
      {part.meta?.truncated && <span className="badge">showing {part.meta.returnedCount} of {part.meta.originalCount}</span>}
    </header>
    {part.success ? (
      <Body name={part.name} data={(part.data ?? {}) as Loose} source={{ messageId, toolCallId: part.toolCallId }} />
    ) : (
      <p className="card-empty">This lookup failed: {part.error?.message ?? "unknown error"}</p>
    )}
  </section>
);
