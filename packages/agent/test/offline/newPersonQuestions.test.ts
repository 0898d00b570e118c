import type { ModelToolCall } from "@lifeos/core";
import { describe, expect, it } from "vitest";
import { plan, turn } from "./offlineTestModel.js";

// Questions a new person asks of a journal none of the other tables has seen: a nurse in Porto with a
// partner Daniel, a friend Margarida ("Guida"), a colleague Kwame, a brother Joe in Leeds, choir, cycling,
// yoga, baking, a food bank, physio, and a charting system called Orion rolled out at work.

/** The model's answer to a question whose first call returned `data`. */
const answer = async (question: string, data: unknown) => {
  const first = (await plan(question)).calls[0]!;
  const call: ModelToolCall = { id: first.id, name: first.name, arguments: JSON.stringify(first.args) };
  const { text } = await turn([
    { role: "user", content: question },
    { role: "assistant", content: "", toolCalls: [call] },
    { role: "tool", toolCallId: call.id, name: call.name, content: JSON.stringify({ success: true, data, meta: null }) },
  ]);
  return text;
};

/** The model's answer once every `count_mentions` call came back with the count given for its topic, over one year of 9 entries. */
const answerCounts = (question: string, calls: Awaited<ReturnType<typeof plan>>["calls"], counts: Readonly<Record<string, number>>) =>
  turn([
    { role: "user", content: question },
    { role: "assistant", content: "", toolCalls: calls.map((call) => ({ id: call.id, name: call.name, arguments: JSON.stringify(call.args) })) },
    ...calls.map((call) => ({
      role: "tool" as const,
      toolCallId: call.id,
      name: call.name,
      content: JSON.stringify({ success: true, data: { from: "2023-05-12", to: "2024-05-10", entries: 9, mentions: counts[String(call.args.query)] ?? 0, lastDate: "2024-05-05" } }),
    })),
  ]);

const row = (date: string, excerpt: string) => ({ entryId: date, date, excerpt, score: 1, confidence: "high" });

