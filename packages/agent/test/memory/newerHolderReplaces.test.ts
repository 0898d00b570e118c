import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation, storedMemory, systemWith } from "../support/offlineConversation.js";

// A relation had one at a time (a dentist, a landlord, a mother): when two facts name different people in it and both
// are still kept as current, the newest holds ("actually my dentist is Dr. Costa" after "my dentist is Dr. Lopes"), and
// the earlier one is not said as current. A relation one has several of (a sister, a friend) keeps them all.

const now = new Date("2026-12-02T10:00:00Z");
const { ask } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon" });

describe("the newest of a relation had one at a time answers", () => {
  it.each([
    ["who is my dentist?", ["Dr. Lopes is my dentist", "Dr. Costa is my dentist"], "Dr. Costa is your dentist", "Lopes"],
    ["who is my landlord?", ["Mr. Silva is my landlord", "Mrs. Pires is my landlord"], "Mrs. Pires is your landlord", "Silva"],
    ["quem é o meu dentista?", ["Dr. Lopes é meu dentista", "Dr. Costa é meu dentista"], "O Dr. Costa é o seu dentista", "Lopes"],
    ["qual é o nome do meu senhorio?", ["O Sr. Silva é meu senhorio", "O Sr. Pires é meu senhorio"], "Pires", "Silva"],
  ])("%s", async (question, [older, newer], said, replaced) => {
    const system = systemWith([storedMemory(newer!, "relationship", "2026-12-02"), storedMemory(older!, "relationship", "2026-11-20")]);
    const { calls, text } = await ask(question, system);
    expect(calls).toEqual([]);
    expect(text).toContain(said);
    expect(text).not.toContain(replaced);
  });

  it.each([
    ["who is my dentist?", "Dr. Costa"],
    ["quem é o meu dentista?", "Dr. Costa"],
  ])("%s told the same day: the one told last, first in what was kept, holds", async (question, said) => {
    const pt = question.startsWith("quem");
    const system = systemWith([
      storedMemory(pt ? "Dr. Costa é meu dentista" : "Dr. Costa is my dentist", "relationship", "2026-12-02"),
      storedMemory(pt ? "Dr. Lopes é meu dentista" : "Dr. Lopes is my dentist", "relationship", "2026-12-02"),
    ]);
    const { text } = await ask(question, system);
    expect(text).toContain(said);
    expect(text).not.toContain("Lopes");
  });

  it.each([
    ["who is my sister?", ["Ana is my sister", "Rita is my sister"]],
    ["quem é a minha irmã?", ["A Ana é minha irmã", "A Rita é minha irmã"]],
  ])("%s keeps every sister", async (question, [older, newer]) => {
    const system = systemWith([storedMemory(newer!, "relationship", "2026-12-01"), storedMemory(older!, "relationship", "2026-11-20")]);
    const { text } = await ask(question, system);
    expect(text).toContain("Ana");
    expect(text).toContain("Rita");
  });
});
