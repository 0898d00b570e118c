import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";
import { holdings } from "../support/portfolioHoldings.js";

// The chat tells the offline model the names of the person's accounts (`ModelRequest.accounts`): a question naming
// one by a word of its own name, even one that is no word of any language ("PPR", "T212", "Degiro"), is about that
// account, whatever else the words might be (a ticker, a person, a savings goal).

const now = new Date("2026-11-29T10:00:00Z");
const accounts = ["Degiro", "T212", "ISA", "PPR Invest Poupança Reforma", "Conta Poupança", "Sample · Lisbon broker"];
const { ask, answerWith } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon", accounts });
const first = async (question: string) => (await ask(question)).calls.map((call) => [call.name, JSON.parse(call.arguments) as Record<string, unknown>] as const);
const health = ["get_health_status", {}] as const;

describe("an account of the person's own, named", () => {
  it.each([
    ["What's in my PPR?", "PPR Invest Poupança Reforma"],
    ["how much is in my ISA?", "ISA"],
    ["quanto tenho no PPR?", "PPR Invest Poupança Reforma"],
    ["what's in my Degiro?", "Degiro"],
    ["how much do I have in T212?", "T212"],
    ["o que tenho na degiro?", "Degiro"],
    ["quanto está no meu ppr?", "PPR Invest Poupança Reforma"],
    ["quanto tenho na conta poupança?", "Conta Poupança"],
    ["what's in Lisbon?", "Sample · Lisbon broker"],
    ["how much is my T212 worth in dollars?", "T212"],
    ["what's in my T212 account?", "T212"],
    ["o que tenho na conta Degiro?", "Degiro"],
    ["quanto vale o meu ISA em libras?", "ISA"],
  ])("%s: that account's holdings", async (question, account) => {
    expect(await first(question)).toEqual([["get_holdings", { account }], health]);
  });

  it.each([
    ["how has my ISA performed this year?", "get_performance", { period: "YTD", account: "ISA" }],
    ["qual foi a rentabilidade do T212 desde o início?", "get_performance", { period: "ALL", account: "T212" }],
    ["what did I buy in Degiro?", "search_activities", { types: ["BUY"], limit: 20, account: "Degiro" }],
    ["que compras fiz no T212?", "search_activities", { types: ["BUY"], limit: 20, account: "T212" }],
    ["how has T212 done since I opened it?", "get_performance", { account: "T212" }],
    ["como correu o PPR?", "get_performance", { account: "PPR Invest Poupança Reforma" }],
  ])("%s: the question's own tool, for that account", async (question, tool, args) => {
    expect((await first(question))[0]).toEqual([tool, args]);
  });

  it.each([
    ["dividends in my ISA this year", { account: "ISA", types: ["DIVIDEND", "INTEREST"], from: "2026-01-01", to: "2026-11-29" }],
    ["quanto recebi de dividendos no T212 em 2025?", { account: "T212", types: ["DIVIDEND", "INTEREST"], from: "2025-01-01", to: "2025-12-31" }],
  ])("%s: that account's dividends and interest, in the period asked", async (question, args) => {
    expect(await first(question)).toEqual([["search_activities", args]]);
  });

  it.each([
    ["how much do I have in PPR and ISA?", ["ISA", "PPR Invest Poupança Reforma"]],
    ["compara o ISA com o T212", ["T212", "ISA"]],
  ])("%s: each account named", async (question, named) => {
    const calls = await first(question);
    expect(calls.filter(([name]) => name === "get_holdings").map(([, args]) => args["account"]).sort()).toEqual([...named].sort());
  });

  it.each(["what did Isa say?", "o que disse a Isa?"])("%s: a person capitalised as a name is no acronym of an account", async (question) => {
    expect((await first(question)).map(([name]) => name)).not.toContain("get_holdings");
  });

  it.each([
    ["should I move my savings into Degiro?", /^I don't give investment advice[\s\S]*Your portfolio is worth/],
    ["devo pôr mais dinheiro no T212?", /^Não dou conselhos de investimento[\s\S]*A carteira vale/],
  ])("%s: no advice, and the account's name is no asset held or not", async (question, answer) => {
    const data = { get_holdings: holdings, get_health_status: { issues: [] } };
    const text = await answerWith(question, data);
    expect(text).toMatch(answer);
    expect(text).not.toMatch(/You hold no|Não tem \S+ na carteira/);
  });

  it("names a Portuguese account once", async () => {
    const data = { get_holdings: holdings, get_health_status: { issues: [] } };
    expect(await answerWith("quanto tenho na conta poupança?", data)).toMatch(/^Na Conta Poupança: /);
    expect(await answerWith("quanto tenho no PPR?", data)).toMatch(/^Na conta PPR Invest Poupança Reforma: /);
  });
});
