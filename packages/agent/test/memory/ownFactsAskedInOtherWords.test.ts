import { describe, expect, it } from "vitest";
import { memorySkill } from "../../src/index.js";
import { journalSkill } from "../../src/journal/offline/journalSkill.js";
import { offlineConversation, storedMemory, systemWith } from "../support/offlineConversation.js";

// The person's own name and home, asked in more of the ways people ask them: Brazil's "qual é meu nome?" (no article),
// the city one lives in ("what city do I live in?", "em que cidade moro?"). A fact remembered answers, not the journal.

const now = new Date("2024-05-10T10:00:00Z");
const { ask } = offlineConversation({ skills: [journalSkill, memorySkill], tools: ["search_journal", "get_recent_entries", "search_memories", "get_person"], now, timeZone: "Europe/Lisbon" });

const told = (...contents: ReadonlyArray<string>) => systemWith(contents.map((content) => storedMemory(content, "fact", "2024-05-01")));

describe("the person's name, asked without the article", () => {
  it.each([
    ["qual é meu nome?", told("O meu nome é Pedro"), "O seu nome é Pedro, como me contou em 2024-05-01."],
    ["qual é meu nome?", told("My name is Pedro"), "O seu nome é Pedro, como me contou em 2024-05-01."],
    ["qual é meu primeiro nome?", told("O meu nome é Pedro"), "O seu nome é Pedro, como me contou em 2024-05-01."],
    ["what is my first name?", told("My name is Pedro"), "Your name is Pedro, as you told me on 2024-05-01."],
  ])("%s is answered from what was told", async (question, system, answer) => {
    expect(await ask(question, system)).toEqual({ calls: [], text: answer });
  });
});

describe("the city the person lives in", () => {
  it.each([
    ["what city do I live in?", told("I live in Porto", "I work at Google"), "You live in Porto, as you told me on 2024-05-01."],
    ["which town do I live in?", told("Moro em Braga"), "You live in Braga, as you told me on 2024-05-01."],
    ["em que cidade moro?", told("Moro em Braga", "Trabalho na Sonae"), "Mora em Braga, como me contou em 2024-05-01."],
    ["em que cidade eu vivo?", told("I live in Porto"), "Mora no Porto, como me contou em 2024-05-01."],
  ])("%s is answered from what was told", async (question, system, answer) => {
    expect(await ask(question, system)).toEqual({ calls: [], text: answer });
  });

  it.each([
    ["what city does Ana live in?", told("Ana lives in Braga"), /Braga/u],
    ["em que cidade mora a Ana?", told("A Ana mora em Braga"), /Braga/u],
  ])("%s asks the memory, not the journal", async (question, system, answer) => {
    const { calls, text } = await ask(question, system);
    expect(calls.map((call) => call.name)).not.toContain("search_journal");
    if (calls.length === 0) expect(text).toMatch(answer);
  });
});
