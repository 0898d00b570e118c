import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";
import { holdings } from "../support/portfolioHoldings.js";

// Cash asked as a share of the whole leads with that share; asked as too much or too little, with that it depends on
// the person's needs and is no advice given. "My biggest loss", "o meu maior prejuízo" is the holding that lost the most money.

const now = new Date("2026-11-20T10:00:00Z");
const { callsAfter, answerWith } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon" });
const allocation = { baseCurrency: "EUR", by: "assetClass", slices: [{ key: "EQUITY", weight: 0.6518, value: "30906.13" }, { key: "CASH", weight: 0.2736, value: "12974.19" }, { key: "BOND", weight: 0.0746, value: "3538.00" }] };

describe("cash as a share of the whole", () => {
  it.each([
    ["do I have too much cash?", /^Cash is 27\.36% of your portfolio \(12,974\.19 EUR\)\. Whether that is too much or too little depends on what you need the money for and when, which I can't judge, and I don't give investment advice\.\nAllocation by asset class:/],
    ["tenho demasiado dinheiro parado?", /^O dinheiro em conta \(não investido\) é 27,36% da carteira \(12\.974,19 EUR\)\. Se é demasiado ou pouco depende de para que precisa do dinheiro e quando, o que eu não consigo avaliar, e não dou conselhos de investimento\.\nDistribuição por classe de ativo:/],
    ["what's my cash percentage?", /^Cash is 27\.36% of your portfolio \(12,974\.19 EUR\)\.\nAllocation by asset class:/],
    ["qual é a percentagem em liquidez?", /^O dinheiro em conta \(não investido\) é 27,36% da carteira \(12\.974,19 EUR\)\.\nDistribuição/],
  ])("%s: the share first", async (question, answer) => {
    expect(await answerWith(question, { get_asset_allocation: allocation })).toMatch(answer);
  });
});

describe("the largest loss", () => {
  it.each(["qual foi o meu maior prejuízo?", "qual é o meu maior lucro?", "what was my biggest loss?"])("%s: the holdings, ranked", async (question) => {
    expect((await callsAfter(question)).map(([name]) => name)).toContain("get_holdings");
  });

  it("says the holding that lost the most money first", async () => {
    expect(await answerWith("qual foi o meu maior prejuízo?", { get_holdings: holdings, get_health_status: { issues: [] } })).toMatch(/^A posição que mais dinheiro perdeu \(não realizado: valor face ao custo\) é KO: /);
  });
});
