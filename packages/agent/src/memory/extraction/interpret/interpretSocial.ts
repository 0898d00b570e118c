import { Predicates } from "@lifeos/core";
import { orientDate } from "../dates/findDates.js";
import type { RuleMatch } from "../rules/matchClause.js";
import type { ClauseContext } from "./ClauseContext.js";
import type { ExtractionDraft } from "./ExtractionDraft.js";
import { addPerson, buildMemory } from "./buildMemory.js";
import { heldSince } from "./heldSince.js";
import { resolveSubject, subjectKey } from "./subjects.js";

/**
 * Time spent with someone ("almocei com a Marta ontem", "I met John"), or where and since when one knows them ("I've
 * known Ana for 10 years"): an event memory, dated when a date is said.
 */
export const interpretSocial = (match: RuleMatch, told: ClauseContext, draft: ExtractionDraft): boolean => {
  // "I've known Tom" alone tells nothing; since when ("for 10 years", "desde 2010") does.
  if (match.rule.id.endsWith(".since") && told.dates.length === 0) return false;
  const context = heldSince(match, told);
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
