import { describe, expect, it } from "vitest";
import { extractOffline } from "../../src/memory/extraction/index.js";

// A fact whose date is what it says ("a consulta é dia 15") keeps the date where it stood, with its preposition, so it
// reads as a sentence later ("A consulta no dentista é no dia 15 de dezembro de 2026"), not "… é (15 de dezembro de 2026)".

const now = new Date("2026-12-02T10:00:00Z");
const contents = (text: string) => extractOffline({ text, sentAt: now, timeZone: "Europe/Lisbon" }).memories.map((memory) => memory.content);

describe("a date that is what the fact says", () => {
  it.each([
    ["A consulta no dentista é dia 15 de dezembro.", "A consulta no dentista é no dia 15 de dezembro de 2026"],
    ["The dentist appointment is on 15 December.", "The dentist appointment is on 15 December 2026"],
  ])("%s", (told, content) => {
    expect(contents(told)).toContain(content);
  });

  it.each([["Fui ao dentista a 1 de dezembro.", "Fui ao dentista (1 de dezembro de 2026)"]])("%s keeps the date after it", (told, content) => {
    expect(contents(told)).toContain(content);
  });
});
