import { localDate } from "@lifeos/core";
import { Effect } from "effect";
import { describe, expect, it } from "vitest";
import { countMentions, rankNames, ToolRegistry } from "../src/index.js";
import type { FixtureEntry } from "./journalFixtures.js";
import { contextFor, run, seedJournal } from "./journalFixtures.js";

const dayOf = (offset: number) => new Date(Date.UTC(2024, 0, 1 + offset)).toISOString().slice(0, 10);

/** Sixty days from 2024-01-01: climbing every third day (30 of them with Ana), Porto visits and a walked dog. */
const sixtyDays: FixtureEntry[] = Array.from({ length: 60 }, (_, index) => ({
  date: dayOf(index),
  content:
    index % 3 === 0
      ? `Went climbing at the gym with ${index % 2 === 0 ? "Ana" : "Tom"}. Felt strong.`
      : index % 5 === 0
        ? "Fui escalar no Porto com a Rita. Had lunch with Rita in Porto."
        : `Quiet day. Took Biscuit for a walk in Monsanto. Called ${index % 4 === 0 ? "Miguel" : "Ana"} in the evening.`,
}));

describe("count_mentions", () => {
  it("counts only the weekends' (or the weekdays') entries when asked", async () => {
    const { weekends, weekdays } = await run(
      Effect.gen(function* () {
        const { userId } = yield* seedJournal(sixtyDays);
        const context = contextFor(userId, "2024-02-29T12:00:00Z");
        return {
          weekends: yield* countMentions.run({ query: "climbing", on: "weekends" }, context),
          weekdays: yield* countMentions.run({ query: "climbing", on: "weekdays" }, context),
        };
      }),
    );
    const weekend = (entry: FixtureEntry) => [0, 6].includes(new Date(`${entry.date}T00:00:00Z`).getUTCDay());
    const climbing = (entry: FixtureEntry) => entry.content.includes("climbing");
    expect(weekends.data.entries).toBe(sixtyDays.filter(weekend).length);
    expect(weekends.data.mentions).toBe(sixtyDays.filter((entry) => weekend(entry) && climbing(entry)).length);
    expect(weekdays.data.mentions).toBe(sixtyDays.filter((entry) => !weekend(entry) && climbing(entry)).length);
    expect(weekends.data.mentions + weekdays.data.mentions).toBe(20);
    expect(weekends.data.mentions).toBeGreaterThan(0);
  });

  it("counts only one weekday's entries when asked ('what do I usually do on Sundays?')", async () => {
    const { sundays, mondays } = await run(
      Effect.gen(function* () {
        const { userId } = yield* seedJournal(sixtyDays);
        const context = contextFor(userId, "2024-02-29T12:00:00Z");
        return { sundays: yield* countMentions.run({ query: "climbing", on: "sundays" }, context), mondays: yield* countMentions.run({ query: "climbing", on: "mondays" }, context) };
      }),
    );
    const on = (day: number) => (entry: FixtureEntry) => new Date(`${entry.date}T00:00:00Z`).getUTCDay() === day;
    const climbing = (entry: FixtureEntry) => entry.content.includes("climbing");
    expect(sundays.data.entries).toBe(sixtyDays.filter(on(0)).length);
    expect(sundays.data.mentions).toBe(sixtyDays.filter((entry) => on(0)(entry) && climbing(entry)).length);
    expect(mondays.data.mentions).toBe(sixtyDays.filter((entry) => on(1)(entry) && climbing(entry)).length);
    expect(sundays.data.mentions + mondays.data.mentions).toBeGreaterThan(0);
  });

  it("counts every mentioning entry of the period, past a search's 20 hits, with dates, months and rates", async () => {
    const { all, march, related, none, empty } = await run(
      Effect.gen(function* () {
        const { userId } = yield* seedJournal(sixtyDays);
        const context = contextFor(userId, "2024-02-29T12:00:00Z");
        return {
          all: yield* countMentions.run({ query: "climbing" }, context),
          march: yield* countMentions.run({ query: "Ana", from: localDate("2024-02-01"), to: localDate("2024-02-29") }, context),
          related: yield* countMentions.run({ query: "climbing", related: [["climbing", "escalar"]] }, context),
          none: yield* countMentions.run({ query: "skydiving" }, context),
          empty: yield* countMentions.run({ query: "climbing", from: localDate("2023-01-01"), to: localDate("2023-12-31") }, context),
        };
      }),
    );
    // Every third day of 60: 20 entries; the months split 11 / 9.
    expect(all.data).toMatchObject({ query: "climbing", from: "2024-01-01", to: "2024-02-29", entries: 60, mentions: 20, days: 20, firstDate: "2024-01-01", lastDate: "2024-02-27" });
    // "Went climbing at the gym with Ana. Felt strong.": 9 words an entry.
    expect(all.data.byMonth).toEqual([{ month: "2024-01", count: 11, words: 99 }, { month: "2024-02", count: 9, words: 81 }]);
    expect(all.data.words).toBe(180);
    expect(all.data.recentDates).toEqual(["2024-02-27", "2024-02-24", "2024-02-21", "2024-02-18", "2024-02-15"]);
    expect(all.data.perWeek).toBe(2.3);
    expect(all.data.perMonth).toBe(10.1);
    // February: climbing with Ana on even multiples of 3, and the evening calls.
    const february = sixtyDays.filter((entry) => entry.date >= "2024-02-01" && /\bAna\b/.test(entry.content)).length;
    expect(march.data.mentions).toBe(february);
    expect(march.data.entries).toBe(29);
    // "escalar" counts as climbing when given as a related word: the Porto days join.
    const porto = sixtyDays.filter((entry) => entry.content.includes("escalar")).length;
    expect(porto).toBeGreaterThan(0);
    expect(related.data.mentions).toBe(20 + porto);
    expect(none.data).toMatchObject({ mentions: 0, firstDate: null, lastDate: null, byMonth: [] });
    expect(empty.data).toMatchObject({ entries: 0, mentions: 0 });
  });
});

