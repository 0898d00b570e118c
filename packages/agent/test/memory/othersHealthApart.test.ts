import { describe, expect, it } from "vitest";
import { extractOffline } from "../../src/index.js";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// Someone else's health (an allergy, a medicine, a condition) is kept as theirs and, told with a capitalised article
// ("A Ana é alérgica a amendoim", "O Rui toma insulina") or by relationship alone ("A minha irmã é alérgica a marisco",
// "My son has asthma"), listed apart from the person's own.

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
    // Said to the person or quoted, as the answer's language has it: the words that say whose health it is are the same.
    for (const mine of ["lactose intolerant", "asma desde criança", "allergy is to penicillin"]) expect(own).toContain(mine);
    for (const theirs of ["Ana é alérgica a amendoim", "Rui toma insulina", "irmã é alérgica a marisco", "son has asthma"]) {
      expect(own).not.toContain(theirs);
      expect(others).toContain(theirs);
    }
  });
});

describe("someone else's medicine or condition told is kept as theirs", () => {
  it.each([
    ["My mother has diabetes", "my mother", "has_condition", "diabetes"],
    ["My son takes ritalin", "my son", "takes_medication", "ritalin"],
    ["O Rui tem asma", "Rui", "has_condition", "asma"],
    ["A minha irmã toma insulina", "minha irmã", "takes_medication", "insulina"],
    ["Minha mãe tem asma", "minha mãe", "has_condition", "asma"],
  ])("%s", (text, subject, predicate, object) => {
    const [kept] = extractOffline({ text, sentAt: now, timeZone: "Europe/Lisbon" }).memories;
    expect(kept?.triple).toEqual({ subject, predicate, object });
  });

  it.each(["My sister has a meeting tomorrow", "A Ana tem dois filhos", "A Ana toma café todas as manhãs", "My brother takes the bus"])("%s is no medicine nor condition", (text) => {
    const predicates = extractOffline({ text, sentAt: now, timeZone: "Europe/Lisbon" }).memories.map((kept) => kept.triple?.predicate);
    expect(predicates).not.toContain("takes_medication");
    expect(predicates).not.toContain("has_condition");
  });
});
