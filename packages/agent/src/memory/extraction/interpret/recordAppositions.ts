import type { Apposition } from "../people/appositions.js";
import type { NameSpan } from "../people/maskNames.js";
import type { ClauseContext } from "./ClauseContext.js";
import type { ExtractionDraft } from "./ExtractionDraft.js";
import { recordRelationship } from "./interpretRelationship.js";
import { personNamed } from "./subjects.js";

/**
 * Records the relationships a clause states in passing: to the person ("a
 * Susana, minha filha" → Susana is the person's daughter) or between two
 * named people ("a Ana, filha do Rui" → Ana is Rui's daughter); where the
 * person knows them from is kept with it ("Tom, a friend from work, …").
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
      const gender = apposition.relation.gender ?? (context.language === "pt" ? apposition.possessiveGender : null) ?? span.gender;
      recordRelationship({ ...personNamed(span.name, context, gender), name: span.name }, relation.kind, context, draft, word, apposition.unowned === true, apposition.known);
      continue;
    }
    const of = names[apposition.of];
    if (of === undefined) continue;
    draft.addEntity({ name: span.name, type: "person", aliases: [], gender: gender ?? span.gender, relationshipToUser: null });
    draft.addEntity({ name: of.name, type: "person", aliases: [], gender: of.gender, relationshipToUser: null });
    draft.addRelationship({ from: span.name, kind: `${relation.kind} of`, to: of.name });
  }
};