describe("count_mentions of an activity", () => {
  it("counts the entries that do it, not those that only name a place or thing after it", async () => {
    const entries: FixtureEntry[] = [
      { date: "2024-01-01", content: "Went climbing at Sintra in the afternoon." },
      { date: "2024-01-02", content: "Went running at the climbing gym. Had lunch with Ana at the climbing gym." },
      { date: "2024-01-03", content: "Practised climbing for a while at the climbing gym, and climbing again later." },
      { date: "2024-01-04", content: "Comprei sapatilhas de escalada novas." },
      { date: "2024-01-05", content: "Fui escalar com a Rita." },
      { date: "2024-01-06", content: "Bought new running shoes." },
    ];
    const { climbing, gym, shoes, running } = await run(
      Effect.gen(function* () {
        const { userId } = yield* seedJournal(entries);
        const context = contextFor(userId, "2024-01-10T12:00:00Z");
        return {
          climbing: yield* countMentions.run({ query: "climbing", related: [["climbing", "escalada", "escalar"]] }, context),
          gym: yield* countMentions.run({ query: "climbing gym" }, context),
          shoes: yield* countMentions.run({ query: "running shoes" }, context),
          running: yield* countMentions.run({ query: "running" }, context),
        };
      }),
    );
    // Each entry counts once, however often it says the word; the gym alone and the shoes are no climbing.
    expect(climbing.data).toMatchObject({ mentions: 3, days: 3, recentDates: ["2024-01-05", "2024-01-03", "2024-01-01"] });
    expect(gym.data.mentions).toBe(2);
    expect(shoes.data.mentions).toBe(1);
    expect(running.data).toMatchObject({ mentions: 1, recentDates: ["2024-01-02"] });
  });
});

