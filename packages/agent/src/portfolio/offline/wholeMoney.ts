import type { Question } from "../../models/offline/question/Question.js";
import type { Data } from "./portfolioFormat.js";
import { amount, text } from "./portfolioFormat.js";

/**
 * Everything one has, asked with no cash, balance or place named ("how much money do I have?", "how much am I worth?",
 * "what's my net worth?", "quanto dinheiro tenho?", "quanto tenho ao todo?", "qual é o meu património?"): a person means the cash and the investments together. Asked of an
 * account, an asset class, or as cash, a balance or money not invested, it is the cash alone (`moneyHeld`).
 */
export const wholeMoneyAsked =
  /^(?:so |and |e |entao )?(?:how much (?:money )?(?:do i have|have i got)(?: (?:in total|altogether|in all|all together|overall))?|how much am i worth|what am i worth|quanto (?:dinheiro )?(?:e que )?(?:eu )?tenho (?:ao todo|no total|em total|no geral)|quanto dinheiro (?:e que )?(?:eu )?tenho|quanto (?:e que )?(?:eu )?(?:tenho|valho)|(?:what is|what s|whats) my (?:total )?net worth|my net worth|(?:qual (?:e )?)?o meu patrimonio(?: total| liquido)?|quanto vale (?:o )?(?:meu )?patrimonio)(?: (?:now|today|right now|agora|hoje|neste momento))?(?: \?)*$/;

/**
 * The cash and the whole portfolio's value in one sentence, for everything one has asked as such ("You have 13,328.58 EUR
 * in cash; with your investments (34,566.27 EUR), 47,894.85 EUR in all."). Null for any other question, or holdings
 * without totals.
 */
export const wholeMoneyAnswer = (data: Data, question: Question): string | null => {
  if (!wholeMoneyAsked.test(question.normalized)) return null;
  const totals = data["totals"] as Data | undefined;
  const total = Number(totals?.["totalValue"]);
  const cash = Number(totals?.["cash"] ?? 0);
  if (totals === undefined || !Number.isFinite(total)) return null;
  const language = question.language;
  const money = (value: number) => amount(value, data["baseCurrency"], language);
  const invested = total - (Number.isFinite(cash) ? cash : 0);
  if (!(cash > 0)) return text(`You have no cash in your accounts; your investments are worth ${money(total)}.`, `Não tem dinheiro em conta; os seus investimentos valem ${money(total)}.`)(language);
  if (Math.abs(invested) < 0.005) return text(`You have ${money(cash)}, all of it in cash: nothing is invested.`, `Tem ${money(cash)}, tudo em dinheiro: nada está investido.`)(language);
  return text(
    `You have ${money(cash)} in cash; with your investments (${money(invested)}), ${money(total)} in all.`,
    `Tem ${money(cash)} em dinheiro; com os investimentos (${money(invested)}), ${money(total)} ao todo.`,
  )(language);
};
