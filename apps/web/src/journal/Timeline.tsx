import type { EntryJson } from "../api/types.js";
import { formatDate } from "../chat/cards/EntryListCard.js";
import { Link } from "../router.js";
import { withoutRepeatedTitle } from "./entryText.js";
import { moodColor } from "./moodColor.js";
import { userLanguage, userLocale } from "../language/locale.js";
import { journalWords, moodLevel } from "./journalWords.js";

export type TimelineEntry = EntryJson & { readonly mood: { readonly happiness: number } | null };

const monthOf = (date: string, locale: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString(locale, { month: "long", year: "numeric", timeZone: "UTC" });

/** The start of an entry, without a leading Markdown heading that repeats its title. */
const excerpt = (content: string, title: string | null) => {
  const text = withoutRepeatedTitle(content, title);
  return text.length > 160 ? `${text.slice(0, 160).trimEnd()}…` : text;
};

/** Entries newest first, grouped by month, each with a mood mark, opening the entry. */
export const Timeline = ({ entries }: { entries: ReadonlyArray<TimelineEntry> }) => {
  const words = journalWords[userLanguage()];
  const locale = userLocale();
  const mood = (happiness: number) => words.moodLevels[moodLevel(happiness)];
  const months: Array<{ month: string; entries: TimelineEntry[] }> = [];
  for (const entry of entries) {
    const month = monthOf(entry.date, locale);
    const last = months[months.length - 1];
    if (last?.month === month) last.entries.push(entry);
    else months.push({ month, entries: [entry] });
  }
  return (
    <div className="timeline" data-testid="timeline">
      {months.map((group) => (
        <section key={group.month} aria-label={group.month}>
          <h2 className="timeline-month">{group.month}</h2>
          <ol className="timeline-list">
            {group.entries.map((entry) => (
              <li key={entry.id}>
                <Link href={`/journal/${entry.id}`} className="timeline-entry">
                  <span
                    className="mood-dot"
                    style={{ background: entry.mood ? moodColor(entry.mood.happiness) : "var(--muted-line)" }}
                    aria-label={entry.mood ? words.moodOf(mood(entry.mood.happiness), Math.round(entry.mood.happiness)) : words.notAnalysedYet}
                    title={entry.mood ? words.moodOfHundred(mood(entry.mood.happiness), Math.round(entry.mood.happiness)) : words.notAnalysedYet}
                    role="img"
                  />
                  <span className="timeline-text">
                    <time dateTime={entry.date}>{formatDate(entry.date, locale)}</time>
                    {entry.title && <strong className="timeline-title">{entry.title}</strong>}
                    {entry.source === "sample" && <span className="badge badge-sample">{words.sample}</span>}
                    <span className="timeline-excerpt">{excerpt(entry.content, entry.title)}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ol>
        </section>
      ))}
    </div>
  );
};
