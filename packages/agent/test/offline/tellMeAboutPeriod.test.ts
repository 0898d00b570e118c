import { describe, expect, it } from "vitest";
import { plan } from "./offlineTestModel.js";

// "Tell me about my week" asks for the week in review, as "how was my week?" does (today is Friday 2024-05-10).

describe("a period asked with “tell me about”", () => {
  it.each([
    ["tell me about my week", "get_current_state", { days: 7, language: "en" }],
    ["fala-me da minha semana", "get_current_state", { days: 7, language: "pt" }],
    ["me conta da minha semana", "get_current_state", { days: 7, language: "pt" }],
    ["tell me about last month", "get_month_summary", { month: "2024-04" }],
    ["conta-me sobre o mês passado", "get_month_summary", { month: "2024-04" }],
    ["tell me about yesterday", "get_entry", { date: "2024-05-09" }],
    ["fale-me de ontem", "get_entry", { date: "2024-05-09" }],
  ])("%s reviews it", async (question, name, args) => {
    const { calls } = await plan(question);
    expect(calls[0]).toMatchObject({ name, args });
  });

  it.each([["tell me about Ana", "Ana"], ["fala-me da Ana", "Ana"]])("%s stays a search for the person", async (question, query) => {
    const { calls } = await plan(question);
    expect(calls[0]?.name).toBe("search_journal");
    expect(calls[0]?.args["query"]).toBe(query);
  });
});
