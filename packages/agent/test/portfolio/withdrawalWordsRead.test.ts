import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// A withdrawal asked yes or no ("were there any withdrawals this year?", "fiz algum levantamento de dinheiro este ano?")
// is a search of those activities. "Levantamento" and "depósito" alone may be a survey (in Brazil) or a deposit of
// another kind: a withdrawal or a deposit of money with a money word or after a question of money, the journal's otherwise.

const { callsAfter } = offlineConversation({ skills: everySkill, now: new Date("2026-12-02T10:00:00Z"), timeZone: "Europe/Lisbon" });
const thisYear = { from: "2026-01-01", to: "2026-12-02" };

describe("a withdrawal or a deposit asked yes or no", () => {
  it.each([
    ["did I make a withdrawal this year?", "WITHDRAWAL"],
    ["were there any withdrawals this year?", "WITHDRAWAL"],
    ["did I withdraw anything this year?", "WITHDRAWAL"],
    ["fiz algum levantamento de dinheiro este ano?", "WITHDRAWAL"],
    ["fiz algum levantamento na conta este ano?", "WITHDRAWAL"],
    ["fiz algum depósito na corretora este ano?", "DEPOSIT"],
  ])("%s searches the %s activities", async (question, type) => {
    expect((await callsAfter(question))[0]).toEqual(["search_activities", expect.objectContaining({ types: [type], ...thisYear })]);
  });

  it.each([
    ["how much is my portfolio worth?", "fiz algum levantamento este ano?", "WITHDRAWAL"],
    ["quanto vale a minha carteira?", "fiz algum levantamento este ano?", "WITHDRAWAL"],
    ["quanto vale a minha carteira?", "houve depósitos este ano?", "DEPOSIT"],
  ])("after %s, %s searches the %s activities", async (before, question, type) => {
    expect((await callsAfter(before, question))[0]).toEqual(["search_activities", expect.objectContaining({ types: [type], ...thisYear })]);
  });

  it.each(["fiz algum levantamento este ano?", "houve levantamentos este ano?"])("%s alone, with no money word, stays the journal's", async (question) => {
    expect((await callsAfter(question))[0]?.[0]).toBe("search_journal");
  });
});
