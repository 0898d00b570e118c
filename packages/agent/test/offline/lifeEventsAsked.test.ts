import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// A new user's journal unlike the sample: a student in São Paulo who moved out of a shared house, started an
// internship, broke up, and a retiree whose friend Tom also moved. Asked when something happened in their life, or
// who was there on an occasion, the answer is the entry that tells it, with its date and words.
const conversation = offlineConversation({ skills: everySkill, now: new Date("2026-11-29T10:00:00Z"), timeZone: "America/Sao_Paulo" });

const hit = (date: string, excerpt: string, confidence = "high") => ({ entryId: `e-${date}`, date, excerpt, score: 1, confidence });

/** The search's hits for a life event: someone else's event, the writer's, and a day after it that names it. */
const searches: Readonly<Record<string, ReadonlyArray<ReturnType<typeof hit>>>> = {
  moved: [hit("2024-10-10", "My friend Tom moved to a care home in Bath."), hit("2025-04-14", "We moved to a bungalow in Marlow! No more stairs."), hit("2025-04-27", "Unpacking still since we moved.", "low")],
  started: [
    hit("2025-07-20", "Comecei a estagiar na Nubank! Primeiro dia foi intenso."),
    hit("2026-05-30", "Fui efetivado na Nubank! Vou começar como analista em julho."),
    hit("2026-07-01", "Comecei meu novo trabalho como analista júnior."),
  ],
  broke: [hit("2026-01-25", "A Camila e eu terminamos. Estou arrasado."), hit("2026-02-02", "Ainda triste pelo término com a Camila.")],
};

/** The calls the model makes, round after round, and its answer, when every call comes back with `data`'s. */
const answer = async (question: string, data: (name: string, args: Record<string, unknown>) => unknown) => {
  const made: Array<{ name: string; args: Record<string, unknown> }> = [];
  const text = await conversation.answerWith(question, (name, args) => {
    made.push({ name, args });
    return data(name, args);
  });
  return { calls: made, text };
};

const reply = (name: string, args: Record<string, unknown>) => {
  if (name !== "search_journal") return {};
  const results = searches[String(args["query"]).split(" ")[0]!] ?? [];
  return { results, confidence: results.length > 0 ? "high" : "none" };
};

describe("when a life event happened", () => {
  it.each([
    ["When did I move?", "It was on 2025-04-14. That day you wrote: “We moved to a bungalow in Marlow!”"],
    ["Quando me mudei?", "Foi em 2025-04-14. Nesse dia escreveu: «We moved to a bungalow in Marlow!»"],
    ["When did we move house?", "It was on 2025-04-14."],
    ["Quando é que nos mudamos de casa?", "Foi em 2025-04-14."],
  ])("%s is the entry telling the writer's move, not a friend's", async (question, opening) => {
    const { calls, text } = await answer(question, reply);
    expect(calls.map((call) => call.name)).toEqual(["search_journal"]);
    expect(text.startsWith(opening)).toBe(true);
  });

  it.each([
    ["When did I start my internship?", "It was on 2025-07-20. That day you wrote: “Comecei a estagiar na Nubank!"],
    ["Quando comecei a trabalhar na Nubank?", "Foi em 2025-07-20. Nesse dia escreveu: «Comecei a estagiar na Nubank!"],
    ["Quando comecei o meu estágio?", "Foi em 2025-07-20."],
  ])("%s is the entry that tells that start, not a later one that names it or another job's", async (question, opening) => {
    const { text } = await answer(question, reply);
    expect(text.startsWith(opening)).toBe(true);
    expect(text).toContain("2026-05-30");
  });

  it.each([
    ["When did I break up with Camila?", "It was on 2026-01-25."],
    ["Quando acabei com a Camila?", "Foi em 2026-01-25."],
    ["Quando terminei com a Camila?", "Foi em 2026-01-25."],
  ])("%s searches the event and the name together, and answers with the day it was told", async (question, opening) => {
    const { calls, text } = await answer(question, reply);
    expect(calls[0]!.args).toMatchObject({ query: "broke Camila" });
    expect(text.startsWith(opening)).toBe(true);
  });
});

it.each([
  ["When did I start my new job?", "It was on 2026-07-01."],
  ["Quando comecei o meu novo trabalho?", "Foi em 2026-07-01."],
])("%s is the latest start the journal tells, of the kind asked", async (question, opening) => {
  expect((await answer(question, reply)).text.startsWith(opening)).toBe(true);
});

describe("the mood around a life event", () => {
  it.each(["Am I happier since I broke up with Camila?", "Estou mais feliz desde que terminei com a Camila?"])("%s compares around the day the break-up is told", async (question) => {
    const { calls } = await answer(question, (name, args) => (name === "search_journal" ? reply(name, args) : { metric: "happiness", first: { average: 0.5 }, second: { average: 0.4 } }));
    expect(calls[0]).toMatchObject({ name: "search_journal", args: { query: "broke Camila" } });
    expect(calls[1]).toMatchObject({ name: "compare_time_periods", args: { second: { from: "2026-01-25" } } });
  });
});

