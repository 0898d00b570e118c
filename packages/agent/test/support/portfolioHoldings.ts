/** What `get_holdings` returns for three positions and 1,000 EUR in cash, largest first: the shape the portfolio's offline answers read. */
export const holdings = {
  baseCurrency: "EUR",
  totals: { totalValue: 20000, cash: 1000, unrealisedGain: 100, realisedGain: 0 },
  holdings: [
    { symbol: "EDP", name: "EDP - Energias de Portugal", quantity: 1100, costBasis: 5440, marketValue: 6765, unrealisedGainPercent: 0.2436, price: 6.15, currency: "EUR", priceDate: "2026-11-27", weight: 0.3383, instrument: "STOCK" },
    { symbol: "KO", name: "Coca-Cola", quantity: 120, costBasis: 6960, marketValue: 6070, unrealisedGainPercent: -0.1279, price: 59.77, currency: "USD", priceDate: "2026-11-27", weight: 0.3035, instrument: "STOCK" },
    { symbol: "AGGH", name: "Global Aggregate Bond", quantity: 700, costBasis: 3586, marketValue: 3518, unrealisedGainPercent: -0.019, price: 5.03, currency: "EUR", priceDate: "2026-11-27", weight: 0.1759, instrument: "ETF" },
  ],
};
