import { describe, expect, it } from "vitest";
import { extractOffline } from "../../src/index.js";
import { everySkill, offlineConversation, storedMemory, systemWith } from "../support/offlineConversation.js";

// The name of someone of one's own, asked in any wording ("what's my wife called?", "qual é o nome da minha mulher?"), is
// answered from memory, not searched in the journal; and someone of a relative's, told by the relative's relation alone
// ("my son's pediatrician is Dr. Costa", "o pediatra do meu filho é o Dr. Costa"), is kept and asked back.

const now = new Date("2026-11-30T10:00:00Z");
const { ask } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon" });
const extract = (text: string) => extractOffline({ text, sentAt: now, timeZone: "Europe/Lisbon" });
const toldOn = (content: string) => systemWith([storedMemory(content, "relationship", "2026-11-20")]);

describe("a relation's name asked in varied wording", () => {
  it.each([
    ["what's my wife called?", "Clara is my wife", "Clara is your wife, as you told me on 2026-11-20."],
    ["What is my wife called", "Clara is my wife", "Clara is your wife, as you told me on 2026-11-20."],
    ["what is the name of my wife?", "Clara is my wife", "Clara is your wife, as you told me on 2026-11-20."],
    ["what's the name of my dentist?", "Dr. Lopes is my dentist", "Dr. Lopes is your dentist, as you told me on 2026-11-20."],
    ["who's my wife?", "Clara is my wife", "Clara is your wife, as you told me on 2026-11-20."],
    ["como se chama a minha mulher?", "Clara é minha mulher", "A Clara é a sua mulher, como me contou em 2026-11-20."],
    ["qual é o nome da minha mulher?", "Clara é minha mulher", "A Clara é a sua mulher, como me contou em 2026-11-20."],
    ["quem é o meu dentista?", "Dr. Lopes é meu dentista", "O Dr. Lopes é o seu dentista, como me contou em 2026-11-20."],
  ])("%s", async (question, told, answer) => {
    const { calls, text } = await ask(question, toldOn(told));
    expect(calls.map((call) => call.name)).not.toContain("search_journal");
    expect(text).toContain(answer);
  });
});

describe("someone of a relative named by relation", () => {
  it.each([
    ["my son's pediatrician is Dr. Costa", "Dr. Costa is my son's pediatrician", "pediatrician of my son"],
    ["My daughter's teacher is called Ana.", "Ana is my daughter's teacher", "teacher of my daughter"],
    ["o pediatra do meu filho é o Dr. Costa", "Dr. Costa é pediatra do meu filho", "pediatrician of meu filho"],
    ["a professora da minha filha chama-se Ana", "Ana é professora da minha filha", "teacher of minha filha"],
  ])("%s", (text, content, object) => {
    const extraction = extract(text);
    expect(extraction.memories.map((memory) => [memory.content, memory.triple?.object])).toEqual([[content, object]]);
    // The relative has no name to keep as a person, and who the other one is was just said.
    expect(extraction.entities.map((entity) => entity.name)).toEqual([content.split(/ (?:is|é) /)[0]]);
    expect(extraction.unknownPeople).toEqual([]);
  });

  it.each([
    ["who is my son's pediatrician?", "Dr. Costa is my son's pediatrician", "Dr. Costa is your son's pediatrician, as you told me on 2026-11-20."],
    ["quem é o pediatra do meu filho?", "Dr. Costa é pediatra do meu filho", "Dr. Costa é pediatra do seu filho, como me contou em 2026-11-20."],
  ])("%s", async (question, told, answer) => {
    const { calls, text } = await ask(question, toldOn(told));
    expect(calls).toEqual([]);
    expect(text).toContain(answer);
  });
});
