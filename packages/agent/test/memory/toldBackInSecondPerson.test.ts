import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// What the person tells of themselves is said back to them, not in their own first person: "I'm allergic to peanuts" →
// "You're allergic to peanuts", "Sou alérgico a amendoim" → "É alérgico a amendoim" (the verb of "você" without the pronoun, which reads the same in
// Portugal and Brazil). A sentence whose verb is not known, or that opens with a name, is said as told.

const now = new Date("2026-11-20T10:00:00Z");
const { answerWith } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon" });

describe("a fact of one's own, said back", () => {
  it.each([
    ["I'm allergic to peanuts", "Noted: You're allergic to peanuts."],
    ["I live in Porto", "Noted: You live in Porto."],
    ["Sou alérgico a amendoim", "Anotado: É alérgico a amendoim."],
    ["Eu moro no Porto", "Anotado: Mora no Porto."],
    ["Eu vivo em Lisboa com o meu marido", "Anotado: Vive em Lisboa com o seu marido."],
    ["Não como carne", "Anotado: Não come carne."],
    ["Tenho asma", "Anotado: Tem asma."],
  ])("%s", async (told, reply) => {
    expect(await answerWith(told, () => ({ memories: [], results: [] }))).toBe(reply);
  });
});