describe("count_mentions of a place named only as a landmark", () => {
  it("counts no going to the gym, nor climbing, where the gym only tells where something else was", async () => {
    const entries: FixtureEntry[] = [
      { date: "2024-01-01", content: "Went to the gym after work." },
      { date: "2024-01-02", content: "Had a coffee with Rita at the café next to the climbing gym." },
      { date: "2024-01-03", content: "Tomei um café com a Rita no café ao lado do ginásio de escalada." },
      { date: "2024-01-04", content: "Fui ao ginásio de manhã." },
      { date: "2024-01-05", content: "Lunch near the gym, then a long session at the gym." },
      { date: "2024-01-06", content: "Jantei perto do ginásio com a Ana." },
      { date: "2024-01-07", content: "Fui escalar com a Rita." },
      { date: "2024-01-08", content: "Had a coffee at the café next to the climbing gym. Sofia called later." },
      { date: "2024-01-09", content: "Jantei no restaurante em frente ao ginásio. Sofia ligou depois." },
    ];
    const { gym, climbing, sofia } = await run(
      Effect.gen(function* () {
        const { userId } = yield* seedJournal(entries);
        const context = contextFor(userId, "2024-01-10T12:00:00Z");
        return {
          gym: yield* countMentions.run({ query: "gym", related: [["gym", "ginásio", "academia"]] }, context),
          climbing: yield* countMentions.run({ query: "climbing", related: [["climbing", "escalada", "escalar"]] }, context),
          sofia: yield* countMentions.run({ query: "Sofia" }, context),
        };
      }),
    );
    // The landmark ends with its sentence: Sofia, in the next one, is mentioned.
    expect(sofia.data).toMatchObject({ mentions: 2 });
    expect(gym.data).toMatchObject({ mentions: 3, recentDates: ["2024-01-05", "2024-01-04", "2024-01-01"] });
    expect(climbing.data).toMatchObject({ mentions: 1, recentDates: ["2024-01-07"] });
  });
});

describe("count_mentions of running, a word with other senses", () => {
  it("counts the days of running, not of running out of something, running late or a meeting that went well", async () => {
    const entries: FixtureEntry[] = [
      { date: "2024-01-01", content: "Went for a run along the river." },
      { date: "2024-01-02", content: "Ran out of coffee, so the morning was slow." },
      { date: "2024-01-03", content: "I was running late for the train again." },
      { date: "2024-01-04", content: "Ran into Tom at the market." },
      { date: "2024-01-05", content: "Fui correr no parque de manhã." },
      { date: "2024-01-06", content: "A reunião correu bem, finalmente." },
      { date: "2024-01-07", content: "Correu tudo mal no trabalho." },
      { date: "2024-01-08", content: "Ran 5 km before work; I ran out of breath at the end." },
    ];
    const { running, out } = await run(
      Effect.gen(function* () {
        const { userId } = yield* seedJournal(entries);
        const context = contextFor(userId, "2024-01-10T12:00:00Z");
        const related = [["running", "run", "ran", "runs", "corrida", "correr", "corri", "correu"]];
        return { running: yield* countMentions.run({ query: "running", related }, context), out: yield* countMentions.run({ query: "ran out" }, context) };
      }),
    );
    expect(running.data).toMatchObject({ mentions: 3, recentDates: ["2024-01-08", "2024-01-05", "2024-01-01"] });
    // Asked for in that sense, it is counted.
    expect(out.data.mentions).toBe(2);
  });
});

describe("count_mentions of a journal that stopped", () => {
  it("rates the whole journal over the days it was kept, not the months since its last entry", async () => {
    const { stopped, bounded } = await run(
      Effect.gen(function* () {
        const { userId } = yield* seedJournal(sixtyDays);
        // Four months after the last entry (2024-02-29).
        const context = contextFor(userId, "2024-06-30T12:00:00Z");
        return { stopped: yield* countMentions.run({ query: "climbing" }, context), bounded: yield* countMentions.run({ query: "climbing", to: localDate("2024-06-30") }, context) };
      }),
    );
    // The same rates as counted on the day of the last entry: 20 in 60 days.
    expect(stopped.data).toMatchObject({ from: "2024-01-01", to: "2024-02-29", mentions: 20, perWeek: 2.3, perMonth: 10.1 });
    // A period asked up to a date is that period.
    expect(bounded.data.to).toBe("2024-06-30");
  });

  it("counts a club's meetings as the activity ('bridge club' is bridge), as it does the activity itself", async () => {
    const entries: FixtureEntry[] = [
      { date: "2024-01-01", content: "Bridge club at the village hall. We won." },
      { date: "2024-01-08", content: "Played bridge with Tom." },
      { date: "2024-01-09", content: "Fui ao clube de xadrez com o Rui." },
    ];
    const { bridge, chess } = await run(
      Effect.gen(function* () {
        const { userId } = yield* seedJournal(entries);
        const context = contextFor(userId, "2024-01-10T12:00:00Z");
        return { bridge: yield* countMentions.run({ query: "bridge" }, context), chess: yield* countMentions.run({ query: "xadrez" }, context) };
      }),
    );
    expect(bridge.data.mentions).toBe(2);
    expect(chess.data.mentions).toBe(1);
  });
});

