import type { ModelToolCall } from "@lifeos/core";
import { Effect, Stream } from "effect";
import { describe, expect, it } from "vitest";
import { memorySkill, OfflineLanguageModel } from "../../src/index.js";
import { journalSkill } from "../../src/journal/offline/journalSkill.js";
import { resolveDateRange, resolveDateRanges } from "../../src/time/relativeDates.js";
import { now as testNow, plan, stream, timeZone, toolSpecs } from "./offlineTestModel.js";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// Questions a new user asks of a journal unlike the sample one: Rui's, half in Portuguese, with Inês,
// his sister Beatriz, a cat called Bartolomeu, swimming, a pottery night class and physio for a shoulder.
const now = new Date("2024-11-29T10:00:00Z");

describe("a month named by a word that is also an ordinary one", () => {
  it("is the month after a verb asking for the period's account, or next to a month just named", () => {
    expect(resolveDateRange("summarise may", now, "Europe/Lisbon")).toMatchObject({ from: "2024-05-01", to: "2024-05-31", granularity: "month" });
    expect(resolveDateRange("recap of march please", now, "Europe/Lisbon")).toMatchObject({ from: "2024-03-01", to: "2024-03-31" });
    expect(resolveDateRange("how was may", now, "Europe/Lisbon")).toMatchObject({ from: "2024-05-01", to: "2024-05-31" });
    expect(resolveDateRanges("compare april and may", now, "Europe/Lisbon").map((r) => r.from)).toEqual(["2024-04-01", "2024-05-01"]);
    // Still an ordinary word elsewhere.
    expect(resolveDateRange("I may march for it", now, "Europe/Lisbon")).toBeNull();
    expect(resolveDateRange("how was the swim, may I ask", now, "Europe/Lisbon")).toBeNull();
  });

  it("plans the month's summary for “summarise may”", async () => {
    const { calls } = await plan("summarise may");
    expect(calls.map((call) => [call.name, call.args])).toEqual([["get_month_summary", { month: "2024-05" }]]);
  });
});

describe("questions about a physio, a pottery class and the last time", () => {
  const relatedOf = async (question: string) => {
    const { calls } = await plan(question);
    return ((calls[0]?.args.related as string[][] | undefined) ?? []).flat();
  };

  it("finds a physio session written in either language", async () => {
    expect(await relatedOf("how many times did I go to physio?")).toEqual(expect.arrayContaining(["fisioterapia", "fisioterapeuta"]));
    expect(await relatedOf("quando fui ao fisioterapeuta?")).toEqual(expect.arrayContaining(["physio", "fisioterapia"]));
  });

  it("finds a pottery class written as “aula de cerâmica”", async () => {
    expect(await relatedOf("when was my last pottery class?")).toEqual(expect.arrayContaining(["cerâmica", "aula"]));
  });

  it("reads “when was my last …” and a misspelt “wen did i last …” as the last time", async () => {
    const pottery = await plan("when was my last pottery class?");
    expect(pottery.calls[0]).toMatchObject({ name: "search_journal", args: { recencyBoost: true } });
    const guitar = await plan("wen did i last play guitr");
    expect(guitar.calls[0]).toMatchObject({ name: "search_journal", args: { query: "guitar", recencyBoost: true } });
    // The last entry is still the last entry.
    expect((await plan("when was my last entry?")).calls[0]).toMatchObject({ name: "get_recent_entries", args: { count: 1 } });
  });
});

describe("what the journal is mostly about, asked in Portuguese", () => {
  it.each(["sobre o que escrevo mais?", "o que escrevo mais?", "de que escrevo mais no diário?"])("%s", async (question) => {
    const { calls } = await plan(question);
    expect(calls[0]?.name).toBe("get_current_state");
  });
});

describe("a name a search result introduces", () => {
  const searchResult = (excerpt: string) =>
    JSON.stringify({ success: true, data: { results: [{ entryId: "a", date: "2024-03-10", excerpt, score: 1, confidence: "high" }], confidence: "high" } });
  /** The calls the model makes after its first search found one entry with this excerpt. */
  const followUpTo = async (question: string, excerpt: string) => {
    const first = (await plan(question)).calls[0]!;
    const firstCall: ModelToolCall = { id: first.id, name: first.name, arguments: JSON.stringify(first.args) };
    const parts = await stream({
      system: "",
      messages: [
        { role: "user", content: question },
        { role: "assistant", content: "", toolCalls: [firstCall] },
        { role: "tool", toolCallId: first.id, name: "search_journal", content: searchResult(excerpt) },
      ],
      tools: toolSpecs(),
      now: testNow,
      timeZone,
    });
    return parts.flatMap((part) => (part.type === "toolCall" ? [JSON.parse(part.call.arguments) as { query: string }] : []));
  };

  it("is the topic's name only when the topic or a pronoun comes right before the naming words", async () => {
    // The teacher of the class is named, not the class.
    expect(await followUpTo("quando foi a última aula de cerâmica?", "Primeira aula de cerâmica à noite. A professora chama-se Dona Alice.")).toEqual([]);
    expect(await followUpTo("how is my cat?", "Adotámos um gato. O gato chama-se Bartolomeu.")).toEqual([expect.objectContaining({ query: "Bartolomeu" })]);
    expect(await followUpTo("how is my cat?", "We got a kitten today. Her name is Pistachio.")).toEqual([expect.objectContaining({ query: "Pistachio" })]);
  });
});

