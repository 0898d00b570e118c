import type {
  AddJournalEntryOutput,
  CalculatorOutput,
  CompareTimePeriodsOutput,
  GetCurrentStateOutput,
  GetEntryOutput,
  GetRecentEntriesOutput,
  GetTimeSeriesOutput,
  Language,
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
import { PortfolioToolBody } from "../portfolio/PortfolioToolBody.js";
import { isPortfolioTool } from "../portfolio/portfolioToolNames.js";
import { useAnswerLanguage } from "../language/AnswerLanguage.js";
import { toolTitle } from "./toolTitles.js";
import { toolsWithOwnCard } from "./cards/ownCards.js";

type ToolResult = Extract<PartJson, { type: "toolResult" }>;
type Loose = Readonly<Record<string, unknown>>;

const Body = ({ name, data, source }: { name: string; data: Loose; source: { messageId: string; toolCallId: string } }) => {
  if (!toolsWithOwnCard.has(name)) return <GenericCard data={data} />;
  if (isPortfolioTool(name)) return <PortfolioToolBody name={name} data={data} source={source} />;
  switch (name) {
    case "get_time_series":
      return <TimeSeriesChart data={data as unknown as GetTimeSeriesOutput} />;
    case "search_journal":
      return <EntryListCard entries={(data as Partial<SearchJournalOutput>).results ?? []} empty="nothingInJournal" />;
    case "get_recent_entries":
    case "get_entry":
      return <EntryListCard entries={(data as Partial<GetRecentEntriesOutput | GetEntryOutput>).entries ?? []} empty="noEntries" />;
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

/** The words a card says about itself, whatever its tool: how much it shows of a cut result, and a lookup that failed. */
const cardWords: Readonly<Record<Language, { readonly showing: (returned: number, original: number) => string; readonly failed: string; readonly unknown: string }>> = {
  en: { showing: (returned, original) => `showing ${returned} of ${original}`, failed: "This lookup failed", unknown: "unknown error" },
  pt: { showing: (returned, original) => `a mostrar ${returned} de ${original}`, failed: "Esta consulta falhou", unknown: "erro desconhecido" },
};

/** The result of one tool call, drawn as a card suited to the tool (chart, entries, summary, state), titled in the answer's language. */
export const ToolResultCard = ({ part, messageId }: { part: ToolResult; messageId: string }) => {
  const language = useAnswerLanguage();
  const title = toolTitle(part.name, language);
  const words = cardWords[language];
  return (
    <section className={`tool-card${part.success ? "" : " tool-card-failed"}`} aria-label={title} data-tool={part.name}>
      <header>
        <h3>{title}</h3>
        {part.meta?.truncated && <span className="badge">{words.showing(part.meta.returnedCount, part.meta.originalCount)}</span>}
      </header>
      {part.success ? (
        <Body name={part.name} data={(part.data ?? {}) as Loose} source={{ messageId, toolCallId: part.toolCallId }} />
      ) : (
        <p className="card-empty">
          {words.failed}: {part.error?.message ?? words.unknown}
        </p>
      )}
    </section>
  );
};
