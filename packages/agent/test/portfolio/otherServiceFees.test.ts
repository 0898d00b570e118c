import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// Fees of a service or a place named ("the gym fees", "taxas no ginásio", "school fees") are a price list or a bill,
// which a document holds: not the portfolio's fee activities. Fees of trading, of the broker or of the person's own
// accounts still are.

const now = new Date("2026-11-29T10:00:00Z");
const { callsAfter } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon", accounts: ["Degiro", "Sample · Lisbon broker"] });
const tools = async (question: string) => (await callsAfter(question)).map(([name]) => name);

describe("fees of a service or place named", () => {
  it.each(["how much are the gym fees?", "what are the school fees?", "quanto pago de taxas no ginásio?", "quanto pago de mensalidade no ginásio?", "quais são as taxas da escola?"])(
    "%s: not the portfolio's activities",
    async (question) => {
      expect(await tools(question)).not.toContain("search_activities");
    },
  );
});

describe("fees of trading, the broker or an account of the person's", () => {
  it.each([
    ["how much have I paid in fees this year?", ["BUY", "SELL", "FEE"]],
    ["what are my trading fees?", ["BUY", "SELL", "FEE"]],
    ["quanto paguei de comissões em 2025?", ["BUY", "SELL", "FEE"]],
    // One's own fees are those paid: on each trade and charged on their own.
    ["quais foram as minhas comissões este ano?", ["BUY", "SELL", "FEE"]],
  ])("%s: the portfolio's fees", async (question, types) => {
    const [first] = await callsAfter(question);
    expect(first?.[0]).toBe("search_activities");
    expect(first?.[1]["types"]).toEqual(types);
  });

  it.each(["how much are Degiro's fees?", "quanto paguei de taxas na Degiro?"])("%s: that account's fees", async (question) => {
    const [first] = await callsAfter(question);
    expect(first?.[0]).toBe("search_activities");
  });
});
