import type { TimePrecision } from "@lifeos/core";
import { zonedParts } from "@lifeos/core";
import type { ExtractionLanguage } from "../detectLanguage.js";

/** The months as each language writes them in a date: "março", "March". */
export const monthsPt = ["janeiro", "fevereiro", "março", "abril", "maio", "junho", "julho", "agosto", "setembro", "outubro", "novembro", "dezembro"];
export const monthsEn = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/** A time of day as the language writes it: "9 AM", "3:30 PM"; "9h", "15h30" (read alike in Brazil and Portugal). */
export const clockTime = (hour: number, minute: number, language: ExtractionLanguage): string =>
  language === "pt"
    ? `${hour}h${minute === 0 ? "" : String(minute).padStart(2, "0")}`
    : `${hour % 12 === 0 ? 12 : hour % 12}${minute === 0 ? "" : `:${String(minute).padStart(2, "0")}`} ${hour < 12 ? "AM" : "PM"}`;

/**
 * A resolved time as words that stay true later, in the person's language
 * and time zone: "11 de março de 2025 às 14h", "semana de 10 de março de
 * 2025", "março de 2025"; "11 March 2025 at 2 PM", "the week of 10 March
 * 2025", "March 2025".
 */
export const formatDate = (at: Date, precision: TimePrecision, language: ExtractionLanguage, timeZone: string): string => {
  const { year, month, day, hour, minute } = zonedParts(at, timeZone);
  if (language === "pt") {
    const date = `${day} de ${monthsPt[month - 1]} de ${year}`;
    if (precision === "year") return String(year);
    if (precision === "month") return `${monthsPt[month - 1]} de ${year}`;
    if (precision === "week") return `semana de ${date}`;
    if (precision === "minute") return `${date} às ${clockTime(hour, minute, language)}`;
    return date;
  }
  const date = `${day} ${monthsEn[month - 1]} ${year}`;
  if (precision === "year") return String(year);
  if (precision === "month") return `${monthsEn[month - 1]} ${year}`;
  if (precision === "week") return `the week of ${date}`;
  if (precision === "minute") return `${date} at ${clockTime(hour, minute, language)}`;
  return date;
};
