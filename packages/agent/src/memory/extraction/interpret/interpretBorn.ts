import { datePredicate, Predicates, zonedParts } from "@lifeos/core";
import type { ClauseContext } from "./ClauseContext.js";
import type { ExtractionDraft } from "./ExtractionDraft.js";
import { buildMemory } from "./buildMemory.js";
import { dayMonth } from "./dayMonth.js";

/**
 * When the person was born ("I was born on 3 May 1990", "nasci em 1990"): with the day, a birthday that keeps its year
 * ("I was born on 3 May 1990", under `birthday` as "05-03"); with the year alone, the year (`date:birth`), so one's age
 * can be told from it later. Nothing without a year or a day.
 */
export const interpretBorn = (context: ClauseContext, draft: ExtractionDraft): boolean => {
  const date = context.dates[0];
  if (date === undefined || (date.precision !== "year" && date.precision !== "day") || !/\d{4}/u.test(date.text)) return false;
  const pt = context.language === "pt";
  const byYear = date.precision === "year";
  const year = String(zonedParts(date.at, context.timeZone).year);
  const { value, object } = byYear ? { value: year, object: year } : dayMonth(date.at, true, context);
  const sentence = byYear ? (pt ? `Nasci em ${value}` : `I was born in ${value}`) : pt ? `Nasci no dia ${value}` : `I was born on ${value}`;
  const triple = byYear ? { subject: "user", predicate: datePredicate("birth"), object } : { subject: "user", predicate: Predicates.birthday, object: object.slice(5) };
  draft.addMemory(buildMemory({ ...context, clause: sentence, masked: sentence, names: [], dates: [] }, { type: "fact", triple, subjects: ["user"], importance: 7, validFrom: context.sentAt }));
  return true;
};
