import { foldAccents } from "@lifeos/core";
import type { Question } from "../../models/offline/question/Question.js";

/** The words that only ask what a rule grants (the `entitlement` cue): "allowed", "entitled", "direito", "permitidos". */
const entitlementFrame = /^(?:allowed|allow|permitted|entitled|entitlement|get|direito|permitid[oa]s?|autorizad[oa]s?|obrigad[oa]s?|posso|podemos|cabem|cabe|take|bring|carry|levar|trazer|transportar)$/;
/** Words after "how many" / "quantos" that are not what is counted ("how many days off do I get" counts "days off"). */
const notCounted = new Set("do does i we you can may am are is get have has to per a the my of de da do o a os as tenho temos posso podemos me nos por".split(" "));

/**
 * The words to search for what a rule grants (the `entitlement` cue): the question's search words less those that only
 * ask it ("how many guests am I allowed?" searches "guests": a clause on guests says "may", not "allowed"), else the
 * words of what is counted, which are common words a topic leaves out ("how many days off do I get per year?").
 */
export const entitlementWords = (question: Question, searchWords: ReadonlyArray<string>): string[] => {
  const words = searchWords.filter((word) => !entitlementFrame.test(foldAccents(word.toLowerCase())));
  if (words.length > 0) return words;
  const counted = /\b(?:how (?:many|much)|quant[oa]s?) ((?:[a-z'-]+ ?){1,3})/.exec(question.normalized)?.[1] ?? "";
  return counted.split(" ").filter((word) => word !== "" && !notCounted.has(word));
};
