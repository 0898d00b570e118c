import { describe, expect, it } from "vitest";
import { after, turn } from "./offlineTestModel.js";

const listing = {
  en: "3 entries from 2024-04-29 to 2024-05-05:\n- 2024-05-05: “A quiet Sunday.”\n- 2024-05-03: “Long day at work.”\n- 2024-04-30: “Went climbing.”",
  pt: "3 entradas de 2024-04-29 a 2024-05-05:\n- 2024-05-05: «Um domingo calmo.»\n- 2024-05-03: «Dia longo no trabalho.»\n- 2024-04-30: «Fui escalar.»",
};

describe("a follow-up points at what the last answer listed", () => {
  it.each([
    ["the first one", "what did I write last week", listing.en, "2024-05-05"],
    ["o primeiro", "o que escrevi na semana passada", listing.pt, "2024-05-05"],
    ["and the second?", "what did I write last week", listing.en, "2024-05-03"],
    ["e a segunda entrada?", "o que escrevi na semana passada", listing.pt, "2024-05-03"],
    ["the last one", "what did I write last week", listing.en, "2024-04-30"],
    ["a última", "o que escrevi na semana passada", listing.pt, "2024-04-30"],
    // The one day an answer named, whatever its list.
    ["show me the entry", "when did I last go climbing?", "You last wrote about climbing on 2024-04-30.", "2024-04-30"],
    ["mostra-me", "quando fui escalar pela última vez?", "A última vez que escreveu sobre escalar foi em 2024-04-30.", "2024-04-30"],
  ])("%s, after %s, is the entry of the day it points at", async (next, question, answer, date) => {
    const { calls } = await after(question, answer, next);
    expect(calls.map((call) => [call.name, call.args])).toEqual([["get_entry", { date }]]);
  });

  it.each([
    ["what did I write last week", listing.en, "the second one", "On 2024-05-03 you wrote one entry.", "and the last one?"],
    ["o que escrevi na semana passada", listing.pt, "o segundo", "Em 2024-05-03 escreveu uma entrada.", "e o último?"],
  ])("after %s, an answer about one of its entries keeps the list to point at", async (question, answer, second, secondAnswer, last) => {
    const { calls } = await turn([
      { role: "user", content: question },
      { role: "assistant", content: answer },
      { role: "user", content: second },
      { role: "assistant", content: secondAnswer },
      { role: "user", content: last },
    ]);
    expect(calls.map((call) => [call.name, call.args])).toEqual([["get_entry", { date: "2024-04-30" }]]);
  });

  it("without a listed day, a bare ordinal is no entry", async () => {
    const { calls } = await turn([{ role: "user", content: "the first one" }]);
    expect(calls.map((call) => call.name)).not.toContain("get_entry");
  });
});

describe("a correction asks the previous question again", () => {
  it.each([
    ["How stressed was I in March?", "no, I meant April"],
    ["Quão stressado estive em março?", "não, queria dizer abril"],
  ])("after %s, reads %s as the same question of April", async (question, correction) => {
    const { calls } = await after(question, "…", correction);
    expect(calls.map((call) => [call.name, call.args])).toEqual([["get_time_series", { metric: "stress", from: "2024-04-01", to: "2024-04-30" }]]);
  });
});

describe("thanks between a question and its follow-up", () => {
  it.each([
    ["How stressed was I last week?", "thanks!", "You're welcome.", "and the week before?"],
    ["Quão stressado estive na semana passada?", "obrigado", "De nada.", "e na semana anterior?"],
  ])("after %s and %s, the follow-up goes back to the question", async (question, thanks, welcome, followUp) => {
    const { calls } = await turn([
      { role: "user", content: question },
      { role: "assistant", content: "…" },
      { role: "user", content: thanks },
      { role: "assistant", content: welcome },
      { role: "user", content: followUp },
    ]);
    expect(calls.map((call) => [call.name, call.args])).toEqual([["get_time_series", { metric: "stress", from: "2024-04-22", to: "2024-04-28" }]]);
  });
});

describe("a follow-up of a follow-up, a bare correction, the one before", () => {
  const thread = (...messages: string[]) =>
    turn(messages.flatMap((content, index) => (index === messages.length - 1 ? [{ role: "user" as const, content }] : [{ role: "user" as const, content }, { role: "assistant" as const, content: "…" }])));

  it.each([
    ["How was my mood in March?", "what about stress?", "and energy?"],
    ["Como esteve o meu humor em março?", "e o stress?", "e a energia?"],
  ])("%s, %s, %s: the last asks the first again with its metric", async (...messages) => {
    const { calls } = await thread(...messages);
    expect(calls.map((call) => [call.name, call.args])).toEqual([["get_time_series", { metric: "energy", from: "2024-03-01", to: "2024-03-31" }]]);
  });

  it.each([
    ["How stressed was I in March?", "no, April", "2024-04-01", "2024-04-30"],
    ["Quão stressado estive em março?", "não, em abril", "2024-04-01", "2024-04-30"],
    // The weekend before the last one, not the week before it.
    ["How stressed was I last weekend?", "and the one before?", "2024-04-27", "2024-04-28"],
    ["Quão stressado estive no fim de semana passado?", "e o anterior?", "2024-04-27", "2024-04-28"],
  ])("after %s, %s asks it again of %s to %s", async (question, next, from, to) => {
    const { calls } = await thread(question, next);
    expect(calls.map((call) => [call.name, call.args])).toEqual([["get_time_series", { metric: "stress", from, to }]]);
  });
});
