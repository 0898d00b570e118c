import { describe, expect, it } from "vitest";
import { plan } from "./offlineTestModel.js";

// A review named by its period's adjective ("my weekly review", "resumo mensal") is that period in review, as "review my
// week" is; the adjective is not a topic to search (today is Friday 2024-05-10).

describe("a review named by its period's adjective", () => {
  it.each([
    ["give me my weekly review", "get_current_state", { days: 7, language: "en" }],
    ["weekly recap", "get_current_state", { days: 7, language: "en" }],
    ["can I get a weekly summary?", "get_current_state", { days: 7, language: "en" }],
    ["monthly review", "get_current_state", { days: 30, language: "en" }],
    ["my monthly report please", "get_current_state", { days: 30, language: "en" }],
    ["annual review", "get_year_summary", { year: 2024 }],
    ["yearly recap", "get_year_summary", { year: 2024 }],
    ["daily summary", "get_entry", { date: "2024-05-10" }],
    ["faz-me a revisão semanal", "get_current_state", { days: 7, language: "pt" }],
    ["resumo semanal", "get_current_state", { days: 7, language: "pt" }],
    ["quero o meu balanço mensal", "get_current_state", { days: 30, language: "pt" }],
    ["me dá um resumo mensal", "get_current_state", { days: 30, language: "pt" }],
    ["retrospetiva anual", "get_year_summary", { year: 2024 }],
    ["resumo diário", "get_entry", { date: "2024-05-10" }],
  ])("%s reviews the period", async (question, name, args) => {
    const { calls } = await plan(question);
    expect(calls[0]).toMatchObject({ name, args });
  });

  it.each([
    ["how much is the monthly rent?", "rent"],
    ["qual é a renda mensal?", "renda"],
  ])("%s still asks of the thing paid monthly", async (question, query) => {
    const { calls } = await plan(question);
    expect(calls.some((call) => String(call.args["query"]).includes(query))).toBe(true);
    expect(calls.map((call) => call.name)).not.toContain("get_current_state");
  });
});
