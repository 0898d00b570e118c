import { describe, expect, it } from "vitest";
import { argumentSummary } from "../src/chat/argumentSummary.js";

describe("a tool call's arguments as shown on its chip", () => {
  it("writes lists as words, never JSON, and counts what it leaves out", () => {
    const summary = argumentSummary("search_journal", { query: "running", related: [["running", "run", "runs", "ran", "runner", "jog"]] });
    expect(summary).toBe("search: running, also: run, runs, ran, runner and 1 more");
    expect(summary).not.toMatch(/[[\]{}"]/);
  });

  it("does not say the searched word again among the words also searched", () => {
    expect(argumentSummary("search_journal", { query: "Sister", related: ["sister", "irmã", "sisters"] })).toBe("search: Sister, also: irmã, sisters");
    expect(argumentSummary("search_knowledge_base", { query: "renda", related: [["renda", "rent"]], topK: 5 })).toBe("search: renda, also: rent, at most: 5");
    // Only the search word itself goes: the rest are said as they came.
    expect(argumentSummary("search_journal", { query: "run", related: ["running"] })).toBe("search: run, also: running");
  });

  it("says each argument and each value of a fixed list in words, never the parameter's name", () => {
    expect(argumentSummary("get_time_series", { metric: "valence", from: "2026-01-01", to: null })).toBe("measure: overall mood, from: 2026-01-01");
    expect(argumentSummary("search_knowledge_base", { query: "lease", topK: 5, minSimilarity: 0.3 })).toBe("search: lease, at most: 5, at least this close: 0.3");
    expect(argumentSummary("get_recent_entries", { count: 3, sort: "most_stressed" })).toBe("how many: 3, order: most stressed first");
    expect(argumentSummary("search_activities", { types: ["BUY", "TRANSFER_IN"], cursor: "abc" })).toBe("kinds: buy, transfer in");
    expect(argumentSummary("search_memories", { query: "dentist", type: "appointment", includeHistory: true })).toBe("search: dentist, kind: appointment, with earlier versions");
  });

  it("says yes-or-no arguments by their meaning, groups as phrases, counts lists of records, and leaves out ids and empty values", () => {
    expect(argumentSummary("search_journal", { query: "sleep", recencyBoost: false })).toBe("search: sleep");
    expect(argumentSummary("compare_time_periods", { metric: "stress", first: { from: "2026-01-01", to: "2026-01-31" }, second: { from: "2026-02-01", to: "2026-02-28" } })).toBe(
      "measure: stress, first period: 2026-01-01 to 2026-01-31, second period: 2026-02-01 to 2026-02-28",
    );
    expect(argumentSummary("create_reminder", { text: "Call mum", dueAt: "2026-03-01T09:00", recurrence: { every: 2, unit: "week" }, memoryId: "0190-abc", confirmed: true })).toBe(
      "reminder: Call mum, due: 2026-03-01T09:00, repeats: every 2 weeks",
    );
    expect(argumentSummary("record_activities", { activities: [{ type: "BUY" }, { type: "SELL" }] })).toBe("activities: 2");
    expect(argumentSummary("get_entry", { id: "0190-abc", date: "2026-01-02", note: "" })).toBe("date: 2026-01-02");
  });

  it("still writes an argument with no words as words, and cuts a long summary", () => {
    expect(argumentSummary("search_journal", { moodThreshold: 5, date_from: "2026-01-01" })).toBe("mood threshold: 5, date from: 2026-01-01");
    const summary = argumentSummary("search_journal", { query: "x".repeat(300) });
    expect(summary.length).toBe(140);
    expect(summary.endsWith("…")).toBe(true);
    expect(argumentSummary("search_journal", null)).toBe("");
  });
});
