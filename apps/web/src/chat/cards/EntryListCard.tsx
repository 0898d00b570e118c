import type { FullEntry, RecentEntry, SearchJournalResult } from "@lifeos/core";
import { useSampleJournal } from "../../journal/useSampleJournal.js";
import { Link } from "../../router.js";
import { useAnswerLanguage, useAnswerLocale } from "../../language/AnswerLanguage.js";
import { cardWords } from "./cardWords.js";

/** An entry as `get_recent_entries`, `get_entry` or `search_journal` returns it: the fields they share are always there. */
export type EntryListItem = Pick<RecentEntry, "entryId" | "date"> & Partial<RecentEntry & FullEntry & SearchJournalResult>;

/** A calendar date (`YYYY-MM-DD`) with its weekday, in `locale`: "Sat, Mar 14, 2026", "sáb., 14/03/2026". */
export const formatDate = (date: string, locale: string): string =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString(locale, {
    weekday: "short",
    year: "numeric",
    month: "short",
    day: "numeric",
    timeZone: "UTC",
  });

/** Entries a tool found, newest or best first, each opening the entry in the journal. */
export const EntryListCard = ({ entries, empty }: { entries: ReadonlyArray<EntryListItem>; empty: "nothingInJournal" | "noEntries" }) => {
  const sample = useSampleJournal();
  const words = cardWords[useAnswerLanguage()];
  const locale = useAnswerLocale();
  if (entries.length === 0) return <p className="card-empty">{words[empty]}</p>;
  return (
    <ul className="entry-list">
      {entries.map((entry, index) => (
        <li key={`${entry.entryId}-${index}`}>
          <Link href={`/journal/${entry.entryId}`} className="entry-link">
            <time dateTime={entry.date}>{formatDate(entry.date, locale)}</time>
            {entry.title && <strong> {entry.title}</strong>}
            {sample.entryIds.has(entry.entryId) && <span className="badge badge-sample">{words.sample}</span>}
            {entry.confidence && <span className={`badge badge-${entry.confidence}`}>{words.confidence[entry.confidence]}</span>}
            {entry.mood && (
              <span className="badge" title={words.moodOf(entry.mood.happiness, entry.mood.stress, entry.mood.energy)}>
                {words.happinessOf(entry.mood.happiness)}
              </span>
            )}
          </Link>
          <p>{entry.excerpt ?? (entry.content && entry.content.length > 280 ? `${entry.content.slice(0, 280)}…` : entry.content)}</p>
        </li>
      ))}
    </ul>
  );
};
