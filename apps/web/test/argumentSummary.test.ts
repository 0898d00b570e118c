import { describe, expect, it } from "vitest";
import { argumentSummary } from "../src/chat/argumentSummary.js";

describe("a tool call's arguments as shown on its chip", () => {
  it("writes lists as words, never JSON, and counts what it leaves out", () => {
    const summary = argumentSummary({ query: "running", related: [["running", "run", "runs", "ran", "runner", "jog"]] });
    expect(summary).toBe("query: running, related: running, run, runs, ran and 2 more");
    expect(summary).not.toMatch(/[[\]{}"]/);
  });

  it("turns keys into words, booleans into yes or no, and leaves out empty values and objects", () => {
    expect(argumentSummary({ topK: 5, includeArchived: false, note: "", filter: { a: 1 }, date_from: "2026-01-01", to: null })).toBe("top k: 5, include archived: no, date from: 2026-01-01");
  });

  it("cuts a long summary", () => {
    const summary = argumentSummary({ query: "x".repeat(300) });
    expect(summary.length).toBe(140);
    expect(summary.endsWith("…")).toBe(true);
    expect(argumentSummary(null)).toBe("");
  });
});
