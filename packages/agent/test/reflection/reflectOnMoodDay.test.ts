import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// A request to reflect on a day picked by its mood, with every domain's skill and tool offered.

const now = new Date("2026-11-29T10:00:00Z");
const { ask, answerWith } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon" });
const first = async (question: string) => (await ask(question)).calls.map((call) => [call.name, JSON.parse(call.arguments) as Record<string, unknown>] as const);

const reflection = (date: string) => ({
  entryId: "e-9",
  date,
  title: null,
  reflection: { summary: "A long walk by the river.", themes: ["gratitude"], mood: "joyful", prompts: [], advice: "Keep the walk.", trace_id: "t" },
});

describe("reflecting on the day the mood ranks first", () => {
  it.each([
    ["reflect on my happiest day this month", { sort: "happiest", count: 1, after: "2026-11-01", before: "2026-11-29" }],
    ["reflete sobre o meu pior dia", { sort: "unhappiest", count: 1 }],
    ["help me reflect on my most stressful day last week", { sort: "most_stressed", count: 1, after: "2026-11-16", before: "2026-11-22" }],
    ["reflete sobre o dia mais feliz do mês passado", { sort: "happiest", count: 1, after: "2026-10-01", before: "2026-10-31" }],
  ])("%s: that day found first", async (question, args) => {
    expect(await first(question)).toEqual([["get_recent_entries", args]]);
  });

  it("then reflects on it, saying which day it was and why, in the question's language", async () => {
    const data = (name: string, args: Record<string, unknown>) =>
      name === "get_recent_entries" ? { entries: [{ entryId: "e-9", date: "2026-11-09", title: null, excerpt: "A long walk." }], sort: args["sort"] } : name === "reflect_on_entry" ? reflection("2026-11-09") : {};
    expect(await answerWith("reflect on my happiest day this month", data)).toMatch(/^A reflection on your entry of 2026-11-09, your happiest day from 2026-11-01 to 2026-11-29\.\n\nA long walk by the river\./);
    expect(await answerWith("reflete sobre o meu pior dia", data)).toMatch(/^Reflexão sobre a entrada de 2026-11-09, o dia mais difícil\./);
  });

  it("says so when no entry has a mood reading", async () => {
    const none = { get_recent_entries: { entries: [], sort: "happiest" } };
    expect(await answerWith("reflect on my happiest day this month", none)).toBe("I found no entries with a mood reading from 2026-11-01 to 2026-11-29, so I can't tell which day to reflect on.");
    expect(await answerWith("reflete sobre o meu pior dia", none)).toBe("Não encontrei entradas com humor analisado, por isso não sei que dia escolher para refletir.");
  });

  it.each(["reflect on my last entry", "help me reflect on my anxiety", "reflete sobre a entrada de ontem"])("%s: no mood ranking", async (question) => {
    expect((await first(question)).map(([name]) => name)).not.toContain("get_recent_entries");
  });
});

describe("reflecting on a day of some mood, not named", () => {
  it.each([
    ["reflect on a hard day", "unhappiest"],
    ["ajuda-me a refletir sobre um dia difícil", "unhappiest"],
    ["help me reflect on a good day", "happiest"],
    ["reflete sobre um dia stressante", "most_stressed"],
  ])("%s: the one of the last 30 days the mood ranks first", async (question, sort) => {
    expect(await first(question)).toEqual([["get_recent_entries", { sort, count: 1, after: "2026-10-30", before: "2026-11-29" }]]);
  });
});
