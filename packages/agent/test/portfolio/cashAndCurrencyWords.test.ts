import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// The money held asked as "em dinheiro", and a currency named by its Brazilian name ("real", "reais").

const { ask } = offlineConversation({ skills: everySkill, now: new Date("2026-11-29T11:00:00Z"), timeZone: "Europe/Lisbon" });

describe("cash and currencies in everyday words", () => {
  it.each([
    ["quanto tenho em dinheiro?", "get_cash_balances"],
    ["how much do I have in cash?", "get_cash_balances"],
    ["qual a minha exposição ao real?", "get_asset_allocation"],
    ["what's my exposure to the real?", "get_asset_allocation"],
  ])("%s asks %s", async (question, tool) => {
    expect((await ask(question)).calls.map((call) => call.name)).toContain(tool);
  });

  it.each(["qual a minha exposição ao real?", "how exposed am I to reais?"])("%s weighs the portfolio by currency", async (question) => {
    const allocation = (await ask(question)).calls.find((call) => call.name === "get_asset_allocation");
    expect(JSON.parse(allocation!.arguments)).toEqual({ by: "currency" });
  });

  it("my exposure to real estate is no currency", async () => {
    const allocation = (await ask("what's my exposure to real estate?")).calls.find((call) => call.name === "get_asset_allocation");
    expect(allocation === undefined || JSON.parse(allocation.arguments)["by"] !== "currency").toBe(true);
  });
});
