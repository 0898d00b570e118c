import { Predicates } from "@lifeos/core";
import type { RuleMatch } from "../rules/matchClause.js";
import { unnamedRelatives } from "../people/unnamedRelatives.js";
import type { ClauseContext } from "./ClauseContext.js";
import type { ExtractionDraft } from "./ExtractionDraft.js";
import { buildMemory } from "./buildMemory.js";
import { restoreNames } from "./clauseText.js";
import { resolveSubject, subjectKey } from "./subjects.js";

/**
 * "I have two kids", "I've got a younger sister", "tenho uma irmã", "tenho três filhos": relatives of the person's told
 * with no name, kept as said (the count with them), so "how many kids do I have?" and "tenho irmãos?" are answered.
 * False when what is had is no relationship.
 */
export const interpretRelatives = (match: RuleMatch, context: ClauseContext, draft: ExtractionDraft): boolean => {
  const object = restoreNames(match.slots["object"] ?? "", context.names);
  // A name said with them ("two kids, Tomás and Leonor", "a sister called Ana") is read by the rules that keep each one.
  if (context.names.length > 0) return false;
  const relatives = unnamedRelatives(object, context.clause, context.language);
  if (relatives === null) return false;
  draft.addMemory(
    buildMemory(context, {
      type: "relationship",
      triple: { subject: "user", predicate: Predicates.hasRelatives, object: relatives.relation.relation.kind },
      subjects: ["user"],
      importance: 7,
    }),
  );
  return true;
};

/**
 * "My sister Ana has two kids", "she has a younger brother", "o Rui tem uma filha": someone else's relatives told by
 * how many, kept as said of them. False when the subject is no one known or what they have is no relative.
 */
export const interpretRelativesOf = (match: RuleMatch, context: ClauseContext, draft: ExtractionDraft): boolean => {
  const subject = resolveSubject(match.slots["who"], context);
  if (subject === null || subject === "user") return false;
  const relatives = unnamedRelatives(restoreNames(match.slots["object"] ?? "", context.names), context.clause, context.language);
  if (relatives === null) return false;
  draft.addMemory(
    buildMemory(context, {
      type: "fact",
      triple: { subject: subjectKey(subject), predicate: Predicates.hasRelatives, object: relatives.relation.relation.kind },
      subjects: [subject],
      importance: 6,
    }),
  );
  return true;
};
