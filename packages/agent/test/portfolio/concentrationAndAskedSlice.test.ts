import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";
import { holdings } from "../support/portfolioHoldings.js";

// "What's my biggest risk?" is where the money is most concentrated, from the holdings and the allocation; a region or
// a currency asked of leads with its own share; the best performing with few holdings up says how many are; the gains
// said first are not said again in the overview.

const now = new Date("2026-11-20T10:00:00Z");
const { callsAfter, answerWith } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon" });

const byRegion = { baseCurrency: "EUR", by: "region", slices: [{ key: "Global", weight: 0.3486, value: "16481.70" }, { key: "Cash", weight: 0.2698, value: "12755.51" }, { key: "North America", weight: 0.2386, value: "11281.48" }, { key: "Europe", weight: 0.1431, value: "6765.00" }] };
const byCurrency = { baseCurrency: "EUR", by: "currency", slices: [{ key: "EUR", weight: 0.5773, value: "27296.80" }, { key: "USD", weight: 0.4227, value: "19986.89" }] };
const bySector = { baseCurrency: "EUR", by: "sector", slices: [{ key: "Cash", weight: 0.3, value: "14000" }, { key: "Utilities", weight: 0.34, value: "6765.00" }, { key: "Consumer staples", weight: 0.3, value: "6070.00" }] };
const allocation = (_name: string, args: Record<string, unknown>) => (args["by"] === "region" ? byRegion : args["by"] === "currency" ? byCurrency : args["by"] === "sector" ? bySector : undefined);
const data = (name: string, args: Record<string, unknown>) => (name === "get_holdings" ? holdings : name === "get_health_status" ? { issues: [] } : allocation(name, args));

describe("the biggest risk", () => {
  it.each(["what's my biggest risk?", "qual é o meu maior risco?", "what are my main risks?", "quais são os principais riscos?"])("%s: the holdings and the allocation, not the journal", async (question) => {
    const names = (await callsAfter(question)).map(([name]) => name);
    expect(names).toContain("get_holdings");
    expect(names).toContain("get_asset_allocation");
    expect(names).not.toContain("search_journal");
  });

  it("says where the money is most concentrated, with no verdict", async () => {
    const answer = await answerWith("what's my biggest risk?", data);
    expect(answer).toMatch(/^Which risk matters most depends on your goals.*I don't give investment advice\. Where your money is most concentrated/);
    expect(answer).toContain("- Largest position: EDP, 33.83% (6,765.00 EUR)");
    expect(answer).toContain("- Largest sector: Utilities, 34.00% (6,765.00 EUR)");
    expect(answer).toContain("- Largest region: North America, 23.86% (11,281.48 EUR); a further 34.86% (16,481.70 EUR) is in funds spread over many regions (Global)");
    expect(answer).toContain("- Largest currency: EUR, 57.73% (27,296.80 EUR)");
  });

  it("in Portuguese", async () => {
    const answer = await answerWith("qual é o meu maior risco?", data);
    expect(answer).toMatch(/^Que risco pesa mais depende dos seus objetivos/);
    expect(answer).toContain("- Maior posição: EDP, 33,83% (6.765,00 EUR)");
    expect(answer).toContain("- Maior moeda: EUR, 57,73% (27.296,80 EUR)");
  });

  it("a risk of something else is not the portfolio's", async () => {
    expect((await callsAfter("what's my biggest health risk?")).map(([name]) => name)).not.toContain("get_holdings");
  });
});

describe("a region or a currency asked of", () => {
  it.each([
    ["how much do I have in US stocks?", /^You have 11,281\.48 EUR in North America, 23\.86% of your portfolio\. The portfolio keeps each holding's region, not its country: this is everything in North America, not only in the United States\.\nAllocation by region:/],
    ["quanto tenho em ações americanas?", /^Tem 11\.281,48 EUR na América do Norte, 23,86% da carteira\. A carteira guarda a região de cada posição, não o país: este valor é tudo o que está na América do Norte, não só nos Estados Unidos\.\nDistribuição por região:/],
    ["what's my exposure to the dollar?", /^You have 19,986\.89 EUR in USD, 42\.27% of your portfolio\.\nAllocation by currency:/],
    ["quanto tenho exposto ao dólar?", /^Tem 19\.986,89 EUR em USD, 42,27% da carteira\.\nDistribuição por moeda:/],
    ["how much do I have in Japan?", /^You hold nothing in Japan, nor in a region it is part of \(the portfolio keeps each holding's region, not its country\)\. Your worldwide holdings \(16,481\.70 EUR\) may hold some in Japan; the portfolio does not say how much\.\nAllocation by region:/],
    ["how exposed am I to utilities?", /^You have 6,765\.00 EUR in Utilities, 34\.00% of your portfolio\.\nAllocation by sector:/],
    ["qual é a minha exposição a tecnologia?", /^Não tem nada em Tecnologia na carteira\.\nDistribuição por setor:/],
    ["am I too exposed to utilities?", /^You have 6,765\.00 EUR in Utilities, 34\.00% of your portfolio\. Whether that is too much depends on your goals .* I don't give investment advice\.\nAllocation by sector:/],
    ["estou demasiado exposto ao dólar?", /^Tem 19\.986,89 EUR em USD, 42,27% da carteira\. Se é demais depende dos seus objetivos .* não dou conselhos de investimento\.\nDistribuição por moeda:/],
  ])("%s: that one first", async (question, answer) => {
    expect(await answerWith(question, data)).toMatch(answer);
  });

  it("with none named, the allocation alone", async () => {
    expect(await answerWith("what's my allocation by region?", data)).toMatch(/^Allocation by region:/);
  });
});

describe("best performing with few holdings up", () => {
  it.each([
    ["best performing holdings", /^Only 1 of your 3 holdings is above its cost:\n- EDP: \+24\.36% on cost \(6,765\.00 EUR\)\nThe others are below their cost, the least down first:\n- AGGH: -1\.90%/],
    ["quais são as ações com melhor desempenho?", /^Só 1 das 2 ações está acima do custo:\n- EDP: \+24,36% face ao custo \(6\.765,00 EUR\)\nAs outras estão abaixo do custo/],
  ])("%s: how many are up, and no loser called best", async (question, answer) => {
    const said = await answerWith(question, data);
    expect(said).toMatch(answer);
    expect(said).not.toMatch(/best performing|melhor desempenho/);
  });
});

describe("the gains said once", () => {
  it.each(["how much did I make selling?", "quanto ganhei com vendas?"])("%s: the overview leaves out the gains already said", async (question) => {
    const answer = await answerWith(question, data);
    expect(answer.match(/100\.00|100,00/g)?.length).toBe(1);
    expect(answer).toMatch(/^(?:Nothing you sold|Nada do que vendeu)/);
    expect(answer).toMatch(/(?:worth|vale) 20[.,]000[.,]00 EUR/);
  });
});
