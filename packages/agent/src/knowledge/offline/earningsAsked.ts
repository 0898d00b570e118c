import type { Question } from "../../models/offline/question/Question.js";
import { knownAssetsIn } from "../../portfolio/offline/knownAssets.js";
import { salesGainAsked } from "../../portfolio/offline/realisedGains.js";
import { earningsQuestion, investmentWords } from "./recordQuestions.js";

/**
 * What the user earned, asked with no word of investments nor one of their own assets ("quanto ganhei com a apple?" is
 * the holding's gain): the documents first.
 */
export const asksEarnings = (question: Question): boolean =>
  question.has(earningsQuestion) && !question.has(investmentWords) && !question.has(salesGainAsked) && knownAssetsIn(question).length === 0;
