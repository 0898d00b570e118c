/** A moment (an ISO timestamp) as `locale` writes a date and time: "Mar 14, 2026, 9:05 AM" in "en-US", "14/03/2026, 09:05" in "pt-BR". */
export const momentText = (iso: string, locale: string): string => new Date(iso).toLocaleString(locale, { dateStyle: "medium", timeStyle: "short" });

const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

const isMidnightIn = (instant: Date, timeZone: string): boolean =>
  instant.toLocaleTimeString("en-GB", { timeZone, hour: "2-digit", minute: "2-digit", second: "2-digit", hourCycle: "h23" }) === "00:00:00";

/**
 * The zone in which an instant is a whole day, or null when it is not one: midnight where the person is (a reminder
 * for a day is kept at its local midnight), else midnight UTC (as plain days are kept).
 */
export const wholeDayZone = (iso: string, timeZone: string = browserTimeZone()): string | null => {
  const instant = new Date(iso);
  if (isMidnightIn(instant, timeZone)) return timeZone;
  return isMidnightIn(instant, "UTC") ? "UTC" : null;
};

/**
 * When something is due, as `locale` writes it where the person is: the day alone for a whole day ("Jul 2, 2026",
 * "2 de jul. de 2026"), else the day and the time ("Jul 2, 2026, 9:00 AM").
 */
export const dueText = (iso: string, locale: string, timeZone: string = browserTimeZone()): string => {
  const dayZone = wholeDayZone(iso, timeZone);
  const instant = new Date(iso);
  if (dayZone !== null) return instant.toLocaleDateString(locale, { dateStyle: "medium", timeZone: dayZone });
  return instant.toLocaleString(locale, { dateStyle: "medium", timeStyle: "short", timeZone });
};

const dayIn = (instant: Date, timeZone: string): string => instant.toLocaleDateString("en-CA", { timeZone });

/** Whether something due at `iso` is overdue at `now`: a whole day once that day is over, else once its time is past. */
export const isPastDue = (iso: string, now: Date, timeZone: string = browserTimeZone()): boolean => {
  const dayZone = wholeDayZone(iso, timeZone);
  if (dayZone === null) return Date.parse(iso) < now.getTime();
  return dayIn(new Date(iso), dayZone) < dayIn(now, timeZone);
};

/** A month (`YYYY-MM`) as `locale` names it: "March 2026" in "en-US", "março de 2026" in "pt-BR". */
export const monthText = (month: string, locale: string): string =>
  new Date(`${month}-01T00:00:00Z`).toLocaleDateString(locale, { month: "long", year: "numeric", timeZone: "UTC" });

/** A month (`YYYY-MM`) in short: "Mar 2026" in "en-US", "mar. de 2026" in "pt-BR". */
export const shortMonthText = (month: string, locale: string): string =>
  new Date(`${month}-01T00:00:00Z`).toLocaleDateString(locale, { month: "short", year: "numeric", timeZone: "UTC" });
