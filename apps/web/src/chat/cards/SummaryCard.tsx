import type { SummaryView } from "@lifeos/core";
import { Markdown } from "../../markdown/Markdown.js";
import { useAnswerLanguage } from "../../language/AnswerLanguage.js";
import { cardWords } from "./cardWords.js";

const List = ({ title, items }: { title: string; items: ReadonlyArray<string> }) =>
  items.length === 0 ? null : (
    <div>
      <h4>{title}</h4>
      <ul>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );

/** A month or year in review. */
export const SummaryCard = ({ summary, period }: { summary: SummaryView | null; period?: string }) => {
  const words = cardWords[useAnswerLanguage()];
  if (!summary) return <p className="card-empty">{words.noEntriesToSummarise(period)}</p>;
  return (
    <div className="summary-card">
      <p className="summary-meta">
        {words.periodKind[summary.kind === "month" ? "month" : "year"]} {summary.period} · {words.entries(summary.entryCount)}
        {summary.happinessAverage !== null && (
          <>
            {" "}
            · {words.happiness(Math.round(summary.happinessAverage))}
            {summary.happinessInterval && ` ${words.interval(Math.round(summary.happinessInterval.low), Math.round(summary.happinessInterval.high))}`}
          </>
        )}
      </p>
      <Markdown text={summary.narrative} />
      <div className="summary-columns">
        <List title={words.liftedYou} items={summary.positiveDrivers} />
        <List title={words.weighedOnYou} items={summary.negativeDrivers} />
        <List title={words.mainEvents} items={summary.topEvents} />
      </div>
    </div>
  );
};
