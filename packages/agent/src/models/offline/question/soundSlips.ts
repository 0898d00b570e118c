/*
 * Function words typed by ear or in haste: a question word ("wot", "whn", "wher", "hw"), or the verb of writing without
 * its silent "w" ("did i rite", "i rote"). Read as the words meant, they open the ordinary question; left as typed they
 * would be searched as topics.
 */

/** The question words a slip is read as. */
const questionWords = ["what", "when", "where", "why", "how", "which"] as const;

/** A word's first letter and its consonants after it, "h" dropped: "what", "wot", "wut" and "waht" are all "wt". */
const consonants = (word: string): string => word[0]! + word.slice(1).replace(/[aeiouh]/g, "");

const questionWordByConsonants: ReadonlyMap<string, string> = new Map(questionWords.map((word) => [consonants(word), word]));

/** The words that follow a question word at the start of a question: "wot did", "whn was", "hw is". */
const questionFollower = "(?:did|do|does|is|was|are|were|have|has|had|can|could|should|will|would|am|i|you|u|my)";

/** Where a question starts: the message's start, after a sentence's end or a comma, or after "and", "so", "but". */
const questionStart = new RegExp(`(^|[.!?;,]\\s*|\\b(?:and|so|but)\\s+)(\\p{L}+)(?=\\s+${questionFollower}\\b)`, "giu");

/**
 * The text with each word opening a question that no dictionary knows, and that has a question word's consonants,
 * read as that question word ("wot did I do" → "what did I do", "whn was" → "when was"). `known` tells the words a
 * dictionary or the engine knows: they are never changed ("wet is", "we did").
 */
export const questionWordsSpelled = (text: string, known: (word: string) => boolean): string =>
  text.replace(questionStart, (whole, before: string, word: string) => {
    const folded = word.toLowerCase();
    if (known(folded) || /\d/.test(folded)) return whole;
    const meant = questionWordByConsonants.get(consonants(folded));
    if (meant === undefined) return whole;
    return before + (/^\p{Lu}/u.test(word) ? meant[0]!.toUpperCase() + meant.slice(1) : meant);
  });

/** The verb of writing as heard, without its silent "w": "rite" (write), "rote" (wrote), "ritten" (written). */
const writingAsHeard: ReadonlyMap<string, string> = new Map([
  ["rite", "write"], ["rites", "writes"], ["rote", "wrote"], ["riten", "written"], ["ritten", "written"], ["riting", "writing"], ["ritting", "writing"],
]);

/** A verb after its subject ("I rite", "did you rote", "have I ever riten", "u rote"), a word of time between them or not. */
const afterSubject = new RegExp(
  `\\b((?:i|you|u|we)(?:\\s+(?:ever|last|first|just|also|even|never|already|really|once|not|still))?\\s+)(${[...writingAsHeard.keys()].join("|")})\\b`,
  "giu",
);

/** "did I right about" is "did I write about": "right" after "did I" is no adjective. */
const rightAfterDid = /\b(did\s+(?:i|you|u|we)(?:\s+(?:ever|last|first|just|also|even|never|already|really|once|not|still))?\s+)(right)\b/giu;

/** The text with the verb of writing read as meant where a subject comes before it ("what did i rite" → "what did i write"). */
export const writingSpelled = (text: string): string =>
  text.replace(afterSubject, (_, before: string, verb: string) => before + writingAsHeard.get(verb.toLowerCase())!).replace(rightAfterDid, (_, before: string) => `${before}write`);
