import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// A short follow-up naming another of the person's accounts ("and XP?", "e na Interactive Brokers?") asks the question
// before again, of that account; an account's name in capitals is no ticker asked about.

const accounts = ["Stocks ISA", "XP Investimentos", "Interactive Brokers"];
const { callsAfter } = offlineConversation({ skills: everySkill, now: new Date("2026-11-29T10:00:00Z"), timeZone: "Europe/Lisbon", accounts });

describe("another account, asked after a question of one", () => {
  it.each([
    ["how is my ISA doing?", "and XP?", "get_performance", "XP Investimentos"],
    ["como correu a minha conta ISA?", "e a XP?", "get_performance", "XP Investimentos"],
    ["how is my ISA doing?", "and Interactive Brokers?", "get_performance", "Interactive Brokers"],
    ["what do I have in my ISA?", "e na XP?", "get_holdings", "XP Investimentos"],
    ["what's in Interactive Brokers?", "and in the ISA?", "get_holdings", "Stocks ISA"],
  ])("%s then %s reads %s of %s", async (before, after, tool, account) => {
    const calls = await callsAfter(before, after);
    expect(calls.find(([name]) => name === tool)?.[1]["account"]).toBe(account);
  });

  it("a question of its own about the account named is asked as such", async () => {
    const calls = await callsAfter("how is my ISA doing?", "and how much cash is in XP?");
    expect(calls.map(([name]) => name)).not.toContain("get_performance");
  });
});
