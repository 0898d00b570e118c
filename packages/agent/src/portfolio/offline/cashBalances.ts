import type { Language } from "@lifeos/core";
import type { Data } from "./portfolioFormat.js";
import { amount, decimal, text } from "./portfolioFormat.js";

/**
 * The cash held, per account and currency, with the total in the portfolio's currency; asked in one currency ("my cash
 * in dollars", "dinheiro em dólares"), first what is held in it and the whole total converted at the last stored rate,
 * said to be a stored one; of one account when the call named it.
 */
export const cashBalancesAnswer = (data: Data, language: Language, account?: unknown): string => {
  const rows = (data["balances"] as ReadonlyArray<Data> | undefined) ?? [];
  const base = data["baseCurrency"];
  // "how much cash is in my US broker?": that account's cash alone, in its currencies and in the portfolio's.
  if (typeof account === "string") {
    if (rows.length === 0) return text(`There is no cash in ${account}.`, `Não há dinheiro na conta ${account}.`)(language);
    const name = String(rows[0]!["account"]);
    const held = rows.map((row) => amount(row["amount"], row["currency"], language)).join(" + ");
    const inBase = rows.every((row) => row["currency"] === base) ? "" : ` (${amount(data["total"], base, language)})`;
    return text(`Cash in ${name}: ${held}${inBase}.`, `Dinheiro na conta ${name}: ${held}${inBase}.`)(language);
  }
  if (rows.length === 0) return text("No cash is held.", "Não há dinheiro em conta.")(language);
  const list = [
    text(`Cash: ${amount(data["total"], base, language)} in total.`, `Dinheiro: ${amount(data["total"], base, language)} no total.`)(language),
    ...rows.map((row) => `- ${String(row["account"])}: ${amount(row["amount"], row["currency"], language)}`),
  ].join("\n");
  const asked = data["inCurrency"] as Data | null | undefined;
  if (asked === null || asked === undefined) return list;
  const currency = String(asked["currency"]);
  const holders = rows.filter((row) => row["currency"] === currency).map((row) => String(row["account"]));
  const held =
    holders.length === 0
      ? text(`No cash is held in ${currency}.`, `Não há dinheiro guardado em ${currency}.`)(language)
      : text(`Cash held in ${currency}: ${amount(asked["held"], currency, language)} (${holders.join(", ")}).`, `Dinheiro em ${currency}: ${amount(asked["held"], currency, language)} (${holders.join(", ")}).`)(language);
  const rate = asked["rate"] as Data | null;
  const converted =
    currency === base
      ? ""
      : rate === null || asked["total"] === null
      ? text(` No stored exchange rate links ${String(base)} and ${currency}, so the total cannot be converted.`, ` Não há nenhuma taxa de câmbio guardada entre ${String(base)} e ${currency}, por isso o total não pode ser convertido.`)(language)
      : text(
          ` All your cash, ${amount(data["total"], base, language)}, is ${amount(asked["total"], currency, language)} at the last stored rate (1 ${String(rate["base"])} = ${decimal(rate["rate"], language)} ${String(rate["quote"])}, stored for ${String(rate["date"])}; offline I have no live rates).`,
          ` Todo o seu dinheiro, ${amount(data["total"], base, language)}, são ${amount(asked["total"], currency, language)} à última taxa guardada (1 ${String(rate["base"])} = ${decimal(rate["rate"], language)} ${String(rate["quote"])}, guardada para ${String(rate["date"])}; em modo offline não tenho câmbios em tempo real).`,
        )(language);
  return `${held}${converted}\n\n${list}`;
};
