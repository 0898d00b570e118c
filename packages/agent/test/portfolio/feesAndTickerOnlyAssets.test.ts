import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";
import { holdings } from "../support/portfolioHoldings.js";

// The fees one paid, which a broker charges on each trade more often than on their own, and a company asked about by
// name when the portfolio knows its assets by ticker alone (a broker's CSV that gives no names).

const { ask, answerWith, callsAfter } = offlineConversation({ skills: everySkill, now: new Date("2026-11-29T11:00:00Z"), timeZone: "Europe/Lisbon" });

const trade = (type: string, currency: string, fee: string | null) => ({ date: "2026-03-10", type, symbol: "X", quantity: "10", unitPrice: "10", amount: null, fee, currency });
const activities = {
  activities: [trade("BUY", "GBP", "1.50"), trade("SELL", "GBP", "1.50"), trade("BUY", "BRL", "4.90"), trade("BUY", "USD", null), { date: "2026-01-31", type: "FEE", symbol: null, quantity: null, unitPrice: null, amount: "3.00", fee: null, currency: "USD" }],
  nextCursor: null,
};

describe("fees paid", () => {
  it.each(["how much have I paid in fees?", "how much did I pay in commissions this year?", "quanto paguei de comissões?", "quanto paguei de taxas?", "what are my trading fees?"])(
    "%s reads the trades and the fee charges, not deposits",
    async (question) => {
      const calls = (await ask(question)).calls;
      expect(calls.map((call) => call.name)).toEqual(["search_activities"]);
      expect((JSON.parse(calls[0]!.arguments) as Record<string, unknown>)["types"]).toEqual(["BUY", "SELL", "FEE"]);
    },
  );

  it.each(["how much are the gym fees?", "quanto custam as propinas?"])("%s is no question of fees paid on trades", async (question) => {
    const calls = (await ask(question)).calls;
    expect(calls.some((call) => call.name === "search_activities" && JSON.stringify((JSON.parse(call.arguments) as Record<string, unknown>)["types"]) === JSON.stringify(["BUY", "SELL", "FEE"]))).toBe(false);
  });

  it.each([
    ["how much have I paid in fees?", "You paid 3.00 GBP + 4.90 BRL + 3.00 USD in fees, 3.00 GBP + 4.90 BRL on 3 trades and 3.00 USD charged on their own."],
    ["quanto paguei de comissões?", "Pagou 3,00 GBP + 4,90 BRL + 3,00 USD de comissões, 3,00 GBP + 4,90 BRL em 3 operações e 3,00 USD cobrados à parte."],
  ])("%s adds each trade's fee and the charges up per currency", async (question, line) => {
    expect(await answerWith(question, (name) => (name === "search_activities" ? activities : {}))).toContain(line);
  });
});

describe("a company asked by name when assets are known by ticker alone", () => {
  const byTicker = { ...holdings, holdings: holdings.holdings.map((row) => ({ ...row, name: row.symbol })) };
  const data = (name: string) => (name === "get_holdings" ? byTicker : name === "get_health_status" ? { issues: [] } : {});

  it.each(["did I make money on Apple?", "how many Apple shares do I own?"])("%s reads the holdings, not the whole portfolio's return", async (question) => {
    expect((await ask(question)).calls.map((call) => call.name)).toContain("get_holdings");
  });

  it.each([
    ["did I make money on Apple?", "None of your assets is named Apple, but all of them are recorded by ticker alone, without a name (EDP, KO, AGGH)"],
    ["ganhei dinheiro com a Petrobras?", "Nenhum dos seus ativos tem o nome Petrobras, mas estão todos guardados só pelo ticker, sem nome (EDP, KO, AGGH)"],
  ])("%s says it cannot tell, not that it is not held", async (question, line) => {
    const answer = await answerWith(question, data);
    expect(answer).toContain(line);
    expect(answer).not.toMatch(/You hold no|Não tem \w+ na carteira/);
  });

  it.each([
    ["did I make money on Tesla?", "You hold no Tesla."],
    ["ganhei dinheiro com a Tesla?", "Não tem Tesla na carteira."],
  ])("%s is not held when every asset has its name", async (question, line) => {
    expect(await answerWith(question, (name) => (name === "get_holdings" ? holdings : name === "get_health_status" ? { issues: [] } : {}))).toContain(line);
  });
});

describe("one's own fees asked as such", () => {
  it.each([
    ["what are my fees this year?", { from: "2026-01-01" }],
    ["quais são as minhas comissões este ano?", { from: "2026-01-01" }],
  ])("%s: the trades' fees and the fee charges, added up", async (question, range) => {
    const [call] = await callsAfter(question);
    expect(call).toEqual(["search_activities", expect.objectContaining({ types: ["BUY", "SELL", "FEE"], ...range, limit: 200 })]);
  });
});
