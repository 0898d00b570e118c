import type { Question } from "../../models/offline/question/Question.js";
import { accountWordsIn } from "./knownAccounts.js";
import { assetNames, holdingsAccount } from "./portfolioPatterns.js";
import { foldText } from "../../models/offline/question/normalizeText.js";

/** Owning asked as such ("do I own", "do I hold", "any shares of", "tenho ações da", "possuo"), of one's investments. */
const owningAsked =
  /\b(?:do i (?:own|hold)|am i holding|(?:do i have|have i got) (?:any )?(?:shares|stocks?|units) (?:of|in)|(?:eu )?(?:tenho|possuo|detenho) (?:algumas? |alguma )?(?:acoes|acao|titulos|unidades|posicao) (?:d[aoe]s?|n[ao]s?|em)|(?:eu )?(?:possuo|detenho))\b/;

/**
 * Whether the question asks if an asset named by its name is owned ("do I own any Apple?", "do I hold Tesla?", "tenho
 * ações da Apple?", "possuo ações da Tesla?"): that asset's line of the holdings, or that it is none of them; not the
 * allocation by class its "shares" would ask of, nor the journal. An account's words are no asset.
 */
export const namedOwnedAsked = (question: Question): boolean => {
  if (!owningAsked.test(question.normalized)) return false;
  // "in the Lisbon broker", "na conta Degiro": the words of an account's name, known or said as one.
  const accountWords = new Set([...accountWordsIn(question), ...(holdingsAccount(question) ?? "").split(/\s+/).map(foldText)]);
  return assetNames(question).some((name) => !accountWords.has(foldText(name)));
};
