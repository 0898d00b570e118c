import { useEffect, useState } from "react";
import { api, query } from "../api/client.js";
import type { Page } from "../api/types.js";
import { Link } from "../router.js";
import { moodColor } from "./moodColor.js";
import { longDate, userLanguage, userLocale } from "../language/locale.js";
import { journalWords } from "./journalWords.js";
import type { TimelineEntry } from "./Timeline.js";

const pad = (value: number) => String(value).padStart(2, "0");
const isoDay = (year: number, month: number, day: number) => `${year}-${pad(month + 1)}-${pad(day)}`;

/**
 * A month of the journal as a calendar: each day with an entry is a link
 * to that day, coloured by its mood; earlier and later months by buttons.
 * Weeks start on Monday.
 */
export const CalendarView = ({ version }: { version: number }) => {
  const words = journalWords[userLanguage()];
  const locale = userLocale();
  const now = new Date();
  const [month, setMonth] = useState({ year: now.getFullYear(), month: now.getMonth() });
  const [entries, setEntries] = useState<ReadonlyArray<TimelineEntry>>([]);
  const daysInMonth = new Date(month.year, month.month + 1, 0).getDate();
  const from = isoDay(month.year, month.month, 1);
  const to = isoDay(month.year, month.month, daysInMonth);
  useEffect(() => {
    api<Page<TimelineEntry>>(`/journal/entries${query({ from, to, limit: 200, order: "asc" })}`)
      .then((page) => setEntries(page.items))
      .catch(() => setEntries([]));
  }, [from, to, version]);

  const byDay = new Map<string, TimelineEntry[]>();
  for (const entry of entries) byDay.set(entry.date, [...(byDay.get(entry.date) ?? []), entry]);
  const leading = (new Date(month.year, month.month, 1).getDay() + 6) % 7;
  const cells: Array<number | null> = [...Array.from({ length: leading }, () => null), ...Array.from({ length: daysInMonth }, (_, index) => index + 1)];
  const title = new Date(month.year, month.month, 1).toLocaleDateString(locale, { month: "long", year: "numeric" });
  const shift = (delta: number) => {
    const next = new Date(month.year, month.month + delta, 1);
    setMonth({ year: next.getFullYear(), month: next.getMonth() });
  };
  const weekdays = Array.from({ length: 7 }, (_, index) => new Date(2024, 0, 1 + index).toLocaleDateString(locale, { weekday: "short" }));
  const today = isoDay(now.getFullYear(), now.getMonth(), now.getDate());

  return (
    <section className="panel calendar" aria-label={words.calendarOf(title)} data-testid="calendar">
      <header className="calendar-header">
        <button type="button" className="button button-small" onClick={() => shift(-1)} aria-label={words.previousMonth}>
          ‹
        </button>
        <h2>{title}</h2>
        <button type="button" className="button button-small" onClick={() => shift(1)} aria-label={words.nextMonth}>
          ›
        </button>
      </header>
      <div className="calendar-grid" role="grid">
        {weekdays.map((day) => (
          <div key={day} className="calendar-weekday" role="columnheader">
            {day}
          </div>
        ))}
        {cells.map((day, index) => {
          if (day === null) return <div key={`blank-${index}`} className="calendar-day calendar-blank" />;
          const date = isoDay(month.year, month.month, day);
          const found = byDay.get(date) ?? [];
          const mood = found.find((entry) => entry.mood)?.mood?.happiness;
          const className = `calendar-day${date === today ? " calendar-today" : ""}`;
          if (found.length === 0) {
            return (
              <div key={date} className={className} role="gridcell">
                {day}
              </div>
            );
          }
          const label = words.dayWithEntries(longDate(date, locale), found.length, mood);
          return (
            <Link
              key={date}
              href={`/journal/${date}`}
              className={`${className} calendar-has-entry`}
              role="gridcell"
              aria-label={label}
              title={found.map((entry) => entry.title ?? entry.content.slice(0, 60)).join("\n")}
              style={{ borderColor: mood !== undefined ? moodColor(mood) : undefined }}
            >
              <span>{day}</span>
              <span className="calendar-dot" style={{ background: mood !== undefined ? moodColor(mood) : "var(--muted-line)" }} />
            </Link>
          );
        })}
      </div>
    </section>
  );
};
