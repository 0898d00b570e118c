import { convertAtStoredRate, type FxRate, lastStoredRates } from "@lifeos/core";
import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// The value asked in another currency ("what is my portfolio worth in dollars?") is converted by the exchange-rate
// tool, exactly, at the stored rate (stored as asked, the inverse of the opposite pair, or crossed through a third
// currency), and said with the day that rate was stored for: no float sum in the answer, no "about".

const now = new Date("2026-11-20T10:00:00Z");
const { answerWith } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon", accounts: ["Lisbon broker", "US broker"] });

const holdings = {
  baseCurrency: "EUR",
  totals: { totalValue: "2212.37", cash: "112.37", costBasis: "2000.00", unrealisedGain: "100.00", realisedGain: "0" },
  holdings: [
    { symbol: "VWCE", name: "Vanguard FTSE All-World", currency: "EUR", quantity: "15", costBasis: "1400.00", price: "100.00", priceDate: "2026-11-19", marketValue: "1500.00", unrealisedGainPercent: 0.07, weight: 0.678 },
    { symbol: "KO", name: "Coca-Cola", currency: "USD", quantity: "10", costBasis: "500.00", price: "65.00", priceDate: "2026-11-19", marketValue: "600.00", unrealisedGainPercent: 0.2, weight: 0.271 },
  ],
};

/** The stored rates: EUR→USD as stored, GBP→EUR stored the other way (so EUR→GBP is its inverse), USD→BRL (EUR→BRL crossed). */
const stored: ReadonlyArray<FxRate> = [
  { base: "EUR", quote: "USD", date: "2026-11-19", rate: "1.0912" },
  { base: "GBP", quote: "EUR", date: "2026-11-18", rate: "1.1834" },
  { base: "USD", quote: "BRL", date: "2026-11-17", rate: "5.3321" },
] as ReadonlyArray<FxRate>;

/** The tools' data, with `get_exchange_rates` worked out as the tool does (core's stored-rate conversion), and every call made. */
const withCalls = () => {
  const calls: Array<readonly [string, Record<string, unknown>]> = [];
  const data = (name: string, args: Record<string, unknown>) => {
    calls.push([name, args]);
    if (name === "get_holdings") return holdings;
    if (name === "get_health_status") return { issues: [] };
    if (name !== "get_exchange_rates") return {};
    const [base, quote, amount] = [args["base"] as string | undefined, args["quote"] as string | undefined, args["amount"] as string | undefined];
    const rates = lastStoredRates(stored, "2026-11-20", { base, quote, baseCurrency: "EUR" });
    const converted = amount !== undefined && base !== undefined && quote !== undefined ? convertAtStoredRate(stored, amount, base, quote, "2026-11-20") : undefined;
    return { baseCurrency: "EUR", asOf: "2026-11-20", rates, conversion: converted === undefined ? null : { amount, from: base, to: quote, ...converted } };
  };
  return { calls, data };
};

