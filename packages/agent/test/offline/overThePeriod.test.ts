import { describe, expect, it } from "vitest";
import { plan } from "./offlineTestModel.js";

// "Over the year" is the year up to today, not the month the series would otherwise show; "what did I do over the
// weekend?" is the last weekend's entries, while "what do I do on weekends?" asks the habit of a year's weekends.

describe("the period a question spans", () => {
  it.each(["how has my mood changed over the year?", "como tem mudado o meu humor ao longo do ano?"])("%s is the mood of the year up to today", async (question) => {
    const { calls } = await plan(question);
    expect(calls.map((call) => [call.name, call.args["from"], call.args["to"]])).toEqual([["get_time_series", "2023-05-12", "2024-05-10"]]);
  });

  it.each(["what did I do over the weekend?", "what did I do on the weekend?", "o que fiz no fim de semana?"])("%s is the last weekend's entries", async (question) => {
    const { calls } = await plan(question);
    expect(calls.map((call) => [call.name, call.args["after"], call.args["before"]])).toEqual([["get_recent_entries", "2024-05-04", "2024-05-05"]]);
  });

  it.each(["what do I usually do on weekends?", "what did I do on weekends?", "o que costumo fazer ao fim de semana?"])("%s is the habit of a year's weekends", async (question) => {
    const { calls } = await plan(question);
    expect(calls.length).toBeGreaterThan(3);
    expect(calls.every((call) => call.name === "count_mentions" && call.args["on"] === "weekends")).toBe(true);
  });
});
