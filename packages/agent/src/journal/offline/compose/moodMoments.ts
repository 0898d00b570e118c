import { foldAccents } from "@lifeos/core";
import { analyzeWithLexicon } from "../../lexicon/analyzeWithLexicon.js";
import { saysDone } from "./doings.js";
import { sentencesOf } from "./gist.js";

/** The ends of the mood rankings that read as the good side of a day: happiest, calmest, most energetic. */
const brightSorts = new Set(["happiest", "calmest", "most_energetic"]);

/** A sentence that says what was enjoyed ("I enjoyed the quiet", "adorei o silêncio"): a moment as much as one that says what was done. */
const enjoyed = /\b(?:enjoy(?:ed|ing)?|loved|liked|relished|savou?red|gostei|gostamos|adorei|adoramos|aproveitei|aproveitamos|curti|curtimos)\b/;

/** A moment far less glad than the gladdest of the day (under this share of its lean) is no moment beside it. */
const nearTheGladdest = 2 / 3;

/**
 * The sentences of an entry that carry the mood it was ranked by, in their order, at most `max`: for the happiest
 * (calmest, most energetic) days the sentences the lexicon reads as positive, for the hardest the negative ones; only
 * those that tell a moment, something done or enjoyed ("Finally got the new song right", "I enjoyed the quiet"), when
 * there are such, not how the day felt ("Nice and steady today"); and of those, the ones that lean nearly as far as the
 * furthest, so that a plain "Read a few chapters" does not stand beside "I enjoyed the quiet". Empty when no sentence
 * leans that way.
 */
export const moodMoments = (text: string, sort: string, max = 2): string[] => {
  const sign = brightSorts.has(sort) ? 1 : -1;
  const sentences = sentencesOf(text);
  const leaning = sentences
    .map((sentence, index) => ({ sentence, index, lean: sign * analyzeWithLexicon(sentence).valence, moment: saysDone(sentence) || enjoyed.test(foldAccents(sentence.toLowerCase())) }))
    .filter((item) => item.lean > 0);
  const moments = leaning.some((item) => item.moment) ? leaning.filter((item) => item.moment) : leaning;
  const furthest = Math.max(0, ...moments.map((item) => item.lean));
  const chosen = moments.filter((item) => item.lean >= furthest * nearTheGladdest).sort((a, b) => b.lean - a.lean).slice(0, max);
  return chosen.sort((a, b) => a.index - b.index).map((item) => item.sentence);
};
