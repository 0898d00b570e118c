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
const data = (name: string) => (name === "get_time_series" ? series : name === "get_recent_entries" ? tired : {});

describe("why the person is always tired", () => {
  it.each(["why am I always tired?", "why do I feel so tired?", "porque ando sempre cansada?", "porque me sinto sempre sem energia?"])(
    "%s reads the energy over the last 90 days and its lowest days, not the general state",
    async (question) => {
      const { calls } = await ask(question);
      expect(calls.map((call) => [call.name, JSON.parse(call.arguments)])).toEqual([
        ["get_time_series", { metric: "energy", from: "2024-02-11", to: "2024-05-10" }],
        ["get_recent_entries", { sort: "most_tired", count: 5, after: "2024-02-11", before: "2024-05-10" }],
      ]);
    },
  );

  it.each([
    ["why am I always tired?", "Your energy", "below 40/100 on 24 of the 60 days", "Your most tired days", "Night shift again"],
    ["porque ando sempre cansada?", "energia", "abaixo de 40/100 em 24 dos 60 dias", "Os dias de mais cansaço", "Night shift again"],
  ])("%s answers with the energy, how often it was low and what the lowest days say", async (question, ...parts) => {
    const text = await answerWith(question, data);
    for (const part of parts) expect(text).toContain(part);
    expect(text).not.toMatch(/stress/i);
  });

  it("still reads the general state for stress", async () => {
    const { calls } = await ask("why am I always stressed?");
    expect(calls.map((call) => call.name)).toEqual(["get_current_state"]);
  });
});
