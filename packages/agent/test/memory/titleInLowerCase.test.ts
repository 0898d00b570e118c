import { describe, expect, it } from "vitest";
import { extractOffline } from "../../src/index.js";
import { everySkill, offlineConversation, storedMemory, systemWith } from "../support/offlineConversation.js";

// A title that is an abbreviation ("dr.", "dr", "dra.") is a title before a name however it is typed, and the name after
// it is the person's even in lower case: "my gp is dr. reis" keeps Dr. Reis as the person's doctor. A name is said
// capitalised, its particles ("da", "de", "van") in lower case, and kept whole: "dr. joão da silva" was cut to "dr. joão".

const now = new Date("2025-03-12T15:00:00Z");
const timeZone = "Europe/Lisbon";
const { ask } = offlineConversation({ skills: everySkill, now, timeZone });
const kept = (text: string) => extractOffline({ text, sentAt: now, timeZone });

describe("a title written in lower case", () => {
  it.each([
    ["my gp is dr. reis", "Dr. Reis", "doctor", "Noted: Dr. Reis is your GP."],
    ["my dentist is dr silva", "Dr Silva", "dentist", "Noted: Dr Silva is your dentist."],
    ["my dentist is Dr. reis", "Dr. Reis", "dentist", "Noted: Dr. Reis is your dentist."],
    ["DR. Lopes is my lawyer", "DR. Lopes", "lawyer", "Noted: DR. Lopes is your lawyer."],
    ["my doctor is dr. joão silva", "Dr. João Silva", "doctor", "Noted: Dr. João Silva is your doctor."],
    ["dr. anna van dijk is my dentist", "Dr. Anna van Dijk", "dentist", "Noted: Dr. Anna van Dijk is your dentist."],
    ["meu médico de família é o dr. Reis", "Dr. Reis", "doctor", "Anotado: O Dr. Reis é o seu médico de família."],
    ["a minha dentista é a dra. costa", "Dra. Costa", "dentist", "Anotado: A Dra. Costa é a sua dentista."],
    ["o meu advogado é o dr. Lima", "Dr. Lima", "lawyer", "Anotado: O Dr. Lima é o seu advogado."],
    ["o meu médico de família é o dr. joão da silva", "Dr. João da Silva", "doctor", "Anotado: O Dr. João da Silva é o seu médico de família."],
    ["a dra. marta dos santos é a minha dentista", "Dra. Marta dos Santos", "dentist", "Anotado: A Dra. Marta dos Santos é a sua dentista."],
  ])("%j keeps %j", async (text, name, relation, reply) => {
    const extraction = kept(text);
    expect(extraction.memories.map((memory) => [memory.triple?.subject, memory.triple?.predicate, memory.triple?.object])).toEqual([[name, "relationship_to_user", relation]]);
    expect(extraction.entities.map((entity) => [entity.name, entity.relationshipToUser])).toEqual([[name, relation]]);
    const answer = await ask(text);
    expect(answer.calls).toEqual([]);
    expect(answer.text).toBe(reply);
  });

  it.each([
    ["who is my dentist?", "Dr. reis is my dentist", "Dr. Reis is your dentist, as you told me"],
    ["quem é a minha dentista?", "Dra. costa é minha dentista", "A Dra. Costa é a sua dentista, como me contou"],
  ])("%s, told %j before, says the name capitalised", async (question, told, said) => {
    const { calls, text } = await ask(question, systemWith([storedMemory(told, "relationship", "2025-03-01")]));
    expect(calls).toEqual([]);
    expect(text.startsWith(said)).toBe(true);
  });

  it("marks the gender the title says", () => {
    expect(kept("a minha dentista é a dra. costa").entities[0]?.gender).toBe("female");
  });

  it.each([
    ["o dr. reis receitou-me antibióticos", "Dr. Reis"],
    ["fui ao dr. reis tirar sangue", "Dr. Reis"],
    ["I saw dr. reis yesterday", "Dr. Reis"],
    ["dr. reis told me to rest", "Dr. Reis"],
    ["Dr. Reis and Ana are friends", "Dr. Reis"],
  ])("%j names %j and no more", (text, name) => {
    expect(kept(text).entities.find((entity) => entity.name.startsWith("Dr"))?.name).toBe(name);
  });

  it.each(["my dr appointment is on monday", "the dr told me to rest", "my dr visit went well", "tenho de ir ao dr amanhã", "marquei consulta no dr para terça"])("%j names no one", (text) => {
    expect(kept(text).entities.filter((entity) => entity.type === "person")).toEqual([]);
  });
});
