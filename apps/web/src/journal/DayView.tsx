import { useEffect, useState } from "react";
import { api, query } from "../api/client.js";
import type { Page } from "../api/types.js";
import { formatDate } from "../chat/cards/EntryListCard.js";
import { Link } from "../router.js";
import { EntryView } from "./EntryView.js";
import { Timeline, type TimelineEntry } from "./Timeline.js";

/** A day of the journal, as a date citation opens it: its one entry in full, or its entries to choose from. */
export const DayView = ({ date, onChanged, onTag }: { date: string; onChanged: () => void; onTag: (tag: string) => void }) => {
  const [entries, setEntries] = useState<ReadonlyArray<TimelineEntry> | null>(null);
  useEffect(() => {
    setEntries(null);
    api<Page<TimelineEntry>>(`/journal/entries${query({ from: date, to: date, limit: 50 })}`)
      .then((page) => setEntries(page.items))
      .catch(() => setEntries([]));
  }, [date]);
  if (entries === null) return <p className="muted">Loading…</p>;
  if (entries.length === 1) return <EntryView entryId={entries[0]!.id} onChanged={onChanged} onTag={onTag} />;
  return (
    <section className="panel" aria-label={`Entries of ${formatDate(date)}`}>
      <p>
        <Link href="/journal">← Journal</Link>
      </p>
      <h2>{formatDate(date)}</h2>
      {entries.length === 0 ? <p className="muted">No entry on this day.</p> : <Timeline entries={entries} />}
    </section>
  );
};
