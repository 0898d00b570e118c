import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// How long the person has known someone, or how they met ("how long have I known Sara?", "há quanto tempo conheço a
// Sara?", "onde conheci a Sara?"), and when they began at a workplace ("when did I join Farfetch?", "desde quando
// trabalho na Farfetch?"), are answered from what they told first; the journal's first entry naming them only when
// nothing told says it, and the answer says which it is.

const now = new Date("2025-03-12T15:00:00Z");
const timeZone = "Europe/Lisbon";
const { ask, answerWith } = offlineConversation({ skills: everySkill, now, timeZone });

const row = (content: string, toldOn = "2025-01-20") => ({ content, date: toldOn, dated: false, toldOn, type: "fact", current: true });

/** The tools' data: the memories told (by person and by search alike), and the journal naming them in 12 entries from 2 June 2019. */
const told =
  (...contents: ReadonlyArray<string>) =>
  (name: string, args: Record<string, unknown>) => {
    const memories = contents.map((content) => row(content));
    if (name === "get_person") return { person: { entityId: "e1", name: args["name"], type: "person", aliases: [], relationshipToUser: null, gender: null, mentionCount: 1 }, relationships: [], memories };
    if (name === "search_memories") return { memories };
    if (name === "count_mentions") return { query: args["query"], entries: 300, mentions: 12, from: "2019-01-01", to: "2025-03-12", firstDate: "2019-06-02", lastDate: "2025-02-01", perWeek: 0.04, perMonth: 0.2, byMonth: [] };
    return { results: [] };
  };

describe("how long someone has been known", () => {
  it.each([
    ["how long have I known Sara?", "Sara"],
    ["since when do I know Ana?", "Ana"],
    ["how did I meet Sara?", "Sara"],
    ["where did I meet Tom?", "Tom"],
    ["há quanto tempo conheço a Sara?", "Sara"],
    ["desde quando conheço a Ana?", "Ana"],
    ["faz quanto tempo que eu conheço a Ana?", "Ana"],
    ["onde conheci a Sara?", "Sara"],
    ["como é que conheci o Tom?", "Tom"],
    ["how long have I been friends with Tom?", "Tom"],
    ["há quanto tempo sou amiga da Sara?", "Sara"],
    ["há quanto tempo somos amigas, eu e a Sara?", "Sara"],
  ])("%j looks at what was told of them first", async (question, name) => {
    const calls = (await ask(question)).calls.map((call) => [call.name, JSON.parse(call.arguments)]);
    expect(calls).toEqual([["get_person", { name }], ["search_memories", { query: name, limit: 8 }]]);
  });

  it.each([
    ["how long have I known Sara?", "I've known Sara since school", "You've known Sara since school — as you told me on 20 January 2025."],
    ["how did I meet Sara?", "Sara and I met at university", "Sara and you met at university — as you told me on 20 January 2025."],
    ["since when do I know Sara?", "Sara and I have known each other since 2015", "Sara and you have known each other since 2015 — as you told me on 20 January 2025."],
    ["há quanto tempo conheço a Sara?", "Conheço a Sara desde 2015", "Conhece a Sara desde 2015 — como me contou a 20 de janeiro de 2025."],
    ["desde quando conheço a Sara?", "Conheço a Sara desde a escola", "Conhece a Sara desde a escola — como me contou a 20 de janeiro de 2025."],
    ["how long have I been friends with Sara?", "Sara and I have been friends since school", "Sara and you have been friends since school — as you told me on 20 January 2025."],
    ["onde conheci a Sara?", "Sara and I met at university", "«Sara and I met at university» — como me contou a 20 de janeiro de 2025."],
  ])("%j answers from %j", async (question, memory, answer) => {
    expect(await answerWith(question, told("Sara loves jazz", memory))).toBe(answer);
  });

  it.each([
    ["how long have I known Sara?", "Nothing you told me says how long you've known Sara or how you met. Your journal first names Sara on 2 June 2019 (12 entries name Sara)."],
    ["how did I meet Sara?", "Nothing you told me says how long you've known Sara or how you met. Your journal first names Sara on 2 June 2019 (12 entries name Sara)."],
    ["há quanto tempo conheço a Sara?", "Nada do que me contou diz há quanto tempo conhece Sara nem como se conheceram. O seu diário nomeia Sara pela primeira vez a 2 de junho de 2019 (12 entradas nomeiam Sara)."],
    ["onde conheci a Sara?", "Nada do que me contou diz há quanto tempo conhece Sara nem como se conheceram. O seu diário nomeia Sara pela primeira vez a 2 de junho de 2019 (12 entradas nomeiam Sara)."],
  ])("%j with nothing told of it says so, and when the journal first names her", async (question, answer) => {
    expect(await answerWith(question, told("Sara loves jazz"))).toBe(answer);
  });
});

