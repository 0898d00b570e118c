import type { Language } from "@lifeos/core";
import type { Question } from "../../models/offline/question/Question.js";
import type { Data } from "./portfolioFormat.js";
import { amount, gainOrLoss, percent, text } from "./portfolioFormat.js";
import { gainYesOrNo } from "./gainVerdict.js";

/**
 * What one asset made or lost, asked as such ("how much did I make on EDP?", "did I lose money on KO?", "am I up on
 * VWCE?", "quanto ganhei com a EDP?", "quanto estou a perder no KO?", "qual é o meu lucro na EDP?").
 */
export const holdingGainAsked =
  /\b(?:how much (?:money )?(?:have|did|do) i (?:make|made|earn|earned|gain|gained|lose|lost)|how much (?:am i|i m) (?:up|down|making|losing|gaining)|(?:did|have) i (?:make|made|lose|lost) (?:any )?money|am i (?:up|down)|(?:my )?(?:gains?|profits?|loss(?:es)?|returns?) (?:on|in|from)|quanto (?:dinheiro )?(?:e que )?(?:eu )?(?:ja )?(?:ganhei|perdi|lucrei|ganho|perco|estou a (?:ganhar|perder)|estou (?:ganhando|perdendo))|(?:ganhei|perdi|lucrei) (?:algum )?dinheiro|(?:o )?(?:meu )?(?:lucro|ganho|prejuizo|perda) (?:com|n[ao]s?|d[aoe]s?))\b/;

/**
 * The gain of one holding first, in money and on its cost: the unrealised and the realised gain the holdings give,
 * added, with each said when both are there (a percent only of what is still held, on what it cost). Empty when the
 * question asks no gain or the row carries none.
 */
export const holdingGainLead = (row: Data, question: Question, base: unknown): string => {
  if (!holdingGainAsked.test(question.normalized)) return "";
  const unrealised = Number(row["unrealisedGain"]);
  const realised = Number(row["realisedGain"] ?? 0);
  if (!Number.isFinite(unrealised) || !Number.isFinite(realised)) return "";
  const language: Language = question.language;
  const total = unrealised + realised;
  const symbol = String(row["symbol"]);
  const onCost = percent(row["unrealisedGainPercent"], language);
  const money = (value: number) => amount(Math.abs(value), base, language);
  // "did I lose money on KO?": yes or no first.
  const answer = gainYesOrNo(question, total);
  const lead = (said: string) => (answer === null ? said : `${answer}: ${said.charAt(0).toLowerCase()}${said.slice(1)}`);
  if (realised === 0)
    return lead(text(
      `You are ${total >= 0 ? "up" : "down"} ${money(total)} on ${symbol} (${onCost} on cost), all of it not yet realised.\n`,
      `${total >= 0 ? "Ganhou" : "Perdeu"} ${money(total)} com ${symbol} (${onCost} face ao custo), tudo ainda não realizado.\n`,
    )(language));
  // Each part a gain or a loss in words, not a gain with a minus sign.
  const part = (value: number) => gainOrLoss(value, base, language);
  return lead(text(
    `You are ${total >= 0 ? "up" : "down"} ${money(total)} on ${symbol} in all: ${part(unrealised)} not yet realised (${onCost}), ${part(realised)} realised on sales.\n`,
    `${total >= 0 ? "Ganhou" : "Perdeu"} ${money(total)} com ${symbol} no total: ${part(unrealised)} ainda por realizar (${onCost}) e ${part(realised)} nas vendas.\n`,
  )(language));
};
