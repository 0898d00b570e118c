import { Predicates } from "@lifeos/core";
import { orientDate } from "../dates/findDates.js";
import type { RuleMatch } from "../rules/matchClause.js";
import type { ClauseContext } from "./ClauseContext.js";
import type { ExtractionDraft } from "./ExtractionDraft.js";
import { addPerson, buildMemory } from "./buildMemory.js";
import { resolveSubject, subjectKey } from "./subjects.js";

/** Time spent with someone ("almocei com a Marta ontem", "I met John"): an event memory, dated when a date is said. */
export const interpretSocial = (match: RuleMatch, context: ClauseContext, draft: ExtractionDraft): boolean => {
  const person = resolveSubject(match.slots["who"], context);
  if (person === null || person === "user") return false;
  const date = context.dates[0] === undefined ? null : orientDate(context.dates[0], "past", context.sentAt, context.timeZone);
  const memory = buildMemory(context, {
    type: "event",
    triple: { subject: "user", predicate: Predicates.metWith, object: subjectKey(person) },
    subjects: [person],
    importance: 4,
    occurred: date,
  });
  addPerson(draft, person, context);
  draft.addMemory(memory);
  return true;
};
