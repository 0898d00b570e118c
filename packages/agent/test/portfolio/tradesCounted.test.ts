import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// How many trades, and which were the trades: buys and sells counted from the portfolio, not mentions in the journal.

const { ask } = offlineConversation({ skills: everySkill, now: new Date("2026-11-29T11:00:00Z"), timeZone: "Europe/Lisbon" });
const first = async (question: string) => (await ask(question)).calls.map((call) => [call.name, JSON.parse(call.arguments) as Record<string, unknown>] as const);

describe("trades counted and listed", () => {
  it.each([
    ["how many trades did I make this year?", ["BUY", "SELL"]],
    ["quantas operações fiz em 2025?", ["BUY", "SELL"]],
    ["how many dividends did I get last year?", ["DIVIDEND"]],
    ["quantos depósitos fiz este ano?", ["DEPOSIT"]],
  ])("%s lists every such activity of the period", async (question, types) => {
    const [call] = await first(question);
    expect(call?.[0]).toBe("search_activities");
    expect(call?.[1]["types"]).toEqual(types);
    expect(call?.[1]["limit"]).toBe(200);
    expect(call?.[1]["from"]).toBeDefined();
  });

  it.each(["what was my last trade?", "show my trades in 2026"])("%s reads buys and sells, not dividends", async (question) => {
    const [call] = await first(question);
    expect(call?.[1]["types"]).toEqual(["BUY", "SELL"]);
  });
});
