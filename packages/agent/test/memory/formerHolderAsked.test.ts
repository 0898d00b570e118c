import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation, storedMemory, systemWith } from "../support/offlineConversation.js";

// A relation had one at a time, corrected ("my dentist is Dr. Lopes", then "actually my dentist is Dr. Costa"): asked who
// held it before ("who was my dentist before?", "quem era o meu dentista antes?"), the answer names the earlier one,
// whether both facts are still current in what was kept or the earlier one was found among those no longer holding.

const now = new Date("2026-12-02T10:00:00Z");
const { ask, answerWith } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon" });

const cases = [
  ["who was my dentist before?", ["Dr. Lopes is my dentist", "Dr. Costa is my dentist"], "Before Dr. Costa, your dentist was Dr. Lopes"],
  ["who was my previous landlord?", ["Mr. Silva is my landlord", "Mrs. Pires is my landlord"], "Before Mrs. Pires, your landlord was Mr. Silva"],
  ["quem era o meu dentista antes?", ["Dr. Lopes é meu dentista", "Dr. Costa é meu dentista"], "Antes do Dr. Costa, o seu dentista era o Dr. Lopes"],
  ["qual era a minha chefe anterior?", ["A minha chefe é a Rita", "A minha chefe é a Marta"], "Antes da Marta, a sua chefe era a Rita"],
] as const;

describe("who held a relation before the newest", () => {
  it.each(cases)("%s, both still kept as current", async (question, [older, newer], said) => {
    const system = systemWith([storedMemory(newer, "relationship", "2026-12-02"), storedMemory(older, "relationship", "2026-11-20")]);
    const { calls, text } = await ask(question, system);
    expect(calls).toEqual([]);
    expect(text).toContain(said);
    expect(text).toContain("(2026-11-20)");
  });

  it.each(cases)("%s, the earlier one found no longer holding", async (question, [older, newer], said) => {
    const rows = [
      { content: newer, date: "2026-12-02", dated: false, type: "relationship", current: true },
      { content: older, date: "2026-11-20", dated: false, type: "relationship", current: false },
    ];
    const text = await answerWith(question, { search_memories: { memories: rows } }, systemWith([storedMemory(newer, "relationship", "2026-12-02")]));
    expect(text).toContain(said);
  });

  it.each([
    ["who is my dentist?", "Dr. Costa is your dentist", "Lopes"],
    ["quem é o meu dentista?", "O Dr. Costa é o seu dentista", "Lopes"],
  ])("%s still names only the newest", async (question, said, replaced) => {
    const pt = question.startsWith("quem");
    const system = systemWith([
      storedMemory(pt ? "Dr. Costa é meu dentista" : "Dr. Costa is my dentist", "relationship", "2026-12-02"),
      storedMemory(pt ? "Dr. Lopes é meu dentista" : "Dr. Lopes is my dentist", "relationship", "2026-11-20"),
    ]);
    const { text } = await ask(question, system);
    expect(text).toContain(said);
    expect(text).not.toContain(replaced);
  });
});

describe("a relation's holder changed the same day", () => {
  it.each(cases)("%s, the replaced one found first among what was kept that day", async (question, [older, newer], said) => {
    const rows = [
      { content: older, date: "2026-12-02", dated: false, type: "relationship", current: false },
      { content: newer, date: "2026-12-02", dated: false, type: "relationship", current: true },
    ];
    expect(await answerWith(question, { search_memories: { memories: rows } }, systemWith([storedMemory(newer, "relationship", "2026-12-02")]))).toContain(said);
  });

  it.each([
    ["who is my boss?", ["Mark is no longer my boss", "Rita is my boss"], "Rita is your boss"],
    ["quem é o meu chefe?", ["O Paulo já não é meu chefe", "O Rui é meu chefe"], "O Rui é o seu chefe"],
  ])("%s: who holds it now leads, before who no longer does", async (question, told, lead) => {
    const rows = told.map((content) => ({ content, date: "2026-12-02", dated: false, type: "relationship", current: true }));
    const text = await answerWith(question, { search_memories: { memories: rows } });
    expect(text.split("\n")[0]).toContain(lead);
  });
});
