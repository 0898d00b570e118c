import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// "What do you know about me?" says what was told to the person ("Dr. Lopes is your dentist"), in the answer's language;
// a thing told in the other language is quoted as told, not bent into a translation.

const now = new Date("2026-11-30T10:00:00Z");
const { answerWith } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon" });

const row = (content: string, date: string, dated = false) => ({ content, date, dated, type: "fact", current: true });
const memories = [
  row("Dr. Lopes is my dentist", "2026-11-20"),
  row("I'm allergic to penicillin", "2026-11-19"),
  row("Bolt é meu cão", "2026-11-18"),
  row("Sou alérgico a amendoim", "2026-11-17"),
  row("My car insurance renews in March 2027", "2027-03-01", true),
];

describe("what is remembered about the person, said to them", () => {
  it("in English", async () => {
    const text = await answerWith("what do you know about me?", { search_memories: { memories } });
    expect(text).toContain("- 2026-11-20: Dr. Lopes is your dentist");
    expect(text).toContain("- 2026-11-19: You're allergic to penicillin");
    expect(text).toContain("- 2026-11-18: “Bolt é meu cão”");
    expect(text).toContain("- Your car insurance renews in March 2027");
    expect(text).not.toMatch(/\bmy\b/u);
  });

  it("in Portuguese", async () => {
    const text = await answerWith("o que sabe sobre mim?", { search_memories: { memories } });
    expect(text).toContain("- 2026-11-18: O Bolt é o seu cão");
    expect(text).toContain("- 2026-11-17: É alérgico a amendoim");
    expect(text).toContain("- 2026-11-20: «Dr. Lopes is my dentist»");
    expect(text).toContain("- «My car insurance renews in March 2027»");
    expect(text).not.toMatch(/(?<![\p{L}])meu(?![\p{L}])(?![^«]*»)/u);
  });
});
