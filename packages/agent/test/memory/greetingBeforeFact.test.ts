import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// "Olá, sou vegetariano e moro em Lisboa": a greeting before a comma is a sentence of its own, as "Olá! Sou…" is, so
// what follows it is kept whole.

const { ask } = offlineConversation({ skills: everySkill, now: new Date("2026-12-03T10:00:00Z"), timeZone: "Europe/Lisbon" });

describe("a greeting, then what one is", () => {
  it.each([
    ["Olá, sou vegetariano e moro em Lisboa", "Anotado: É vegetariano; mora em Lisboa."],
    ["Oi, sou vegana", "Anotado: É vegana."],
    ["Hi, I'm vegetarian and I live in Lisbon", "Noted: You're vegetarian; you live in Lisbon."],
    ["Good morning, I work at Galp", "Noted: You work at Galp."],
  ])("%s keeps all of it", async (message, reply) => {
    const { calls, text } = await ask(message);
    expect(calls).toEqual([]);
    expect(text).toBe(reply);
  });
});
