import type { KnownEntity } from "@lifeos/core";
import { nameKey, nameSimilarity, normalizeText } from "@lifeos/core";

/**
 * The known entity a name means: exact by folded name or alias first, then
 * the single closest spelling at 0.85 or above; undefined when none.
 */
export const findKnown = (name: string, known: ReadonlyArray<KnownEntity>): KnownEntity | undefined => {
  const key = nameKey(name);
  const exact = known.find((entity) => nameKey(entity.name) === key) ?? known.find((entity) => entity.aliases.some((alias) => nameKey(alias) === key));
  if (exact !== undefined) return exact;
  const close = known.filter((entity) => nameSimilarity(name, entity.name) >= 0.85);
  return close.length === 1 ? close[0] : undefined;
};

/** The one known entity that is `kind` to the person ("daughter"); undefined when none or several. */
export const knownByRelation = (kind: string, known: ReadonlyArray<KnownEntity>): KnownEntity | undefined => {
  const matches = known.filter((entity) => entity.relationshipToUser !== null && normalizeText(entity.relationshipToUser) === normalizeText(kind));
  return matches.length === 1 ? matches[0] : undefined;
};
