import { describe, expect, it } from "vitest";
import { extractOffline } from "../../src/index.js";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// A title that is an abbreviation ("dr.", "dr", "dra.") is a title before a name however it is typed, and the name after
// it is the person's even in lower case: "my gp is dr. reis" keeps dr. reis, as written, as the person's doctor.

const now = new Date("2025-03-12T15:00:00Z");
const timeZone = "Europe/Lisbon";
const { ask } = offlineConversation({ skills: everySkill, now, timeZone });
const kept = (text: string) => extractOffline({ text, sentAt: now, timeZone });

describe("a title written in lower case", () => {
  it.each([
    ["my gp is dr. reis", "dr. reis", "doctor", "Noted: Dr. reis is your GP."],
    ["my dentist is dr silva", "dr silva", "dentist", "Noted: Dr silva is your dentist."],
    ["DR. Lopes is my lawyer", "DR. Lopes", "lawyer", "Noted: DR. Lopes is your lawyer."],
    ["meu médico de família é o dr. Reis", "dr. Reis", "doctor", "Anotado: Dr. Reis é seu médico de família."],
    ["a minha dentista é a dra. costa", "dra. costa", "dentist", "Anotado: Dra. costa é sua dentista."],
    ["o meu advogado é o dr. Lima", "dr. Lima", "lawyer", "Anotado: Dr. Lima é seu advogado."],
  ])("%j keeps %j", async (text, name, relation, reply) => {
    const extraction = kept(text);
    expect(extraction.memories.map((memory) => [memory.triple?.subject, memory.triple?.predicate, memory.triple?.object])).toEqual([[name, "relationship_to_user", relation]]);
    expect(extraction.entities.map((entity) => [entity.name, entity.relationshipToUser])).toEqual([[name, relation]]);
    const answer = await ask(text);
    expect(answer.calls).toEqual([]);
    expect(answer.text).toBe(reply);
  });

  it("marks the gender the title says", () => {
    expect(kept("a minha dentista é a dra. costa").entities[0]?.gender).toBe("female");
  });

  it.each(["my dr appointment is on monday", "the dr told me to rest", "my dr visit went well", "tenho de ir ao dr amanhã", "marquei consulta no dr para terça"])("%j names no one", (text) => {
    expect(kept(text).entities.filter((entity) => entity.type === "person")).toEqual([]);
  });
});
