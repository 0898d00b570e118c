import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// Someone else's health told with a capitalised article ("A Ana é alérgica a amendoim", "O Rui toma insulina") or by
// relationship alone ("A minha irmã é alérgica a marisco", "My son has asthma") is theirs, listed apart from the person's own.

const now = new Date("2026-11-29T11:00:00Z");
const { answerWith } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon" });

const memory = (content: string) => ({ content, date: "2026-11-20", dated: false, type: "fact", current: true });
const told = ["A Ana é alérgica a amendoim", "O Rui toma insulina", "A minha irmã é alérgica a marisco", "My son has asthma", "I'm lactose intolerant", "Tenho asma desde criança", "My allergy is to penicillin"];
const data = (name: string) => (name === "search_memories" ? { memories: told.map(memory) } : name === "search_journal" ? { results: [], confidence: "none" } : {});

describe("others' health, told in either language, is not the person's own", () => {
  it.each([
    ["what do you know about my health?", "What you told me about your health:", "About other people:"],
    ["o que sabes sobre a minha saúde?", "O que me contou sobre a sua saúde:", "Sobre outras pessoas:"],
  ])("%s", async (question, ownHeading, othersHeading) => {
    const text = await answerWith(question, data);
    const [own, others] = text.split(othersHeading) as [string, string];
    expect(own).toContain(ownHeading);
    for (const mine of ["I'm lactose intolerant", "Tenho asma desde criança", "My allergy is to penicillin"]) expect(own).toContain(mine);
    for (const theirs of ["A Ana é alérgica a amendoim", "O Rui toma insulina", "A minha irmã é alérgica a marisco", "My son has asthma"]) {
      expect(own).not.toContain(theirs);
      expect(others).toContain(theirs);
    }
  });
});
