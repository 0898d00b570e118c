import { Predicates } from "@lifeos/core";
import { orientDate } from "../dates/findDates.js";
import type { RuleMatch } from "../rules/matchClause.js";
import type { ClauseContext, PersonRef } from "./ClauseContext.js";
import type { ExtractionDraft } from "./ExtractionDraft.js";
import { addPerson, buildMemory } from "./buildMemory.js";
import { heldSince } from "./heldSince.js";
import { resolveSubject, subjectKey } from "./subjects.js";

/** Rules said of "us" with no one named: "we've known each other…", "we met at…", "conhecemo-nos…". */
const usSaid = /\.social\.(?:weKnown|weMet)(?:\.[a-z]+)?$/u;

/** "We've known each other" said as "Marta and I have known each other", "conhecemo-nos" as "Eu e a Marta conhecemo-nos". */
const withOtherNamed = (text: string, person: PersonRef, language: ClauseContext["language"]): string => {
  const name = person.name ?? person.label;
  if (language === "en") return text.trim().replace(/^we['’]ve(?=\s)/iu, `${name} and I have`).replace(/^we['’]d(?=\s)/iu, `${name} and I had`).replace(/^we(?=\s)/iu, `${name} and I`);
  const article = person.gender === "female" ? "a " : person.gender === "male" ? "o " : "";
  // "A gente se conhece desde a escola" (pt-BR) is "nos conhecemos" once the other is named.
  const rest = text.trim().replace(/^n[óo]s\s+(?=nos\s)/iu, "").replace(/^a\s+gente\s+(?:já\s+)?se\s+conhec(?:e|eu|ia)(?![\p{L}])/iu, "nos conhecemos");
  return `Eu e ${article}${name} ${rest[0]!.toLowerCase()}${rest.slice(1)}`;
};

/**
 * Time spent with someone ("almocei com a Marta ontem", "I met John"), or where and since when one knows them ("I've
 * known Ana for 10 years"): an event memory, dated when a date is said.
 */
export const interpretSocial = (match: RuleMatch, told: ClauseContext, draft: ExtractionDraft): boolean => {
  // "I've known Tom" alone tells nothing; since when ("for 10 years", "desde 2010") does.
  if (match.rule.id.endsWith(".since") && told.dates.length === 0) return false;
  // "We've known each other for 10 years", "conhecemo-nos desde a escola": the other is the person just spoken of, named
  // in the words kept; with no one spoken of, nothing is kept rather than a guess.
  const saidOfUs = usSaid.test(match.rule.id);
  const person = saidOfUs ? told.referent : resolveSubject(match.slots["who"], told);
  if (person === null || person === "user" || (saidOfUs && person.name === null)) return false;
  const context = heldSince(match, told);
  const date = context.dates[0] === undefined ? null : orientDate(context.dates[0], "past", context.sentAt, context.timeZone);
  const memory = buildMemory(context, {
    type: "event",
    triple: { subject: "user", predicate: Predicates.metWith, object: subjectKey(person) },
    subjects: [person],
    importance: 4,
    occurred: date,
  });
  addPerson(draft, person, context);
  draft.addMemory(saidOfUs ? { ...memory, content: withOtherNamed(memory.content, person, context.language), summary: withOtherNamed(memory.summary, person, context.language) } : memory);
  return true;
};
