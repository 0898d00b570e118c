import { describe, expect, it } from "vitest";
import { argumentSummary } from "../src/chat/argumentSummary.js";

describe("a tool call's arguments as shown on its chip", () => {
  it("writes lists as words, never JSON, and counts what it leaves out", () => {
    const summary = argumentSummary("search_journal", { query: "running", related: [["running", "run", "runs", "ran", "runner", "jog"]] }, "en");
    expect(summary).toBe("search: running, also: run, runs, ran, runner and 1 more");
    expect(summary).not.toMatch(/[[\]{}"]/);
  });

  it("does not say the searched word again among the words also searched", () => {
    expect(argumentSummary("search_journal", { query: "Sister", related: ["sister", "irmã", "sisters"] }, "en")).toBe("search: Sister, also: irmã, sisters");
    expect(argumentSummary("search_knowledge_base", { query: "renda", related: [["renda", "rent"]], topK: 5 }, "en")).toBe("search: renda, also: rent, at most: 5");
    // Only the search word itself goes: the rest are said as they came.
    expect(argumentSummary("search_journal", { query: "run", related: ["running"] }, "en")).toBe("search: run, also: running");
  });

  it("says each argument and each value of a fixed list in words, never the parameter's name", () => {
    expect(argumentSummary("get_time_series", { metric: "valence", from: "2026-01-01", to: null }, "en")).toBe("measure: overall mood, from: 2026-01-01");
    expect(argumentSummary("search_knowledge_base", { query: "lease", topK: 5, minSimilarity: 0.3 }, "en")).toBe("search: lease, at most: 5, at least this close: 0.3");
    expect(argumentSummary("get_recent_entries", { count: 3, sort: "most_stressed" }, "en")).toBe("how many: 3, order: most stressed first");
    expect(argumentSummary("search_activities", { types: ["BUY", "TRANSFER_IN"], cursor: "abc" }, "en")).toBe("kinds: buy, transfer in");
    expect(argumentSummary("search_memories", { query: "dentist", type: "appointment", includeHistory: true }, "en")).toBe("search: dentist, kind: appointment, with earlier versions");
  });

  it("says yes-or-no arguments by their meaning, groups as phrases, counts lists of records, and leaves out ids and empty values", () => {
    expect(argumentSummary("search_journal", { query: "sleep", recencyBoost: false }, "en")).toBe("search: sleep");
    expect(argumentSummary("compare_time_periods", { metric: "stress", first: { from: "2026-01-01", to: "2026-01-31" }, second: { from: "2026-02-01", to: "2026-02-28" } }, "en")).toBe(
      "measure: stress, first period: 2026-01-01 to 2026-01-31, second period: 2026-02-01 to 2026-02-28",
    );
    expect(argumentSummary("create_reminder", { text: "Call mum", dueAt: "2026-03-01T09:00", recurrence: { every: 2, unit: "week" }, memoryId: "0190-abc", confirmed: true }, "en")).toBe(
      "reminder: Call mum, due: 2026-03-01T09:00, repeats: every 2 weeks",
    );
    expect(argumentSummary("record_activities", { activities: [{ type: "BUY" }, { type: "SELL" }] }, "en")).toBe("activities: 2");
    expect(argumentSummary("get_entry", { id: "0190-abc", date: "2026-01-02", note: "" }, "en")).toBe("date: 2026-01-02");
  });

  it("still writes an argument with no words as words, and cuts a long summary", () => {
    expect(argumentSummary("search_journal", { moodThreshold: 5, date_from: "2026-01-01" }, "en")).toBe("mood threshold: 5, date from: 2026-01-01");
    const summary = argumentSummary("search_journal", { query: "x".repeat(300) }, "en");
    expect(summary.length).toBe(140);
    expect(summary.endsWith("…")).toBe(true);
    expect(argumentSummary("search_journal", null, "en")).toBe("");
  });

  it("says it all in Portuguese under a Portuguese answer: labels, fixed lists, phrases, yes and no, and what is left out", () => {
    expect(argumentSummary("get_time_series", { metric: "valence", from: "2026-01-01", to: null }, "pt")).toBe("medida: humor geral, de: 2026-01-01");
    expect(argumentSummary("get_recent_entries", { count: 3, sort: "most_stressed" }, "pt")).toBe("quantas: 3, ordem: mais stressadas primeiro");
    expect(argumentSummary("search_journal", { query: "corrida", related: [["correr", "corri", "corrida", "corre", "corredor", "jogging"]] }, "pt")).toBe(
      "pesquisa: corrida, também: correr, corri, corre, corredor e mais 1",
    );
    expect(argumentSummary("compare_time_periods", { metric: "stress", first: { from: "2026-01-01", to: "2026-01-31" }, second: { from: "2026-02-01", to: "2026-02-28" } }, "pt")).toBe(
      "medida: stress, primeiro período: 2026-01-01 a 2026-01-31, segundo período: 2026-02-01 a 2026-02-28",
    );
    expect(argumentSummary("create_reminder", { text: "Ligar à mãe", recurrence: { every: 2, unit: "week" }, confirmed: true }, "pt")).toBe("lembrete: Ligar à mãe, repete: de 2 em 2 semanas");
    expect(argumentSummary("create_reminder", { text: "Regar", recurrence: { every: 1, unit: "day" } }, "pt")).toBe("lembrete: Regar, repete: todos os dias");
    expect(argumentSummary("search_memories", { query: "dentista", type: "appointment", includeHistory: true }, "pt")).toBe("pesquisa: dentista, tipo: compromisso, com versões anteriores");
    expect(argumentSummary("search_journal", { moodThreshold: 5, exact: false }, "pt")).toBe("mood threshold: 5, exact: não");
  });
});
