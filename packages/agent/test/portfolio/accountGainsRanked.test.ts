import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// Which account made the most (or the least) is each account's performance since its start, ranked by its gain after
// the money put in: not the accounts' values, and not the journal.

const now = new Date("2026-11-30T10:00:00Z");
const { callsAfter, answerWith } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon", accounts: ["Degiro", "Interactive Brokers"] });
const performance = (_name: string, args: Record<string, unknown>) =>
  args["account"] === "Degiro"
    ? { account: "Degiro", report: { baseCurrency: "EUR", from: "2024-02-01", to: "2026-11-30", gain: "1218.00", twr: { cumulative: 0.2436 } } }
    : args["account"] === "Interactive Brokers"
      ? { account: "Interactive Brokers", report: { baseCurrency: "EUR", from: "2024-03-01", to: "2026-11-30", gain: "-120.50", twr: { cumulative: -0.031 } } }
      : { issues: [] };

describe("the accounts ranked by what they made", () => {
  it.each(["which account made the most money?", "what account did best?", "qual conta rendeu mais?", "que conta teve o melhor desempenho?", "which account lost the most?"])("%s: each account's performance", async (question) => {
    expect(await callsAfter(question)).toEqual([
      ["get_performance", { account: "Degiro", period: "ALL" }],
      ["get_performance", { account: "Interactive Brokers", period: "ALL" }],
      ["get_health_status", {}],
    ]);
  });

  it.each([
    ["which account made the most money?", "The account that made the most since it began is Degiro: a gain of 1,218.00 EUR.\nEach account since its start: its gain after the money put in or taken out, then how its investments themselves did, leaving that money aside (time-weighted, TWR):\n- Degiro: a gain of 1,218.00 EUR since 1 February 2024; the investments themselves +24.36%\n- Interactive Brokers: a loss of 120.50 EUR since 1 March 2024; the investments themselves -3.10%"],
    ["qual conta rendeu menos?", "A conta que rendeu menos desde o início é Interactive Brokers: uma perda de 120,50 EUR.\nCada conta desde o início: o ganho descontado o dinheiro posto ou retirado, e a rentabilidade dos investimentos em si, sem contar esse dinheiro (ponderada no tempo, TWR):\n- Interactive Brokers: uma perda de 120,50 EUR desde 1 de março de 2024; os investimentos em si -3,10%\n- Degiro: um ganho de 1.218,00 EUR desde 1 de fevereiro de 2024; os investimentos em si +24,36%"],
  ])("%s: the one asked about first, then each", async (question, answer) => {
    expect((await answerWith(question, performance)).startsWith(`${answer}\n\n`)).toBe(true);
  });
});