describe("count_mentions without a query", () => {
  it("counts every entry, with the longest run of days without one and the current run of days written", async () => {
    // Written 2024-01-01..05, then nothing until 01-15 (9 days), 01-15..20, a 2-day break, then 01-23..29.
    const written = [0, 1, 2, 3, 4, 14, 15, 16, 17, 18, 19, 22, 23, 24, 25, 26, 27, 28];
    const { all, broken, early } = await run(
      Effect.gen(function* () {
        const { userId } = yield* seedJournal(written.map((offset) => ({ date: dayOf(offset), content: "A quiet day at home." })));
        return {
          all: yield* countMentions.run({}, contextFor(userId, "2024-01-29T12:00:00Z")),
          broken: yield* countMentions.run({}, contextFor(userId, "2024-02-10T12:00:00Z")),
          early: yield* countMentions.run({ to: localDate("2024-01-10") }, contextFor(userId, "2024-01-29T12:00:00Z")),
        };
      }),
    );
    // "A quiet day at home.": five words, every entry counted without a query.
    expect(all.data).toMatchObject({ entries: 18, mentions: 18, words: 90, byMonth: [{ month: "2024-01", count: 18, words: 90 }], longestGap: { from: "2024-01-06", to: "2024-01-14", days: 9 }, currentStreak: 7 });
    // The longest run of days written: 01-23..29 (7) outruns 01-15..20 (6) and 01-01..05 (5); the earliest of equal runs.
    expect(all.data.longestStreak).toEqual({ from: "2024-01-23", to: "2024-01-29", days: 7 });
    expect(early.data.longestStreak).toEqual({ from: "2024-01-01", to: "2024-01-05", days: 5 });
    // Twelve days since the last entry outrun the January break; no run of days reaches today.
    expect(broken.data).toMatchObject({ longestGap: { from: "2024-01-30", to: "2024-02-10", days: 12 }, currentStreak: 0 });
    expect(early.data).toMatchObject({ entries: 5, longestGap: { from: "2024-01-06", to: "2024-01-10", days: 5 }, currentStreak: 0 });
  });

  it("names the longest entries, longest first (the earlier of equal ones), and the shortest, with how each begins", async () => {
    const long = "Long walk by the river with Ana, then lunch at the market and a nap in the afternoon before the concert.";
    const texts = ["A quiet day.", long, "Dia calmo em casa com a Rita e o Biscuit.", "Ok.", "Dia calmo em casa com o Tom e a Ana."];
    const { all } = await run(
      Effect.gen(function* () {
        const { userId } = yield* seedJournal(texts.map((content, offset) => ({ date: dayOf(offset), content })));
        return { all: yield* countMentions.run({}, contextFor(userId, "2024-01-10T12:00:00Z")) };
      }),
    );
    expect(all.data.longestEntries).toEqual([
      { date: "2024-01-02", words: 21, opening: long },
      { date: "2024-01-03", words: 10, opening: "Dia calmo em casa com a Rita e o Biscuit." },
      { date: "2024-01-05", words: 10, opening: "Dia calmo em casa com o Tom e a Ana." },
    ]);
    expect(all.data.shortestEntry).toEqual({ date: "2024-01-04", words: 1, opening: "Ok." });
  });
});

