import type { Cue, Question } from "../../models/offline/question/Question.js";
import { assetsNamedIn, knownAssetsIn } from "./knownAssets.js";
import { finance } from "./portfolioPatterns.js";
import { foldText } from "../../models/offline/question/normalizeText.js";

/** Cues of a question about one's records over time ("when did I last…", "how many times…"): the journal's, not an asset's line. */
const recordCues: ReadonlyArray<Cue> = ["lastTime", "firstTime", "count", "list", "search", "review", "trend", "cause", "remember", "comparison"];

/**
 * A question about one of the user's own assets and nothing else ("what is IWDA?", "tell me about Nvidia", "o que é a
 * Galp?", "e o bitcoin?"): every topic word names that asset or is a finance word, and no cue asks of the records
 * over time. False when the request did not tell the user's assets.
 */
export const knownAssetAsked = (question: Question): boolean =>
  knownAssetsIn(question).length > 0 &&
  !recordCues.some((cue) => question.cues.has(cue)) &&
  question.topicWords.every((word) => assetsNamedIn(question, word).length > 0 || finance.test(foldText(word)));
