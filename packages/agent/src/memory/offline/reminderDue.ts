import type { Language } from "@lifeos/core";
import { zonedParts } from "@lifeos/core";
import { clockTime, formatDate } from "../extraction/dates/formatDate.js";

const pad = (value: number) => String(value).padStart(2, "0");

/** The day a reminder is due in the person's time zone ("YYYY-MM-DD"), not the stored instant's day in UTC. */
export const reminderDay = (dueAt: string, timeZone: string): string => {
  const { year, month, day } = zonedParts(new Date(dueAt), timeZone);
  return `${year}-${pad(month)}-${pad(day)}`;
};

/**
 * When a reminder is due, as a list line says it, in the person's time zone and the answer's language: the day, and
 * the time of day when it has one ("2026-12-01 at 9 AM", "2026-12-01 às 9h"); a reminder for a day is due at its
 * midnight and is said by the day alone; one for a month its text names ("… (June 2027)"), by the month ("June 2027").
 */
export const reminderDue = (dueAt: string, language: Language, timeZone: string, text?: string): string => {
  const { day: dayOfMonth, hour, minute } = zonedParts(new Date(dueAt), timeZone);
  const day = reminderDay(dueAt, timeZone);
  // A reminder for a month ("renew my passport in June 2027") is due as it starts, and is said by the month, not a day.
  const month = (said: Language) => formatDate(new Date(dueAt), "month", said, timeZone).toLowerCase();
  if (hour === 0 && minute === 0 && dayOfMonth === 1 && text !== undefined && [month("en"), month("pt")].some((said) => text.toLowerCase().includes(said))) {
    return formatDate(new Date(dueAt), "month", language, timeZone);
  }
  if (hour === 0 && minute === 0) return day;
  const at = language === "pt" ? (hour === 1 ? "à" : "às") : "at";
  return `${day} ${at} ${clockTime(hour, minute, language)}`;
};
