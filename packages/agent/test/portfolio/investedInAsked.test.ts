import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// What one has invested in ("what have I got invested?", "o que é que tenho investido?") is what is held: the holdings,
// not a journal search for the word nor the cash held.

const { callsAfter } = offlineConversation({ skills: everySkill, now: new Date("2026-12-02T10:00:00Z"), timeZone: "Europe/Lisbon" });

describe("what is invested in", () => {
  it.each([
    "what have I got invested?",
    "what am I invested in?",
    "where is my money invested?",
    "o que é que tenho investido?",
    "em que é que tenho dinheiro investido?",
    "onde tenho o meu dinheiro investido?",
    "em que estou a investir?",
  ])("%s reads the holdings", async (question) => {
    expect((await callsAfter(question))[0]?.[0]).toBe("get_holdings");
  });

  it.each(["how much money do I have invested?", "quanto dinheiro tenho investido?"])("%s is still the money put in", async (question) => {
    expect((await callsAfter(question))[0]?.[0]).toBe("get_performance");
  });
});
