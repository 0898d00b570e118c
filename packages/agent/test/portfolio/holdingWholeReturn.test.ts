import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// "How has KO done?", "what did I earn from MSFT?", "quanto ganhei com a KO?": one holding's price move, its dividends
// and what its sales realised, added into one return, not one of them alone.

const now = new Date("2026-11-20T10:00:00Z");
const assets = [{ symbol: "KO", name: "Coca-Cola" }, { symbol: "MSFT", name: "Microsoft" }];
const { callsAfter, answerWith } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon", assets });

const holdings = {
  baseCurrency: "EUR",
  totals: { totalValue: 20000, cash: 1000, unrealisedGain: -1000, realisedGain: -133.93 },
  holdings: [
    { symbol: "KO", name: "Coca-Cola", quantity: 120, costBasis: 6990.33, marketValue: 6070.07, unrealisedGain: -920.26, unrealisedGainPercent: -0.1316, realisedGain: 0, price: 59.77, currency: "USD", priceDate: "2026-11-20", weight: 0.3 },
    { symbol: "MSFT", name: "Microsoft", quantity: 12, costBasis: 5522.4, marketValue: 5211.41, unrealisedGain: -310.99, unrealisedGainPercent: -0.0563, realisedGain: -133.93, price: 480, currency: "USD", priceDate: "2026-11-20", weight: 0.26 },
  ],
};
const income = { baseCurrency: "EUR", from: "1900-01-01", to: "2026-11-20", total: 306.68, dividends: 306.68, interest: 0, byAsset: [{ symbol: "KO", amount: 153.34 }, { symbol: "MSFT", amount: 153.34 }] };
const data = { get_holdings: holdings, get_income: income, get_health_status: { issues: [] } };

describe("one holding's whole return", () => {
  it.each(["how has KO done?", "what did I earn from MSFT?", "como se saiu a KO?", "quanto ganhei com a MSFT?"])("%s: its line of the holdings and its income", async (question) => {
    const names = (await callsAfter(question)).map(([name]) => name);
    expect(names).toContain("get_holdings");
    expect(names).toContain("get_income");
  });

  it.each([
    ["how has KO done?", "KO in all since you bought it: a loss of 766.92 EUR.\n- Price, not yet realised: -920.26 EUR (-13.16% on cost; 120 units worth 6,070.07 EUR, cost 6,990.33 EUR)\n- Dividends: +153.34 EUR"],
    ["what did I earn from MSFT?", "MSFT in all since you bought it: a loss of 291.58 EUR.\n- Price, not yet realised: -310.99 EUR (-5.63% on cost; 12 units worth 5,211.41 EUR, cost 5,522.40 EUR)\n- Dividends: +153.34 EUR\n- Realised on sales: -133.93 EUR"],
    ["como se saiu a KO?", "KO no total desde que comprou: uma perda de 766,92 EUR.\n- Cotação, ainda não realizado: -920,26 EUR (-13,16% face ao custo; 120 unidades valem 6.070,07 EUR, custaram 6.990,33 EUR)\n- Dividendos: +153,34 EUR"],
    ["quanto ganhei com a MSFT?", "MSFT no total desde que comprou: uma perda de 291,58 EUR.\n- Cotação, ainda não realizado: -310,99 EUR (-5,63% face ao custo; 12 unidades valem 5.211,41 EUR, custaram 5.522,40 EUR)\n- Dividendos: +153,34 EUR\n- Realizado nas vendas: -133,93 EUR"],
  ])("%s: the price move, dividends and sales together", async (question, answer) => {
    expect(await answerWith(question, data)).toMatch(new RegExp(`^${answer.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`));
  });

  it("with a period named, not the return since it was bought", async () => {
    expect((await callsAfter("what did MSFT pay me in 2025?")).map(([name]) => name)).not.toContain("get_holdings");
  });
});
