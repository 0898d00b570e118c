import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation, storedMemory, systemWith } from "../support/offlineConversation.js";

// A fact told in the first person, not only a like, is said to the person when the turned sentence reads right ("I don't
// eat pork" → "You don't eat pork", "Não como carne de porco" → "Não come carne de porco", with the verb of "você" and no
// pronoun, as likes are). One with more of the person's own further in ("I keep my passport…"), or whose turned verb is
// said in one country only ("está a aprender"), is quoted as told.

const now = new Date("2026-12-02T10:00:00Z");
const { ask } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon" });

describe("a first-person fact, said to the person", () => {
  it.each([
    ["do I eat pork?", "I don't eat pork", "You don't eat pork, as you told me on 2026-11-20."],
    ["eu como carne de porco?", "Não como carne de porco", "Não come carne de porco, como me contou em 2026-11-20."],
    ["where do I live?", "I live in Lisbon", "You live in Lisbon, as you told me on 2026-11-20."],
    ["onde moro?", "Moro em Lisboa", "Mora em Lisboa, como me contou em 2026-11-20."],
    ["am I vegetarian?", "I'm vegetarian", "You're vegetarian, as you told me on 2026-11-20."],
    ["sou vegetariano?", "Sou vegetariano", "É vegetariano, como me contou em 2026-11-20."],
  ])("%s", async (question, told, answer) => {
    const { calls, text } = await ask(question, systemWith([storedMemory(told, "fact", "2026-11-20")]));
    expect(calls).toEqual([]);
    expect(text).toBe(answer);
  });

  it.each([
    ["where is my passport?", "I keep my passport in the desk drawer"],
    ["o que estou a aprender?", "Estou a aprender espanhol"],
  ])("%s: quoted as told", async (question, told) => {
    const { text } = await ask(question, systemWith([storedMemory(told, "fact", "2026-11-20")]));
    expect(text).toContain(`“${told}”`);
  });
});
