import { foldAccents } from "@lifeos/core";
import { sentencesOf } from "./compose/gist.js";

/** A book an entry names, and whether it says it was finished or only begun or being read. */
export interface BookTold {
  readonly title: string;
  readonly finished: boolean;
  readonly sentence: string;
}

/** "the book", "o romance": a common noun before the title, left out of it. */
const bookNoun = String.raw`(?:(?:the|this|that|my|a) (?:book|novel|audiobook)\s+|(?:o|este|esse|um) (?:livro|romance|audiolivro)\s+)?`;

/** Words that tell a book was read to its end ("Finished Dune", "acabei de ler O nome da rosa", "li O Principezinho"). */
const finishedSaid = new RegExp(
  String.raw`\b(?:(?:finished|completed)\s+(?:reading\s+|listening to\s+)?|(?:read|reread|re-read)\s+|(?:acabei|terminei|acabámos|acabamos|terminámos|terminamos)\s+(?:de\s+)?(?:ler\s+)?|(?:li|reli)\s+)${bookNoun}$`,
  "u",
);

/** Words that tell a book was begun or is being read ("started reading Project Hail Mary", "comecei a ler A sombra do vento"). */
const startedSaid = new RegExp(
  String.raw`\b(?:(?:started|began|begun|starting)\s+(?:reading\s+|on\s+)|reading\s+|(?:comecei|começámos|comecamos|começamos)\s+(?:a\s+)?ler\s+|(?:a\s+ler|lendo)\s+)${bookNoun}$`,
  "u",
);

/** Small words a title holds between its capitalised ones ("The Lord of the Rings", "Cem Anos de Solidão"). */
const joining = /^(?:of|the|a|an|and|in|on|to|for|at|with|de|da|do|das|dos|e|o|a|os|as|em|no|na|um|uma|para|com)$/;

/** A title's first word when it is only an article, so the title goes on in small letters ("O nome da rosa"). */
const articleOnly = /^(?:The|A|An|O|Os|As|Um|Uma)$/;

/** Words after which a title told in small letters has ended: when, with whom, by whom ("O nome da rosa ontem à noite"). */
const afterTitle =
  /^(?:today|yesterday|tonight|this|last|with|and|but|because|by|on|at|before|after|during|while|in|for|hoje|ontem|anteontem|esta|este|nesta|neste|com|e|mas|porque|que|antes|depois|durante|enquanto|ao|à|no|na|em|finalmente|finally)$/;

/** Capitalised words that are no title: the person, days, months, a book's own parts. */
const notATitle =
  /^(?:i|it|me|we|he|she|they|ele|ela|eles|elas|eu|nos|monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|may|june|july|august|september|october|november|december|segunda|terca|quarta|quinta|sexta|sabado|domingo|chapter|part|capitulo|parte)$/;

/** Words that tell the sentence is of a book: "Finished Dune, what a book", a verb of reading, the author ("by Tolkien"). */
const bookContext = /\b(?:book|books|novel|novels|audiobook|read|reading|reread|author|chapters?|pages|livros?|romances?|audiolivro|ler|li|reli|lido|autora?|cap[ií]tulos?|p[aá]ginas)\b|\b(?:by|de) \p{Lu}/u;

/** Marks that open a quoted title, with the one that closes each. */
const quoteClose: Record<string, string> = { "“": "”", '"': '"', "«": "»", "‘": "’", "'": "'" };

/** A quoted title at the start of `rest` ("“The Overstory”", "«O nome da rosa»"), or null. */
const quotedTitle = (rest: string): string | null => {
  const close = quoteClose[rest.charAt(0)];
  if (close === undefined) return null;
  const end = rest.indexOf(close, 1);
  return end > 1 && end <= 80 ? rest.slice(1, end).trim() : null;
};

/**
 * The title that opens `rest`: its capitalised words with the small words between them ("The Hobbit" of "The Hobbit by
 * Tolkien"), or, after an article alone, the words in small letters to the end of the clause ("O nome da rosa"). Null
 * when `rest` opens with no capital.
 */
const capitalisedTitle = (rest: string): string | null => {
  const words = rest.split(/\s+/).slice(0, 10);
  const kept: string[] = [];
  for (const [index, raw] of words.entries()) {
    const word = raw.replace(/[.,;:!?)”»"]+$/, "");
    const capital = /^[\p{Lu}\p{N}]/u.test(word);
    if (index === 0 && !capital) return null;
    const smallTitle = kept.length > 0 && articleOnly.test(kept[0]!) && kept.every((said, at) => at === 0 || !/^\p{Lu}/u.test(said));
    if (capital || joining.test(word) || (smallTitle && !afterTitle.test(word) && /^\p{Ll}/u.test(word))) kept.push(word);
    else break;
    if (word !== raw) break;
  }
  // "The Hobbit by": the small words a title ends on are the sentence's, not the title's; so are "the" and the like after it.
  while (kept.length > 0 && (joining.test(kept.at(-1)!) || afterTitle.test(kept.at(-1)!))) kept.pop();
  if (kept.length === 0 || (kept.length === 1 && articleOnly.test(kept[0]!))) return null;
  return kept.join(" ");
};

/** Whether the words read as a title: not a pronoun, a day or a month, nor someone's (a possessive, "Sofia's letter"). */
const isTitle = (title: string): boolean => {
  const words = title.split(" ");
  return title.length >= 2 && !/['’]s\b/.test(title) && !(words.length === 1 && notATitle.test(foldAccents(title.toLowerCase())));
};

/** The title right after a verb of reading in `sentence`, with whether the verb says it was finished. */
const titleAfterVerb = (sentence: string): { title: string; finished: boolean } | null => {
  for (const match of sentence.matchAll(/\S+/g)) {
    const before = sentence.slice(0, match.index);
    const finished = finishedSaid.test(before);
    if (!finished && !startedSaid.test(before)) continue;
    const rest = sentence.slice(match.index);
    const quoted = quotedTitle(rest);
    const title = quoted ?? capitalisedTitle(rest);
    // "Finished Q3 planning": finishing or starting is of a book only where the sentence says one is read.
    if (title === null || !isTitle(title) || (quoted === null && !bookContext.test(sentence))) continue;
    return { title, finished };
  }
  return null;
};

/**
 * The books an excerpt names as read, finished or begun: "Finished Project Hail Mary today.", "Started reading “The
 * Overstory”.", "Acabei de ler O nome da rosa.", "Comecei a ler «Ensaio sobre a cegueira»." A book told of with no title
 * ("Read a few chapters of a novel before bed.") is none.
 */
export const booksIn = (excerpt: string): BookTold[] =>
  sentencesOf(excerpt).flatMap((sentence) => {
    // The sentence's first word read as any other: "Finished Dune" opens with the verb, its capital no title's.
    const read = `${sentence.charAt(0).toLowerCase()}${sentence.slice(1)}`;
    const found = titleAfterVerb(read);
    return found === null ? [] : [{ ...found, sentence: sentence.trim() }];
  });
