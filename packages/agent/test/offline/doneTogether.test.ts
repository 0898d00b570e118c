import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";
import { after, now, timeZone } from "./offlineTestModel.js";

// "what did we do together?" after a question naming one person reads the entries with that person, as "what did I do
// with Ana?" does, not the word "together".
describe("what was done together, asked after a question naming someone", () => {
  it.each([
    ["when did I last see Ana?", "The last time was on 2024-05-02: “Had lunch with Ana at Cafe Aurora.”", "what did we do together?"],
    ["when did I last see Ana?", "The last time was on 2024-05-02: “Had lunch with Ana at Cafe Aurora.”", "And what did I do with her?"],
    ["quando vi a Ana pela última vez?", "A última vez foi em 2024-05-02: «Almocei com a Ana.»", "o que fizemos juntos?"],
    ["quando estive com a Ana pela última vez?", "A última vez foi em 2024-05-02: «Almocei com a Ana.»", "E o que é que fizemos?"],
  ])("%s then %s searches the entries naming her", async (question, answer, next) => {
    const { calls } = await after(question, answer, next);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ name: "search_journal", args: { query: "Ana" } });
  });

  it.each([
    ["did I see Ana in March?", "Yes. I found 2 entries about “Ana” in March.", "what did we do together?", "2024-03-01", "2024-03-31"],
    ["vi a Ana em março?", "Sim. Encontrei 2 entradas sobre «Ana» em março.", "o que fizemos juntas?", "2024-03-01", "2024-03-31"],
  ])("%s then %s keeps the period asked before", async (question, answer, next, from, to) => {
    const { calls } = await after(question, answer, next);
    expect(calls[0]).toMatchObject({ name: "search_journal", args: { query: "Ana", from, to } });
  });

  it.each([["what did we do together?"], ["o que fizemos juntos?"]])("%s with no one named before asks no search of Ana", async (next) => {
    const { calls } = await after("how was my week?", "It was a good week.", next);
    expect(calls.some((call) => call.args["query"] === "Ana")).toBe(false);
  });
});

describe("what was done together, with every skill offered", () => {
  const { callsAfter } = offlineConversation({ skills: everySkill, now, timeZone });
  it.each([
    ["when did I last see Ana?", "what did we do together?"],
    ["quando vi a Ana pela última vez?", "o que fizemos juntos?"],
  ])("%s then %s is the journal's search of her", async (question, next) => {
    const calls = await callsAfter(question, next);
    expect(calls[0]).toMatchObject(["search_journal", { query: "Ana" }]);
  });
});

// "what did we do?" a question or two after "when did I last see Miguel?" ("how is he?" between): that meeting's day,
// which the answer told, is the one read, not every entry naming him.
describe("what was done at the last meeting, asked a question later", () => {
  const { turn } = offlineConversation({ skills: everySkill, now, timeZone });
  const conversation = (...turns: ReadonlyArray<string>) =>
    turn(turns.map((content, index) => ({ role: index % 2 === 0 ? ("user" as const) : ("assistant" as const), content })));

  it.each([
    ["when did I last see Miguel?", "The last time was on 2024-04-27: “Took the train to Porto to see Miguel.”\nOther mentions: 2024-04-20.", "how is he?", "I found 3 entries about “Miguel”.", "what did we do?"],
    ["quando vi o Miguel pela última vez?", "A última vez foi em 2024-04-27: «Fui ao Porto ver o Miguel.»\nOutras menções: 2024-04-20.", "como está ele?", "Encontrei 3 entradas sobre «Miguel».", "o que fizemos?"],
  ])("%s, then %s, then %s reads the day of that meeting", async (...turns) => {
    const { calls } = await conversation(...turns);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.name).toBe("search_journal");
    expect(JSON.parse(calls[0]!.arguments)).toMatchObject({ query: "Miguel", from: "2024-04-27", to: "2024-04-27" });
  });

  it.each([
    ["when did I last see Miguel?", "The last time was on 2024-04-27: “Took the train to Porto to see Miguel.”", "when did I last see Rita?", "The last time was on 2024-05-02: “Lunch with Rita.”", "what did we do?", "2024-05-02"],
    ["quando vi o Miguel pela última vez?", "A última vez foi em 2024-04-27: «Fui ao Porto ver o Miguel.»", "quando vi a Rita pela última vez?", "A última vez foi em 2024-05-02: «Almocei com a Rita.»", "o que fizemos?", "2024-05-02"],
  ])("%s, then %s: the person asked last, on the day told of them", async (...[first, firstAnswer, second, secondAnswer, next, day]) => {
    const { calls } = await conversation(first, firstAnswer, second, secondAnswer, next);
    expect(JSON.parse(calls[0]!.arguments)).toMatchObject({ query: "Rita", from: day, to: day });
  });
});
