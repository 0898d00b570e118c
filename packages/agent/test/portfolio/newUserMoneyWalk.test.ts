import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// Questions a new user asks of their money, in English and both Portuguese forms, that the planner read wrongly: the
// stock market named as such, a value asked "today", the sectors or countries invested in, cash left idle, and the last
// time something was bought.

const now = new Date("2026-11-20T10:00:00Z");
const { callsAfter } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon", accounts: ["Sample · Lisbon broker", "Sample · US broker"] });
const health = ["get_health_status", {}] as const;

describe("what a new user asks of their money", () => {
  it.each([
    ["quanto eu ganhei na bolsa esse ano?", "get_performance"],
    ["quanto ganhei na bolsa desde o início?", "get_performance"],
    ["how much did I make in the stock market this year?", "get_performance"],
  ])("%s: the stock market is the portfolio's, not a payslip", async (question, tool) => {
    expect((await callsAfter(question))[0]?.[0]).toBe(tool);
  });

  it.each(["quanto vale meu patrimônio hoje?", "quanto vale a minha carteira hoje?", "what is my portfolio worth today?"])("%s: today's value, not a day's performance", async (question) => {
    expect(await callsAfter(question)).toEqual([["get_holdings", {}], health]);
  });

  it.each([
    ["em que setores estou investido?", "sector"],
    ["em que sectores tenho os meus investimentos?", "sector"],
    ["which countries am I invested in?", "region"],
    ["which sectors are my stocks in?", "sector"],
  ])("%s: the allocation by that dimension", async (question, by) => {
    expect(await callsAfter(question)).toEqual([["get_asset_allocation", { by }]]);
  });

  it.each(["quanto tenho parado em dinheiro?", "quanto eu tenho guardado em dinheiro?"])("%s: the cash", async (question) => {
    expect(await callsAfter(question)).toEqual([["get_cash_balances", {}]]);
  });

  it.each([
    ["quando comprei EDP pela última vez?", { symbol: "EDP", types: ["BUY"], limit: 1 }],
    ["quando foi que eu vendi MSFT pela última vez?", { symbol: "MSFT", types: ["SELL"], limit: 1 }],
    ["when was the last time I bought KO?", { symbol: "KO", types: ["BUY"], limit: 1 }],
  ])("%s: the last one only", async (question, args) => {
    expect(await callsAfter(question)).toEqual([["search_activities", args]]);
  });
});
