import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// A period said once, closing a message of several asks, is the period of each of them.

const now = new Date("2024-12-31T20:00:00Z");
const { ask } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon" });

const callsOf = async (question: string) => (await ask(question)).calls.map((call) => [call.name, JSON.parse(call.arguments) as Record<string, unknown>] as const);

describe("a period closing several asks", () => {
  it.each([
    ["what made me happy and what stressed me this month?", "2024-12-01"],
    ["o que me deixou feliz e o que me stressou este mês?", "2024-12-01"],
    ["o que me deixou feliz e o que me estressou esse mês?", "2024-12-01"],
    ["what made me happy and what stressed me this week?", "2024-12-30"],
    ["o que me deixou feliz e o que me stressou esta semana?", "2024-12-30"],
  ])("%s asks the happiest and the most stressed days of that period", async (question, from) => {
    const calls = await callsOf(question);
    // What the stress was about is read against the period's calmest days.
    expect(calls.map(([, args]) => args["sort"])).toEqual(["happiest", "most_stressed", "calmest"]);
    for (const [name, args] of calls) expect([name, args["after"], args["before"]]).toEqual(["get_recent_entries", from, "2024-12-31"]);
  });

  it.each(["what made me happy in March and what stressed me this month?", "o que me deixou feliz em março e o que me stressou este mês?"])(
    "%s keeps each ask's own period",
    async (question) => {
      const calls = await callsOf(question);
      expect(calls.map(([, args]) => args["after"])).toEqual(["2024-03-01", "2024-12-01", "2024-12-01"]);
    },
  );

  it.each(["o que me stressou esta semana?", "o que me preocupou este mês?"])("%s, of a past period, is its most stressed days, as in English", async (question) => {
    const [call] = await callsOf(question);
    expect(call?.[0]).toBe("get_recent_entries");
    expect(call?.[1]["sort"]).toBe("most_stressed");
  });

  it.each(["how many times did i climb and how many times did i run this year?", "quantas vezes escalei e quantas vezes corri este ano?"])("%s counts both in that year", async (question) => {
    const calls = await callsOf(question);
    expect(calls.map(([name, args]) => [name, args["from"], args["to"]])).toEqual([
      ["count_mentions", "2024-01-01", "2024-12-31"],
      ["count_mentions", "2024-01-01", "2024-12-31"],
    ]);
  });

  it.each(["how did i sleep and how stressed was i in november?", "como dormi e quão stressado estive em novembro?", "como dormi e quao stressado estive em novembro?"])(
    "%s asks the sleep and the stress, each of November",
    async (question) => {
      const calls = await callsOf(question);
      expect(calls.find(([name, args]) => name === "get_time_series" && args["metric"] === "stress")?.[1]).toMatchObject({ from: "2024-11-01", to: "2024-11-30" });
      expect(calls.find(([name]) => name === "search_journal")?.[1]).toMatchObject({ from: "2024-11-01", to: "2024-11-30" });
    },
  );
});

describe("what calmed me", () => {
  it.each(["what calmed me down in october?", "o que me acalmou em outubro?", "what relaxes me?", "o que me acalma?"])("%s is the calmest days", async (question) => {
    const [call] = await callsOf(question);
    expect(call?.[0]).toBe("get_recent_entries");
    expect(call?.[1]["sort"]).toBe("calmest");
  });
});
