import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation, storedMemory, systemWith } from "../support/offlineConversation.js";

// News of someone's life told in chat is asked back in other words, in either language: the death told answers "when
// did my grandfather die?" however it was worded, the right relative's ("avó" is not "avô"), with its day when one was
// told; "what's new with Ana?" lists what was told of her, newest first.

const now = new Date("2026-12-03T10:00:00Z");
const { ask, answerWith } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon" });

const grandfather = storedMemory("My grandfather passed away (2 December 2026)", "event", "2026-12-02");
const grandmother = storedMemory("A minha avó morreu", "event", "2026-11-20");
const known = systemWith([
  grandfather,
  storedMemory("A Ana teve um bebé", "event", "2026-11-30"),
  storedMemory("Ana got married (28 November 2026)", "event", "2026-11-28"),
  storedMemory("My brother got a new job at Google", "event", "2026-11-25"),
  grandmother,
  storedMemory("O meu pai reformou-se", "event", "2026-11-15"),
  storedMemory("Ana is my sister", "relationship", "2026-11-01"),
]);

describe("a death told is asked back in any words", () => {
  it.each([
    ["when did my grandfather die?", "Your grandfather passed away (2 December 2026)."],
    ["when did my grandfather pass away?", "Your grandfather passed away (2 December 2026)."],
    ["quando morreu o meu avô?", "“My grandfather passed away (2 December 2026)”."],
    ["quando foi o falecimento do meu avô?", "“My grandfather passed away (2 December 2026)”."],
    ["quando faleceu a minha avó?", "A sua avó morreu, como me contou em 2026-11-20; não me disse o dia."],
    ["quando faleceu minha avo?", "A sua avó morreu, como me contou em 2026-11-20; não me disse o dia."],
    ["when did my grandmother pass away?", "“A minha avó morreu”, as you told me on 2026-11-20; you didn't tell me the day."],
  ])("%s", async (question, answer) => {
    const { calls, text } = await ask(question, known);
    expect(calls).toEqual([]);
    expect(text).toBe(answer);
  });

  it.each(["when did my grandmother pass away?", "quando morreu a minha avó?", "a minha avó já faleceu?"])("%s is never the grandfather's", async (question) => {
    const { text } = await ask(question, systemWith([grandfather, grandmother]));
    expect(text).toMatch(/avó morreu/u);
    expect(text).not.toMatch(/grandfather/u);
  });

  it.each(["quando morreu o meu avô?", "when did my grandfather die?"])("%s is never the grandmother's", async (question) => {
    const { text } = await ask(question, systemWith([storedMemory("O meu avô faleceu (2 de dezembro de 2026)", "event", "2026-12-02"), storedMemory("A minha avó morreu (20 de novembro de 2026)", "event", "2026-11-20")]));
    expect(text).toMatch(/avô faleceu \(2 de dezembro de 2026\)/u);
    expect(text).not.toMatch(/avó/u);
  });

  it.each([
    ["what did I write about my grandfather?", grandfather],
    ["o que escrevi sobre o meu avô?", storedMemory("O meu avô faleceu (2 de dezembro de 2026)", "event", "2026-12-02")],
  ])("%s searches the whole journal: a relative is no day, though a day of theirs was told", async (question, told) => {
    const { calls } = await ask(question, systemWith([told]));
    expect(calls.map((call) => call.name)).toContain("search_journal");
    for (const call of calls) expect(JSON.parse(call.arguments)).not.toHaveProperty("from");
  });
});

it.each(["when did I pass my driving test?", "when did I pass the exam?"])("%s is no death: 'passed away' passes no exam", async (question) => {
  const { text } = await ask(question, systemWith([grandfather]));
  expect(text).not.toMatch(/grandfather/u);
});

it.each(["what did I write about my grandfather's death?", "o que escrevi sobre a morte do meu avô?"])("%s is the journal's, not the news told", async (question) => {
  const { calls } = await ask(question, known);
  expect(calls.map((call) => call.name)).toContain("search_journal");
});

