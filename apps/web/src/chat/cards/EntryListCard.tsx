import type { FullEntry, RecentEntry, SearchJournalResult } from "@lifeos/core";
import { useSampleJournal } from "../../journal/useSampleJournal.js";
import { Link } from "../../router.js";

/** An entry as `get_recent_entries`, `get_entry` or `search_journal` returns it: the fields they share are always there. */
export type EntryListItem = Pick<RecentEntry, "entryId" | "date"> & Partial<RecentEntry & FullEntry & SearchJournalResult>;

export const formatDate = (date: string): string =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString(undefined, {
    weekday: "short",
    year: "numeric",
    month: "short",
    day: "numeric",
    timeZone: "UTC",
  });

/** Entries a tool found, newest or best first, each opening the entry in the journal. */
export const EntryListCard = ({ entries, empty }: { entries: ReadonlyArray<EntryListItem>; empty: string }) => {
  const sample = useSampleJournal();
  if (entries.length === 0) return <p className="card-empty">{empty}</p>;
  return (
    <ul className="entry-list">
      {entries.map((entry, index) => (
        <li key={`${entry.entryId}-${index}`}>
          <Link href={`/journal/${entry.entryId}`} className="entry-link">
            <time dateTime={entry.date}>{formatDate(entry.date)}</time>
            {entry.title && <strong> {entry.title}</strong>}
            {sample.entryIds.has(entry.entryId) && <span className="badge badge-sample">sample</span>}
            {entry.confidence && <span className={`badge badge-${entry.confidence}`}>{entry.confidence}</span>}
            {entry.mood && (
              <span className="badge" title={`happiness ${entry.mood.happiness}/100, stress ${entry.mood.stress}/100, energy ${entry.mood.energy}/100`}>
                happiness {entry.mood.happiness}/100
              </span>
            )}
          </Link>
          <p>{entry.excerpt ?? (entry.content && entry.content.length > 280 ? `${entry.content.slice(0, 280)}…` : entry.content)}</p>
        </li>
      ))}
    </ul>
  );
};
