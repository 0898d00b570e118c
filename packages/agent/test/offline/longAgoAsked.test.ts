import { localDate } from "@lifeos/core";
import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";
import { now, timeZone } from "./offlineTestModel.js";

// "more than a year ago", "over a decade ago", "há mais de um ano", "faz mais de 10 anos" (pt-BR): everything before that
// day, from the journal's first one (today is 10 May 2024; the journal begins on 3 January 2012). Before, "10 years ago"
// read only that one day, "há mais de 10 anos" today, and the "than" of "more than a year ago" asked for a comparison.

const journalSpan = { first: localDate("2012-01-03"), last: localDate("2024-05-09") };
const { ask, answerWith } = offlineConversation({ skills: everySkill, now, timeZone, journalSpan });
const args = async (question: string) => (await ask(question)).calls.map((call) => [call.name, JSON.parse(call.arguments) as Record<string, unknown>] as const);

describe("what was written long ago, more than a time back", () => {
  it.each([
    ["what did I write more than a year ago?", "2023-05-09"],
    ["what did I write more than 10 years ago?", "2014-05-09"],
    ["what did I write over a decade ago?", "2014-05-09"],
    ["o que escrevi há mais de um ano?", "2023-05-09"],
    ["o que escrevi há mais de dez anos?", "2014-05-09"],
    ["o que eu escrevi faz mais de 10 anos?", "2014-05-09"],
    ["o que eu escrevi mais de 10 anos atrás?", "2014-05-09"],
  ])("%s reads the entries from the journal's first day to the day before then", async (question, before) => {
    expect(await args(question)).toEqual([["get_recent_entries", { count: 20, after: "2012-01-03", before }]]);
  });

  it.each([
    ["when did I last go to the beach more than a year ago?", "2023-05-09"],
    ["quando fui à praia pela última vez há mais de um ano?", "2023-05-09"],
    ["quando foi a última vez que eu fui na praia faz mais de 10 anos?", "2014-05-09"],
  ])("%s searches the latest time before then", async (question, to) => {
    const [search] = await args(question);
    expect(search?.[0]).toBe("search_journal");
    expect(search?.[1]).toMatchObject({ from: "2012-01-03", to, recencyBoost: true });
  });

  it.each([
    ["what did I write more than 10 years ago?", "more than 10 years ago (2012-01-03 to 2014-05-09)"],
    ["o que eu escrevi faz mais de 10 anos?", "faz mais de 10 anos (2012-01-03 a 2014-05-09)"],
    ["o que escrevi há mais de dez anos?", "há mais de dez anos (2012-01-03 a 2014-05-09)"],
  ])("%s names the period as asked", async (question, period) => {
    const answer = await answerWith(question, { get_recent_entries: { entries: [{ date: "2013-04-02", content: "Walked on the beach at Nazaré with Rita." }] } });
    expect(answer).toContain(period);
    expect(answer).not.toMatch(/\b(?:in|em) (?:more than|faz mais|há mais)/u);
  });

  it.each(["what did I write 10 years ago?", "o que escrevi há 10 anos?", "o que eu escrevi faz 10 anos?"])("%s still reads that one day", async (question) => {
    expect(await args(question)).toEqual([["get_entry", { date: "2014-05-10" }]]);
  });
});
