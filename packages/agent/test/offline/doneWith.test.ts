import { describe, expect, it } from "vitest";
import type { ModelMessage } from "@lifeos/core";
import { activitiesIn } from "../../src/journal/offline/activitiesTold.js";
import * as OfflineLanguageModel from "../../src/models/offline/OfflineLanguageModel.js";
import { journalSkill } from "../../src/journal/offline/journalSkill.js";
import { ask, sampleJournalWorld } from "../golden-support/goldenWorld.js";
import { plan, turn } from "./offlineTestModel.js";

// "what do I usually do with Miguel?" is answered by what the sentences naming him tell was done (lunch, calls, the trips
// to Porto…), most entries first, not by the three entries closest to his name.

const tools = [
  { name: "search_journal", description: "", parameters: {} },
  { name: "count_mentions", description: "", parameters: {} },
];

describe("what one does with someone, planned", () => {
  it.each([
    ["what do I usually do with Miguel?", "Miguel"],
    ["what did Miguel and I do together?", "Miguel"],
    ["what do Ana and I do together?", "Ana"],
    ["o que costumo fazer com a Ana?", "Ana"],
    ["o que faço com o Miguel?", "Miguel"],
    ["o que eu e a Ana fazemos juntas?", "Ana"],
    ["o que eu costumo fazer com a Ana?", "Ana"],
  ])("%s reads every entry naming the person, with the sentences that name them", async (question, name) => {
    const { calls } = await plan(question, tools);
    expect(calls).toEqual([expect.objectContaining({ name: "count_mentions", args: expect.objectContaining({ query: name, sentences: true }) })]);
  });

  it.each([
    ["what do I usually do with Miguel?", "Miguel"],
    ["o que costumo fazer com a Ana?", "Ana"],
  ])("%s without count_mentions reads as many entries as a search gives", async (question, name) => {
    const { calls } = await plan(question, [{ name: "search_journal", description: "", parameters: {} }]);
    expect(calls).toEqual([expect.objectContaining({ name: "search_journal", args: expect.objectContaining({ query: name, limit: 20 }) })]);
  });

  it.each([
    ["what did I do with Ana last month?", "2024-04-01", "2024-04-30"],
    ["o que fiz com a Ana no mês passado?", "2024-04-01", "2024-04-30"],
  ])("%s keeps its period", async (question, from, to) => {
    const { calls } = await plan(question, tools);
    expect(calls[0]!).toMatchObject({ name: "count_mentions", args: { query: "Ana", sentences: true, from, to } });
  });
});

describe("the things a sentence tells were done", () => {
  it.each([
    ["Had lunch with Ana at Cafe Aurora.", ["lunch"]],
    ["Had a coffee with Miguel at the café next to the climbing gym.", ["coffee"]],
    ["Climbing session with Miguel at the climbing gym; my arms are sore.", ["climbing"]],
    ["Called Ana and we talked for an hour.", ["call"]],
    ["Took the train to Porto for the weekend to see Miguel.", ["trip:Porto"]],
    ["Jantei com a Ana e cozinhámos juntos.", ["dinner", "cooking"]],
    ["Almocei com o Miguel no Cafe Aurora.", ["lunch"]],
    ["Liguei à Ana e falámos durante uma hora.", ["call"]],
    ["Passeei por Sintra com a Ana e subimos ao castelo.", ["walk"]],
    ["Fomos ao cinema, eu e o Miguel.", ["films"]],
    ["A Ana veio cá a casa.", ["visit"]],
  ])("%s tells %j", (sentence, kinds) => {
    expect(activitiesIn(sentence, "en").map((activity) => activity.kind)).toEqual(kinds);
  });
});

/** The answer once count_mentions returned these entries' sentences naming the person, of `mentions` in all. */
const answered = async (question: string, told: ReadonlyArray<{ date: string; sentences: string[] }>, mentions: number) => {
  const asked: ModelMessage = { role: "user", content: question };
  const { calls } = await turn([asked], tools);
  const [call] = calls;
  const data = { query: call!.args["query"], entries: 400, mentions, days: mentions, told };
  const answer = await turn(
    [
      asked,
      { role: "assistant", content: "", toolCalls: [{ id: call!.id, name: call!.name, arguments: JSON.stringify(call!.args) }] },
      { role: "tool", toolCallId: call!.id, name: call!.name, content: JSON.stringify({ success: true, data, meta: {} }) },
    ],
    tools,
  );
  return answer.text;
};

