import type { Entity, EntityType } from "./entity.js";
import { nameKey, normalizeText } from "./normalizeText.js";
import { jaccard, trigramSimilarity } from "./textSimilarity.js";

/** A name as a message mentions it, with what the message says about it. */
export interface EntityMention {
  readonly name: string;
  readonly type?: EntityType;
}

export interface ScoredEntity {
  readonly entity: Entity;
  readonly score: number;
  readonly matchedBy: "name" | "alias";
}

export type EntityResolution =
  /** The folded name (titles dropped) equals the entity's name or one of its aliases. */
  | { readonly kind: "exact"; readonly entity: Entity; readonly matchedBy: "name" | "alias" }
  /** One entity is clearly the closest by spelling and words. */
  | ({ readonly kind: "fuzzy" } & ScoredEntity)
  /** Several entities are plausible, best first: ask, or let a model decide. */
  | { readonly kind: "ambiguous"; readonly candidates: ReadonlyArray<ScoredEntity> }
  | { readonly kind: "none" };

export interface ResolveOptions {
  /** Score at or above which a lone best candidate is taken; default 0.85. */
  readonly acceptAt?: number;
  /** Score below which a candidate is not offered at all; default 0.5. */
  readonly considerAt?: number;
  /** How far ahead of the runner-up a fuzzy match must be to be taken; default 0.1. */
  readonly margin?: number;
}

const compatible = (entity: Entity, type: EntityType | undefined) => type === undefined || entity.type === type;

/** Most mentioned first, then oldest: the entity a bare name most likely means. */
const preferred = (left: Entity, right: Entity) =>
  right.mentionCount - left.mentionCount || left.createdAt.getTime() - right.createdAt.getTime();

/**
 * How alike two names are, 0..1: the best of word overlap (Jaccard of folded
 * words) and spelling (trigram Dice), and 0.75 when one is a first name of
 * the other ("Ana" and "Ana Paula Sousa").
 */
export const nameSimilarity = (left: string, right: string): number => {
  const a = nameKey(left);
  const b = nameKey(right);
  if (a === b) return 1;
  const wordsA = a.split(" ");
  const wordsB = b.split(" ");
  const firstName = (wordsA.length === 1 && wordsB[0] === a) || (wordsB.length === 1 && wordsA[0] === b) ? 0.75 : 0;
  return Math.max(jaccard(wordsA, wordsB), trigramSimilarity(a, b), firstName);
};

/**
 * Which stored entity a mention means. Exact first: the mention's `nameKey`
 * equals an entity's name (a name match wins over an alias match; among
 * equals the most mentioned) — this never depends on embeddings or scores.
 * Then fuzzy, accent- and case-insensitive (`nameSimilarity` against names
 * and aliases): a lone best candidate at `acceptAt` or above, ahead of the
 * next by `margin`, is taken; candidates at `considerAt` or above are
 * returned as ambiguous; otherwise none. A mention with a type only matches
 * entities of that type.
 */
export const resolveEntity = (mention: EntityMention, entities: ReadonlyArray<Entity>, options: ResolveOptions = {}): EntityResolution => {
  const acceptAt = options.acceptAt ?? 0.85;
  const considerAt = options.considerAt ?? 0.5;
  const margin = options.margin ?? 0.1;
  const key = nameKey(mention.name);
  if (key === "") return { kind: "none" };
  const candidates = entities.filter((entity) => compatible(entity, mention.type));
  const byName = candidates.filter((entity) => nameKey(entity.name) === key).sort(preferred);
  if (byName[0] !== undefined) return { kind: "exact", entity: byName[0], matchedBy: "name" };
  const byAlias = candidates.filter((entity) => entity.aliases.some((alias) => nameKey(alias) === key)).sort(preferred);
  if (byAlias[0] !== undefined) return { kind: "exact", entity: byAlias[0], matchedBy: "alias" };

  const scored: ScoredEntity[] = [];
  for (const entity of candidates) {
    let best: ScoredEntity = { entity, score: nameSimilarity(mention.name, entity.name), matchedBy: "name" };
    for (const alias of entity.aliases) {
      const score = nameSimilarity(mention.name, alias);
      if (score > best.score) best = { entity, score, matchedBy: "alias" };
    }
    if (best.score >= considerAt) scored.push(best);
  }
  scored.sort((left, right) => right.score - left.score || preferred(left.entity, right.entity));
  const [first, second] = scored;
  if (first === undefined) return { kind: "none" };
  if (first.score >= acceptAt && (second === undefined || first.score - second.score >= margin)) return { kind: "fuzzy", ...first };
  return { kind: "ambiguous", candidates: scored };
};

/**
 * The entity that is `kind` to the person ("daughter" for "minha filha"):
 * the single one whose `relationshipToUser` folds equal to it; undefined when
 * none or several are.
 */
export const resolveByRelationship = (kind: string, entities: ReadonlyArray<Entity>): Entity | undefined => {
  const key = normalizeText(kind);
  const matches = entities.filter((entity) => entity.relationshipToUser !== null && normalizeText(entity.relationshipToUser) === key);
  return matches.length === 1 ? matches[0] : undefined;
};
