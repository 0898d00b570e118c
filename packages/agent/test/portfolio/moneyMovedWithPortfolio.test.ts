import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// With a portfolio of one's own, a withdrawal, a deposit or a transfer asked first ("fiz algum levantamento este ano?",
// "any deposits this year?") is a search of those activities: the person has money that moves. Without one, or when the
// words say it is another kind ("levantamento de dados", "a survey at work"), it stays the journal's.

const now = new Date("2026-12-02T10:00:00Z");
const thisYear = { from: "2026-01-01", to: "2026-12-02" };
const holding = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon", assets: [{ symbol: "VWCE", name: "Vanguard FTSE All-World" }], accounts: ["Degiro"] });
const withoutPortfolio = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon", assets: [], accounts: [] });
const moved = ["DEPOSIT", "WITHDRAWAL", "TRANSFER_IN", "TRANSFER_OUT"];

describe("money moved, asked first by one with a portfolio", () => {
  it.each([
    ["fiz algum levantamento este ano?", ["WITHDRAWAL"]],
    ["houve levantamentos este ano?", ["WITHDRAWAL"]],
    ["fiz levantamentos este ano?", ["WITHDRAWAL"]],
    ["fiz algum depósito este ano?", ["DEPOSIT"]],
    ["fiz alguma transferência este ano?", moved],
    ["any withdrawals this year?", ["WITHDRAWAL"]],
    ["were there any deposits this year?", ["DEPOSIT"]],
    ["did I make any transfers this year?", moved],
  ])("%s searches the %s activities", async (question, types) => {
    expect((await holding.callsAfter(question))[0]).toEqual(["search_activities", expect.objectContaining({ types, ...thisYear })]);
  });

  it.each(["fiz algum levantamento de dados este ano?", "fiz um levantamento no trabalho este ano?", "did I do any survey at work this year?"])(
    "%s names another kind: the journal's",
    async (question) => {
      expect((await holding.callsAfter(question))[0]?.[0]).toBe("search_journal");
    },
  );

  it.each(["fiz algum levantamento este ano?", "any withdrawals this year?"])("%s without a portfolio stays the journal's", async (question) => {
    expect((await withoutPortfolio.callsAfter(question))[0]?.[0]).toBe("search_journal");
  });

  it.each([
    ["fiz alguma transferência este ano?", "Não constam depósitos, retiradas ou transferências na carteira nesse período."],
    ["did I make any transfers this year?", "No deposits, withdrawals or transfers are recorded in that period."],
  ])("%s with none: says which kinds were sought", async (question, said) => {
    expect(await holding.answerWith(question, { search_activities: { activities: [], nextCursor: null } })).toContain(said);
  });
});
