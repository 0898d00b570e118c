import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// The oldest investment is the asset still held that was bought first, from the purchases and the holdings, with every
// domain's skill offered (the journal's oldest entries are another question); a first purchase sold since is an aside.

const now = new Date("2026-11-29T10:00:00Z");
const { ask, answerWith } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon" });
const first = async (question: string) => (await ask(question)).calls.map((call) => [call.name, JSON.parse(call.arguments) as Record<string, unknown>] as const);

const buy = (date: string, symbol: string, quantity: number, unitPrice: number, currency: string) => ({ date, type: "BUY", symbol, quantity, unitPrice, amount: null, currency, account: "Degiro" });
// Newest first, as the tool lists them.
const purchases = { activities: [buy("2025-06-02", "VWCE", 10, 110, "EUR"), buy("2024-03-04", "KO", 20, 60.5, "USD"), buy("2023-12-05", "EDP", 1000, 4.25, "EUR")], nextCursor: null };
const holding = (symbol: string) => ({ symbol, name: symbol, quantity: "1", marketValue: "100" });
const holdingsOf = (...symbols: ReadonlyArray<string>) => ({ baseCurrency: "EUR", holdings: symbols.map(holding), cash: [], totals: { totalValue: "300", cash: "0" } });

describe("the oldest investment", () => {
  it.each([
    ["what is my oldest investment?", "Your oldest investment is EDP, first bought on 2023-12-05 for 4,250.00 EUR (Degiro)."],
    ["which of my positions is the oldest?", "Your oldest investment is EDP, first bought on 2023-12-05 for 4,250.00 EUR (Degiro)."],
    ["qual é o meu investimento mais antigo?", "O seu investimento mais antigo é EDP, comprado pela primeira vez em 2023-12-05 por 4.250,00 EUR (Degiro)."],
    ["qual das minhas posições é a mais antiga?", "O seu investimento mais antigo é EDP, comprado pela primeira vez em 2023-12-05 por 4.250,00 EUR (Degiro)."],
    ["what did I buy first?", "Your oldest investment is EDP, first bought on 2023-12-05 for 4,250.00 EUR (Degiro)."],
    ["qual foi o meu primeiro investimento?", "O seu investimento mais antigo é EDP, comprado pela primeira vez em 2023-12-05 por 4.250,00 EUR (Degiro)."],
  ])("%s: the purchases, and the asset bought first", async (question, answer) => {
    expect(await first(question)).toEqual([["search_activities", { types: ["BUY"], limit: 200 }], ["get_holdings", {}]]);
    expect(await answerWith(question, { search_activities: purchases, get_holdings: holdingsOf("VWCE", "KO", "EDP") })).toBe(answer);
  });

  it.each([
    ["what is my oldest investment?", "Your oldest investment still held is KO, first bought on 2024-03-04 for 1,210.00 USD (Degiro). Your first purchase of all was EDP on 2023-12-05 (4,250.00 EUR, Degiro), which you have sold since."],
    ["qual e o meu investimento mais antigo?", "O seu investimento mais antigo que ainda tem é KO, comprado pela primeira vez em 2024-03-04 por 1.210,00 USD (Degiro). A sua primeira compra foi EDP em 2023-12-05 (4.250,00 EUR, Degiro), que já vendeu."],
  ])("%s: the first bought of what is still held, the one sold since as an aside", async (question, answer) => {
    expect(await answerWith(question, { search_activities: purchases, get_holdings: holdingsOf("VWCE", "KO") })).toBe(answer);
  });

  it.each([
    ["what did I buy first?", "You no longer hold anything you bought. Your first purchase was EDP on 2023-12-05 (4,250.00 EUR, Degiro)."],
    ["qual foi o meu primeiro investimento?", "Já não tem nenhum dos ativos que comprou. A sua primeira compra foi EDP em 2023-12-05 (4.250,00 EUR, Degiro)."],
  ])("%s: everything sold, the first purchase", async (question, answer) => {
    expect(await answerWith(question, { search_activities: purchases, get_holdings: { ...holdingsOf(), totals: { totalValue: "50", cash: "50" } } })).toBe(answer);
  });

  it.each(["what is my biggest investment?", "qual é o meu maior investimento?"])("%s: still the holdings ranked by value", async (question) => {
    expect((await first(question))[0]?.[0]).toBe("get_holdings");
  });

  it.each(["what is my oldest journal entry?", "qual é a minha entrada mais antiga?"])("%s: still the journal's", async (question) => {
    expect((await first(question))[0]?.[0]).not.toBe("search_activities");
  });
});
