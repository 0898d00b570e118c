import { describe, expect, it } from "vitest";
import { journalSkill } from "../../src/journal/offline/journalSkill.js";
import { offlineConversation } from "../support/offlineConversation.js";

const now = new Date("2024-05-10T10:00:00Z");
const { ask, answerWith } = offlineConversation({ skills: [journalSkill], now, timeZone: "Europe/Lisbon" });

const series = {
  metric: "energy",
  from: "2024-02-11",
  to: "2024-05-10",
  points: [
    { date: "2024-03-02", value: 22 },
    { date: "2024-04-10", value: 48 },
    { date: "2024-05-01", value: 81 },
  ],
  average: 41,
  count: 60,
  trend: "falling",
  bands: { low: 24, middle: 30, high: 6 },
};
const tired = { sort: "most_tired", entries: [{ date: "2024-03-02", energy: 22, excerpt: "Night shift again, then no sleep at all." }] };
/** The state of the last 90 days: what came up on the days of less energy, and the stress and happiness it also reads. */
const state = {
  days: 90,
  from: "2024-02-11",
  to: "2024-05-10",
  entryCount: 60,
  totalEntries: 60,
  metrics: { happiness: { current: 50, previous: 50, change: 0, trend: "steady" }, stress: { current: 60, previous: 50, change: 10, trend: "rising" }, energy: { current: 40, previous: 45, change: -5, trend: "falling" } },
  themes: ["work"],
  stressors: ["deadline"],
  protectiveFactors: ["beach"],
  lowEnergyFactors: ["night shift", "insomnia"],
  lowMoodFactors: ["rain"],
  todos: [],
};
const data = (name: string) => (name === "get_time_series" ? series : name === "get_recent_entries" ? tired : name === "get_current_state" ? state : {});

describe("why the person is always tired", () => {
  it.each(["why am I always tired?", "why do I feel so tired?", "porque ando sempre cansada?", "porque me sinto sempre sem energia?"])(
    "%s reads what went with less energy, the energy over the last 90 days and its lowest days",
    async (question) => {
      const { calls } = await ask(question);
      expect(calls.map((call) => [call.name, JSON.parse(call.arguments)])).toEqual([
        ["get_current_state", { days: 90, language: /^why/.test(question) ? "en" : "pt" }],
        ["get_time_series", { metric: "energy", from: "2024-02-11", to: "2024-05-10" }],
        ["get_recent_entries", { sort: "most_tired", count: 5, after: "2024-02-11", before: "2024-05-10" }],
      ]);
    },
  );

  it.each([
    ["why am I always tired?", "Days with night shift and insomnia tended to come with less energy.", "Your energy", "below 40/100 on 24 of the 60 days", "Your most tired days", "Night shift again"],
    ["porque ando sempre cansada?", "Os dias com night shift e insomnia tenderam a ter menos energia.", "energia", "abaixo de 40/100 em 24 dos 60 dias", "Os dias de mais cansaço", "Night shift again"],
  ])("%s answers with what went with less energy, the energy, how often it was low and what the lowest days say", async (question, ...parts) => {
    const text = await answerWith(question, data);
    for (const part of parts) expect(text).toContain(part);
    // What went with the tired days leads; the state's stress and happiness are not the answer.
    expect(text.indexOf(parts[0]!)).toBe(0);
    expect(text).not.toMatch(/stress|deadline|beach/i);
  });

  it("still reads the general state for stress", async () => {
    const { calls } = await ask("why am I always stressed?");
    expect(calls.map((call) => call.name)).toEqual(["get_current_state"]);
  });
});
