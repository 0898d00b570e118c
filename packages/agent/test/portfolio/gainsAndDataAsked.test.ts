import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// The gains not yet realised, what one asset cost, the holdings that rose the most, and whether the data is complete:
// each its own figure, not the whole portfolio's return nor a search of the journal.

const { ask } = offlineConversation({ skills: everySkill, now: new Date("2026-11-29T11:00:00Z"), timeZone: "Europe/Lisbon" });
const first = async (question: string) => (await ask(question)).calls.map((call) => call.name);

describe("gains, costs and the data check in everyday words", () => {
  it.each([
    ["what is my unrealized gain?", "get_holdings"],
    ["what are my unrealised losses?", "get_holdings"],
    ["quais são os meus ganhos não realizados?", "get_holdings"],
    ["how much did WEGE3 cost me?", "get_holdings"],
    ["which of my stocks went up the most?", "get_holdings"],
    ["is my data complete?", "get_health_status"],
    ["os meus dados estão completos?", "get_health_status"],
  ])("%s reads %s", async (question, tool) => {
    expect((await first(question))[0]).toBe(tool);
  });
});