describe("the last visit to a physio or a dentist, with what is remembered", () => {
  const withMemory = OfflineLanguageModel.make({ skills: [journalSkill, memorySkill] });
  const tools = ["search_journal", "search_memories", "get_person"].map((name) => ({ name, description: name, parameters: {} }));

  it.each([
    ["quando fui ao fisioterapeuta?", "physio"],
    ["when did I last see the physio?", "fisioterapia"],
    ["when did i last go to the dentist", "dentista"],
  ])("%s searches the journal in both languages", async (question, word) => {
    const parts = Array.from(await Effect.runPromise(Stream.runCollect(withMemory.stream({ system: "", messages: [{ role: "user", content: question }], tools, now: testNow, timeZone }))));
    const journal = parts.flatMap((part) => (part.type === "toolCall" && part.call.name === "search_journal" ? [JSON.parse(part.call.arguments) as { related?: string[][] }] : []));
    expect(journal).toHaveLength(1);
    expect(journal[0]!.related?.flat()).toContain(word);
  });
});

describe("the answer to a last visit", () => {
  const withMemory = OfflineLanguageModel.make({ skills: [journalSkill, memorySkill] });
  const tools = ["search_journal", "search_memories", "get_person"].map((name) => ({ name, description: name, parameters: {} }));
  const entry = (date: string, excerpt: string, confidence: string) => ({ entryId: date, date, excerpt, score: 0.5, confidence });

  it("is the newest strong match of the journal, not the first three ranked nor a weak match", async () => {
    const question = "quando fui ao fisioterapeuta?";
    const first = Array.from(await Effect.runPromise(Stream.runCollect(withMemory.stream({ system: "", messages: [{ role: "user", content: question }], tools, now: testNow, timeZone }))));
    const calls = first.flatMap((part) => (part.type === "toolCall" ? [part.call] : []));
    const journal = calls.find((call) => call.name === "search_journal")!;
    expect((JSON.parse(journal.arguments) as { limit: number }).limit).toBeGreaterThanOrEqual(4);
    const results = [
      entry("2024-03-23", "Terceira sessão de fisioterapia.", "high"),
      entry("2024-03-08", "Second physio session.", "high"),
      entry("2024-03-02", "First physio session at FisioPorto.", "high"),
      entry("2024-04-11", "Aula de cerâmica: vidrei a minha primeira caneca.", "low"),
      entry("2024-04-10", "Physio again with Sara.", "high"),
    ];
    const data: Record<string, unknown> = { search_journal: { results, confidence: "high" }, search_memories: { results: [] } };
    const parts = Array.from(
      await Effect.runPromise(
        Stream.runCollect(
          withMemory.stream({
            system: "",
            messages: [
              { role: "user", content: question },
              { role: "assistant", content: "", toolCalls: calls },
              ...calls.map((call) => ({ role: "tool" as const, toolCallId: call.id, name: call.name, content: JSON.stringify({ success: true, data: data[call.name] ?? {} }) })),
            ],
            tools,
            now: testNow,
            timeZone,
          }),
        ),
      ),
    );
    const text = parts.flatMap((part) => (part.type === "textDelta" ? [part.delta] : [])).join("");
    expect(text).toMatch(/^A última vez foi em 2024-04-10: Physio again with Sara\./);
    expect(text).not.toContain("cerâmica");
  });
});

describe("an activity asked with its verb", () => {
  it.each([
    ["how often do i play guitar", "count_mentions", "guitar"],
    ["quantas vezes toquei guitarra?", "count_mentions", "guitarra"],
    ["wen did i last play guitr", "search_journal", "guitar"],
  ])("%s counts or finds the activity, not the verb", async (question, tool, query) => {
    const { calls } = await plan(question);
    expect(calls[0]).toMatchObject({ name: tool, args: { query } });
  });
});

