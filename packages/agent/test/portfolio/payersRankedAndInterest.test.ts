import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// The payer that paid the most, asked with no period, is ranked over every payment recorded (this year's alone is a
// part), and the answer says over what period; interest asked alone is answered with the interest.

const now = new Date("2026-11-20T10:00:00Z");
const { callsAfter, answerWith } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon" });

const payer = (symbol: string, amount: string, assetId: string | null = symbol) => ({ assetId, symbol, amount, trailingYear: amount, yieldOnCost: null });
const income = (from: string, byAsset: ReadonlyArray<ReturnType<typeof payer>>, dividends: string, interest: string) => ({
  from,
  to: "2026-11-20",
  baseCurrency: "EUR",
  total: (Number(dividends) + Number(interest)).toFixed(2),
  dividends,
  interest,
  byMonth: [],
  byYear: [],
  byAsset,
  byCurrency: [],
});
const allTime = income("1900-01-01", [payer("Cash", "410.00", null), payer("EDP", "351.00"), payer("KO", "313.75")], "664.75", "410.00");

describe("the payer that paid the most", () => {
  it.each(["which stock pays the most dividends?", "what's my top dividend payer?", "qual ação paga mais dividendos?", "qual é o meu maior pagador de dividendos?", "que empresa me deu mais dividendos?"])(
    "%s: every payment recorded",
    async (question) => {
      expect(await callsAfter(question)).toEqual([["get_income", { from: "1900-01-01" }]]);
    },
  );

  it.each([
    ["which stock paid me the most in 2025?", { from: "2025-01-01", to: "2025-12-31" }],
    ["que empresa me deu mais dividendos este ano?", {}],
  ])("%s: the period named", async (question, args) => {
    expect(await callsAfter(question)).toEqual([["get_income", args]]);
  });

  it("leads with the payer of dividends that paid the most, and the period it is over", async () => {
    expect(await answerWith("which stock pays the most dividends?", { get_income: allTime })).toMatch(/^EDP paid you the most, over everything recorded up to 2026-11-20: 351\.00 EUR\.\n/);
    expect(await answerWith("qual ação paga mais dividendos?", { get_income: allTime })).toMatch(/^EDP foi quem mais lhe pagou, em todo o histórico até 2026-11-20: 351,00 EUR\.\n/);
    const thisYear = income("2026-01-01", [payer("KO", "166.24"), payer("EDP", "195.00")], "361.24", "0.00");
    expect(await answerWith("que empresa me deu mais dividendos este ano?", { get_income: thisYear })).toMatch(/^EDP foi quem mais lhe pagou entre 2026-01-01 e 2026-11-20: 195,00 EUR\./);
  });
});

describe("interest asked alone", () => {
  it.each(["how much interest did I earn?", "quanto rendeu de juros?", "quanto ganhei em juros?"])("%s: the income", async (question) => {
    expect((await callsAfter(question))[0]?.[0]).toBe("get_income");
  });

  it("gives the interest, with its period, and says when there was none", async () => {
    expect(await answerWith("how much interest did I earn?", { get_income: income("2026-01-01", [payer("EDP", "195.00")], "195.00", "19.96") })).toBe("You received 19.96 EUR in interest between 2026-01-01 and 2026-11-20.");
    expect(await answerWith("quanto rendeu de juros?", { get_income: income("2026-01-01", [payer("EDP", "195.00")], "195.00", "19.96") })).toBe("Recebeu 19,96 EUR em juros entre 2026-01-01 e 2026-11-20.");
    expect(await answerWith("quanto rendeu de juros?", { get_income: income("2026-01-01", [payer("EDP", "195.00")], "195.00", "0.00") })).toBe("Não recebeu juros entre 2026-01-01 e 2026-11-20.");
  });
});
