import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";
import { now, timeZone } from "./offlineTestModel.js";

// What drains or worries the person again and again, what habits do them good, and what to focus on: questions of the
// journal's patterns over weeks (what went with stress and happiness), not searches for the words "worries" or "focar-me".

const { ask, answerWith } = offlineConversation({ skills: everySkill, now, timeZone });

describe("patterns asked as worries, drains, habits and focus", () => {
  it.each([
    "what drains me?",
    "what are my recurring worries?",
    "what habits help my mood?",
    "quais são as minhas preocupações recorrentes?",
    "o que me esgota?",
    "que hábitos me fazem bem?",
    "em que devo focar-me?",
    "em que me devo concentrar?",
  ])("%s reads the current state, not a search", async (question) => {
    const calls = (await ask(question)).calls.map((call) => call.name);
    expect(calls).toEqual(["get_current_state"]);
  });
});

// The period said is the period read (today is Friday 10 May 2024): "this month" is 1 to 10 May, not the last 7 days.
describe("what to focus on in a period said", () => {
  it.each([
    ["what should I focus on this month?", { from: "2024-05-01", to: "2024-05-10" }],
    ["em que me devo focar este mês?", { from: "2024-05-01", to: "2024-05-10" }],
    ["no que eu devo focar este mês?", { from: "2024-05-01", to: "2024-05-10" }],
    ["no que devo me focar este ano?", { from: "2024-01-01", to: "2024-05-10" }],
    ["what should I focus on this year?", { from: "2024-01-01", to: "2024-05-10" }],
    ["em que me devo focar em abril?", { from: "2024-04-01", to: "2024-04-30" }],
    ["what should I focus on since March?", { from: "2024-03-01", to: "2024-05-10" }],
  ])("%s reads the period said", async (question, bounds) => {
    const { calls } = await ask(question);
    expect(calls.map((call) => call.name)).toEqual(["get_current_state"]);
    expect(JSON.parse(calls[0]!.arguments)).toMatchObject(bounds);
  });

  it.each(["what should I focus on?", "em que me devo focar?", "no que eu devo focar?"])("%s, with no period, keeps the state's own window", async (question) => {
    const { calls } = await ask(question);
    expect(calls.map((call) => call.name)).toEqual(["get_current_state"]);
    expect(JSON.parse(calls[0]!.arguments)).not.toHaveProperty("from");
    expect(JSON.parse(calls[0]!.arguments)).not.toHaveProperty("days");
  });

  const metric = (current: number, change: number) => ({ current, previous: current - change, change, trend: "steady" });
  const state = (from: string, to: string, days: number) => ({
    days,
    comparedDays: days,
    from,
    to,
    entryCount: 8,
    totalEntries: 120,
    lastEntryDate: "2024-05-09",
    firstEntryDate: "2023-01-02",
    metrics: { happiness: metric(62, 8), stress: metric(35, -6), energy: metric(55, 0) },
    themes: ["garden"],
    stressors: ["deadline"],
    protectiveFactors: ["garden"],
    todos: [{ title: "Keep the garden mornings", firstStep: "Put one in the calendar", why: "They lift you", minutes: 20 }],
  });

  it.each([
    ["what should I focus on this month?", /Over these 10 days compared with the 10 days before: happiness 62\/100 \(up 8\)/u],
    ["em que me devo focar este mês?", /Nestes 10 dias, em comparação com os 10 anteriores: felicidade 62\/100 \(mais 8\)/u],
    ["no que eu devo focar este mês?", /Nestes 10 dias, em comparação com os 10 anteriores/u],
  ])("%s says the moods of the month, not of the last 7 days", async (question, moods) => {
    const answer = await answerWith(question, { get_current_state: state("2024-05-01", "2024-05-10", 10) });
    expect(answer).toMatch(moods);
    expect(answer).not.toMatch(/last 7 days|últimos 7 dias/u);
  });

  it.each([
    ["what should I focus on in April?", /Suggestions from your entries from 2024-04-01 to 2024-04-30/u],
    ["em que me devo focar em abril?", /Sugestões a partir das suas entradas de 2024-04-01 a 2024-04-30/u],
  ])("%s names April's days, which are not the last days", async (question, head) => {
    const answer = await answerWith(question, { get_current_state: state("2024-04-01", "2024-04-30", 30) });
    expect(answer).toMatch(head);
    expect(answer).not.toMatch(/last 30 days|últimos 30 dias/u);
  });
});