describe("rank_names", () => {
  it("ranks the people named most, leaving places and a walked pet out, and the places apart", async () => {
    const { people, places, january } = await run(
      Effect.gen(function* () {
        const { userId } = yield* seedJournal(sixtyDays);
        const context = contextFor(userId, "2024-02-29T12:00:00Z");
        return {
          people: yield* rankNames.run({}, context),
          places: yield* rankNames.run({ kind: "place" }, context),
          january: yield* rankNames.run({ from: localDate("2024-01-01"), to: localDate("2024-01-31"), limit: 2 }, context),
        };
      }),
    );
    const named = (name: string, from = "0000", to = "9999") =>
      sixtyDays.filter((entry) => entry.date >= from && entry.date <= to && new RegExp(`\\b${name}\\b`).test(entry.content)).length;
    expect(people.data.names.map((entry) => entry.name)).toEqual(["Ana", "Miguel", "Tom", "Rita"].sort((a, b) => named(b) - named(a)));
    expect(people.data.names[0]).toMatchObject({ name: "Ana", entries: named("Ana"), lastDate: "2024-02-29" });
    // The days naming her, newest first, a week's at most.
    const anaDays = [...new Set(sixtyDays.filter((entry) => /\bAna\b/.test(entry.content)).map((entry) => entry.date))].sort().reverse();
    expect(people.data.names[0]?.recentDates).toEqual(anaDays.slice(0, 7));
    expect(people.data.names.map((entry) => entry.name)).not.toContain("Biscuit");
    expect(people.data.names.map((entry) => entry.name)).not.toContain("Porto");
    expect(places.data.names.map((entry) => entry.name)).toEqual(expect.arrayContaining(["Monsanto", "Porto"]));
    expect(places.data.names.map((entry) => entry.name)).not.toContain("Ana");
    expect(january.data.names).toHaveLength(2);
    expect(january.data.names[0]).toMatchObject({ name: "Ana", entries: named("Ana", "2024-01-01", "2024-01-31") });
  });
});

describe("count_mentions by day of the week", () => {
  it("counts each weekday's days, days written, entries and their length, over the days from the first entry to today", async () => {
    // Monday 2024-01-01 to Sunday 01-14 is two of each weekday; written every weekend day (long entries) and on Mondays (short ones).
    const entries: FixtureEntry[] = [0, 5, 6, 7, 12, 13].map((offset) => ({
      date: dayOf(offset),
      content: [5, 6, 12, 13].includes(offset) ? "A long slow weekend morning with coffee, a walk by the river and a book." : "Work.",
    }));
    const { data } = await run(
      Effect.gen(function* () {
        const { userId } = yield* seedJournal(entries);
        return yield* countMentions.run({}, contextFor(userId, "2024-01-14T20:00:00Z"));
      }),
    );
    expect(data.byWeekday?.map((day) => [day.weekday, day.calendarDays, day.daysWritten, day.entries, day.averageWords])).toEqual([
      ["mondays", 2, 2, 2, 1],
      ["tuesdays", 2, 0, 0, 0],
      ["wednesdays", 2, 0, 0, 0],
      ["thursdays", 2, 0, 0, 0],
      ["fridays", 2, 0, 0, 0],
      ["saturdays", 2, 2, 2, 15],
      ["sundays", 2, 2, 2, 15],
    ]);
  });

  it("keeps its lists whole through the registry's bound", async () => {
    const outcome = await run(
      Effect.gen(function* () {
        const { userId } = yield* seedJournal(sixtyDays);
        const registry = ToolRegistry.make([countMentions] as never);
        const call = { id: "count", name: "count_mentions", arguments: JSON.stringify({ query: "climbing" }) };
        return yield* registry.execute(call, { allowlist: ["count_mentions"], context: contextFor(userId, "2024-02-29T12:00:00Z") });
      }),
    );
    expect(outcome.success).toBe(true);
    expect(outcome.data).toMatchObject({ recentDates: { length: 5 }, byMonth: { length: 2 }, byWeekday: { length: 7 } });
  });
});

