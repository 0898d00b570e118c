import type { ModelMessage } from "@lifeos/core";
import { describe, expect, it } from "vitest";
import { answerWith, plan, turn } from "./offlineTestModel.js";

// "who was I with the last time I went climbing?", and the follow-ups of a last time: "who was with me?", "what did I
// write that day?". One entry answers them, the latest of the activity or the day the last answer named.

const row = (date: string, excerpt: string) => ({ entryId: date, date, excerpt, score: 1, confidence: "high" });
const climbs = {
  results: [
    row("2024-04-20", "Climbing session with Tom at the gym; my arms are sore. Dinner with Joana after."),
    row("2024-05-02", "A long day. Went climbing with Rita and Inês after work. Lunch with Tom."),
    row("2024-03-01", "Climbed with Tom."),
  ],
  confidence: "high",
};
const escaladas = {
  results: [row("2024-04-20", "Escalada com o Tomás no ginásio. Depois jantei com a Joana."), row("2024-05-02", "Fui escalar sozinha depois do trabalho. Almocei com a Rita.")],
  confidence: "high",
};

describe("who was there the last time", () => {
  it.each([
    ["who was I with the last time I went climbing?", "climbing"],
    ["com quem fui escalar da última vez?", "escalar"],
  ])("%s searches the activity, latest first", async (question, activity) => {
    const { calls } = await plan(question);
    expect(calls.map((call) => [call.name, call.args["query"], call.args["recencyBoost"]])).toEqual([["search_journal", activity, true]]);
  });

  it.each([
    ["who was I with the last time I went climbing?", climbs, "The last time was on 2024-05-02, with Rita and Inês: “Went climbing with Rita and Inês after work.”"],
    ["com quem fui escalar da última vez?", escaladas, "A última vez foi em 2024-05-02, e a entrada não diz com quem estava: «Fui escalar sozinha depois do trabalho.»"],
  ])("%s names the people of the latest entry's sentences of the activity only", async (question, data, said) => {
    const { text } = await answerWith(question, data);
    expect(text).toBe(said);
  });
});

const lastTime = { en: "The last time was on 2024-05-02: “Went climbing with Rita and Inês after work.”", pt: "A última vez foi em 2024-05-02: «Fui escalar depois do trabalho.»" };

const after = (question: string, answer: string, next: string, more: ReadonlyArray<ModelMessage> = []) =>
  turn([{ role: "user", content: question }, { role: "assistant", content: answer }, { role: "user", content: next }, ...more]);

