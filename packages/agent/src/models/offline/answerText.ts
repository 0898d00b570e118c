import type { Language } from "@lifeos/core";

/**
 * Writing helpers for skills' answers: plain Markdown that reads the same
 * as text (sentences, "- " lists, quotes in typographic marks), never
 * emphasis markers.
 */

/**
 * The locale an answer writes numbers in: Portuguese groups thousands with dots ("6.070,07", "12.859,65"), as Brazil
 * writes them and as Portugal reads them too (its prices and bank statements use dots as well); Portugal's own
 * grouping ("6070,07", "12 859,65") reads oddly in Brazil. English as in Britain ("6,070.07").
 */
export const numberLocale = (language: Language): string => (language === "pt" ? "pt-BR" : "en-GB");

/** A text cut at a word boundary to at most `max` characters, whitespace collapsed, "…" when cut. */
export const clip = (text: string, max: number): string => {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.…-]+$/, "")}…`;
};

/**
 * The end of a sentence: not after a title or an abbreviation ("Dr. Helena Marques", "e.g. a cat"), nor one of "number"
 * before its number ("Rental agreement no. 88231", "Contrato Nº. 88231"), nor dot leaders ("Obturação .... 80,00 €").
 */
export const sentenceEnd = /(?<!\b(?:Dr|Dra|Mr|Mrs|Ms|Sr|Sra|St|Prof|Eng|No|Nr|nº|e\.g|i\.e|vs|p|pp|art|cf)\.)(?<!\b[Nn][ºoOr]\.(?=\s+\p{N}))(?<!\.\.)(?<=[.!?])\s+(?=[\p{Lu}\p{N}])/u;

/** The first sentence of a text (or its first `max` characters), without Markdown that would render. */
export const firstSentence = (text: string, max = 140): string => {
  const flat = plain(text).replace(/^…\s*/, "");
  const sentence = /^.+?[.!?](?=\s|$)/.exec(flat)?.[0] ?? flat;
  return clip(sentence, max);
};

/** Text with the characters Markdown would act on made harmless (emphasis, headings, links, code). */
export const plain = (text: string): string =>
  text
    .replace(/[*_`#>|[\]]/g, " ")
    .replace(/\s+/g, " ")
    .trim();

/** A quotation in the language's marks. */
export const quote = (text: string, language: Language): string => (language === "pt" ? `«${text}»` : `“${text}”`);

/** The text with its first letter a capital, to open a sentence ("this week" → "This week"). */
export const capitalised = (text: string): string => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/** A Markdown list, one "- " line per item. */
export const bullets = (items: ReadonlyArray<string>): string => items.map((item) => `- ${item}`).join("\n");

/** "a, b and c" / "a, b e c". */
export const listWords = (items: ReadonlyArray<string>, language: Language): string => {
  if (items.length <= 1) return items[0] ?? "";
  const and = language === "pt" ? "e" : "and";
  return `${items.slice(0, -1).join(", ")} ${and} ${items[items.length - 1]}`;
};

/** A mood value on the 0-100 scale, as "62/100". */
export const score = (value: number): string => `${Math.round(value)}/100`;

/** The gap between two scores as they are said ("65/100" and "66/100" are 1 point apart, whatever their decimals). */
export const scoreGap = (first: number, second: number): number => Math.abs(Math.round(first) - Math.round(second));

/** "1 entry" / "3 entries" and the like. */
export const counted = (count: number, one: string, many: string): string => `${count} ${count === 1 ? one : many}`;

/** Sentences and blocks joined with blank lines, empty ones dropped. */
export const paragraphs = (...blocks: ReadonlyArray<string | null | undefined | false>): string =>
  blocks.filter((block): block is string => typeof block === "string" && block.trim() !== "").join("\n\n");