describe("count_mentions and names", () => {
  it("does not count a word of a name as the common word, unless the journal only writes it as a name", async () => {
    const { coffee, cafe, named, porto } = await run(
      Effect.gen(function* () {
        const { userId } = yield* seedJournal([
          { date: "2024-01-01", content: "Had a coffee with Ana at the café next to the gym." },
          { date: "2024-01-02", content: "Had lunch with Rita at Cafe Aurora." },
          { date: "2024-01-03", content: "Almocei com a Rita no Cafe Aurora." },
          { date: "2024-01-04", content: "Bebi um café com a Ana. Took the train to Porto." },
        ]);
        const context = contextFor(userId, "2024-01-10T12:00:00Z");
        return {
          coffee: yield* countMentions.run({ query: "coffee", related: [["coffee", "café", "cafés"]] }, context),
          cafe: yield* countMentions.run({ query: "café", related: [["café", "coffee"]] }, context),
          named: yield* countMentions.run({ query: "Cafe Aurora" }, context),
          porto: yield* countMentions.run({ query: "porto" }, context),
        };
      }),
    );
    expect(coffee.data.recentDates).toEqual(["2024-01-04", "2024-01-01"]);
    expect(cafe.data.mentions).toBe(2);
    expect(named.data.mentions).toBe(2);
    expect(porto.data.mentions).toBe(1);
  });
});

describe("count_mentions of a phrase", () => {
  it("counts the words only where they come near each other when asked as a phrase", async () => {
    const entries: FixtureEntry[] = [
      { date: "2024-01-01", content: "Slept badly again, the neighbours were loud." },
      { date: "2024-01-02", content: "I slept really badly after the late coffee." },
      { date: "2024-01-03", content: "Sleep was fine. The meeting with the client went badly and I was annoyed for the rest of the day." },
      { date: "2024-01-04", content: "Dormi mal outra vez." },
    ];
    const { apart, phrase, portuguese } = await run(
      Effect.gen(function* () {
        const { userId } = yield* seedJournal(entries);
        const context = contextFor(userId, "2024-01-10T12:00:00Z");
        return {
          apart: yield* countMentions.run({ query: "sleep badly" }, context),
          phrase: yield* countMentions.run({ query: "sleep badly", near: true }, context),
          portuguese: yield* countMentions.run({ query: "dormi mal", near: true, related: [["dormi", "dormir", "slept"], ["mal", "badly"]] }, context),
        };
      }),
    );
    expect(apart.data.mentions).toBe(3);
    expect(phrase.data).toMatchObject({ mentions: 2, recentDates: ["2024-01-02", "2024-01-01"] });
    expect(portuguese.data).toMatchObject({ mentions: 3, recentDates: ["2024-01-04", "2024-01-02", "2024-01-01"] });
  });
});

describe("count_mentions of a group of people", () => {
  it("counts the names the journal introduces by the group's words as mentions of it", async () => {
    const entries: FixtureEntry[] = [
      { date: "2024-01-01", content: "Bridge with my friend Tom at the hall." },
      { date: "2024-01-05", content: "Tom phoned about Sunday." },
      { date: "2024-01-09", content: "Lunch with friends from church." },
      { date: "2024-01-12", content: "A minha irmã Ana ligou de Portugal." },
      { date: "2024-01-15", content: "Jantar com a Ana e o Rafael." },
      { date: "2024-01-18", content: "Quiet day in the garden." },
    ];
    const { friends, family, tom } = await run(
      Effect.gen(function* () {
        const { userId } = yield* seedJournal(entries);
        const context = contextFor(userId, "2024-01-20T12:00:00Z");
        return {
          friends: yield* countMentions.run({ query: "friends", related: [["friends", "friend", "amigos"]] }, context),
          family: yield* countMentions.run({ query: "família", related: [["família", "family", "irmã", "mother"]] }, context),
          tom: yield* countMentions.run({ query: "Tom" }, context),
        };
      }),
    );
    expect(friends.data).toMatchObject({ mentions: 3, recentDates: ["2024-01-09", "2024-01-05", "2024-01-01"] });
    expect(family.data).toMatchObject({ mentions: 2, recentDates: ["2024-01-15", "2024-01-12"] });
    expect(tom.data.mentions).toBe(2);
  });
});
