import { analyzeWithLexicon } from "../../lexicon/analyzeWithLexicon.js";
import { saysDone } from "./doings.js";
import { sentencesOf } from "./gist.js";

/** The ends of the mood rankings that read as the good side of a day: happiest, calmest, most energetic. */
const brightSorts = new Set(["happiest", "calmest", "most_energetic"]);

/**
 * The sentences of an entry that carry the mood it was ranked by, in their order, at most `max`: for the happiest
 * (calmest, most energetic) days the sentences the lexicon reads as positive, for the hardest the negative ones; only
 * those that say something was done ("Finally got the new song right") when there are such, not how the day felt. Empty
 * when no sentence leans that way.
 */
export const moodMoments = (text: string, sort: string, max = 2): string[] => {
  const sign = brightSorts.has(sort) ? 1 : -1;
  const sentences = sentencesOf(text);
  const leaning = sentences
    .map((sentence, index) => ({ sentence, index, lean: sign * analyzeWithLexicon(sentence).valence, done: saysDone(sentence) }))
    .filter((item) => item.lean > 0);
  const moments = leaning.some((item) => item.done) ? leaning.filter((item) => item.done) : leaning;
  const chosen = [...moments].sort((a, b) => b.lean - a.lean).slice(0, max);
  return chosen.sort((a, b) => a.index - b.index).map((item) => item.sentence);
};
