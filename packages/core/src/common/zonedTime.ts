/** A wall-clock reading in some time zone. `weekday` is 0 for Sunday … 6 for Saturday. */
export interface ZonedParts {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly hour: number;
  readonly minute: number;
  readonly weekday: number;
}

// Building an Intl.DateTimeFormat costs ~0.1 ms; one per time zone is kept.
const formatters = new Map<string, Intl.DateTimeFormat>();
const formatter = (timeZone: string): Intl.DateTimeFormat => {
  let format = formatters.get(timeZone);
  if (format === undefined) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      weekday: "short",
    });
    if (formatters.size >= 256) formatters.clear();
    formatters.set(timeZone, format);
  }
  return format;
};

const weekdays: Record<string, number> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 };

/** The wall clock of `instant` in `timeZone` (an IANA name). */
export const zonedParts = (instant: Date, timeZone: string): ZonedParts => {
  const values: Record<string, string> = {};
  for (const part of formatter(timeZone).formatToParts(instant)) values[part.type] = part.value;
  return {
    year: Number(values["year"]),
    month: Number(values["month"]),
    day: Number(values["day"]),
    hour: Number(values["hour"]) % 24,
    minute: Number(values["minute"]),
    weekday: weekdays[values["weekday"] ?? ""] ?? 0,
  };
};

/** Minutes `timeZone` is ahead of UTC at `instant` (Lisbon in summer: 60; São Paulo: -180). */
export const timeZoneOffsetMinutes = (instant: Date, timeZone: string): number => {
  const parts = zonedParts(instant, timeZone);
  const asUtc = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute);
  return Math.round((asUtc - Math.floor(instant.getTime() / 60_000) * 60_000) / 60_000);
};

/**
 * The instant a wall-clock time in `timeZone` names. Out-of-range days and
 * hours roll over (day 32 is the 1st of the next month). In a daylight-saving
 * gap the time is read with the offset before the change.
 */
export const zonedInstant = (
  wallClock: { readonly year: number; readonly month: number; readonly day: number; readonly hour?: number; readonly minute?: number },
  timeZone: string,
): Date => {
  const asUtc = Date.UTC(wallClock.year, wallClock.month - 1, wallClock.day, wallClock.hour ?? 0, wallClock.minute ?? 0);
  const first = asUtc - timeZoneOffsetMinutes(new Date(asUtc), timeZone) * 60_000;
  const second = asUtc - timeZoneOffsetMinutes(new Date(first), timeZone) * 60_000;
  return new Date(second);
};
