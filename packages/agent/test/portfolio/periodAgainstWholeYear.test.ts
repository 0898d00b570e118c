import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// "the whole year", "o ano todo" is this year, to today: "last quarter compared with the whole year" measures both
// periods, not the quarter alone; "todo o ano passado" stays last year's.

const now = new Date("2026-12-02T10:00:00Z");
const { callsAfter, answerWith } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon" });
const quarter = { from: "2026-07-01", to: "2026-09-30" };
const year = { from: "2026-01-01", to: "2026-12-02" };
const report = (args: Record<string, unknown>, twr: number) => ({
  report: { baseCurrency: "EUR", from: args["from"], to: args["to"], startValue: "37391.69", endValue: "43592.82", netFlows: "4525.03", gain: "1676.09", twr: { cumulative: twr }, mwr: { periodic: 0.0411, annualised: 0.1 }, drawdown: { maxDrawdown: -0.0234 } },
});
const data = (name: string, args: Record<string, unknown>) =>
  name === "get_performance" ? report(args, args["from"] === quarter.from ? 0.0404 : 0.0037) : name === "get_health_status" ? { issues: [] } : {};

describe("a period compared with the whole year", () => {
  it.each([
    "how did my portfolio do last quarter compared with the whole year?",
    "how did my portfolio do last quarter against the entire year?",
    "como correu a carteira no último trimestre em comparação com o ano todo?",
    "como foi a carteira no último trimestre comparado com o ano inteiro?",
  ])("%s measures both periods", async (question) => {
    expect(await callsAfter(question)).toEqual([["get_performance", quarter], ["get_performance", year], ["get_health_status", {}]]);
  });

  it.each([
    ["how did my portfolio do last quarter compared with the whole year?", "Side by side, how the investments themselves did, leaving aside the money put in or taken out (time-weighted, TWR): +4.04% from 1 July 2026 to 30 September 2026 and +0.37% from 1 January 2026 to today; the periods overlap, so their gains are not set against each other."],
    ["como correu a carteira no último trimestre em comparação com o ano todo?", "Lado a lado, a rentabilidade dos investimentos em si, sem contar o dinheiro posto ou retirado (ponderada no tempo, TWR): +4,04% de 1 de julho de 2026 a 30 de setembro de 2026 e +0,37% de 1 de janeiro de 2026 até hoje; os períodos sobrepõem-se, por isso os ganhos não se comparam."],
  ])("%s says both returns", async (question, said) => {
    expect(await answerWith(question, data)).toContain(said);
  });

  it.each([
    ["como correu a carteira durante todo o ano passado?", { from: "2025-01-01", to: "2025-12-31" }],
    ["how did my portfolio do over the whole of last year?", { from: "2025-01-01", to: "2025-12-31" }],
  ])("%s is last year's alone", async (question, range) => {
    expect(await callsAfter(question)).toEqual([["get_performance", range], ["get_health_status", {}]]);
  });
});
