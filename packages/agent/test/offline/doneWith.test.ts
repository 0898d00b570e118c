import { describe, expect, it } from "vitest";
import type { ModelMessage } from "@lifeos/core";
import { activitiesIn } from "../../src/journal/offline/activitiesTold.js";
import * as OfflineLanguageModel from "../../src/models/offline/OfflineLanguageModel.js";
import { journalSkill } from "../../src/journal/offline/journalSkill.js";
import { ask, sampleJournalWorld } from "../golden-support/goldenWorld.js";
import { plan, turn } from "./offlineTestModel.js";

// "what do I usually do with Miguel?" is answered by what the sentences naming him tell was done (lunch, calls, the trips
// to Porto…), most entries first, not by the three entries closest to his name.

describe("what one does with someone, planned", () => {
  it.each([
    ["what do I usually do with Miguel?", "Miguel"],
    ["what did Miguel and I do together?", "Miguel"],
    ["what do Ana and I do together?", "Ana"],
    ["o que costumo fazer com a Ana?", "Ana"],
    ["o que faço com o Miguel?", "Miguel"],
    ["o que eu e a Ana fazemos juntas?", "Ana"],
    ["o que eu costumo fazer com a Ana?", "Ana"],
  ])("%s reads as many entries naming the person as a search gives, and counts them all", async (question, name) => {
    const { calls } = await plan(question, [{ name: "search_journal", description: "", parameters: {} }, { name: "count_mentions", description: "", parameters: {} }]);
    expect(calls.map((call) => call.name)).toEqual(["search_journal", "count_mentions"]);
    expect(calls[0]!.args).toMatchObject({ query: name, limit: 20 });
    expect(calls[1]!.args).toMatchObject({ query: name });
  });

  it.each([
    ["what did I do with Ana last month?", "2024-04-01", "2024-04-30"],
    ["o que fiz com a Ana no mês passado?", "2024-04-01", "2024-04-30"],
  ])("%s keeps its period", async (question, from, to) => {
    const { calls } = await plan(question, [{ name: "search_journal", description: "", parameters: {} }, { name: "count_mentions", description: "", parameters: {} }]);
    expect(calls[0]!.args).toMatchObject({ query: "Ana", from, to });
    expect(calls[1]!.args).toMatchObject({ query: "Ana", from, to });
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

/** The answer once both calls returned: the search's entries and how many entries name the person. */
const answered = async (question: string, results: ReadonlyArray<{ date: string; excerpt: string }>, mentions: number) => {
  const asked: ModelMessage = { role: "user", content: question };
  const tools = [{ name: "search_journal", description: "", parameters: {} }, { name: "count_mentions", description: "", parameters: {} }];
  const { calls } = await turn([asked], tools);
  const data = [
    { results: results.map((row, index) => ({ entryId: `e${index}`, ...row, score: 1, confidence: "high" })), confidence: "high" },
    { query: calls[1]!.args["query"], entries: 400, mentions, days: mentions },
  ];
  const answer = await turn(
    [
      asked,
      { role: "assistant", content: "", toolCalls: calls.map((call) => ({ id: call.id, name: call.name, arguments: JSON.stringify(call.args) })) },
      ...calls.map((call, index): ModelMessage => ({ role: "tool", toolCallId: call.id, name: call.name, content: JSON.stringify({ success: true, data: data[index], meta: {} }) })),
    ],
    tools,
  );
  return answer.text;
};

describe("what one does with someone, told sentence by sentence", () => {
  const entries = [
    { date: "2024-05-02", excerpt: "Had lunch with Ana. Went climbing after work." },
    { date: "2024-04-20", excerpt: "Had lunch with Ana at Cafe Aurora. Then a walk with Ana by the river." },
    { date: "2024-03-11", excerpt: "Ana came over for dinner and we cooked together." },
  ];
  const entriesPt = [
    { date: "2024-05-02", excerpt: "Almocei com a Ana. Depois fui escalar." },
    { date: "2024-04-20", excerpt: "Almocei com a Ana no Cafe Aurora. Depois um passeio com a Ana junto ao rio." },
    { date: "2024-03-11", excerpt: "A Ana veio jantar e cozinhámos juntas." },
  ];

  it("counts only what a sentence naming her tells, most entries first, and says how much was read (en)", async () => {
    const text = await answered("what do I usually do with Ana?", entries, 12);
    expect(text).toContain("in the 3 entries I read (of 12 naming Ana)");
    expect(text).toContain("- lunch: 2 entries, the last on 2024-05-02");
    expect(text).toContain("- walks: 1 entry, the last on 2024-04-20");
    expect(text).toContain("- dinner: 1 entry, the last on 2024-03-11");
    expect(text).not.toMatch(/climbing/u);
    expect(text.indexOf("- lunch")).toBeLessThan(text.indexOf("- walks"));
    expect(text).toContain("“Had lunch with Ana.”");
    expect(text).toContain("Counted by entries, not by each time.");
  });

  it("counts only what a sentence naming her tells, most entries first, and says how much was read (pt)", async () => {
    const text = await answered("o que costumo fazer com a Ana?", entriesPt, 12);
    expect(text).toContain("nas 3 entradas que li (de 12 que nomeiam Ana)");
    expect(text).toContain("- almoço: 2 entradas, a última em 2024-05-02");
    expect(text).toContain("- passeios: 1 entrada, a última em 2024-04-20");
    expect(text).toContain("- jantar: 1 entrada, a última em 2024-03-11");
    expect(text).not.toMatch(/escalada/u);
    expect(text).toContain("«Almocei com a Ana.»");
    expect(text).toContain("Contado por entradas, não por cada vez.");
  });
});

describe("what one does with someone, in the sample journal", () => {
  const world = sampleJournalWorld();
  const model = OfflineLanguageModel.make({ skills: [journalSkill] });

  it.each([
    ["what do I usually do with Miguel?", "What you did with Miguel", /- trips to Porto: \d+ entries, the last on 2024-\d\d-\d\d/u],
    ["o que faço com o Miguel?", "O que fez com Miguel", /- viagens \(Porto\): \d+ entradas, a última em 2024-\d\d-\d\d/u],
    ["what do Ana and I do together?", "What you did with Ana", /- lunch: \d+ entries, the last on 20\d\d-\d\d-\d\d/u],
    ["o que eu e a Ana fazemos juntas?", "O que fez com Ana", /- almoço: \d+ entradas, a última em 20\d\d-\d\d-\d\d/u],
  ])("%s lists the things done with them", async (question, lead, line) => {
    const run = await ask(world(), model, question);
    expect(run.answer).toContain(lead);
    expect(run.answer).toMatch(line);
    expect(run.answer.split("\n").filter((each) => /^- [^0-9]/u.test(each)).length).toBeGreaterThan(2);
  });
});
