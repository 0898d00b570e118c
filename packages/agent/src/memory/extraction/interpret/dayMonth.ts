import { zonedParts } from "@lifeos/core";
import type { ClauseContext } from "./ClauseContext.js";

/** The months by name, as a date of one's own is said back. */
export const monthNames = {
  en: ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"],
  pt: ["janeiro", "fevereiro", "março", "abril", "maio", "junho", "julho", "agosto", "setembro", "outubro", "novembro", "dezembro"],
} as const;

/** "14 June" / "14 de junho", with the year when the words said one ("14 June 2027"). */
export const dayMonth = (at: Date, withYear: boolean, context: ClauseContext): { value: string; object: string } => {
  const { year, month, day } = zonedParts(at, context.timeZone);
  const pt = context.language === "pt";
  const said = pt ? `${day} de ${monthNames.pt[month - 1]}` : `${day} ${monthNames.en[month - 1]}`;
  const monthDay = `${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
  return withYear ? { value: pt ? `${said} de ${year}` : `${said} ${year}`, object: `${year}-${monthDay}` } : { value: said, object: monthDay };
};
