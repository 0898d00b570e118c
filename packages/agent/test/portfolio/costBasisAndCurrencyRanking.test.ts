import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// The cost of what is held, asked of no holding in particular, and the largest position among those priced in a
// currency named (its value in that currency is its quantity at its price; a stored rate only when a conversion is asked).

const now = new Date("2026-11-20T10:00:00Z");
const { callsAfter, answerWith } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon", accounts: ["Lisbon broker", "US broker"] });

const row = (symbol: string, currency: string, quantity: string, averageCostLocal: string, costBasis: string, price: string, marketValue: string, weight: number) =>
  ({ symbol, name: symbol, currency, quantity, averageCostLocal, costBasis, price, priceDate: "2026-11-19", marketValue, unrealisedGainPercent: Number(marketValue) / Number(costBasis) - 1, weight });
const holdings = {
  baseCurrency: "EUR",
  totals: { totalValue: "21000.00", cash: "1000.00", costBasis: "18500.00", unrealisedGain: "1500.00", realisedGain: "0" },
  holdings: [
    row("VWCE", "EUR", "100", "90.00", "9000.00", "100.00", "10000.00", 0.4762),
    row("KO", "USD", "100", "60.00", "5500.00", "59.00", "5400.00", 0.2571),
    row("MSFT", "USD", "10", "440.00", "4000.00", "506.00", "4600.00", 0.219),
  ],
};
const rate = { base: "EUR", quote: "USD", rate: "1.1", date: "2026-11-19", source: "stored" };
const rates = { baseCurrency: "EUR", asOf: "2026-11-20", rates: [rate], conversion: { amount: "10000.00", from: "EUR", to: "USD", value: "11000.00", rate } };
const data = { get_holdings: holdings, get_exchange_rates: rates, get_health_status: { issues: [] } };

describe("the cost basis of what is held", () => {
  it.each(["what is my cost basis?", "what's my average cost?", "qual é o meu preço médio?", "qual e o meu custo medio"])("%s: the holdings", async (question) => {
    expect(await callsAfter(question)).toEqual([["get_holdings", {}], ["get_health_status", {}]]);
  });

  it("gives each holding's cost and average price in its currency, and the total", async () => {
    expect(await answerWith("what is my cost basis?", data)).toMatch(
      /^Your holdings cost 18,500\.00 EUR in all[^\n]*:\n- VWCE: 100 units cost 9,000\.00 EUR, on average 90\.00 EUR per unit\n- KO: 100 units cost 5,500\.00 EUR, on average 60\.00 USD per unit\n- MSFT: 10 units cost 4,000\.00 EUR, on average 440\.00 USD per unit/,
    );
    expect(await answerWith("qual é o meu preço médio?", data)).toMatch(/^As suas posições custaram 18\.500,00 EUR no total[^\n]*:\n- VWCE: 100 unidades custaram 9\.000,00 EUR, em média 90,00 EUR por unidade\n- KO: 100 unidades custaram 5\.500,00 EUR, em média 60,00 USD por unidade/);
  });
});

describe("the biggest holding in a currency", () => {
  it.each(["what's my biggest holding in usd?", "qual é a minha maior posição em dólares?"])("%s: the holdings, with no rate", async (question) => {
    expect(await callsAfter(question)).toEqual([["get_holdings", {}], ["get_health_status", {}]]);
  });

  it("ranks the holdings priced in it, with their value in it", async () => {
    expect(await answerWith("what's my biggest holding in usd?", data)).toMatch(/^Your biggest holding priced in USD is KO: 5,900\.00 USD \(5,400\.00 EUR\), 25\.71% of your portfolio \([^)]*\)\.\nThen:\n- MSFT: 5,060\.00 USD \(4,600\.00 EUR\)\n\n/);
    expect(await answerWith("qual é a minha maior posição em dólares?", data)).toMatch(/^A sua maior posição cotada em USD é KO: 5\.900,00 USD \(5\.400,00 EUR\)/);
    expect(await answerWith("what's my biggest position in pounds?", data)).toMatch(/^You hold nothing priced in GBP\./);
  });

  it("converts at the stored rate only when its worth in the currency is asked", async () => {
    expect(await answerWith("what is my biggest holding worth in dollars?", data)).toMatch(/^Your biggest holding is VWCE: 10,000\.00 EUR, [^\n]* In USD that is 11,000\.00 USD at the rate stored for 2026-11-19/);
    expect(await answerWith("quanto vale a minha maior posição em dólares?", data)).toMatch(/^A sua maior posição é VWCE: 10\.000,00 EUR, [^\n]* Em USD são 11\.000,00 USD à taxa guardada para 2026-11-19/);
  });
});
