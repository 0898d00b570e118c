import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// One question of several measures side by side ("how have my sleep and mood been?") is one ask that answers each
// measure: each mood metric's series, and the entries that speak of a topic named beside them (sleep), over one period.

/** Sunday 29 November 2026 in Lisbon. */
const now = new Date("2026-11-29T11:00:00Z");
const { ask, answerWith } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon" });

const callsOf = async (question: string) => (await ask(question)).calls.map((call) => ({ id: call.id, name: call.name, args: JSON.parse(call.arguments) as Record<string, unknown> }));

const series = (metric: string) => ({ metric, from: "2026-10-31", to: "2026-11-29", average: metric === "stress" ? 35 : 62, count: 20, trend: "flat", points: [] });
const data = (name: string, args: Record<string, unknown>) => {
  if (name === "get_time_series") return series(String(args["metric"]));
  if (name === "search_journal") return { results: [{ entryId: "e1", date: "2026-11-26", excerpt: "Could not sleep well, woke at 4.", score: 1, confidence: "high" }] };
  return {};
};

describe("measures asked together", () => {
  it.each([
    ["what's my mood been like and my sleep?", "sleep"],
    ["how have my sleep and mood been?", "sleep"],
    ["como têm estado o meu humor e o meu sono?", "sono"],
    ["como anda meu sono e meu humor?", "sono"],
  ])("%s looks at the mood and at the entries about sleep, over the same days", async (question, sleep) => {
    const calls = await callsOf(question);
    expect(calls.filter((call) => /-p\d+-/.test(call.id))).toEqual([]);
    const mood = calls.find((call) => call.name === "get_time_series");
    const search = calls.find((call) => call.name === "search_journal");
    expect(mood?.args["metric"]).toBe("valence");
    expect(search?.args).toMatchObject({ query: sleep, from: "2026-10-31", to: "2026-11-29" });
  });

  it.each([
    ["how have my stress and energy been?", ["stress", "energy"]],
    ["como tem estado o meu stress e a minha energia?", ["stress", "energy"]],
    ["am i stressed and tired?", ["stress", "energy"]],
    ["ando cansado e stressado?", ["energy", "stress"]],
    ["como evoluiu o meu humor e o meu stress este ano?", ["valence", "stress"]],
    ["how happy and energetic was i last week?", ["happiness", "energy"]],
    ["quao feliz e cansado estive na semana passada?", ["happiness", "energy"]],
  ])("%s reads each metric", async (question, metrics) => {
    const calls = await callsOf(question);
    expect(calls.filter((call) => call.name === "get_time_series").map((call) => call.args["metric"])).toEqual(metrics);
  });

  it.each(["how was my mood and my stress in 2023 and 2024?", "como foi o meu humor e o meu stress em 2023 e 2024?"])("%s compares each metric between the years, as one ask", async (question) => {
    const calls = await callsOf(question);
    expect(calls.filter((call) => /-p\d+-/.test(call.id))).toEqual([]);
    expect(calls.map((call) => [call.name, call.args["metric"]])).toEqual([
      ["compare_time_periods", "valence"],
      ["compare_time_periods", "stress"],
    ]);
    expect(calls[0]?.args["first"]).toEqual({ from: "2023-01-01", to: "2023-12-31" });
  });

  it.each([
    ["how have my sleep and mood been?", "about “sleep”", "Your mood"],
    ["como têm estado o meu humor e o meu sono?", "A média de humor", "sobre «sono»"],
  ])("%s answers each measure, in the order asked", async (question, first, second) => {
    const text = await answerWith(question, data);
    expect(text).toContain("2026-11-26");
    expect(text.indexOf(first)).toBeGreaterThanOrEqual(0);
    expect(text.indexOf(second)).toBeGreaterThan(text.indexOf(first));
  });

  it.each(["how was my mood at work and at home?", "how has my mood been at work?"])("%s still reads one measure", async (question) => {
    const calls = await callsOf(question);
    expect(calls.map((call) => call.name)).toEqual(["get_time_series"]);
  });
});

describe("ends of the mood asked together", () => {
  it.each([
    ["when was i happiest and saddest?", ["happiest", "unhappiest"], undefined],
    ["quando estive mais feliz e mais triste em 2024?", ["happiest", "unhappiest"], "2024-01-01"],
    ["my calmest and most stressed days this year", ["calmest", "most_stressed"], "2026-01-01"],
    ["os meus dias mais felizes e mais tristes deste ano", ["happiest", "unhappiest"], "2026-01-01"],
  ])("%s lists the entries at each end", async (question, sorts, after) => {
    const calls = await callsOf(question);
    expect(calls.map((call) => call.args["sort"])).toEqual(sorts);
    for (const call of calls) expect(call.args["after"]).toBe(after);
  });

  it.each([
    ["quando estive mais feliz em 2024?", "happiest"],
    ["quando é que me senti mais triste este ano?", "unhappiest"],
  ])("%s asks when, at the end said, not a comparison with the year before", async (question, sort) => {
    const calls = await callsOf(question);
    expect(calls.map((call) => [call.name, call.args["sort"]])).toEqual([["get_recent_entries", sort]]);
  });
});
