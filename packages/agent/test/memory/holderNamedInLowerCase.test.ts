import { describe, expect, it } from "vitest";
import { extractOffline } from "../../src/index.js";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// Who holds a role of the person's, named in lower case at the end of the clause ("my boss is ana maria costa", "o meu
// chefe é o paulo"), is that person, kept with the name capitalised as it is said. Only a name can be there: an ordinary
// word ("my boss is nice", "o meu chefe é simpático") names no one. Told without an article as Brazil says it ("minha chefe
// é Ana Paula"), the name is read all the same; a name of several words is said back as theirs ("O João da Silva é o seu médico").

const now = new Date("2025-03-12T15:00:00Z");
const timeZone = "Europe/Lisbon";
const { ask } = offlineConversation({ skills: everySkill, now, timeZone });
const kept = (text: string) => extractOffline({ text, sentAt: now, timeZone });

describe("who holds a role, named in lower case", () => {
  it.each([
    ["my boss is ana maria costa", "Ana Maria Costa is my boss", "Ana Maria Costa", "boss"],
    ["my new landlord is john smith.", "John Smith is my landlord", "John Smith", "landlord"],
    ["my boss's name is ana costa", "Ana Costa is my boss", "Ana Costa", "boss"],
    ["o meu chefe é o paulo", "Paulo é meu chefe", "Paulo", "boss"],
    ["o nome da minha chefe é ana costa", "Ana Costa é minha chefe", "Ana Costa", "boss"],
    ["minha chefe é ana paula", "Ana Paula é minha chefe", "Ana Paula", "boss"],
    ["minha chefe é Ana Paula", "Ana Paula é minha chefe", "Ana Paula", "boss"],
    ["o meu médico de família é o joão da silva", "João da Silva é meu médico de família", "João da Silva", "doctor"],
  ])("%j keeps %j", (text, content, name, relation) => {
    const extraction = kept(text);
    expect(extraction.memories.map((memory) => [memory.content, memory.triple?.subject, memory.triple?.object])).toEqual([[content, name, relation]]);
    expect(extraction.entities.map((entity) => [entity.name, entity.relationshipToUser])).toEqual([[name, relation]]);
  });

  it.each(["my boss is nice", "my dentist is very good", "my boss is the best", "o meu chefe é simpático", "a minha irmã é enfermeira", "o meu chefe é muito exigente"])("%j names no one", (text) => {
    expect(kept(text).entities.filter((entity) => entity.type === "person")).toEqual([]);
  });

  it.each([
    ["my boss is ana maria costa", "Noted: Ana Maria Costa is your boss."],
    ["o meu médico de família é o joão da silva", "Anotado: O João da Silva é o seu médico de família."],
    ["o meu chefe é o João Silva", "Anotado: O João Silva é o seu chefe."],
  ])("%j is noted with the name as said", async (text, reply) => {
    expect((await ask(text)).text).toBe(reply);
  });
});