describe("who was there on an occasion", () => {
  const occasion = (name: string, args: Record<string, unknown>) => {
    if (name === "search_journal") return { results: [hit("2024-11-30", "Oscar's birthday party.", "low"), hit("2025-06-02", "My birthday. Dinner at the Italian with Margaret, Helen, and my friend Tom.")], confidence: "high" };
    if (name === "rank_names") return args["from"] === "2025-06-02" ? { kind: "person", from: args["from"], to: args["to"], entries: 1, names: [{ name: "Margaret", entries: 1 }, { name: "Helen", entries: 1 }, { name: "Tom", entries: 1 }] } : { names: [] };
    return {};
  };

  it.each([
    ["Who did I have dinner with on my birthday?", "Your entry of 2025-06-02 names Margaret, Helen and Tom:"],
    ["Com quem jantei no meu aniversário?", "A entrada de 2025-06-02 menciona Margaret, Helen e Tom:"],
    ["Who was at my birthday party?", "Your entry of 2025-06-02 names"],
    ["Quem estava na minha festa de anos?", "A entrada de 2025-06-02 menciona"],
  ])("%s names the people of the occasion's entry, not the journal's most named", async (question, opening) => {
    const { calls, text } = await answer(question, occasion);
    expect(calls.map((call) => call.name)).toEqual(["search_journal", "rank_names"]);
    expect(calls[1]!.args).toEqual({ kind: "person", from: "2025-06-02", to: "2025-06-02" });
    expect(text.startsWith(opening)).toBe(true);
  });

  it.each([
    ["Who was I with at Christmas?", "Christmas"],
    ["Com quem passei o Natal?", "Natal"],
  ])("%s searches the occasion's word over the days around it, then names its entry's people", async (question, word) => {
    const { calls } = await answer(question, occasion);
    expect(calls[0]).toMatchObject({ name: "search_journal", args: { query: word, from: "2025-12-23", to: "2025-12-27" } });
    expect(calls[1]).toMatchObject({ name: "rank_names", args: { from: "2025-06-02", to: "2025-06-02" } });
  });

  it.each(["Who do I spend the most time with?", "Com quem passo mais tempo?"])("%s still ranks the journal's people", async (question) => {
    const { calls } = await conversation.ask(question);
    expect(calls.map((call) => call.name)).toEqual(["rank_names"]);
  });
});

describe("the last time, asked with a possessive", () => {
  it.each([
    ["When was my last exam?", "exam"],
    ["Quando foi a minha última prova?", "prova"],
    ["Quando foi minha última prova?", "prova"],
    ["Quando foi o meu último jantar com o Rafael?", "jantar"],
  ])("%s searches for the latest, not the closest", async (question, word) => {
    const [call] = (await conversation.ask(question)).calls;
    const args = JSON.parse(call!.arguments) as Record<string, unknown>;
    expect(call!.name).toBe("search_journal");
    expect(String(args["query"])).toContain(word);
    expect(args["recencyBoost"]).toBe(true);
  });
});

describe("an event only mentioned, or someone met", () => {
  const mentioned = (name: string, args: Record<string, unknown>) =>
    name !== "search_journal"
      ? {}
      : String(args["query"]).startsWith("graduated")
        ? { results: [hit("2026-11-15", "Formatura marcada pra dezembro.")], confidence: "high" }
        : { results: [hit("2026-06-15", "Saí com a Júlia pra ver um filme."), hit("2026-05-09", "Conheci a Júlia numa festa da faculdade.")], confidence: "high" };

  it.each([
    ["When did I graduate?", "No entry tells it as done; the one that mentions it is from 2026-11-15"],
    ["Quando me formei?", "Nenhuma entrada o conta como feito; a que o menciona é de 2026-11-15"],
  ])("%s does not call a mention the event", async (question, opening) => {
    expect((await answer(question, mentioned)).text.startsWith(opening)).toBe(true);
  });

  it.each([
    ["When did I first meet Júlia?", "It was on 2026-05-09."],
    ["Quando conheci a Júlia?", "Foi em 2026-05-09."],
  ])("%s is the entry that tells the meeting", async (question, opening) => {
    const { calls, text } = await answer(question, mentioned);
    expect(calls[0]!.args["query"]).toBe("met Júlia");
    expect(text.startsWith(opening)).toBe(true);
  });
});

describe("a life event at a place named in the other language", () => {
  // The journal is written in English ("Berlin"); the question may name the place in Portuguese ("Berlim").
  const held = (name: string, args: Record<string, unknown>) => {
    if (name !== "search_journal") return {};
    const words = new Set((args["related"] as string[][]).flat().map((word) => word.toLowerCase()));
    return words.has("berlin") ? { results: [hit("2025-07-20", "Farewell dinner for Sofia, who is moving to Berlin.")], confidence: "high" } : { results: [], confidence: "none" };
  };

  it.each([
    ["When did Sofia move to Berlin?", "2025-07-20"],
    ["Quando é que a Sofia se mudou para Berlim?", "2025-07-20"],
  ])("%s searches the place by its names in both languages", async (question, date) => {
    const { text } = await answer(question, held);
    expect(text).toContain(date);
    expect(text).not.toMatch(/não menciona|doesn't mention/);
  });
});
