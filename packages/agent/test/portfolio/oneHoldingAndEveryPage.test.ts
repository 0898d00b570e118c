import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// One holding's history and its first purchase are that asset's activities; fees read over several pages are added
// up once, over every page; interest asked with no period is every payment, and the answer says so.

const now = new Date("2026-11-30T10:00:00Z");
const assets = [
  { symbol: "VWCE", name: "Vanguard FTSE All-World UCITS ETF (Acc)" },
  { symbol: "EDP", name: "EDP - Energias de Portugal" },
];
const { callsAfter, answerWith } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon", assets });

describe("one holding's activities", () => {
  it.each(["show me the history of my EDP", "mostra o histórico da EDP"])("%s: its activities", async (question) => {
    expect((await callsAfter(question))[0]).toEqual(["search_activities", { symbol: "EDP", limit: 20 }]);
  });

  it.each(["when did I first buy VWCE?", "quando comprei VWCE pela primeira vez?"])("%s: every purchase of it, for the first", async (question) => {
    expect(await callsAfter(question)).toEqual([["search_activities", { types: ["BUY"], symbol: "VWCE", limit: 200 }]]);
  });

  const buy = (date: string, price: string) => ({ id: date, date, type: "BUY", account: "Lisbon", symbol: "VWCE", quantity: "5", unitPrice: price, amount: null, fee: "1.50", currency: "EUR" });
  it.each([
    ["when did I first buy VWCE?", "Your first purchase: 475.00 EUR of VWCE on 2024-01-03 (Lisbon)."],
    ["quando comprei VWCE pela primeira vez?", "A sua primeira compra: 475,00 EUR de VWCE em 2024-01-03 (Lisbon)."],
  ])("%s: the oldest one", async (question, answer) => {
    expect(await answerWith(question, { search_activities: { activities: [buy("2026-11-03", "83.85"), buy("2024-01-03", "95")], nextCursor: null } })).toBe(answer);
  });
});

describe("fees over several pages", () => {
  const trade = (date: string, fee: string) => ({ id: date, date, type: "BUY", account: "Lisbon", symbol: "VWCE", quantity: "5", unitPrice: "80", amount: null, fee, currency: "EUR" });
  const pages = (_name: string, args: Record<string, unknown>) =>
    args["cursor"] === undefined ? { activities: [trade("2026-11-03", "1.50"), trade("2026-10-03", "1.50")], nextCursor: "next" } : { activities: [trade("2024-01-03", "2.00")], nextCursor: null };
  it.each([
    ["how much have I paid in fees?", "You paid 5.00 EUR in fees, on 3 trades."],
    ["quanto paguei de comissões?", "Pagou 5,00 EUR de comissões, em 3 operações."],
  ])("%s: added up once, over every page", async (question, answer) => {
    expect(await answerWith(question, pages)).toBe(answer);
  });
});

describe("interest with no period named", () => {
  const income = { baseCurrency: "EUR", from: "1900-01-01", to: "2026-11-30", total: "70.13", dividends: "6.00", interest: "64.13", byMonth: [{ month: "2024-01", amount: "2.01" }], byYear: [], byAsset: [], byCurrency: [] };
  it.each([
    ["how much interest did I get?", "With no period named, this is every payment recorded: since January 2024 you received 64.13 EUR in interest."],
    ["quanto recebi de juros?", "Sem período indicado, conta todos os pagamentos guardados: desde janeiro de 2024 recebeu 64,13 EUR em juros."],
  ])("%s: every payment, said so", async (question, answer) => {
    expect(await callsAfter(question)).toEqual([["get_income", { from: "1900-01-01" }]]);
    expect(await answerWith(question, { get_income: income })).toBe(answer);
  });
});
