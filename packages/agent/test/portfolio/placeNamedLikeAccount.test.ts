import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// An account named after a place ("Lisbon broker") is the account only when the question asks of money or holdings:
// the same place in a question of the journal ("who did I meet in Lisbon?", "o que fiz em Lisboa?") is the place.

const now = new Date("2026-11-29T10:00:00Z");
const accounts = ["Sample · Lisbon broker", "Porto savings", "Degiro", "Sample · US broker"];
const { callsAfter } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon", accounts });
const tools = async (question: string) => (await callsAfter(question)).map(([name]) => name);

describe("a place that also names an account, in a question of the journal", () => {
  it.each(["tell us about Lisbon", "who did I meet in Lisbon?", "what did I do in Lisbon?", "when was I last in Porto?", "quem conheci em Lisbon?", "o que fiz no Porto?", "quando estive no Porto?"])(
    "%s: not the account",
    async (question) => {
      expect(await tools(question)).not.toContain("get_holdings");
    },
  );
});

describe("the same account asked of money or holdings", () => {
  it.each([
    ["what's in Lisbon?", "Sample · Lisbon broker"],
    ["how much is in Lisbon?", "Sample · Lisbon broker"],
    ["quanto tenho no Porto?", "Porto savings"],
    ["quanto vale a Degiro?", "Degiro"],
    ["e na Degiro?", "Degiro"],
    ["what about my Degiro account?", "Degiro"],
    // An acronym in capitals names the account though it is a word of the grammar in lower case ("us").
    ["how much is in the US broker?", "Sample · US broker"],
    ["quanto tenho no US?", "Sample · US broker"],
  ])("%s: that account's holdings", async (question, account) => {
    expect((await callsAfter(question))[0]).toEqual(["get_holdings", { account }]);
  });
});