describe("what made me most stressed in a month", () => {
  it("lists the month's most stressful days rather than comparing it with the month before", async () => {
    const { calls } = await plan("o que me deixou mais stressado em abril?");
    expect(calls[0]).toMatchObject({ name: "get_recent_entries", args: { sort: "most_stressed", after: "2024-04-01", before: "2024-04-30" } });
  });

  it.each([
    ["what made me most stressed in april?", "most_stressed", "2024-04-01", "2024-04-30"],
    ["what stressed me the most in March?", "most_stressed", "2024-03-01", "2024-03-31"],
    ["what made me the most stressed in april?", "most_stressed", "2024-04-01", "2024-04-30"],
    ["what made me happiest in february?", "happiest", "2024-02-01", "2024-02-29"],
    ["what stressed me most last week?", "most_stressed", "2024-04-29", "2024-05-05"],
    ["what were my biggest stressors last year?", "most_stressed", "2023-01-01", "2023-12-31"],
    ["quais foram as minhas maiores fontes de stress em março?", "most_stressed", "2024-03-01", "2024-03-31"],
    ["which things made me sad in march?", "unhappiest", "2024-03-01", "2024-03-31"],
  ])("reads the month in “%s” as the days to rank", async (question, sort, after, before) => {
    const { calls } = await plan(question);
    expect(calls[0]).toMatchObject({ name: "get_recent_entries", args: { sort, after, before } });
  });

  it("looks back from today for the stressors of a period that ends today, and over 90 days with none", async () => {
    expect((await plan("what are my biggest stressors this month?")).calls[0]).toMatchObject({ name: "get_current_state", args: { days: 10 } });
    expect((await plan("what stressed me the most?")).calls[0]).toMatchObject({ name: "get_current_state", args: { days: 90 } });
  });

  it("still compares when two periods are set against each other", async () => {
    const { calls } = await plan("what made me more stressed in april than in march?");
    expect(calls[0]?.name).toBe("compare_time_periods");
  });
});

describe("how something is going, in Portuguese", () => {
  it.each(["como tem corrido o trabalho?", "como está a correr o trabalho?", "como tem sido o trabalho?"])("%s searches work, not running", async (question) => {
    const { calls } = await plan(question);
    expect(calls[0]).toMatchObject({ name: "search_journal", args: { query: "trabalho" } });
    expect((calls[0]!.args.related as string[][]).flat()).not.toContain("running");
  });

  it("keeps running when the person ran", async () => {
    const { calls } = await plan("tenho corrido muito?");
    expect((calls[0]?.args.related as string[][] | undefined)?.flat()).toContain("running");
  });
});

describe("the first or last weekend of a month", () => {
  it.each([
    ["what did i do last weekend of june", "2024-06-29", "2024-06-30"],
    ["o que fiz no último fim de semana de junho", "2024-06-29", "2024-06-30"],
    ["the first weekend of june", "2024-06-01", "2024-06-02"],
    ["o primeiro fim de semana de maio", "2024-05-04", "2024-05-05"],
    // A weekend is its Saturday's month's: August 2024 ends on a Saturday.
    ["o último fim-de-semana de agosto", "2024-08-31", "2024-09-01"],
    ["the second weekend of march 2023", "2023-03-11", "2023-03-12"],
    // November's last weekend is still to come: last year's.
    ["how was the last weekend of november?", "2023-11-25", "2023-11-26"],
  ])("%s is those two days", (text, from, to) => {
    expect(resolveDateRange(text, now, "Europe/Lisbon")).toMatchObject({ from, to });
  });

  it("leaves “last weekend” the one just gone", () => {
    expect(resolveDateRange("what did i do last weekend", now, "Europe/Lisbon")).toMatchObject({ from: "2024-11-23", to: "2024-11-24" });
  });

  it("plans the entries of those two days", async () => {
    const { calls } = await plan("what did i do last weekend of june");
    expect(calls[0]).toMatchObject({ name: "get_recent_entries", args: { after: "2023-06-24", before: "2023-06-25" } });
  });
});

describe("a period's people, a past meal and a year back", () => {
  const conversation = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon" });
  const firstCalls = async (question: string) => (await conversation.ask(question)).calls.map((call) => ({ name: call.name, args: JSON.parse(call.arguments) as Record<string, unknown> }));

  it.each([
    // A week is told day by day, everyone its entries name.
    ["who did I see last week?", { kind: "person", from: "2024-11-18", to: "2024-11-24", limit: 20 }],
    ["who did I hang out with this month?", { kind: "person", from: "2024-11-01", to: "2024-11-29" }],
    ["com quem estive na semana passada?", { kind: "person", from: "2024-11-18", to: "2024-11-24", limit: 20 }],
    ["quem vi em outubro?", { kind: "person", from: "2024-10-01", to: "2024-10-31" }],
  ])("ranks the names of the period for %j", async (question, args) => {
    expect(await firstCalls(question)).toEqual([{ name: "rank_names", args }]);
  });

  it("looks a past meal up in the journal, and leaves a way of eating to memory", async () => {
    const [meal] = await firstCalls("what did I eat yesterday?");
    expect([meal?.name, meal?.args.from, meal?.args.to]).toEqual(["search_journal", "2024-11-28", "2024-11-28"]);
    expect((await firstCalls("do I eat meat?")).map((call) => call.name)).toEqual(["search_memories"]);
  });

  it("reads this time last year as the week around that date", async () => {
    for (const question of ["what was I doing this time last year?", "o que fazia nesta altura do ano passado?"]) {
      expect(await firstCalls(question)).toContainEqual({ name: "get_recent_entries", args: { count: 20, after: "2023-11-26", before: "2023-12-02" } });
    }
  });

  it("reads a year ago (today) as that date's entry, which names the nearest days when there is none", async () => {
    for (const question of ["what was I doing a year ago today?", "what did I write a year ago?", "o que fazia há um ano?", "on this day last year"]) {
      expect(await firstCalls(question), question).toEqual([{ name: "get_entry", args: { date: "2023-11-29" } }]);
    }
  });
});
