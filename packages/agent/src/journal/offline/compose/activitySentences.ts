import { foldAccents, searchWords } from "@lifeos/core";
import { notTheActivity } from "@lifeos/tools";
import { sentencesOf } from "./gist.js";

/** Whether a folded word is one of `terms` or starts like it ("climbed" for "climb"), as the search matches. */
export const isTerm = (word: string, terms: ReadonlyArray<string>): boolean =>
  terms.some((term) => {
    const folded = foldAccents(term.toLowerCase());
    const prefix = folded.slice(0, Math.max(4, folded.length - 2));
    return folded.length >= 3 && (word === folded || (prefix.length >= 4 && word.startsWith(prefix)));
  });

/**
 * The sentences of an excerpt where a word of `terms` tells the activity itself ("Went climbing with Rita"), not a
 * place or thing named after it ("coffee next to the climbing gym") nor another sense of it ("ran out of milk").
 * A word of the terms after it counts as asked: "climbing gym" asked keeps the gym.
 */
export const activitySentences = (excerpt: string, terms: ReadonlyArray<string>): string[] =>
  sentencesOf(excerpt).filter((sentence) => {
    const words = searchWords(sentence);
    const asked = (word: string | undefined) => word !== undefined && isTerm(word, terms);
    return words.some((word, index) => isTerm(word, terms) && !notTheActivity(words, index, asked));
  });
