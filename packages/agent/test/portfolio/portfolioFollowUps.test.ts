import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// Questions asked after a portfolio question in the same conversation, with every domain's skill and tool offered.

const now = new Date("2026-11-29T10:00:00Z");
const { callsAfter } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon" });

describe("a period asked after a period follow-up", () => {
  it.each([
    [["qual foi a rentabilidade este ano?", "e o ano passado?", "e o mês passado?"], { from: "2026-10-01", to: "2026-10-31" }],
    [["how is my portfolio doing?", "and last month?", "what about since January?"], { from: "2026-01-01", to: "2026-11-29" }],
    [["what's my return this year?", "and last year?", "and in 2024?"], { from: "2024-01-01", to: "2024-12-31" }],
  ])("%j asks the first question again for the last period", async (questions, period) => {
    expect(await callsAfter(...questions)).toEqual([
      ["get_performance", period],
      ["get_health_status", {}],
    ]);
  });

  it.each([
    [["how much did I get in dividends this year?", "and last year?", "and in 2024?"]],
    [["quanto recebi de dividendos este ano?", "e no ano passado?", "e em 2024?"]],
  ])("%j: the income of that period", async (questions) => {
    expect(await callsAfter(...questions)).toEqual([["get_income", { from: "2024-01-01", to: "2024-12-31" }]]);
  });
});

describe("another asset, or the other end of a ranking, asked next", () => {
  it.each([
    [["how much is KO worth?", "and MSFT?"]],
    [["quanto vale a EDP?", "e a KO?"]],
    [["what's my biggest position?", "and the smallest?"]],
    [["qual é a minha maior posição?", "e a menor?"]],
    [["what's my best performing stock?", "and the worst?"]],
    [["qual é a minha menor posição?", "e a maior?", "e a menor?"]],
  ])("%j: the holdings again", async (questions) => {
    expect((await callsAfter(...questions)).map(([name]) => name)).toEqual(["get_holdings", "get_health_status"]);
  });

  it.each([
    [["what's my best performing stock?", "and the smallest?"]],
    [["qual é a minha maior posição?", "e a pior?"]],
  ])("%j: the end asked for now, by size or by gain", async (questions) => {
    expect((await callsAfter(...questions)).map(([name]) => name)).toEqual(["get_holdings", "get_health_status"]);
  });

  it.each([
    [["how much did KO pay me this year?", "and EDP?"]],
    [["quanto recebi da KO este ano?", "e da EDP?"]],
  ])("%j: the income of the period again", async (questions) => {
    expect((await callsAfter(...questions)).map(([name]) => name)).toEqual(["get_income"]);
  });

  it.each([["what did I write yesterday?", "and the smallest?"], ["o que escrevi ontem?", "e a KO?"]])("%s then %s: no portfolio call", async (...questions) => {
    expect((await callsAfter(...questions)).map(([name]) => name)).not.toContain("get_holdings");
  });
});

describe("the value asked for a day in the past, after the value today", () => {
  it.each([
    [["what's the value of my portfolio?", "and a year ago?"], "2025-11-30"],
    [["quanto vale a minha carteira?", "e há seis meses?"], "2026-05-30"],
  ])("%j: the valuation history from that day", async (questions, from) => {
    expect(await callsAfter(...questions)).toEqual([["get_valuation_history", { from, to: "2026-11-29" }]]);
  });
});

describe("another region, sector or currency asked next", () => {
  it.each([
    [["quanto tenho nos EUA?", "e na Europa?"], "region"],
    [["how much do I have in US stocks?", "and in Europe?"], "region"],
    [["am I too exposed to tech?", "and to energy?"], "sector"],
    [["what's my exposure to the dollar?", "and to the euro?"], "currency"],
    [["quanto tenho exposto ao dólar?", "e ao euro?"], "currency"],
  ] as const)("%j: the same allocation, for the one named now", async (questions, by) => {
    expect(await callsAfter(...questions)).toEqual([["get_asset_allocation", { by }]]);
  });
});
