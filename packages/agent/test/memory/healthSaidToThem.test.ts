import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation, storedMemory, systemWith } from "../support/offlineConversation.js";

// "Do I have any allergies?" answers the person to them ("You're allergic to penicillin", "É alérgico à penicilina"),
// not in their own first-person words; a thing told in the other language is quoted as told.

const { ask } = offlineConversation({ skills: everySkill, now: new Date("2026-11-30T10:00:00Z"), timeZone: "Europe/Lisbon" });

describe("one's own health, said to them", () => {
  it.each([
    ["do I have any allergies?", "I'm allergic to penicillin", "- 2026-11-02: You're allergic to penicillin"],
    ["tenho alguma alergia?", "Sou alérgico à penicilina", "- 2026-11-02: É alérgico à penicilina"],
    ["tenho alguma alergia?", "I'm allergic to penicillin", "- 2026-11-02: «I'm allergic to penicillin»"],
  ])("%s, with %s remembered", async (question, told, said) => {
    const { text } = await ask(question, systemWith([storedMemory(told, "fact", "2026-11-02")]));
    expect(text).toContain(said);
  });
});