describe("the portfolio's value in another currency", () => {
  it.each([
    ["what is my portfolio worth in dollars?", "USD", "Your portfolio is worth 2,414.14 USD at the rate stored for 2026-11-19 (1 EUR = 1.0912 USD; offline I have no live rates)."],
    ["quanto vale a minha carteira em dólares?", "USD", "A carteira vale 2.414,14 USD à taxa guardada para 2026-11-19 (1 EUR = 1,0912 USD; em modo offline não tenho câmbios em tempo real)."],
    ["quanto vale o meu portefólio em libras?", "GBP", "A carteira vale 1.869,50 GBP à taxa guardada para 2026-11-18 (1 EUR = 0,845023 GBP, o inverso da taxa guardada no sentido contrário;"],
    ["what's my portfolio worth in reais?", "BRL", "Your portfolio is worth 12,872.43 BRL at the rate stored for 2026-11-17 (1 EUR = 5.818388 BRL, crossed through another stored currency;"],
  ])("%s: the total converted by the exchange-rate tool, with the rate's day, said first", async (question, quote, line) => {
    const { calls, data } = withCalls();
    const answer = await answerWith(question, data);
    expect(calls).toContainEqual(["get_exchange_rates", { base: "EUR", quote, amount: "2212.37" }]);
    expect(answer.startsWith(line)).toBe(true);
    expect(answer).not.toMatch(/\babout\b|\bcerca\b/);
  });

  it.each(["what is my biggest holding worth in dollars?", "quanto vale a minha maior posição em dólares?"])("%s: the first holding's value converted", async (question) => {
    const { calls, data } = withCalls();
    const answer = await answerWith(question, data);
    expect(calls).toContainEqual(["get_exchange_rates", { base: "EUR", quote: "USD", amount: "1500.00" }]);
    expect(answer).toMatch(/VWCE[^\n]*(?:1,636\.80 USD at the rate stored for 2026-11-19|1\.636,80 USD à taxa guardada para 2026-11-19)/);
  });

  it.each([
    ["what is my US broker account worth in dollars?", "The US broker account is worth 2,414.14 USD at the rate stored for 2026-11-19", "US broker"],
    ["quanto vale a conta US broker em dólares?", "A conta US broker vale 2.414,14 USD à taxa guardada para 2026-11-19", "US broker"],
  ])("%s: the account's value in that currency first", async (question, lead, account) => {
    const { calls, data } = withCalls();
    const answer = await answerWith(question, data);
    expect(calls).toContainEqual(["get_holdings", { account }]);
    expect(answer.startsWith(lead)).toBe(true);
  });

  it.each(["how much is my KO position worth in dollars?", "quanto vale a minha posição na KO em dólares?"])("%s: the holding named, converted, its value in that currency first", async (question) => {
    const { calls, data } = withCalls();
    const answer = await answerWith(question, data);
    expect(calls).toContainEqual(["get_exchange_rates", { base: "EUR", quote: "USD", amount: "600.00" }]);
    expect(answer).toMatch(/^(?:KO is worth 654\.72 USD at the rate stored for 2026-11-19|KO vale 654,72 USD à taxa guardada para 2026-11-19)[^\n]*\nKO \(Coca-Cola\)/);
  });

  it.each([
    ["what is my portfolio worth in swiss francs?", "No exchange rate from EUR to CHF is stored with your portfolio"],
    ["quanto vale a carteira em francos suíços?", "Não há nenhuma taxa de câmbio de EUR para CHF guardada na carteira"],
  ])("%s: says no rate links them, and makes no figure up", async (question, line) => {
    expect(await answerWith(question, withCalls().data)).toContain(line);
  });
});

describe("an empty portfolio's value in another currency", () => {
  const empty = { baseCurrency: "EUR", totals: { totalValue: "0.00", cash: "0.00", costBasis: "0.00", unrealisedGain: "0.00", realisedGain: "0.00" }, holdings: [] };

  it.each([
    ["what is my portfolio worth in dollars?", "There are no holdings recorded yet. Add an account and activities on the Portfolio page, or import a CSV; to try the portfolio questions first, load the sample portfolio there."],
    ["quanto vale a minha carteira em dólares?", "Ainda não há posições. Crie uma conta e adicione atividades na página Carteira, ou importe um CSV; para experimentar primeiro as perguntas sobre a carteira, carregue lá a carteira de exemplo."],
  ])("%s: says nothing is recorded yet and how to add it, converting nothing", async (question, answer) => {
    const calls: string[] = [];
    const said = await answerWith(question, (name: string) => {
      calls.push(name);
      return name === "get_holdings" ? empty : name === "get_exchange_rates" ? { baseCurrency: "EUR", asOf: "2026-11-20", rates: [], conversion: null } : { issues: [] };
    });
    expect(calls).not.toContain("get_exchange_rates");
    expect(said).toBe(answer);
  });
});
