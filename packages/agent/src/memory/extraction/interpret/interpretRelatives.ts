import { Predicates } from "@lifeos/core";
import type { RuleMatch } from "../rules/matchClause.js";
import { unnamedRelatives } from "../people/unnamedRelatives.js";
import type { ClauseContext } from "./ClauseContext.js";
import type { ExtractionDraft } from "./ExtractionDraft.js";
import { buildMemory } from "./buildMemory.js";
import { restoreNames } from "./clauseText.js";

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
