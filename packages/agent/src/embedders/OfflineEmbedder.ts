import type { EmbedderService } from "@lifeos/core";
import { Embedder } from "@lifeos/core";
import { Effect, Layer } from "effect";
import type { WordVectors } from "./wordVectors.js";
import { sharedWordVectors } from "./wordVectors.js";

/** Recorded with every vector this embedder makes; change it whenever the output changes. */
export const offlineEmbedderModel = "offline-hash-ngrams-v1";

const wordDimensions = 100;
const hashedDimensions = 284;
/** 100 dimensions of averaged word vectors followed by 284 of hashed words and character trigrams. */
export const offlineEmbedderDimensions = wordDimensions + hashedDimensions;

const fnv1a = (text: string): number => {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
};

const tokenPattern = /[\p{L}\p{N}]+(?:'[\p{L}]+)?/gu;
const foldAccents = (text: string): string => text.normalize("NFD").replace(/\p{M}+/gu, "");

const addHashed = (target: Float32Array, offset: number, feature: string, weight: number) => {
  const hash = fnv1a(feature);
  const slot = hash % hashedDimensions;
  target[offset + slot] = (target[offset + slot] as number) + (hash & 0x80000000 ? -weight : weight);
};

const normalizeRange = (vector: Float32Array, from: number, to: number, scale: number) => {
  let norm = 0;
  for (let index = from; index < to; index++) norm += (vector[index] as number) ** 2;
  if (norm === 0) return false;
  const factor = scale / Math.sqrt(norm);
  for (let index = from; index < to; index++) vector[index] = (vector[index] as number) * factor;
  return true;
};

/**
 * Embeds one text: the frequency-weighted average of the English word
 * vectors it contains (rare words weigh more, as in SIF), plus signed hashed
 * features of its accent-folded words and character trigrams, so Portuguese
 * and other languages, names and typos still match. Each half is scaled to
 * length √½ and the whole vector to unit length.
 */
export const embedText = (table: WordVectors, text: string): number[] => {
  const vector = new Float32Array(offlineEmbedderDimensions);
  const tokens = text.toLowerCase().match(tokenPattern) ?? [];
  for (const token of tokens) {
    const row = table.index.get(token);
    if (row !== undefined) {
      const weight = row / (row + 100);
      const base = row * wordDimensions;
      for (let dimension = 0; dimension < wordDimensions; dimension++) {
        vector[dimension] = (vector[dimension] as number) + weight * (table.vectors[base + dimension] as number);
      }
    }
    const folded = foldAccents(token);
    addHashed(vector, wordDimensions, `w:${folded}`, 1);
    const padded = `<${folded}>`;
    for (let index = 0; index + 3 <= padded.length; index++) addHashed(vector, wordDimensions, padded.slice(index, index + 3), 0.5);
  }
  const hasWords = normalizeRange(vector, 0, wordDimensions, Math.SQRT1_2);
  normalizeRange(vector, wordDimensions, offlineEmbedderDimensions, hasWords ? Math.SQRT1_2 : 1);
  let norm = 0;
  for (const value of vector) norm += value * value;
  const factor = norm === 0 ? 0 : 1 / Math.sqrt(norm);
  return Array.from(vector, (value) => value * factor);
};

/**
 * An `Embedder` that needs no network and no download: its word vectors are
 * read from an installed npm package on first use (about 30k words, read
 * once per process and shared with the offline model).
 */
export const make = (): EmbedderService => {
  let table: WordVectors | undefined;
  return {
    info: { model: offlineEmbedderModel, dimensions: offlineEmbedderDimensions, offline: true },
    embed: (texts) =>
      Effect.sync(() => {
        table ??= sharedWordVectors();
        const loaded = table;
        return texts.map((text) => embedText(loaded, text));
      }),
  };
};

export const layer: Layer.Layer<Embedder> = Layer.sync(Embedder, make);
