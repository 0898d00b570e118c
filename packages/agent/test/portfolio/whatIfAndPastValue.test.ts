import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";
import { holdings } from "../support/portfolioHoldings.js";

// What a new user asks of a portfolio that the first reading got wrong: what would have been (declined, with what is
// held), which account holds the most, what it was worth on a past day, and the tax withheld on dividends.

const now = new Date("2026-11-29T10:00:00Z");
const assets = [{ symbol: "NVDA", name: "NVIDIA" }, { symbol: "AAPL", name: "Apple" }];
const { ask, answerWith } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon", assets });
const first = async (question: string) => (await ask(question)).calls.map((call) => [call.name, JSON.parse(call.arguments) as Record<string, unknown>] as const);

describe("what would have been", () => {
  it.each([
    ["what if I had bought more NVDA in 2025?", /^I can't work out what would have happened/],
    ["how much would I have if I had invested everything in Apple?", /^I can't work out what would have happened/],
    ["e se eu tivesse investido tudo na Apple?", /^Não consigo calcular o que teria acontecido/],
    ["quanto teria se tivesse vendido a NVDA?", /^Não consigo calcular o que teria acontecido/],
  ])("%s: not worked out, and what is held shown", async (question, lead) => {
    expect((await first(question)).map(([name]) => name)).toEqual(["get_holdings", "get_health_status"]);
    expect(await answerWith(question, { get_holdings: holdings, get_health_status: { issues: [] } })).toMatch(lead);
  });
});

describe("the accounts compared", () => {
  it.each(["which account has the most money?", "qual é a conta com mais dinheiro?"])("%s: the accounts with their values", async (question) => {
    expect((await first(question))[0]).toEqual(["get_accounts", {}]);
  });
});

describe("the value on a past day", () => {
  it.each([
    ["what was my portfolio worth at the end of last year?", "2025-12-31"],
    ["quanto valia a carteira no fim de 2025?", "2025-12-31"],
    ["what was my portfolio worth in March?", "2026-03-31"],
    ["quanto valiam os meus investimentos em março?", "2026-03-31"],
  ])("%s: the value's history up to that day", async (question, to) => {
    const [call] = await first(question);
    expect(call?.[0]).toBe("get_valuation_history");
    expect(call?.[1]["to"]).toBe(to);
  });
});

describe("the value at one end of a past period", () => {
  const history = { baseCurrency: "EUR", points: [{ date: "2025-08-31", value: "8858.07", netContribution: "8000" }, { date: "2025-10-31", value: "9500.00", netContribution: "8000" }, { date: "2025-12-31", value: "10373.20", netContribution: "8000" }] };
  it.each([
    ["what was my portfolio worth at the end of last year?", "On 2025-12-31 your portfolio was worth 10,373.20 EUR.\nFrom 2025-08-31 to 2025-12-31 your portfolio's value went from"],
    ["quanto valia a carteira no fim de 2025?", "Em 2025-12-31 a carteira valia 10.373,20 EUR.\nDe 2025-08-31 a 2025-12-31 o valor da carteira passou de"],
    ["what was my portfolio worth at the start of 2025?", "On 2025-08-31 your portfolio was worth 8,858.07 EUR.\n"],
    ["quanto valia a carteira no inicio de 2025?", "Em 2025-08-31 a carteira valia 8.858,07 EUR.\n"],
  ])("%s: that day's value first", async (question, lead) => {
    const answer = await answerWith(question, { get_valuation_history: history });
    expect(answer.startsWith(lead)).toBe(true);
    expect(answer).not.toMatch(/it is worth|vale 10/);
  });
});

describe("the tax on dividends", () => {
  it.each(["how much tax did I pay on dividends?", "quanto paguei de impostos sobre os dividendos?"])("%s: the tax withheld, as activities", async (question) => {
    expect((await first(question))[0]).toEqual(["search_activities", { types: ["TAX"], limit: 200 }]);
  });
});

describe("money moved, and no advice on moving it", () => {
  it.each([
    ["how much did I put into my ISA?", "ISA", "DEPOSIT"],
    ["how much did I take out of T212?", "T212", "WITHDRAWAL"],
    ["quanto depositei no ISA?", "ISA", "DEPOSIT"],
    ["quanto levantei do T212?", "T212", "WITHDRAWAL"],
  ])("%s: that account's %s activities", async (question, account, type) => {
    const { ask: askWithAccounts } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon", assets, accounts: ["ISA", "T212"] });
    const [call] = (await askWithAccounts(question)).calls;
    expect([call?.name, JSON.parse(call?.arguments ?? "{}")]).toEqual(["search_activities", expect.objectContaining({ account, types: [type] })]);
  });

  it.each([
    ["should I move money from my savings to my portfolio?", /^I don't give investment advice, so I can't tell you whether to buy or sell, but I can show you the numbers\./],
    ["should I put more money into stocks?", /^I don't give investment advice, so I can't tell you whether to buy or sell, but I can show you the numbers\./],
    ["devo pôr mais dinheiro na carteira?", /^Não dou conselhos de investimento, por isso não posso dizer se deve comprar ou vender, mas posso mostrar os números\./],
    ["devo transferir dinheiro para os investimentos?", /^Não dou conselhos de investimento, por isso não posso dizer se deve comprar ou vender, mas posso mostrar os números\./],
  ])("%s: no advice, what is held", async (question, lead) => {
    expect(await answerWith(question, { get_holdings: holdings, get_health_status: { issues: [] } })).toMatch(lead);
  });
});

describe("what one asset paid", () => {
  it.each([
    ["what dividends did NVDA pay?", { from: "1900-01-01" }],
    ["que dividendos pagou a Apple?", { from: "1900-01-01" }],
    ["how much did NVDA pay me this year?", {}],
    ["quanto me pagou a Apple em 2025?", { from: "2025-01-01", to: "2025-12-31" }],
  ])("%s: since the start unless a period is named", async (question, args) => {
    expect(await first(question)).toEqual([["get_income", args]]);
  });
});
