import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";
import { holdings } from "../support/portfolioHoldings.js";

// The holdings of one account, named in the question, with every domain's skill and tool offered.

const now = new Date("2026-11-29T10:00:00Z");
const { ask, answerWith } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon" });
const first = async (question: string) => (await ask(question)).calls.map((call) => [call.name, JSON.parse(call.arguments) as Record<string, unknown>] as const);

describe("holdings in one account", () => {
  it.each([
    ["what are my holdings in the US broker?", "US broker"],
    ["what stocks do I have in the Lisbon broker?", "Lisbon broker"],
    ["quais são as minhas posições na corretora XTB?", "XTB"],
    ["quais são as minhas ações na corretora Degiro?", "Degiro"],
  ])("%s: that account's holdings", async (question, account) => {
    expect(await first(question)).toEqual([["get_holdings", { account }], ["get_health_status", {}]]);
  });

  it("says which account the figures are of, in the question's language", async () => {
    const data = { get_holdings: holdings, get_health_status: { issues: [] } };
    expect(await answerWith("what are my holdings in the US broker?", data)).toMatch(/^In US broker: 20,000\.00 EUR \(1,000\.00 EUR in cash\)\./);
    expect(await answerWith("quais são as minhas posições na corretora XTB?", data)).toMatch(/^Na conta XTB: 20\.000,00 EUR \(1\.000,00 EUR em dinheiro\)\./);
  });

  it.each(["how are my holdings doing?", "como estão os meus investimentos?"])("%s: every account", async (question) => {
    expect((await first(question))[0]).toEqual(["get_holdings", {}]);
  });
});
