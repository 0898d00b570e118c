import type { SummaryView } from "@lifeos/core";
import { Markdown } from "../../markdown/Markdown.js";

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
  if (!summary) return <p className="card-empty">No entries to summarise{period ? ` for ${period}` : ""}.</p>;
  return (
    <div className="summary-card">
      <p className="summary-meta">
        {summary.kind === "month" ? "Month" : "Year"} {summary.period} · {summary.entryCount} entries
        {summary.happinessAverage !== null && (
          <>
            {" "}
            · happiness {Math.round(summary.happinessAverage)}
            {summary.happinessInterval &&
              ` (95% CI ${Math.round(summary.happinessInterval.low)}–${Math.round(summary.happinessInterval.high)})`}
          </>
        )}
      </p>
      <Markdown text={summary.narrative} />
      <div className="summary-columns">
        <List title="Lifted you" items={summary.positiveDrivers} />
        <List title="Weighed on you" items={summary.negativeDrivers} />
        <List title="Main events" items={summary.topEvents} />
      </div>
    </div>
  );
};
