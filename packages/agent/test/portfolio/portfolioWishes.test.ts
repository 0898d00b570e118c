import { detectLanguage } from "@lifeos/core";
import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// A newcomer's wishes and comparisons about the portfolio, with every domain's skill and tool offered.

const now = new Date("2026-11-29T10:00:00Z");
const timeZone = "Europe/Lisbon";
const skills = everySkill;
const { turn, answerWith } = offlineConversation({ skills, now, timeZone });
const first = async (question: string) => (await turn([{ role: "user", content: question }])).calls;

const holdings = {
  baseCurrency: "EUR",
  totals: { totalValue: 20000, cash: 1000, unrealisedGain: 100, realisedGain: 0 },
  holdings: [
    { symbol: "KO", name: "Coca-Cola", quantity: 120, costBasis: 6960, marketValue: 6070, unrealisedGainPercent: -0.1279, price: 59.77, currency: "USD", priceDate: "2026-11-27", weight: 0.3 },
    { symbol: "EDP", name: "EDP - Energias de Portugal", quantity: 1100, costBasis: 5440, marketValue: 6765, unrealisedGainPercent: 0.2436, price: 6.15, currency: "EUR", priceDate: "2026-11-27", weight: 0.33 },
  ],
};
const byTool = (name: string) => (name === "get_holdings" ? holdings : name === "get_health_status" ? { issues: [] } : {});

describe("a wish to buy or sell", () => {
  it.each(["I want to sell all my KO", "quero vender as minhas ações da Apple", "should I sell my Microsoft shares?", "devo vender a EDP?", "I'm thinking of selling my EDP shares"])(
    "%s: the holdings, no journal search",
    async (question) => {
      expect((await first(question)).map((call) => call.name)).toEqual(["get_holdings", "get_health_status"]);
    },
  );

  it.each(["can you sell my EDP shares?", "could you buy some KO for me?", "você pode vender as minhas ações da EDP?", "podes comprar 10 ações da KO para mim?", "consegues vender a minha KO?", "quero que vendas as minhas EDP"])(
    "%s: asked to trade, the holdings, no journal search",
    async (question) => {
      expect((await first(question)).map((call) => call.name)).toEqual(["get_holdings", "get_health_status"]);
    },
  );

  it("asked to trade, says plainly that LifeOS does not trade, and offers the holding and recording a trade made", async () => {
    const portuguese = await answerWith("você pode vender as minhas ações da EDP?", byTool);
    expect(portuguese).toMatch(/^O LifeOS não negoceia: não faço compras nem vendas[^\n]*diga-me \(por exemplo «vendi 10 KO a 60»\) e eu preparo a operação para confirmar/);
    expect(portuguese).toContain("EDP (EDP - Energias de Portugal): 1.100 unidades");
    const english = await answerWith("can you sell my EDP shares?", byTool);
    expect(english).toMatch(/^LifeOS does not trade: I can't buy or sell for you[^\n]*tell me \(for example "I sold 10 KO at 60"\) and I'll prepare the record for you to confirm/);
    expect(english).toContain("EDP (EDP - Energias de Portugal): 1,100 units");
  });

  it("is neither done nor advised, and the holding is given, in the question's language", async () => {
    const english = await answerWith("I want to sell all my KO", byTool);
    expect(english).toMatch(/^LifeOS does not trade: I can't buy or sell for you, and I don't advise whether to/);
    expect(english).toContain("KO (Coca-Cola): 120 units");
    const portuguese = await answerWith("devo vender a EDP?", byTool);
    expect(portuguese).toMatch(/^Não dou conselhos de investimento, por isso não posso dizer se deve comprar ou vender/);
    expect(portuguese).toContain("EDP (EDP - Energias de Portugal): 1.100 unidades");
    expect(await answerWith("quero vender as minhas ações da Apple", byTool)).toContain("Não tem Apple na carteira.");
    expect(await answerWith("should I buy Tesla?", byTool)).toContain("You hold no Tesla. Your holdings: KO, EDP.");
  });

  it("about something that is no asset is not the portfolio's", async () => {
    expect((await first("I want to sell my car")).map((call) => call.name)).not.toContain("get_holdings");
  });

  it("reads a short Portuguese question as Portuguese", () => {
    expect(detectLanguage("devo vender a EDP?")).toBe("pt");
  });
});

