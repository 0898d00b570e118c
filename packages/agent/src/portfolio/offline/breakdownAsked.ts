import type { PlannedCall } from "../../models/offline/OfflineSkill.js";
import type { Question } from "../../models/offline/question/Question.js";

/** Cash as such: "cash", "balance", "liquidez", money "parado", "disponível" or "não investido". */
const cashAsked = /\b(?:cash|balances?|uninvested|liquidez|saldos?|em caixa|dinheiro (?:\w+ )?(?:parado|disponivel|nao investido|por investir))\b/;

/**
 * "how much do I have in each account?", "quanto tenho em cada conta?", "my money per currency", "quanto tenho em cada
 * moeda?": the money split by account or by currency, asked of each one. The accounts with their values, or the
 * allocation by currency; the cash balances when cash is what is asked of each. Undefined otherwise.
 */
export const breakdownCall = (question: Question): PlannedCall | undefined => {
  const text = question.normalized;
  const each = /\b(?:(?:each|every|per) (account|broker|currency)|(?:cada|por) (conta|corretora|moeda)|(?:all )?(?:my )?(accounts|currencies) one by one|(?:conta|moeda) a (?:conta|moeda))\b/.exec(text);
  if (each === null || !/\b(?:how much|what|worth|value|money|cash|split|breakdown|quanto|quanta|qual|valor|vale|valem|dinheiro|tenho|distribui\w*|divid\w*)\b/.test(text)) return undefined;
  // "how much cash do I have in each account?", "quanto dinheiro tenho parado em cada conta?": the cash, not the whole value.
  if (cashAsked.test(text)) return { name: "get_cash_balances", arguments: {} };
  const said = each[1] ?? each[2] ?? each[3] ?? "";
  return /^(?:currency|currencies|moeda)$/.test(said) ? { name: "get_asset_allocation", arguments: { by: "currency" } } : { name: "get_accounts", arguments: {} };
};
