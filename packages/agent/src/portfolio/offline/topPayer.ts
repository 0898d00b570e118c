import type { Question } from "../../models/offline/question/Question.js";
import type { Data } from "./portfolioFormat.js";
import { amount, span, text } from "./portfolioFormat.js";

/**
 * The payer that paid the most asked for ("which stock pays the most dividends?", "what's my top dividend payer?",
 * "qual ação paga mais dividendos?", "que empresa me deu mais dividendos?", "o maior pagador de dividendos"): a ranking of
 * the payers, over every payment recorded when no period is named.
 */
export const topPayerAsked =
  /\b(?:which|what) (?:of my )?(?:stocks?|shares?|holdings?|assets?|etfs?|funds?|compan(?:y|ies)|investments?|ones?|positions?) (?:pays?|paid|gives?|gave|earns?|earned|yields?|brings? in|brought in) (?:me |you )?(?:the )?most\b|\bwhat pays (?:me )?(?:the )?most\b|\b(?:biggest|largest|top|best|highest|main) (?:dividend |income |interest )?(?:payers?|earners?)\b|\b(?:qual|que|quais) (?:e |sao )?(?:a |o |as |os )?(?:acao|acoes|ativo|ativos|empresa|empresas|etf|etfs|fundo|fundos|investimento|investimentos|titulo|titulos|papel|papeis|posicao|posicoes)? ?(?:e que )?(?:que )?(?:me )?(?:paga|pagam|pagou|pagaram|da|dao|deu|deram|rende|rendem|rendeu|renderam|distribui|distribuem|distribuiu) mais\b|\b(?:maior|maiores|melhor|melhores|principal|principais) (?:pagador|pagadora|pagadores|pagadoras)\b|\bquem (?:me )?(?:paga|pagou|da|deu) mais\b/;

/** Dividends asked, not interest: cash paying interest is no payer of them. */
const dividendsAsked = /\b(?:dividends?|dividendos?)\b/;

/**
 * "which stock pays the most dividends?": the payer that paid the most over the period read, said with that period (every
 * payment recorded, when that is what was read); null when no such ranking is asked or nothing was paid.
 */
export const topPayerLead = (data: Data, question: Question): string | null => {
  if (!topPayerAsked.test(question.normalized)) return null;
  const language = question.language;
  const rows = ((data["byAsset"] as ReadonlyArray<Data> | undefined) ?? []).filter((row) => !dividendsAsked.test(question.normalized) || row["assetId"] !== null);
  const top = [...rows].sort((a, b) => Number(b["amount"]) - Number(a["amount"]))[0];
  if (top === undefined || !(Number(top["amount"]) > 0)) return null;
  const allTime = String(data["from"]) <= "1900-12-31";
  const period = allTime ? text(`, over everything recorded up to ${String(data["to"])}`, `, em todo o histórico até ${String(data["to"])}`)(language) : ` ${span(data, language)}`;
  return text(`${String(top["symbol"])} paid you the most${period}: ${amount(top["amount"], data["baseCurrency"], language)}.`, `${String(top["symbol"])} foi quem mais lhe pagou${period}: ${amount(top["amount"], data["baseCurrency"], language)}.`)(language);
};