describe("income compared between two periods", () => {
  const income = (_name: string, args: Record<string, unknown>) =>
    args["from"] === "2026-01-01"
      ? { baseCurrency: "EUR", from: "2026-01-01", to: "2026-11-29", total: 461.53, dividends: 443.13, interest: 18.4, byAsset: [] }
      : { baseCurrency: "EUR", from: "2025-01-01", to: "2025-12-31", total: 294.48, dividends: 274, interest: 20.48, byAsset: [] };

  it.each(["dividends this year vs last year", "recebi mais dividendos este ano do que no ano passado?"])("%s: one call per period", async (question) => {
    expect((await first(question)).map((call) => [call.name, JSON.parse(call.arguments)])).toEqual([
      ["get_income", { from: "2026-01-01", to: "2026-11-29" }],
      ["get_income", { from: "2025-01-01", to: "2025-12-31" }],
    ]);
  });

  it("says how much more or less, in both languages", async () => {
    expect(await answerWith("dividends this year vs last year", income)).toBe(
      "Dividends and interest received:\n- 2026-01-01 to 2026-11-29: 461.53 EUR (443.13 EUR in dividends, 18.40 EUR in interest)\n- 2025-01-01 to 2025-12-31: 294.48 EUR (274.00 EUR in dividends, 20.48 EUR in interest)\nThe first period brought 167.05 EUR more than the second (+56.73%). A period that ends today is not over yet.",
    );
    expect(await answerWith("recebi mais dividendos este ano do que no ano passado?", income)).toMatch(/O primeiro período rendeu 167,05 EUR a mais do que o segundo \(\+56,73%\)\./);
  });
});

describe("trades and rankings asked in Portuguese", () => {
  it("qual foi a minha última venda? lists the last sale", async () => {
    expect((await first("qual foi a minha última venda?")).map((call) => [call.name, JSON.parse(call.arguments)])).toEqual([["search_activities", { types: ["SELL"], limit: 1 }]]);
  });

  it.each(["qual a ação que mais caiu?", "which stock dropped the most?"])("%s: the holdings ranked, worst first", async (question) => {
    expect((await first(question)).map((call) => call.name)).toEqual(["get_holdings", "get_health_status"]);
    expect(await answerWith(question, byTool)).toMatch(/^(?:Your worst performing holding is|A sua posição com pior desempenho é) KO: /);
  });
});

describe("more of a newcomer's portfolio questions", () => {
  const income = { baseCurrency: "EUR", from: "2025-01-01", to: "2025-12-31", total: 294.48, dividends: 274, interest: 20.48, byAsset: [{ symbol: "EDP", amount: 117 }, { symbol: "KO", amount: 105.5 }] };

  it.each([
    ["how much did KO pay me this year?", "KO paid you 105.50 EUR between 2025-01-01 and 2025-12-31."],
    ["quanto recebi da EDP no ano passado?", "EDP pagou-lhe 117,00 EUR entre 2025-01-01 e 2025-12-31."],
    ["how much did MSFT pay me?", "MSFT paid you nothing between 2025-01-01 and 2025-12-31."],
  ])("%s: that asset's income", async (question, said) => {
    expect((await first(question)).map((call) => call.name)).toEqual(["get_income"]);
    expect(await answerWith(question, () => income)).toBe(said);
  });

  it.each([
    ["am I making money?", "get_performance"],
    ["estou a ganhar ou a perder dinheiro?", "get_performance"],
    ["what's my best investment?", "get_holdings"],
    ["quero comprar bitcoin", "get_holdings"],
  ])("%s: %s, not a search", async (question, tool) => {
    expect((await first(question)).map((call) => call.name)[0]).toBe(tool);
  });
});
