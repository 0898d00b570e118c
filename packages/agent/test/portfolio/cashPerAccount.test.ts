import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// Cash asked of each account ("how much cash do I have in each account?", "quanto dinheiro tenho parado em cada conta?")
// is the cash balances, account by account, not each account's whole value; money alone in each account stays its value.

const { callsAfter } = offlineConversation({ skills: everySkill, now: new Date("2026-12-02T10:00:00Z"), timeZone: "Europe/Lisbon" });

describe("cash in each account", () => {
  it.each([
    "how much cash do I have in each account?",
    "what's the cash balance per account?",
    "quanto dinheiro tenho parado em cada conta?",
    "qual é a liquidez de cada conta?",
    "quanto dinheiro disponível tenho em cada corretora?",
  ])("%s reads the cash balances", async (question) => {
    expect((await callsAfter(question)).map(([name]) => name)).toEqual(["get_cash_balances"]);
  });

  it.each(["how much do I have in each account?", "quanto tenho em cada conta?"])("%s still reads each account's value", async (question) => {
    expect((await callsAfter(question)).map(([name]) => name)).toEqual(["get_accounts"]);
  });
});
