import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// A country said as one ("in the US", "exposure to the US", "my US exposure") is the region of the allocation, though
// an account is named after it ("Sample · US broker"): the account is named with its kind ("the US broker").

const now = new Date("2026-11-20T10:00:00Z");
const { callsAfter, answerWith } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon", accounts: ["Sample · Lisbon broker", "Sample · US broker"] });
const byRegion = { baseCurrency: "EUR", by: "region", slices: [{ key: "Global", weight: 0.35, value: "16803.48" }, { key: "North America", weight: 0.2322, value: "11118.79" }, { key: "Europe", weight: 0.1387, value: "6644.00" }] };
const tools = (name: string) => (name === "get_asset_allocation" ? byRegion : undefined);

describe("a country said as one, beside an account named after it", () => {
  it.each(["what's my exposure to the US?", "how exposed am I to the US?", "how much do I have in the US?", "how much of my portfolio is in the US?", "what's my US exposure?", "qual a minha exposição aos EUA?", "quanto tenho nos EUA?"])(
    "%s: the allocation by region",
    async (question) => {
      expect(await callsAfter(question)).toEqual([["get_asset_allocation", { by: "region" }]]);
    },
  );

  it.each([
    ["what's my exposure to the US?", /^You have 11,118\.79 EUR in North America, 23\.22% of your portfolio\./],
    ["what's my US exposure?", /^You have 11,118\.79 EUR in North America, 23\.22% of your portfolio\./],
    ["qual a minha exposição aos EUA?", /^Tem 11\.118,79 EUR na América do Norte, 23,22% da carteira\./],
  ])("%s: the region's share first", async (question, answer) => {
    expect(await answerWith(question, tools)).toMatch(answer);
  });

  it.each([
    ["how much is in the US broker?", "Sample · US broker"],
    ["quanto tenho no US?", "Sample · US broker"],
    ["o que tenho na corretora dos EUA?", "Sample · US broker"],
  ])("%s: still the account", async (question, account) => {
    expect((await callsAfter(question))[0]).toEqual(["get_holdings", { account }]);
  });
});
