import type { Question } from "../../models/offline/question/Question.js";
import { knownAssetsIn } from "./knownAssets.js";
import { assetCue, assetState, finance, namedAssets, tickersIn } from "./portfolioPatterns.js";

/** A pronoun for something named before: "it", "them", "ela", "dele", "isso". */
const pronoun = /\b(?:it|them|that one|this one|ela|ele|elas|eles|nela|nele|nelas|neles|dela|dele|delas|deles|isso|essa|esse)\b/;

/** Words that ask how a holding stands: what was paid, what it is worth, the gain, the units. */
const holdingWords =
  /\b(?:pay|paid|cost|costs|spent|spend|worth|value|gain|gains|gained|lose|lost|made|make|earn|earned|units|shares|own|hold|paguei|pagou|pago|custou|custaram|custo|gastei|vale|valem|valor|ganhei|perdi|lucrei|rendeu|unidades|acoes|tenho)\b/;

/** "and how much did I pay?", "e quanto vale?": a few words going on from the question before, of no portfolio as a whole. */
const elliptic = (question: Question): boolean => /^(?:and|e) /.test(question.normalized) && question.words.length <= 6 && !finance.test(question.normalized);

/** An asset asked about: a ticker, one of the person's own assets ("how is bitcoin doing?"), or a name with words of holdings ("how is Microsoft doing?"), not any name ("a bike from Decathlon"). */
const asksAsset = (question: Question): boolean =>
  tickersIn(question).length > 0 ||
  knownAssetsIn(question).length > 0 || (namedAssets(question).length > 0 && [assetState, assetCue, finance].some((pattern) => pattern.test(question.normalized)));

/** The question about an asset that `question` follows: itself, or the one before a follow-up naming none ("e quanto vale?"). */
const askedOf = (question: Question | null): Question | undefined => {
  if (question === null) return undefined;
  if (asksAsset(question)) return question;
  return namedAssets(question).length === 0 && holdingWords.test(question.normalized) ? askedOf(question.previous) : undefined;
};

/**
 * The earlier question whose asset a pronoun or a short follow-up refers to ("how is VWCE doing?" then "and how much
 * did I pay for it?", "como está a EDP?" then "e quanto paguei por ela?" or "e quanto vale?"): the previous question that asks of an asset, or the one before
 * follow-ups that name none. Undefined when the question names an asset of its own or asks nothing of a holding.
 */
export const assetReferent = (question: Question): Question | undefined =>
  (pronoun.test(question.normalized) || elliptic(question)) && holdingWords.test(question.normalized) && namedAssets(question).length === 0 ? askedOf(question.previous) : undefined;