describe("a follow-up of a last time", () => {
  it.each([
    ["when did I last go climbing?", lastTime.en, "who was with me?", "climbing"],
    ["when did I last go climbing?", lastTime.en, "and with whom?", "climbing"],
    ["quando fui escalar pela última vez?", lastTime.pt, "e com quem?", "escalar"],
    ["quando fui escalar pela última vez?", lastTime.pt, "quem estava comigo?", "escalar"],
  ])("after %s, %s asks who was there of the same activity, on the day the answer named", async (question, answer, next, activity) => {
    const { calls } = await after(question, answer, next);
    expect(calls.map((call) => [call.name, call.args["query"], call.args["from"], call.args["to"]])).toEqual([["search_journal", activity, "2024-05-02", "2024-05-02"]]);
  });

  it.each([
    ["when did I last go climbing?", lastTime.en, "and before that?", "The last time was on 2024-04-20: “Climbing session with Tom.”", "who was with me?"],
    ["quando fui escalar pela última vez?", lastTime.pt, "e antes disso?", "A última vez foi em 2024-04-20: «Escalada com o Tomás.»", "e com quem?"],
  ])("after %s and %s, %s asks of the earlier day", async (question, answer, before, beforeAnswer, next) => {
    const { calls } = await turn([
      { role: "user", content: question },
      { role: "assistant", content: answer },
      { role: "user", content: before },
      { role: "assistant", content: beforeAnswer },
      { role: "user", content: next },
    ]);
    expect(calls.map((call) => [call.name, call.args["from"], call.args["to"]])).toEqual([["search_journal", "2024-04-20", "2024-04-20"]]);
  });

  it("answers it from the latest entry of the activity", async () => {
    const first = await after("when did I last go climbing?", lastTime.en, "who was with me?");
    const call = first.calls[0]!;
    const { text } = await after("when did I last go climbing?", lastTime.en, "who was with me?", [
      { role: "assistant", content: "", toolCalls: [{ id: call.id, name: call.name, arguments: JSON.stringify(call.args) }] },
      { role: "tool", toolCallId: call.id, name: call.name, content: JSON.stringify({ success: true, data: climbs, meta: {} }) },
    ]);
    expect(text).toBe("The last time was on 2024-05-02, with Rita and Inês: “Went climbing with Rita and Inês after work.”");
  });

  it.each([
    ["what did I write that day?", lastTime.en],
    ["what happened that day?", lastTime.en],
    ["o que escrevi nesse dia?", lastTime.pt],
    ["e o que aconteceu naquele dia?", lastTime.pt],
    ["what was I doing then?", lastTime.en],
    ["and what was going on that day?", lastTime.en],
    ["o que eu fazia nesse dia?", lastTime.pt],
    ["e o que é que eu estava fazendo então?", lastTime.pt],
  ])("%s reads the entry of the day the last answer named", async (next, answer) => {
    const { calls } = await after("when did I last go climbing?", answer, next);
    expect(calls.map((call) => [call.name, call.args])).toEqual([["get_entry", { date: "2024-05-02" }]]);
  });

  it.each([
    ["when did I go to Porto?", "At least 20 entries mention “Porto”: on …, 2024-03-02, 2024-04-13, 2024-05-04.\n\nThe latest, on 2024-05-04: “Train to Porto.”", "who was I with?", "Porto"],
    ["when did I go to Porto?", "At least 20 entries mention “Porto”: on …, 2024-03-02, 2024-04-13, 2024-05-04.", "who was with me?", "Porto"],
    ["quando fui ao Porto?", "Pelo menos 20 entradas mencionam «Porto»: em …, 2024-03-02, 2024-04-13, 2024-05-04.", "com quem estive?", "Porto"],
    ["quando fui ao Porto?", "Pelo menos 20 entradas mencionam «Porto»: em …, 2024-03-02, 2024-04-13, 2024-05-04.", "e com quem?", "Porto"],
  ])("after %s (no 'last'), %s asks who was there on the latest day the answer listed", async (question, answer, next, place) => {
    const { calls } = await after(question, answer, next);
    expect(calls.map((call) => [call.name, call.args["query"], call.args["from"], call.args["to"]])).toEqual([["search_journal", place, "2024-05-04", "2024-05-04"]]);
  });

  it.each([
    ["when did I go to Porto?", "Porto"],
    ["quando fui ao Porto?", "Porto"],
  ])("%s searches with the latest entries first, so the latest it names is the latest there is", async (question, place) => {
    const { calls } = await plan(question);
    expect(calls.map((call) => [call.name, call.args["query"], call.args["recencyBoost"], call.args["limit"]])).toEqual([["search_journal", place, true, 20]]);
  });

  it.each(["who was with me?", "e com quem?"])("%s with no last time before it is not read as one", async (question) => {
    const { calls } = await plan(question);
    expect(calls.some((call) => call.args["recencyBoost"] === true)).toBe(false);
  });
});

describe("the people of one day", () => {
  const day = { kind: "person", from: "2024-05-02", to: "2024-05-02", entries: 1, names: [{ name: "Rita", entries: 1, lastDate: "2024-05-02" }, { name: "Tom", entries: 1, lastDate: "2024-05-02" }] };
  it.each([
    ["who was I with on 2 May?", "Your entry of 2024-05-02 names Rita and Tom."],
    ["com quem estive no dia 2 de maio?", "A entrada de 2024-05-02 menciona Rita e Tom."],
  ])("%s names them, without the counts of a period", async (question, said) => {
    const { calls, text } = await answerWith(question, day);
    expect(calls.map((call) => [call.name, call.args])).toEqual([["rank_names", { kind: "person", from: "2024-05-02", to: "2024-05-02", limit: 20 }]]);
    expect(text).toBe(said);
  });
});
