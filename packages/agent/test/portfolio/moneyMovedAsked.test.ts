import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// Whether money went in or out ("did I withdraw any money this year?", "levantei dinheiro este ano?") is a search of
// those activities over the period, not of the journal nor the cash held today; none found says which kind was sought.

const { callsAfter, answerWith } = offlineConversation({ skills: everySkill, now: new Date("2026-12-02T10:00:00Z"), timeZone: "Europe/Lisbon" });

describe("money put in or taken out, asked yes or no", () => {
  it.each([
    ["did I withdraw any money this year?", "WITHDRAWAL"],
    ["did I take any money out this year?", "WITHDRAWAL"],
    ["have I made any withdrawals?", "WITHDRAWAL"],
    ["did I deposit any money last month?", "DEPOSIT"],
    ["levantei dinheiro este ano?", "WITHDRAWAL"],
    ["retirei dinheiro este ano?", "WITHDRAWAL"],
    ["depositei dinheiro no mês passado?", "DEPOSIT"],
  ])("%s searches the %s activities", async (question, type) => {
    const [first] = await callsAfter(question);
    expect(first).toEqual(["search_activities", expect.objectContaining({ types: [type] })]);
  });

  it("searches this year's when asked of this year", async () => {
    expect((await callsAfter("did I withdraw any money this year?"))[0]?.[1]).toMatchObject({ from: "2026-01-01", to: "2026-12-02" });
  });

  it.each([
    ["did I withdraw any money this year?", "No withdrawals are recorded in that period."],
    ["levantei dinheiro este ano?", "Não constam retiradas na carteira nesse período."],
  ])("%s with none: says none of that kind", async (question, said) => {
    expect(await answerWith(question, { search_activities: { activities: [], nextCursor: null } })).toContain(said);
  });

  it.each([
    ["how much did I deposit this year?", "In total: 1,200.00 EUR.\n2 deposits, newest first:"],
    ["quanto depositei este ano?", "No total: 1.200,00 EUR.\n2 depósitos, do mais recente:"],
  ])("%s: the list named by its kind", async (question, said) => {
    const deposit = (date: string) => ({ id: date, date, type: "DEPOSIT", symbol: null, quantity: null, unitPrice: null, amount: "600.00", currency: "EUR", fee: "0", accountId: "a" });
    expect(await answerWith(question, { search_activities: { activities: [deposit("2026-11-03"), deposit("2026-10-03")], nextCursor: null } })).toContain(said);
  });
});
