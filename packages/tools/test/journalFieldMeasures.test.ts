import { localDate } from "@lifeos/core";
import { Effect } from "effect";
import { describe, expect, it } from "vitest";
import { countMentions } from "../src/index.js";
import type { FixtureEntry } from "./journalFixtures.js";
import { contextFor, run, seedJournal } from "./journalFixtures.js";

// Journals kept with a template ("Sono: 6h", "Steps: 8000", "Treino: sim") are measured over the period asked, in
// either language, with the entries each reading comes from; prose about the same topic is no reading.

const dayOf = (offset: number) => new Date(Date.UTC(2024, 2, 1 + offset)).toISOString().slice(0, 10);

/** Ten days of March 2024 in Portuguese, sleeping a little more each day, then ten in English on the same template. */
const templated: FixtureEntry[] = Array.from({ length: 20 }, (_, index) => ({
  date: dayOf(index),
  content:
    index < 10
      ? `Sono: ${5 + index * 0.25}h\nHumor: ${5 + (index % 3)}/10\nPassos: ${8 + (index % 2)}.000\nTreino: ${index % 2 === 0 ? "sim" : "não"}\nDia normal no trabalho, dormi mal ao início.`
      : `Sleep: ${7.5 + (index % 2) * 0.5}h | Mood: 7/10 | Steps: ${6000 + index * 100}\nWorkout: ${index % 4 === 0 ? "yes" : "no"}\nSlept badly the night before the trip.`,
}));

const measured = (query: string | undefined, from = "2024-03-01", to = "2024-03-31") =>
  run(
    Effect.gen(function* () {
      const { userId } = yield* seedJournal(templated);
      return (yield* countMentions.run({ ...(query === undefined ? {} : { query }), from: localDate(from), to: localDate(to) }, contextFor(userId, "2024-03-31T12:00:00Z"))).data.measures ?? [];
    }),
  );

describe("count_mentions measuring template fields", () => {
  it.each([["sleep"], ["sono"], ["dormir"]])("%j measures the hours of sleep, whichever language each entry used", async (query) => {
    const measures = await measured(query);
    expect(measures.map((measure) => [measure.name, measure.unit, measure.entries])).toEqual([
      ["Sono", "h", 10],
      ["Sleep", "h", 10],
    ]);
    const [sono, sleep] = measures;
    expect(sono).toMatchObject({ average: 6.13, min: { value: 5, date: "2024-03-01" }, max: { value: 7.25, date: "2024-03-10" }, trend: "rising" });
    expect(sleep).toMatchObject({ average: 7.75, min: { value: 7.5, date: "2024-03-11" }, max: { value: 8 } });
    expect(sleep!.readings[0]).toMatchObject({ date: "2024-03-20", value: 8 });
    expect(typeof sleep!.readings[0]!.entryId).toBe("string");
  });

  it("averages a number field by day of the week, Monday first, with the entries behind each day", async () => {
    const sleep = (await measured("sleep")).find((measure) => measure.name === "Sleep");
    expect(sleep!.byWeekday).toEqual([
      { weekday: 1, average: 7.75, count: 2 },
      { weekday: 2, average: 7.75, count: 2 },
      { weekday: 3, average: 7.75, count: 2 },
      { weekday: 4, average: 8, count: 1 },
      { weekday: 5, average: 7.5, count: 1 },
      { weekday: 6, average: 8, count: 1 },
      { weekday: 7, average: 7.5, count: 1 },
    ]);
    const [workout] = await measured("workout", "2024-03-11", "2024-03-20");
    expect(workout!.byWeekday).toBeUndefined();
  });

  it.each([["steps"], ["passos"]])("%j reads both spellings of thousands, over the period asked only", async (query) => {
    const measures = await measured(query, "2024-03-01", "2024-03-10");
    expect(measures).toHaveLength(1);
    expect(measures[0]).toMatchObject({ name: "Passos", unit: null, entries: 10, average: 8500, min: { value: 8000 }, max: { value: 9000 } });
  });

  it.each([["treino"], ["workout"]])("%j counts the yes days of a yes/no field", async (query) => {
    const [field] = await measured(query, "2024-03-01", "2024-03-10");
    expect(field).toMatchObject({ name: "Treino", kind: "yesNo", entries: 10, yes: 5, average: 0.5 });
  });

  it("without a query, every field; with a word no field names, none", async () => {
    expect((await measured(undefined)).map((measure) => measure.name).sort()).toEqual(["Humor", "Mood", "Passos", "Sleep", "Sono", "Steps", "Treino", "Workout"]);
    expect(await measured("trip")).toEqual([]);
  });
});