describe("other news is asked back", () => {
  it.each([
    ["when did Ana have her baby?", "“A Ana teve um bebé”, as you told me on 2026-11-30; you didn't tell me the day."],
    ["quando é que a Ana teve o bebé?", "A Ana teve um bebé, como me contou em 2026-11-30; não me disse o dia."],
    ["when did Ana get married?", "Ana got married (28 November 2026)."],
    ["quando casou a Ana?", "“Ana got married (28 November 2026)”."],
    ["did my brother get a new job?", "Yes: your brother got a new job at Google, as you told me on 2026-11-25."],
    ["o meu irmão arranjou emprego novo?", "Sim: “My brother got a new job at Google”, como me contou em 2026-11-25."],
    ["o meu pai já se reformou?", "Sim: o seu pai reformou-se, como me contou em 2026-11-15."],
    ["meu pai já se aposentou?", "Sim: o seu pai reformou-se, como me contou em 2026-11-15."],
    ["has my father retired?", "Yes: “O meu pai reformou-se”, as you told me on 2026-11-15."],
    ["Ana já casou?", "Sim: “Ana got married (28 November 2026)”."],
    ["a Ana teve o bebé?", "Sim: a Ana teve um bebé, como me contou em 2026-11-30."],
  ])("%s", async (question, answer) => {
    const { calls, text } = await ask(question, known);
    expect(calls).toEqual([]);
    expect(text).toBe(answer);
  });
});

describe("what's new with someone lists what was told of them, newest first", () => {
  it.each([
    ["what's new with Ana?", "From what you told me, newest first:\n- “A Ana teve um bebé” (2026-11-30)\n- Ana got married (28 November 2026)"],
    ["novidades da Ana?", "Pelo que me contou, do mais recente:\n- A Ana teve um bebé (2026-11-30)\n- “Ana got married (28 November 2026)”"],
    ["alguma novidade da Ana?", "Pelo que me contou, do mais recente:\n- A Ana teve um bebé (2026-11-30)\n- “Ana got married (28 November 2026)”"],
    ["o que há de novo com a Ana?", "Pelo que me contou, do mais recente:\n- A Ana teve um bebé (2026-11-30)\n- “Ana got married (28 November 2026)”"],
    ["what happened to my grandfather?", "From what you told me: your grandfather passed away (2 December 2026)."],
    ["o que aconteceu ao meu avô?", "Pelo que me contou: “My grandfather passed away (2 December 2026)”."],
    ["o que aconteceu com minha avó?", "Pelo que me contou: a sua avó morreu (2026-11-20)."],
  ])("%s", async (question, answer) => {
    const { calls, text } = await ask(question, known);
    expect(calls).toEqual([]);
    expect(text).toBe(answer);
  });
});

describe("who someone is still says who, with their news", () => {
  it.each([
    ["who is Ana?", /wedding|married/u],
    ["quem é a Ana?", /casamento|married|casou/u],
  ])("%s", async (question, told) => {
    const person = { entityId: "e1", name: "Ana", type: "person", aliases: [], relationshipToUser: "sister", gender: "female", mentionCount: 2 };
    const memories = [{ id: "m1", content: "Ana got married (28 November 2026)", type: "event", date: "2026-11-28", current: true }];
    const text = await answerWith(question, { get_person: { person, relationships: [], memories } }, systemWith([storedMemory("Ana got married (28 November 2026)", "event", "2026-11-28")]));
    expect(text).toMatch(told);
  });
});

describe("news not in the prompt is searched among what was told", () => {
  const rows = [
    { content: "My grandfather passed away (2 December 2026)", date: "2026-12-02", dated: true, type: "event", current: true },
    { content: "A minha avó morreu", date: "2026-11-20", dated: false, type: "event", current: true },
    { content: "A Ana teve um bebé", date: "2026-11-30", dated: false, type: "event", current: true },
    { content: "Ana got married (28 November 2026)", date: "2026-11-28", dated: true, type: "event", current: true },
  ];
  const searched = (memories: ReadonlyArray<unknown>) => ({ search_memories: { memories }, search_journal: { results: [], confidence: "none" } });

  it.each([
    ["when did my grandfather die?", "Your grandfather passed away (2 December 2026)."],
    ["quando faleceu a minha avó?", "A sua avó morreu, como me contou em 2026-11-20; não me disse o dia."],
    ["when did my grandmother pass away?", "“A minha avó morreu”, as you told me on 2026-11-20; you didn't tell me the day."],
    ["novidades da Ana?", "Pelo que me contou, do mais recente:\n- A Ana teve um bebé (2026-11-30)\n- “Ana got married (28 November 2026)”"],
  ])("%s", async (question, answer) => {
    const { calls } = await ask(question);
    expect(calls.map((call) => call.name)).toEqual(["search_memories"]);
    expect(await answerWith(question, searched(rows))).toBe(answer);
  });

  it.each([
    ["when did my grandfather die?", "You haven't told me that about your grandfather."],
    ["o que aconteceu ao meu avô?", "Não me contou novidades do seu avô."],
  ])("%s, with nothing told, says so", async (question, answer) => {
    expect(await answerWith(question, searched([]))).toMatch(new RegExp(`^${answer.replace(/[.?]/gu, "\\$&")}`, "u"));
  });
});
