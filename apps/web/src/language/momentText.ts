/** A moment (an ISO timestamp) as `locale` writes a date and time: "Mar 14, 2026, 9:05 AM" in "en-US", "14/03/2026, 09:05" in "pt-BR". */
export const momentText = (iso: string, locale: string): string => new Date(iso).toLocaleString(locale, { dateStyle: "medium", timeStyle: "short" });

/** A month (`YYYY-MM`) as `locale` names it: "March 2026" in "en-US", "março de 2026" in "pt-BR". */
export const monthText = (month: string, locale: string): string =>
  new Date(`${month}-01T00:00:00Z`).toLocaleDateString(locale, { month: "long", year: "numeric", timeZone: "UTC" });

/** A month (`YYYY-MM`) in short: "Mar 2026" in "en-US", "mar. de 2026" in "pt-BR". */
export const shortMonthText = (month: string, locale: string): string =>
  new Date(`${month}-01T00:00:00Z`).toLocaleDateString(locale, { month: "short", year: "numeric", timeZone: "UTC" });
