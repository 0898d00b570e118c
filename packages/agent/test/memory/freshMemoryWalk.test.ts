import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation, storedMemory, systemWith } from "../support/offlineConversation.js";

// What a new user tries first with memory, in English and in Portuguese: telling someone by role ("the name of my
// landlord is…", "a minha médica de família é…"), asking back by name what was told by relationship, asking where one
// works with a dentist told, and hearing what was told of the family said to them, not echoed in their first person.

const now = new Date("2026-12-02T10:00:00Z");
const { ask, answerWith } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon" });
const row = (content: string, type = "fact") => ({ content, date: "2026-12-01", dated: false, type, current: true, entities: [] });

describe("someone told by role", () => {
  it.each([
    ["The name of my landlord is Mr. Silva.", "Mr. Silva is your landlord"],
    ["My landlady is called Helena Marques.", "Helena Marques is your landlady"],
    ["O nome do meu senhorio é Sr. Almeida.", "O Sr. Almeida é o seu senhorio"],
    ["A minha médica de família é a Dra. Ribeiro.", "A Dra. Ribeiro é a sua médica de família"],
  ])("%s is noted, not looked up", async (told, noted) => {
    const { calls, text } = await ask(told);
    expect(calls).toEqual([]);
    expect(text).toContain(noted);
  });

  it.each([
    ["who is my landlord?", "Mr. Silva is my landlord", "Mr. Silva is your landlord, as you told me on 2026-12-01."],
    ["quem é a minha médica de família?", "Dra. Ribeiro é minha médica de família", "A Dra. Ribeiro é a sua médica de família, como me contou em 2026-12-01."],
  ])("%s is answered from what was told", async (question, told, answer) => {
    const { calls, text } = await ask(question, systemWith([storedMemory(told, "relationship", "2026-12-01")]));
    expect(calls).toEqual([]);
    expect(text).toContain(answer);
  });
});

describe("someone asked by name, told of by relationship", () => {
  it.each([
    ["where does Pedro live?", ["Pedro is my brother", "My brother lives in Coimbra"], "Your brother lives in Coimbra"],
    ["onde mora o Pedro?", ["Pedro é meu irmão", "O meu irmão mora em Coimbra"], "O seu irmão mora em Coimbra"],
  ])("%s", async (question, told, answer) => {
    const { calls, text } = await ask(question, systemWith(told.map((content) => storedMemory(content, "fact", "2026-12-01"))));
    expect(calls).toEqual([]);
    expect(text).toContain(answer);
  });
});

describe("one's own work, with someone's profession told", () => {
  it.each([
    ["where do I work?", ["I work as a nurse at Hospital Santa Maria", "Dr. Lopes is my dentist"], "dentist"],
    ["onde trabalho?", ["Trabalho como professora numa escola em Braga", "Dr. Costa é meu dentista"], "dentista"],
  ])("%s is not answered by the dentist", async (question, told, other) => {
    const { text } = await ask(question, systemWith(told.map((content) => storedMemory(content, "fact", "2026-12-01"))));
    expect(text).not.toContain(other);
  });
});

describe("what was told of a topic, said to the person", () => {
  it.each([
    ["what do you remember about my family?", [row("Ana is my sister", "relationship"), row("My sister Ana lives in Porto")], ["- 2026-12-01: Ana is your sister", "- 2026-12-01: Your sister Ana lives in Porto"]],
    ["o que sabes sobre a minha família?", [row("Pedro é meu irmão", "relationship"), row("O meu irmão Pedro mora em Braga")], ["- 2026-12-01: O Pedro é o seu irmão", "- 2026-12-01: O seu irmão Pedro mora em Braga"]],
  ])("%s", async (question, memories, lines) => {
    const text = await answerWith(question, (name) => (name === "search_memories" ? { memories } : { results: [] }));
    for (const line of lines) expect(text).toContain(line);
    expect(text).not.toMatch(/\b(?:my|meu)\b/u);
  });
});

describe("a time asked, answered by the facts that tell one", () => {
  it.each([
    ["quando é a consulta no dentista?", ["A consulta no dentista é no dia 15 de dezembro de 2026", "Dr. Costa é meu dentista"], "15 de dezembro", "Costa"],
    ["when is the dentist appointment?", ["The dentist appointment is on 15 December 2026", "Dr. Costa is my dentist"], "15 December", "Costa"],
  ])("%s", async (question, told, answer, other) => {
    const { text } = await ask(question, systemWith(told.map((content) => storedMemory(content, "fact", "2026-12-01"))));
    expect(text).toContain(answer);
    expect(text).not.toContain(other);
  });
});
