import type { Apposition } from "../people/appositions.js";
import type { NameSpan } from "../people/maskNames.js";
import type { ClauseContext } from "./ClauseContext.js";
import type { ExtractionDraft } from "./ExtractionDraft.js";
import { recordRelationship } from "./interpretRelationship.js";
import { personNamed } from "./subjects.js";

/**
 * Records the relationships a clause states in passing: to the person ("a
 * Susana, minha filha" → Susana is the person's daughter) or between two
 * named people ("a Ana, filha do Rui" → Ana is Rui's daughter).
 */
export const recordAppositions = (
  appositions: ReadonlyArray<Apposition>,
  names: ReadonlyArray<NameSpan>,
  context: ClauseContext,
  draft: ExtractionDraft,
): void => {
  for (const apposition of appositions) {
    const span = names[apposition.name];
    if (span === undefined) continue;
    const { relation, word, gender } = apposition.relation;
    if (apposition.of === null) {
      recordRelationship({ ...personNamed(span.name, context, span.gender), name: span.name }, relation.kind, context, draft, word);
      continue;
    }
    const of = names[apposition.of];
    if (of === undefined) continue;
    draft.addEntity({ name: span.name, type: "person", aliases: [], gender: gender ?? span.gender, relationshipToUser: null });
    draft.addEntity({ name: of.name, type: "person", aliases: [], gender: of.gender, relationshipToUser: null });
    draft.addRelationship({ from: span.name, kind: `${relation.kind} of`, to: of.name });
  }
};
