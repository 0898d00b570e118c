import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// The money that came in or went out over a period is added up per kind and currency, then all of it in the base
// currency, from each activity's figure in it; one with no stored rate leaves no total, and says so.

const now = new Date("2026-11-20T10:00:00Z");
const assets = [{ symbol: "KO", name: "Coca-Cola" }];
const { answerWith } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon", assets, accounts: ["Corretora", "US broker"] });

const row = (date: string, type: string, amount: string, currency: string, amountBase: string | null, rateDate: string | null = null) => ({
  id: `${date}-${type}`, date, type, account: currency === "USD" ? "US broker" : "Corretora", symbol: type === "DIVIDEND" ? "KO" : null, quantity: null, unitPrice: null, amount, fee: null, currency, amountBase, rateDate,
});
const listed = (...activities: ReadonlyArray<Record<string, unknown>>) => ({ search_activities: { baseCurrency: "EUR", activities, nextCursor: null } });

describe("the money that came in or went out, in total", () => {
  const cameIn = listed(row("2026-11-03", "DEPOSIT", "600", "EUR", "600"), row("2026-11-10", "DIVIDEND", "27.60", "USD", "25.40", "2026-11-10"), row("2026-11-12", "INTEREST", "1.53", "EUR", "1.53"));

  it("adds every kind up in the base currency, with the rate used", async () => {
    expect(await answerWith("how much money came in this month?", cameIn)).toContain("- interest: 1.53 EUR\nIn total: 626.93 EUR in your base currency, at the rate of 2026-11-10.\nCounted:");
    expect(await answerWith("quanto dinheiro entrou este mês?", cameIn)).toContain("- juros: 1,53 EUR\nNo total: 626,93 EUR na moeda base, ao câmbio de 2026-11-10.\nContei:");
  });

  it("in one currency, the same total", async () => {
    const out = listed(row("2026-10-03", "WITHDRAWAL", "-200", "EUR", "-200"), row("2026-10-08", "FEE", "-2.50", "EUR", "-2.50"));
    expect(await answerWith("how much money went out last month?", out)).toContain("In total: 202.50 EUR in your base currency.");
    expect(await answerWith("quanto dinheiro saiu no mês passado?", out)).toContain("No total: 202,50 EUR na moeda base.");
  });

  it("with no stored rate for one of them, no total, and why", async () => {
    const unconverted = listed(row("2026-11-03", "DEPOSIT", "600", "EUR", "600"), row("2026-11-10", "DIVIDEND", "27.60", "USD", null));
    expect(await answerWith("how much money came in this month?", unconverted)).toContain("No total in EUR: no stored exchange rate converts some of them to your base currency.");
    expect(await answerWith("quanto dinheiro entrou este mês?", unconverted)).toContain("Sem total em EUR: não há câmbio guardado que converta alguns deles para a moeda base.");
  });
});