describe("since when one has worked somewhere", () => {
  it.each([
    ["when did I join Farfetch?"],
    ["when did I start at Farfetch?"],
    ["how long have I worked at Farfetch?"],
    ["quando entrei na Farfetch?"],
    ["desde quando trabalho na Farfetch?"],
    ["há quanto tempo trabalho na Farfetch?"],
    ["quando comecei a trabalhar na Farfetch?"],
    ["há quanto tempo estou na Farfetch?"],
  ])("%j looks at the workplace told first", async (question) => {
    const calls = (await ask(question)).calls.map((call) => [call.name, JSON.parse(call.arguments)]);
    expect(calls).toEqual([["search_memories", { query: "Farfetch work trabalho", limit: 8 }]]);
  });

  it.each([
    ["when did I join Farfetch?", "I joined Farfetch (March 2025)", "You joined Farfetch (March 2025) — as you told me on 20 January 2025."],
    ["how long have I worked at Farfetch?", "I've worked at Farfetch since 2019", "You've worked at Farfetch since 2019 — as you told me on 20 January 2025."],
    ["quando entrei na Farfetch?", "Entrei na Farfetch em 2020", "Entrou na Farfetch em 2020 — como me contou a 20 de janeiro de 2025."],
    ["há quanto tempo trabalho na Farfetch?", "Trabalho na Farfetch desde 2020", "Trabalha na Farfetch desde 2020 — como me contou a 20 de janeiro de 2025."],
  ])("%j answers from %j", async (question, memory, answer) => {
    expect(await answerWith(question, told("I work at Galp", memory))).toBe(answer);
  });

  it.each([
    ["when did I start at Farfetch?", "I work at Farfetch", "You told me “I work at Farfetch” on 20 January 2025, but not when you started there."],
    ["desde quando trabalho na Farfetch?", "Trabalho na Farfetch", "Contou-me «Trabalho na Farfetch» a 20 de janeiro de 2025, mas não quando começou lá."],
    ["when did I start at Farfetch?", "I worked at Farfetch until 2020", "You told me “I worked at Farfetch until 2020” on 20 January 2025, but not when you started there."],
    ["quando entrei na Farfetch?", "Trabalhei na Farfetch até 2020", "Contou-me «Trabalhei na Farfetch até 2020» a 20 de janeiro de 2025, mas não quando começou lá."],
  ])("%j with %j, and no entry telling the start, says the start was not told", async (question, memory, answer) => {
    expect(await answerWith(question, told(memory))).toBe(answer);
  });

  it.each([
    ["when did I join Farfetch?", "Nothing you told me says when you started at Farfetch."],
    ["quando entrei na Farfetch?", "Nada do que me contou diz quando começou em Farfetch."],
  ])("%j with no workplace told, nor any entry telling the start, says so", async (question, answer) => {
    expect(await answerWith(question, told("I work at Galp"))).toBe(answer);
  });

  it.each([
    ["when did I join Farfetch?", "Nothing you told me"],
    ["quando entrei na Farfetch?", "Nada do que me contou"],
  ])("%j with nothing told of the start is the journal's entry that tells it", async (question, untold) => {
    const data = (name: string, args: Record<string, unknown>) =>
      name === "search_journal" ? { results: [{ entryId: "j1", date: "2023-09-04", title: null, excerpt: "First day at Farfetch! Started as a designer.", score: 0.9, confidence: "high" }], confidence: "high" } : told("I work at Farfetch")(name, args);
    const text = await answerWith(question, data);
    expect(text).toContain("2023-09-04");
    expect(text).toContain("First day at Farfetch!");
    expect(text).not.toContain(untold);
  });
});
