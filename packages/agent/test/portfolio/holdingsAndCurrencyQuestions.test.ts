import type { ModelMessage } from "@lifeos/core";
import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";
import { holdings } from "../support/portfolioHoldings.js";

// Rankings by size, currencies, totals, comparisons and one asset's trades, with every domain's skill and tool offered.

const now = new Date("2026-11-29T10:00:00Z");
const { turn, answerWith } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon" });
const first = async (question: string) => (await turn([{ role: "user", content: question }])).calls.map((call) => [call.name, JSON.parse(call.arguments) as Record<string, unknown>] as const);
const tools = async (question: string) => (await first(question)).map(([name]) => name);

const byTool = (name: string) => (name === "get_holdings" ? holdings : name === "get_health_status" ? { issues: [] } : {});

describe("holdings ranked by their value", () => {
  it.each(["what's my smallest holding?", "qual é a minha menor posição?", "what's my biggest position?", "qual é o meu maior investimento?"])("%s: the holdings", async (question) => {
    expect(await tools(question)).toEqual(["get_holdings", "get_health_status"]);
  });

  it("names the biggest or the smallest first, with its share, in the question's language", async () => {
    expect(await answerWith("what's my smallest holding?", byTool)).toMatch(/^Your smallest holding is AGGH: 3,518\.00 EUR, 17\.59% of your portfolio \(-1\.90% on cost\)\.\nThen:\n- KO: 6,070\.00 EUR\n- EDP: 6,765\.00 EUR/);
    expect(await answerWith("qual é a minha maior posição?", byTool)).toMatch(/^A sua maior posição é EDP: 6\.765,00 EUR, 33,83% da carteira \(\+24,36% face ao custo\)\.\nDepois:\n- KO: 6\.070,00 EUR\n- AGGH: 3\.518,00 EUR/);
  });

  it("and the other end, asked next, from the same ranking", async () => {
    const conversation = (questions: ReadonlyArray<string>, data: unknown): ModelMessage[] => [
      { role: "user", content: questions[0]! },
      { role: "assistant", content: "…" },
      { role: "user", content: questions[1]! },
      { role: "assistant", content: "", toolCalls: [{ id: "offline-portfolio-1", name: "get_holdings", arguments: "{}" }] },
      { role: "tool", toolCallId: "offline-portfolio-1", name: "get_holdings", content: JSON.stringify({ success: true, data }) },
    ];
    expect((await turn(conversation(["what's my biggest position?", "and the smallest?"], holdings))).text).toMatch(/^Your smallest holding is AGGH/);
    expect((await turn(conversation(["qual é a minha menor posição?", "e a maior?"], holdings))).text).toMatch(/^A sua maior posição é EDP/);
    expect((await turn(conversation(["what's my best performing stock?", "and the worst?"], holdings))).text).toMatch(/^Your worst performing stock is KO: /);
    expect((await turn(conversation(["what's my best performing stock?", "and the smallest?"], holdings))).text).toMatch(/^Your smallest stock is KO/);
    expect((await turn(conversation(["qual é a minha maior posição?", "e a pior?"], holdings))).text).toMatch(/^A sua posição com pior desempenho é KO: /);
  });
});

describe("money asked by currency", () => {
  it.each(["qual é a exposição ao dólar?", "tenho quanto em dólares?", "how much of my portfolio is in USD?", "how much do I have in dollars?"])("%s: the allocation by currency", async (question) => {
    expect(await first(question)).toEqual([["get_asset_allocation", { by: "currency" }]]);
  });

  it.each(["quanto gastei em euros no jantar?", "how much did I spend in euros on holiday?"])("%s: no allocation", async (question) => {
    expect(await tools(question)).not.toContain("get_asset_allocation");
  });
});

describe("totals, gains and comparisons", () => {
  it.each(["what's my total portfolio value?", "qual é o valor total da carteira?"])("%s: what it is worth today", async (question) => {
    expect(await tools(question)).toEqual(["get_holdings", "get_health_status"]);
  });

  it.each(["what's my total return?", "qual é o meu retorno total?"])("%s: since the start", async (question) => {
    expect(await first(question)).toEqual([["get_performance", { period: "ALL" }], ["get_health_status", {}]]);
  });

  it.each(["did I make money last month?", "ganhei dinheiro no mês passado?"])("%s: the performance of that month", async (question) => {
    expect(await first(question)).toEqual([["get_performance", { from: "2026-10-01", to: "2026-10-31" }], ["get_health_status", {}]]);
  });

  it.each(["compara a rentabilidade deste ano com a do ano passado", "compare my return this year with last year"])("%s: each period's performance", async (question) => {
    expect(await first(question)).toEqual([
      ["get_performance", { from: "2026-01-01", to: "2026-11-29" }],
      ["get_performance", { from: "2025-01-01", to: "2025-12-31" }],
      ["get_health_status", {}],
    ]);
  });

  it("says each period's figures, then the difference", async () => {
    const report = (from: string, to: string, twr: number) => ({ report: { baseCurrency: "EUR", from, to, gain: 10, startValue: 100, endValue: 110, netFlows: 0, twr: { cumulative: twr }, mwr: { annualised: twr }, drawdown: { maxDrawdown: -0.05 } } });
    const data = (name: string, args: Record<string, unknown>) =>
      name === "get_performance" ? (args["from"] === "2026-01-01" ? report("2026-01-01", "2026-11-29", 0.0103) : report("2025-01-01", "2025-12-31", -0.0659)) : { issues: [] };
    expect(await answerWith("compare my return this year with last year", data)).toMatch(/^Your portfolio went from 100\.00 EUR on 1 January 2026 [^]*\n\nThe difference: from 1 January 2026 to today the result was the same as from 1 January 2025 to 31 December 2025, and the investments themselves did 7\.62 percentage points better/);
    expect(await answerWith("compara a rentabilidade deste ano com a do ano passado", data)).toMatch(/^A carteira passou de 100,00 EUR [^]*\n\nA diferença: de 1 de janeiro de 2026 até hoje o resultado foi o mesmo que de 1 de janeiro de 2025 a 31 de dezembro de 2025, e os investimentos em si renderam 7,62 pontos percentuais a mais/);
  });
});

describe("one asset's holdings, cost and trades", () => {
  it.each(["quais são as minhas ações?", "what stocks do I have?"])("%s: the holdings", async (question) => {
    expect(await tools(question)).toEqual(["get_holdings", "get_health_status"]);
  });

  it.each([
    ["what's my average cost for KO?", "Average cost: 58.00 EUR per unit."],
    ["qual o preço médio de compra da KO?", "Custo médio: 58,00 EUR por unidade."],
    ["qual é o custo médio das minhas EDP?", "Custo médio: 4,95 EUR por unidade."],
  ])("%s: the holding with its cost per unit", async (question, said) => {
    expect(await tools(question)).toEqual(["get_holdings", "get_health_status"]);
    expect(await answerWith(question, byTool)).toContain(said);
  });

  it.each([
    ["when did I buy EDP?", { symbol: "EDP", types: ["BUY"], limit: 20 }],
    ["quando vendi a KO?", { symbol: "KO", types: ["SELL"], limit: 20 }],
    // A trade is a buy or a sell: its dividends are no trades.
    ["show my MSFT trades this year", { symbol: "MSFT", types: ["BUY", "SELL"], from: "2026-01-01", to: "2026-11-29", limit: 20 }],
  ])("%s: that asset's activities", async (question, args) => {
    expect(await first(question)).toEqual([["search_activities", args]]);
  });
});
