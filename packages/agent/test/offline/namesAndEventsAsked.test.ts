import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// Questions whose words name what a tool ranks or sums up, not a topic to search: "what places do I write about?",
// "que pessoas menciono?" (the names the journal holds most), "the main events this year" (the year's summary).

const now = new Date("2026-11-29T11:00:00Z");
const { ask } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon" });

describe("the places or people written about", () => {
  it.each([
    ["what places do I write about", "place"],
    ["which places did I visit this year?", "place"],
    ["que sítios menciono", "place"],
    ["em que cidades estive?", "place"],
    ["what people do I write about?", "person"],
    ["que pessoas menciono no diário", "person"],
    ["quais pessoas aparecem no meu diário", "person"],
  ])("%s ranks the %s names", async (question, kind) => {
    const { calls } = await ask(question);
    expect(calls.map((call) => [call.name, JSON.parse(call.arguments).kind])).toEqual([["rank_names", kind]]);
  });
});

describe("the main events of a period", () => {
  it.each([
    ["what were the main events this year", "get_year_summary"],
    ["quais foram os principais acontecimentos este ano", "get_year_summary"],
    ["quais foram os principais acontecimentos desse ano", "get_year_summary"],
    ["key moments of october", "get_month_summary"],
    ["os momentos marcantes de outubro", "get_month_summary"],
  ])("%s is that period's summary, not a search for the words", async (question, tool) => {
    expect((await ask(question)).calls.map((call) => call.name)).toEqual([tool]);
  });
});
