import { describe, expect, it } from "vitest";
import { doneSentences } from "../../src/journal/offline/compose/doings.js";
import { journalSkill } from "../../src/journal/offline/journalSkill.js";
import { offlineConversation } from "../support/offlineConversation.js";

// "What did I do?" is answered with what the entries say was done, not with how each day began.

const { answerWith } = offlineConversation({ skills: [journalSkill], now: new Date("2024-05-10T10:00:00Z"), timeZone: "Europe/Lisbon" });

const weekend = {
  entries: [
    { entryId: "b", date: "2024-05-05", title: null, excerpt: "A heavy, grey sort of day. I was tired and slightly irritated by small things. Had lunch with Rita at Cafe Aurora. Going to bed early tonight." },
    { entryId: "a", date: "2024-05-04", title: null, excerpt: "Dia tranquilo e agradável. Senti-me calmo e contente. Fiquei a ler um romance até tarde. Vou deitar-me cedo." },
  ],
};

describe("what was done on a span of days", () => {
  it("shows the sentences that say what was done, in English", async () => {
    expect(await answerWith("what did I do last weekend?", { get_recent_entries: weekend })).toBe(
      "2 entries last weekend (2024-05-04 to 2024-05-05):\n- 2024-05-05: “Had lunch with Rita at Cafe Aurora.”\n- 2024-05-04: “Fiquei a ler um romance até tarde.”",
    );
  });

  it("shows the sentences that say what was done, in Portuguese", async () => {
    expect(await answerWith("o que fiz no fim de semana passado?", { get_recent_entries: weekend })).toBe(
      "2 entradas no fim de semana passado (2024-05-04 a 2024-05-05):\n- 2024-05-05: «Had lunch with Rita at Cafe Aurora.»\n- 2024-05-04: «Fiquei a ler um romance até tarde.»",
    );
    expect(await answerWith("o que andei a fazer no fim de semana passado?", { get_recent_entries: weekend })).toContain("«Fiquei a ler um romance até tarde.»");
  });

  it("still reads an entry's opening when asked what was written", async () => {
    expect(await answerWith("what did I write last weekend?", { get_recent_entries: weekend })).toContain("2024-05-05: “A heavy, grey sort of day.”");
  });

  it("falls back to the opening when no sentence says what was done", async () => {
    const calm = { entries: [{ entryId: "c", date: "2024-05-05", title: null, excerpt: "An ordinary day. Mood was steady, neither up nor down." }] };
    expect(await answerWith("what did I do on Sunday?", { get_recent_entries: calm, get_entry: { entries: [] } })).not.toContain("What you did");
  });
});

describe("the sentences that say what was done", () => {
  it.each([
    ["Went running along the river before work; the best part of my day.", true],
    ["Climbing session with Ana at the climbing gym; my arms are sore.", true],
    ["Jantei com Ana e cozinhámos juntos.", true],
    ["Estive a tocar guitarra durante uma hora.", true],
    ["Pleasant day, mostly calm.", false],
    ["Felt a bit down today.", false],
    ["I laughed a lot and felt grateful for the people around me.", false],
    ["Acordei ansioso e cansado.", false],
    ["Fiquei frustrado e com raiva.", false],
    ["Tomorrow I want to keep things simple.", false],
  ])("%s → %s", (sentence, done) => {
    expect(doneSentences(sentence).length > 0).toBe(done);
  });
});

describe("a day with no entry", () => {
  const day = { entries: [], nearestDates: { before: "2023-05-08", after: "2023-05-12" } };
  const nearest = {
    entries: [
      { entryId: "n2", date: "2023-05-12", title: null, excerpt: "A good day overall. Walked through Sintra with Tom, up to the castle." },
      { entryId: "n1", date: "2023-05-08", title: null, excerpt: "Um dia normal. Almocei com a Sofia no Cafe Aurora." },
    ],
  };

  it("shows the nearest days' entries on either side, saying the day has none", async () => {
    expect(await answerWith("what was I doing a year ago today?", { get_entry: day, get_recent_entries: nearest })).toBe(
      "You wrote nothing on 2023-05-10.\n\n2 entries from 2023-05-08 to 2023-05-12:\n- 2023-05-12: “Walked through Sintra with Tom, up to the castle.”\n- 2023-05-08: “Almocei com a Sofia no Cafe Aurora.”",
    );
    expect(await answerWith("o que fazia há um ano?", { get_entry: day, get_recent_entries: nearest })).toBe(
      "Não há nada escrito em 2023-05-10.\n\n2 entradas de 2023-05-08 a 2023-05-12:\n- 2023-05-12: «Walked through Sintra with Tom, up to the castle.»\n- 2023-05-08: «Almocei com a Sofia no Cafe Aurora.»",
    );
  });

  it("tells what was done on a day that has an entry", async () => {
    const entry = { entries: [{ entryId: "x", date: "2023-05-10", title: null, content: "Felt a bit down today. Took the train to Porto to see Miguel.", truncated: false }] };
    expect(await answerWith("o que fazia há um ano?", { get_entry: entry })).toBe("Em 2023-05-10 escreveu uma entrada. O que fez: «Took the train to Porto to see Miguel.»");
    expect(await answerWith("what did I write a year ago?", { get_entry: entry })).toBe("On 2023-05-10 you wrote one entry. It begins: “Felt a bit down today. Took the train to Porto to see Miguel.”");
  });
});

describe("what was done lately, with no day said", () => {
  it.each(["what have I been up to lately?", "what have I been doing?", "o que tenho feito ultimamente?", "o que andei a fazer?"])("%s reads the last two weeks' entries", async (question) => {
    const { ask } = offlineConversation({ skills: [journalSkill], now: new Date("2024-05-10T10:00:00Z"), timeZone: "Europe/Lisbon" });
    expect((await ask(question)).calls.map((call) => [call.name, JSON.parse(call.arguments)])).toEqual([["get_recent_entries", { count: 20, after: "2024-04-27", before: "2024-05-10" }]]);
  });
});

describe("a mood asked of a day with no entry", () => {
  const series = (_name: string, args: Record<string, unknown>) =>
    args["from"] === args["to"]
      ? { metric: "happiness", from: args["from"], to: args["to"], average: null, count: 0 }
      : { metric: "happiness", from: args["from"], to: args["to"], average: 64, count: 5, min: { date: "2023-05-08", value: 40 }, max: { date: "2023-05-12", value: 80 }, trend: "rising" };

  it("says the day has none, then reads the week around it, in both languages", async () => {
    const english = await answerWith("was I happy a year ago?", series);
    expect(english).toMatch(/^I found no happiness readings on 2023-05-10\.\n\nYour happiness from 2023-05-07 to 2023-05-13 averaged 64\/100 over 5 days with entries\./);
    const portuguese = await answerWith("estava feliz há um ano?", series);
    expect(portuguese).toMatch(/^Não encontrei dados de felicidade em 2023-05-10\.\n\nA média de felicidade de 2023-05-07 a 2023-05-13 foi 64\/100, em 5 dias com entradas\./);
  });
});
