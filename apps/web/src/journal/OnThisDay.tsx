import { useEffect, useState } from "react";
import { api } from "../api/client.js";
import type { EntryJson } from "../api/types.js";
import { Link } from "../router.js";
import { userLanguage } from "../language/locale.js";
import { journalWords } from "./journalWords.js";

const excerpt = (text: string) => (text.length > 140 ? `${text.slice(0, 140).trimEnd()}…` : text);

/** "On this day": what was written on today's date in earlier years; nothing when there is none. */
export const OnThisDay = ({ version }: { version: number }) => {
  const [entries, setEntries] = useState<ReadonlyArray<EntryJson>>([]);
  const words = journalWords[userLanguage()];
  useEffect(() => {
    api<{ entries: ReadonlyArray<EntryJson> }>("/journal/on-this-day")
      .then((found) => setEntries(found.entries))
      .catch(() => setEntries([]));
  }, [version]);
  if (entries.length === 0) return null;
  const thisYear = new Date().getFullYear();
  return (
    <section className="panel on-this-day" aria-labelledby="on-this-day-heading" data-testid="on-this-day">
      <h2 id="on-this-day-heading">{words.onThisDay}</h2>
      <ul className="entry-list">
        {entries.map((entry) => {
          const years = thisYear - Number(entry.date.slice(0, 4));
          return (
            <li key={entry.id}>
              <Link href={`/journal/${entry.id}`} className="entry-link">
                {words.yearsAgo(years)} · {entry.date.slice(0, 4)}
                {entry.title && <strong> {entry.title}</strong>}
              </Link>
              <p>{excerpt(entry.content)}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
};
