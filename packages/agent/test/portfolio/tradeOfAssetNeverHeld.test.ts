import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";
import { holdings } from "../support/portfolioHoldings.js";

// "When did I last buy AAPL?" of an asset that is neither held nor in any trade: that none is recorded, that it is not
// held, and what is held instead. An asset of the portfolio is searched alone, as before.

const now = new Date("2026-11-29T10:00:00Z");
const assets = holdings.holdings.map((row) => ({ symbol: row.symbol, name: row.name }));
const { ask, answerWith } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon", assets });
const first = async (question: string) => (await ask(question)).calls.map((call) => [call.name, JSON.parse(call.arguments) as Record<string, unknown>] as const);
const data = { get_holdings: holdings, search_activities: { activities: [], nextCursor: null }, get_health_status: { issues: [] } };

describe("a trade of an asset never held", () => {
  it.each([
    ["when did I last buy AAPL?", "BUY"],
    ["quando comprei AAPL pela última vez?", "BUY"],
    ["when did I sell AAPL?", "SELL"],
  ])("%s: its trades, and the holdings", async (question, type) => {
    const calls = await first(question);
    expect(calls[0]).toEqual(["search_activities", expect.objectContaining({ symbol: "AAPL", types: [type] })]);
    expect(calls.map(([name]) => name)).toContain("get_holdings");
  });

  it.each([
    ["when did I last buy AAPL?", /^No purchases of AAPL are recorded\.\n\nYou hold no AAPL\. Your holdings: EDP, KO, AGGH\.$/],
    ["quando comprei AAPL pela última vez?", /^Não constam compras de AAPL na carteira\.\n\nNão tem AAPL na carteira\. As suas posições: EDP, KO, AGGH\.$/],
  ])("%s: says so plainly, with what is held", async (question, said) => {
    expect(await answerWith(question, data)).toMatch(said);
  });

  it("an asset of the portfolio: its trades alone", async () => {
    expect((await first("when did I last buy KO?")).map(([name]) => name)).toEqual(["search_activities"]);
  });
});