describe("what one does with someone, told sentence by sentence", () => {
  const entries = [
    { date: "2024-05-02", sentences: ["Had lunch with Ana."] },
    { date: "2024-04-20", sentences: ["Had lunch with Ana at Cafe Aurora.", "Then a walk with Ana by the river."] },
    { date: "2024-03-11", sentences: ["Ana came over for dinner and we cooked together."] },
    { date: "2024-02-01", sentences: ["Ana's sister is moving to Berlin."] },
  ];
  const entriesPt = [
    { date: "2024-05-02", sentences: ["Almocei com a Ana."] },
    { date: "2024-04-20", sentences: ["Almocei com a Ana no Cafe Aurora.", "Depois um passeio com a Ana junto ao rio."] },
    { date: "2024-03-11", sentences: ["A Ana veio jantar e cozinhámos juntas."] },
    { date: "2024-02-01", sentences: ["A irmã da Ana vai mudar-se para Berlim."] },
  ];

  it("counts only what a sentence naming her tells, most entries first, and says how much was read (en)", async () => {
    const text = await answered("what do I usually do with Ana?", entries, 12);
    expect(text).toContain("in the latest 4 of the 12 entries that name Ana");
    expect(text).toContain("- lunch: 2 entries, the last on 2024-05-02");
    expect(text).toContain("- walks: 1 entry, the last on 2024-04-20");
    expect(text).toContain("- dinner: 1 entry, the last on 2024-03-11");
    expect(text.indexOf("- lunch")).toBeLessThan(text.indexOf("- walks"));
    expect(text).toContain("“Had lunch with Ana.”");
    expect(text).toContain("1 entry names them without saying what you did. Counted by entries, not by each time.");
  });

  it("counts only what a sentence naming her tells, most entries first, and says how much was read (pt)", async () => {
    const text = await answered("o que costumo fazer com a Ana?", entriesPt, 12);
    expect(text).toContain("nas últimas 4 das 12 entradas que nomeiam a Ana");
    expect(text).toContain("- almoço: 2 entradas, a última em 2024-05-02");
    expect(text).toContain("- passeios: 1 entrada, a última em 2024-04-20");
    expect(text).toContain("- jantar: 1 entrada, a última em 2024-03-11");
    expect(text).toContain("«Almocei com a Ana.»");
    expect(text).toContain("1 entrada nomeia sem dizer o que fizeram. Contado por entradas, não por cada vez.");
  });
});

describe("what one does with someone, in the sample journal", () => {
  const world = sampleJournalWorld();
  const model = OfflineLanguageModel.make({ skills: [journalSkill] });

  it.each([
    ["what do I usually do with Miguel?", "What you did with Miguel", /- trips to Porto: \d+ entries, the last on 2024-\d\d-\d\d/u],
    ["o que faço com o Miguel?", "O que fez com o Miguel, segundo as frases que nomeiam o Miguel", /- viagens \(Porto\): \d+ entradas, a última em 2024-\d\d-\d\d/u],
    ["what do Ana and I do together?", "What you did with Ana", /- lunch: \d+ entries, the last on 20\d\d-\d\d-\d\d/u],
    ["o que eu e a Ana fazemos juntas?", "O que fez com a Ana", /- almoço: \d+ entradas, a última em 20\d\d-\d\d-\d\d/u],
  ])("%s lists the things done with them", async (question, lead, line) => {
    const run = await ask(world(), model, question);
    expect(run.answer).toContain(lead);
    expect(run.answer).toMatch(line);
    expect(run.answer.split("\n").filter((each) => /^- [^0-9]/u.test(each)).length).toBeGreaterThan(2);
  });
});

describe("what one does with someone, from a search when every entry cannot be read", () => {
  const searchOnly = [{ name: "search_journal", description: "", parameters: {} }];
  /** The answer once the search returned these entries' excerpts. */
  const searched = async (question: string, rows: ReadonlyArray<{ date: string; excerpt: string }>) => {
    const asked: ModelMessage = { role: "user", content: question };
    const { calls } = await turn([asked], searchOnly);
    const [call] = calls;
    const data = { results: rows.map((row, index) => ({ entryId: `e${index}`, ...row, score: 1, confidence: "high" })), confidence: "high" };
    const answer = await turn(
      [
        asked,
        { role: "assistant", content: "", toolCalls: [{ id: call!.id, name: call!.name, arguments: JSON.stringify(call!.args) }] },
        { role: "tool", toolCallId: call!.id, name: call!.name, content: JSON.stringify({ success: true, data, meta: {} }) },
      ],
      searchOnly,
    );
    return answer.text;
  };

  it.each([
    ["what do I usually do with Ana?", "Had lunch with Ana. Went climbing after work.", "- lunch: 2 entries", "in the 2 entries naming Ana a search gives", /climbing/u],
    ["o que costumo fazer com a Ana?", "Almocei com a Ana. Depois fui escalar.", "- almoço: 2 entradas", "nas 2 entradas que nomeiam a Ana dadas por uma pesquisa", /escalada/u],
  ])("%s counts only the sentences naming her", async (question, excerpt, line, lead, other) => {
    const text = await searched(question, [
      { date: "2024-05-02", excerpt },
      { date: "2024-04-20", excerpt },
    ]);
    expect(text).toContain(lead);
    expect(text).toContain(line);
    expect(text).not.toMatch(other);
  });
});
