import { describe, expect, it } from "vitest";
import { extractOffline } from "../../src/index.js";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// A new holder of a role told after another clause ("I changed dentists, my new dentist is Dr. Costa", "tenho uma dentista
// nova, a Dra. Marta") is kept as "my dentist is Dr. Costa" would be, and noted; before, nothing was kept and the message
// searched the journal.

const now = new Date("2026-12-02T10:00:00Z");
const timeZone = "Europe/Lisbon";
const { ask } = offlineConversation({ skills: everySkill, now, timeZone });

const cases = [
  ["I changed dentists, my new dentist is Dr. Costa", "Dr. Costa", "dentist", "Noted:"],
  ["I switched dentists, my dentist is now Dr. Costa", "Dr. Costa", "dentist", "Noted:"],
  ["I have a new dentist, Dr. Costa", "Dr. Costa", "dentist", "Noted:"],
  ["I've got a new boss, Rita", "Rita", "boss", "Noted:"],
  ["mudei de dentista, o meu novo dentista é o Dr. Costa", "Dr. Costa", "dentist", "Anotado:"],
  ["troquei de médico de família, a minha médica de família agora é a Dra. Ribeiro", "Dra. Ribeiro", "doctor", "Anotado:"],
  ["tenho uma dentista nova, a Dra. Marta", "Dra. Marta", "dentist", "Anotado:"],
  ["tenho um chefe novo, o Rui", "Rui", "boss", "Anotado:"],
] as const;

describe("a new holder of a role, told after another clause", () => {
  it.each(cases)("%s keeps who the holder is", (told, name, kind) => {
    const extraction = extractOffline({ text: told, sentAt: now, timeZone });
    expect(extraction.memories.map((memory) => memory.triple)).toEqual([{ subject: name, predicate: "relationship_to_user", object: kind }]);
    expect(extraction.relationships).toEqual([{ from: name, kind, to: "user" }]);
  });

  it.each(cases)("%s is noted, not searched in the journal", async (told, name, _kind, noted) => {
    const { calls, text } = await ask(told);
    expect(calls.map((call) => call.name)).not.toContain("search_journal");
    expect(text).toContain(noted);
    expect(text).toContain(name);
  });

  it.each([
    ["I had lunch with Ana, my sister", "Ana", "sister"],
    ["almocei com a Ana, a minha irmã", "Ana", "sister"],
  ])("%s still names the relationship in passing", (told, name, kind) => {
    const extraction = extractOffline({ text: told, sentAt: now, timeZone });
    expect(extraction.relationships).toContainEqual({ from: name, kind, to: "user" });
  });
});
