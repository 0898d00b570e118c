import { describe, expect, it } from "vitest";
import { detectThemes } from "../../src/reflection/themes.js";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// Requests to reflect said in other words, and the days asked after one, with every domain's skill and tool offered.

const now = new Date("2026-11-29T10:00:00Z");
const { callsAfter } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon" });

describe("a day or a period asked after a request to reflect", () => {
  it.each([
    [["help me reflect on yesterday's entry", "and the day before?"], { date: "2026-11-27", language: "en" }],
    [["ajuda-me a refletir sobre a entrada de ontem", "e a de anteontem?"], { date: "2026-11-27", language: "pt" }],
    [["reflete sobre a entrada de ontem", "e o dia anterior?"], { date: "2026-11-27", language: "pt" }],
    [["help me reflect on yesterday's entry", "what about last week?"], { from: "2026-11-16", to: "2026-11-22", language: "en" }],
    [["reflete sobre a minha última entrada", "e a semana passada?"], { from: "2026-11-16", to: "2026-11-22", language: "pt" }],
    // A follow-up of a follow-up moves back from the day it asked for.
    [["help me reflect on yesterday's entry", "and the day before?", "and the day before?"], { date: "2026-11-26", language: "en" }],
  ])("%j: a reflection on that day or period", async (questions, args) => {
    expect(await callsAfter(...questions)).toEqual([["reflect_on_entry", args]]);
  });

  it.each([
    [["help me reflect on my work", "and last week?"], "work"],
    [["quero refletir sobre o trabalho", "e na semana passada?"], "trabalho"],
  ])("%j: the topic searched again within the period", async (questions, topic) => {
    const [call] = await callsAfter(...questions);
    expect(call?.[0]).toBe("search_journal");
    expect(call?.[1]).toMatchObject({ query: topic, from: "2026-11-16", to: "2026-11-22" });
  });

  it.each([["what did I write yesterday?", "and the day before?"], ["o que escrevi ontem?", "e anteontem?"]])("%s then %s: no reflection", async (...questions) => {
    expect((await callsAfter(...questions)).map(([name]) => name)).not.toContain("reflect_on_entry");
  });
});

describe("help to think something through", () => {
  it.each([
    ["help me think about my stress", "stress"],
    ["help me think through my work", "work"],
    ["ajuda-me a pensar sobre o trabalho", "trabalho"],
    ["ajuda-me a processar o stress", "stress"],
    ["ajuda-me a pensar no trabalho", "trabalho"],
  ])("%s: the entries about it searched, to reflect on", async (question, topic) => {
    const [call] = await callsAfter(question);
    expect(call?.[0]).toBe("search_journal");
    expect(call?.[1]).toMatchObject({ query: topic, recencyBoost: true });
  });
});

describe("missing someone, not something", () => {
  it.each(["I miss her so much since the funeral.", "Tenho tantas saudades da minha avó."])("%s: loss", (text) => {
    expect(detectThemes(text).map((theme) => theme.key)).toContain("loss");
  });

  it.each(["Missed feeling motivated. Work was busy.", "Missed the bus and was late for the meeting.", "Perdi o autocarro e cheguei atrasado.", "Perdi a paciência com o trânsito."])("%s: no loss", (text) => {
    expect(detectThemes(text).map((theme) => theme.key)).not.toContain("loss");
  });
});

describe("an opinion or a question to reflect on, asked of the offline mode", () => {
  it.each([
    ["what do you think of my last entry?", "en"],
    ["o que achas da minha última entrada?", "pt"],
  ])("%s: a reflection on the latest entry, not a search", async (question, language) => {
    expect(await callsAfter(question)).toEqual([["reflect_on_entry", { language }]]);
  });

  it.each([
    ["dá-me uma pergunta para refletir", "pt"],
    ["give me a question to reflect on", "en"],
  ])("%s: prompts picked for the latest entry", async (question, language) => {
    expect(await callsAfter(question)).toEqual([["reflect_on_entry", { language }]]);
  });
});