describe("the last time you saw someone", () => {
  const kwame = {
    results: [
      row("2024-05-08", "Kwame messaged me photos from his trip to Accra. I miss cycling with him."),
      row("2024-04-30", "Halloween party at Kwame's. Daniel went as a lighthouse."),
      row("2024-03-20", "Saturday: cycling with Kwame to Espinho, then baked a sourdough loaf."),
    ],
    confidence: "high",
  };

  it("is the last entry you were together, not a later message or call", async () => {
    const text = await answer("when did I last see Kwame?", kwame);
    expect(text).toMatch(/^The last time was on 2024-04-30: .*Halloween party at Kwame's/);
    expect(text).toContain("Later, on 2024-05-08, you were only in touch from afar: ");
    const pt = await answer("quando vi o Kwame pela última vez?", kwame);
    expect(pt).toMatch(/^A última vez foi em 2024-04-30/);
    expect(pt).toContain("Depois, em 2024-05-08, só houve contacto à distância");
  });

  it("is the last mention when the question is not about seeing them", async () => {
    expect(await answer("when did I last write about Kwame?", kwame)).toMatch(/^The last time was on 2024-05-08/);
  });

  it("counts a call followed by a meeting in the same sentence as seeing them", async () => {
    const data = { results: [row("2024-05-08", "Called Joe and then met him for coffee in Camden."), row("2024-04-02", "Dinner with Joe.")], confidence: "high" };
    expect(await answer("when did I last see Joe?", data)).toMatch(/^The last time was on 2024-05-08/);
  });
});

describe("an activity asked of the last days", () => {
  it("searches “how have I been sleeping?” over the last 30 days, while “how have I been (doing)?” stays the current state", async () => {
    const sleeping = await plan("how have I been sleeping?");
    expect(sleeping.calls[0]).toMatchObject({ name: "search_journal", args: { query: "sleep", from: "2024-04-11", to: "2024-05-10", recencyBoost: true } });
    expect((await plan("como tenho dormido?")).calls[0]).toMatchObject({ name: "search_journal", args: { from: "2024-04-11", to: "2024-05-10" } });
    for (const question of ["how have I been?", "how have I been doing?", "how have I been feeling lately?"]) {
      expect((await plan(question)).calls[0]?.name).toBe("get_current_state");
    }
  });
});

describe("the latest entries", () => {
  it("lists as many as said, and searches newest first for the latest entries about something", async () => {
    expect((await plan("as minhas últimas 3 entradas")).calls[0]).toMatchObject({ name: "get_recent_entries", args: { count: 3 } });
    expect((await plan("show me my last 5 notes")).calls[0]).toMatchObject({ name: "get_recent_entries", args: { count: 5 } });
    expect((await plan("what was my last entry?")).calls[0]).toMatchObject({ name: "get_recent_entries", args: { count: 1 } });
    expect((await plan("my latest 3 entries about work")).calls[0]).toMatchObject({ name: "search_journal", args: { query: "work", recencyBoost: true } });
    const data = { results: [row("2024-03-02", "A long meeting at work."), row("2024-05-06", "Work was calm today."), row("2024-04-11", "New colleague at work.")], confidence: "high" };
    expect(await answer("my latest entries about work", data)).toMatch(/2024-05-06: .*\n- 2024-04-11: .*\n- 2024-03-02/);
  });
});

describe("someone written by a nickname", () => {
  it("is searched by every form of the name, and “qnd vi a bia?” asks for the last time", async () => {
    expect((await plan("qnd vi a bia?")).calls[0]).toMatchObject({ name: "search_journal", args: { query: "bia", related: [["bia", "Beatriz"]], recencyBoost: true } });
    expect((await plan("when did I last see Margarida?")).calls[0]?.args.related).toEqual([["Margarida", "Guida", "Magui"]]);
    expect((await plan("how often do I see Joe?")).calls[0]).toMatchObject({ name: "count_mentions", args: { related: [["Joe", "Joseph", "Joey"]] } });
    // A word that only looks like a short name is not one.
    expect((await plan("what did I write about my guide?")).calls[0]?.args.related).toBeUndefined();
    expect((await plan("when did I see Joe?")).calls[0]).toMatchObject({ args: { recencyBoost: true } });
  });

  it("answers the last time with the entry that uses the other form", async () => {
    const data = { results: [row("2024-05-02", "Bia ligou-me a contar do novo emprego."), row("2024-04-20", "Jantar com a Beatriz em Braga.")], confidence: "high" };
    const text = await answer("qnd vi a bia?", data);
    expect(text).toMatch(/^A última vez foi em 2024-04-20: .*Beatriz/);
    expect(text).toContain("Depois, em 2024-05-02, só houve contacto à distância");
  });
});

describe("what you usually do on weekends", () => {
  it("counts the pastimes of the weekends' entries over the last year, not the mood by weekday", async () => {
    for (const question of [
      "what do I usually do on weekends?",
      "o que costumo fazer ao fim de semana?",
      "how do I spend my weekends?",
      "what have I been doing on weekends?",
      "o que tenho feito aos fins de semana?",
    ]) {
      const { calls } = await plan(question);
      expect(calls.length, question).toBeGreaterThan(5);
      expect(calls.every((call) => call.name === "count_mentions" && call.args.on === "weekends" && call.args.from === "2023-05-12"), question).toBe(true);
    }
    // The mood by weekday is still the mood by weekday.
    expect((await plan("is my mood better on weekends?")).calls[0]?.name).toBe("get_time_series");
  });

  it("answers with the pastimes most weekend entries mention", async () => {
    const question = "what do I usually do on weekends?";
    const { calls } = await plan(question);
    const counts: Record<string, number> = { cycling: 3, cooking: 4, walking: 2 };
    const parts = await answerCounts(question, calls, counts);
    expect(parts.text).toBe(
      [
        "On weekends, from your journal from 2023-05-12 to 2024-05-10, what you do most:",
        "",
        "- cooking and baking: 4 of 9 weekend entries, the last on 2024-05-05",
        "- cycling: 3 of 9 weekend entries, the last on 2024-05-05",
        "- walks: 2 of 9 weekend entries, the last on 2024-05-05",
        "",
        "These count the Saturday and Sunday entries that mention each activity.",
      ].join("\n"),
    );
  });
});

describe("the habits of one day of the week", () => {
  it.each([
    ["what do I usually do on Sundays?", "On Sundays, from your journal from 2023-05-12 to 2024-05-10, what you do most:", "- cooking and baking: 4 of 9 Sunday entries, the last on 2024-05-05"],
    ["o que costumo fazer ao domingo?", "Ao domingo, pelo seu diário de 2023-05-12 a 2024-05-10, o que mais faz:", "- cozinhar: 4 de 9 entradas de domingo, a última em 2024-05-05"],
  ])("counts the pastimes of that day's entries of the last year for %s, not today's entry", async (question, opening, line) => {
    const { calls } = await plan(question);
    expect(calls.length).toBeGreaterThan(5);
    expect(calls.every((call) => call.name === "count_mentions" && call.args.on === "sundays" && call.args.from === "2023-05-12")).toBe(true);
    const counts: Record<string, number> = { cooking: 4, walking: 2 };
    const parts = await answerCounts(question, calls, counts);
    expect(parts.text.split("\n")[0]).toBe(opening);
    expect(parts.text).toContain(line);
  });

  it.each([["what did I do on Monday?"], ["o que fiz no domingo?"]])("still reads %s as a day", async (question) => {
    expect((await plan(question)).calls[0]?.name).toBe("get_entry");
  });
});

describe("a place named by two words in each language", () => {
  it("counts “food bank” and “banco alimentar” as one, word by word", async () => {
    const english = (await plan("how many times did I go to the food bank?")).calls[0]!.args.related as string[][];
    expect(english.find((list) => list[0] === "bank")).toEqual(expect.arrayContaining(["banco"]));
    expect(english.find((list) => list[0] === "food")).toEqual(expect.arrayContaining(["alimentar"]));
    const portuguese = (await plan("quantas vezes fui ao banco alimentar?")).calls[0]!.args.related as string[][];
    expect(portuguese.find((list) => list[0] === "banco")).toEqual(expect.arrayContaining(["bank"]));
    expect(portuguese.find((list) => list[0] === "alimentar")).toEqual(expect.arrayContaining(["food"]));
  });
});

describe("a part of the day that names a kind of thing", () => {
  it("keeps “night” in “night shifts”, and drops it as a time of day", async () => {
    expect((await plan("how many night shifts did I do?")).calls[0]).toMatchObject({ name: "count_mentions", args: { query: "night shifts" } });
    expect((await plan("when was my last night shift?")).calls[0]).toMatchObject({ name: "search_journal", args: { query: "night shift", recencyBoost: true } });
    expect((await plan("how often do I run in the morning?")).calls[0]).toMatchObject({ name: "count_mentions", args: { query: "run" } });
  });
});

describe("weak matches", () => {
  it("are not offered when none shares a word with what was asked, and are when one does", async () => {
    const weak = (excerpt: string) => ({ ...row("2024-05-02", excerpt), confidence: "low" });
    const question = "how have I been sleeping?";
    const first = (await plan(question)).calls[0]!;
    const searched: ModelToolCall = { id: first.id, name: first.name, arguments: JSON.stringify(first.args) };
    const asked = [
      { role: "user" as const, content: question },
      { role: "assistant" as const, content: "", toolCalls: [searched] },
      { role: "tool" as const, toolCallId: searched.id, name: searched.name, content: JSON.stringify({ success: true, data: { results: [weak("Yoga at the studio. Feeling calm.")], confidence: "low" }, meta: null }) },
    ];
    // Nothing about sleep over the month: whether the month has entries at all is looked up next.
    const check = (await turn(asked)).calls[0]!;
    expect([check.name, check.args]).toEqual(["get_recent_entries", { count: 1, after: "2024-04-11", before: "2024-05-10" }]);
    const checked: ModelToolCall = { id: check.id, name: check.name, arguments: JSON.stringify(check.args) };
    const { text: none } = await turn([
      ...asked,
      { role: "assistant", content: "", toolCalls: [checked] },
      { role: "tool", toolCallId: checked.id, name: checked.name, content: JSON.stringify({ success: true, data: { entries: [{ entryId: "e", date: "2024-05-02", excerpt: "Yoga at the studio." }] }, meta: null }) },
    ]);
    expect(none).toMatch(/^I found nothing about “sleep” in your journal over the last 30 days \(2024-04-11 to 2024-05-10\)\./);
    const some = await answer("how have I been sleeping?", { results: [weak("Slept badly after the night shift. Sleeping pills did nothing.")], confidence: "low" });
    expect(some).toMatch(/^I found only weak matches for “sleep”/);
  });
});
