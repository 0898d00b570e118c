import { describe, expect, it } from "vitest";
import { allocationKeyName, computeAllocation, computeHoldings, instrumentOf } from "../../src/index.js";
import { account, activity, asset, portfolio, quote } from "./portfolioFixtures.js";

// How an asset is held (an ETF, a fund, a company's own shares, a bond, a coin) is read from what the asset carries: its
// name says when it is an ETF or a fund, whatever it invests in; otherwise its class says what is held directly.

describe("how an asset is held", () => {
  it.each([
    ["Vanguard FTSE All-World UCITS ETF (Acc)", "EQUITY", "ETF"],
    ["iShares Core Global Aggregate Bond UCITS ETF", "BOND", "ETF"],
    ["SPDR S&P 500 ETF Trust", null, "ETF"],
    ["WisdomTree Physical Gold ETC", "COMMODITY", "ETF"],
    ["Fidelity Index World Fund P Acc", "EQUITY", "FUND"],
    ["Fundo de Investimento Imobiliário Oportunidade", "REAL_ESTATE", "FUND"],
    ["Alves Ribeiro PPR", "OTHER", "FUND"],
    ["Amundi Funds SICAV Global Aggregate", "BOND", "FUND"],
    ["Microsoft", "EQUITY", "STOCK"],
    ["Coca-Cola", "EQUITY", "STOCK"],
    ["Obrigações do Tesouro 2.875% 2034", "BOND", "BOND"],
    ["Bitcoin", "CRYPTO", "CRYPTO"],
    ["Prédio em Lisboa", "REAL_ESTATE", null],
    ["XYZ", null, null],
  ] as const)("%s (%s) is %s", (name, assetClass, instrument) => {
    expect(instrumentOf({ name, assetClass })).toBe(instrument);
  });

  it("does not read a word that only contains a vehicle's letters (Refunds, Netflix)", () => {
    expect(instrumentOf({ name: "Refunds Group", assetClass: "EQUITY" })).toBe("STOCK");
    expect(instrumentOf({ name: "Netflix", assetClass: "EQUITY" })).toBe("STOCK");
  });
});

describe("the allocation by instrument", () => {
  const broker = account("Broker");
  const etf = asset("VWCE", "EUR", { name: "Vanguard FTSE All-World UCITS ETF (Acc)", assetClass: "EQUITY" });
  const stock = asset("MSFT", "EUR", { name: "Microsoft", assetClass: "EQUITY" });
  const unknown = asset("XYZ", "EUR", { name: "XYZ", assetClass: null });
  const data = portfolio({
    accounts: [broker],
    assets: [etf, stock, unknown],
    activities: [
      activity(broker, "DEPOSIT", "2025-01-02", { amount: "1000" }),
      activity(broker, "BUY", "2025-01-02", { asset: etf, quantity: "5", unitPrice: "100" }),
      activity(broker, "BUY", "2025-01-02", { asset: stock, quantity: "2", unitPrice: "100" }),
      activity(broker, "BUY", "2025-01-02", { asset: unknown, quantity: "1", unitPrice: "100" }),
    ],
    quotes: [quote(etf, "2025-01-02", "100"), quote(stock, "2025-01-02", "100"), quote(unknown, "2025-01-02", "100")],
  });

  it("splits ETFs from the company shares of the same class, with cash its own slice and the unknown unclassified", () => {
    expect(computeAllocation(computeHoldings(data, "2025-01-02"), "instrument", data.assets, data.accounts)).toEqual([
      { key: "ETF", value: "500.00", weight: 0.5 },
      { key: "CASH", value: "200.00", weight: 0.2 },
      { key: "STOCK", value: "200.00", weight: 0.2 },
      { key: "Unclassified", value: "100.00", weight: 0.1 },
    ]);
  });

  it.each([
    ["en", ["ETFs", "individual stocks", "cash", "unclassified"]],
    ["pt", ["ETFs", "ações individuais", "liquidez", "sem classificação"]],
  ] as const)("names each slice in %s", (language, names) => {
    expect(["ETF", "STOCK", "CASH", "Unclassified"].map((key) => allocationKeyName("instrument", key, language))).toEqual(names);
  });
});

describe("a sector or region named in the answer's language", () => {
  it("says the common names in Portuguese and keeps the user's own names as written", () => {
    expect(["North America", "Europe", "emerging markets", "Região da Ana"].map((key) => allocationKeyName("region", key, "pt"))).toEqual([
      "América do Norte",
      "Europa",
      "Mercados emergentes",
      "Região da Ana",
    ]);
    expect(["Technology", "Consumer staples", "Utilities", "Diversified", "Biotech"].map((key) => allocationKeyName("sector", key, "pt"))).toEqual([
      "Tecnologia",
      "Bens de consumo básico",
      "Serviços públicos",
      "Diversificado",
      "Biotech",
    ]);
    expect(allocationKeyName("region", "North America", "en")).toBe("North America");
    expect(allocationKeyName("account", "Europe", "pt")).toBe("Europe");
  });
});
