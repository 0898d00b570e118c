import { useEffect, useState } from "react";
import { api, query } from "../api/client.js";
import type { Page } from "../api/types.js";
import { formatDate } from "../chat/cards/EntryListCard.js";
import { Link } from "../router.js";
import { userLanguage, userLocale } from "../language/locale.js";
import { journalWords } from "./journalWords.js";
import { EntryView } from "./EntryView.js";
import { Timeline, type TimelineEntry } from "./Timeline.js";

/** A day of the journal, as a date citation opens it: its one entry in full, or its entries to choose from. */
export const DayView = ({ date, onChanged, onTag }: { date: string; onChanged: () => void; onTag: (tag: string) => void }) => {
  const [entries, setEntries] = useState<ReadonlyArray<TimelineEntry> | null>(null);
  const words = journalWords[userLanguage()];
  const day = formatDate(date, userLocale());
  useEffect(() => {
    setEntries(null);
    api<Page<TimelineEntry>>(`/journal/entries${query({ from: date, to: date, limit: 50 })}`)
      .then((page) => setEntries(page.items))
      .catch(() => setEntries([]));
  }, [date]);
  if (entries === null) return <p className="muted">{words.loading}</p>;
  if (entries.length === 1) return <EntryView entryId={entries[0]!.id} onChanged={onChanged} onTag={onTag} />;
  return (
    <section className="panel" aria-label={words.entriesOf(day)}>
      <p>
        <Link href="/journal">{words.backToJournal}</Link>
      </p>
      <h2>{day}</h2>
      {entries.length === 0 ? <p className="muted">{words.noEntryOnDay}</p> : <Timeline entries={entries} />}
    </section>
  );
};
