import type { PlannedCall } from "../../models/offline/OfflineSkill.js";
import type { Question } from "../../models/offline/question/Question.js";
import { namesNoKnownAsset } from "../../portfolio/offline/knownAssets.js";

/**
 * A subject that may be an asset the person holds: a ticker as written ("VWCE", "AGGH", "BRK.B") or a capitalised
 * name of up to three words ("Microsoft", "Coca-Cola", "Johnson & Johnson").
 */
const assetLike = /^(?:[A-Z][A-Z0-9]{1,5}(?:\.[A-Z])?|\p{Lu}[\p{L}\d'’-]*(?: (?:&|\p{Lu}[\p{L}\d'’-]*)){0,2})$/u;

/**
 * Something memory knows nothing about that may be one of the person's holdings ("what is VWCE?", "o que é a
 * AGGH?", "how is Microsoft doing?"): the holdings looked up beside the journal and the documents, read back by the
 * portfolio's skill, so the answer comes from whichever knows it. None when the holdings are not offered, nor when
 * the request told the person's assets and the subject is none of them ("what is AI?" of someone who holds no AI).
 */
export const holdingsLookup = (question: Question, subject: string): ReadonlyArray<PlannedCall> =>
  question.tools.has("get_holdings") && assetLike.test(subject.trim()) && !namesNoKnownAsset(question, subject) ? [{ name: "get_holdings", arguments: {}, skill: "portfolio" }] : [];
