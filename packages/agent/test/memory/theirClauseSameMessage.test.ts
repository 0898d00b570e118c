import { describe, expect, it } from "vitest";
import { extractOffline, memorySkill } from "../../src/index.js";
import { splitClauses } from "../../src/memory/extraction/splitClauses.js";
import { journalSkill } from "../../src/journal/offline/journalSkill.js";
import { offlineConversation } from "../support/offlineConversation.js";

// Someone named, then what is theirs said in the same message after "and" or a comma ("my wife's name is Marta and her
// birthday is on 12 March", "a minha mulher chama-se Marta e o aniversário dela é a 12 de março"): both are kept. "Her
// kids" said as part of whom a verb is about ("Ana and her kids live in Porto") is not a clause of its own.

const now = new Date("2026-12-02T15:00:00Z");
const timeZone = "Europe/Lisbon";
const kept = (text: string) => extractOffline({ text, sentAt: now, timeZone }).memories.map((memory) => memory.content);
const { ask } = offlineConversation({ skills: [journalSkill, memorySkill], tools: ["search_journal", "search_memories", "get_person"], now, timeZone });

describe("what is theirs, said after naming them", () => {
  it.each([
    ["my wife's name is Marta and her birthday is on 12 March", ["Marta is my wife", "Marta's birthday is on 12 March"]],
    ["my wife's name is Marta, her birthday is on 12 March", ["Marta is my wife", "Marta's birthday is on 12 March"]],
    ["a minha mulher chama-se Marta e o aniversário dela é a 12 de março", ["Marta é minha mulher", "O aniversário de Marta é no dia 12 de março"]],
    ["o meu filho chama-se Leo e o aniversário dele é a 3 de junho", ["Leo é meu filho", "O aniversário de Leo é no dia 3 de junho"]],
  ])("%j keeps both", (text, contents) => {
    expect(kept(text)).toEqual(contents);
  });

  it.each([
    ["my wife's name is Marta and her birthday is on 12 March", "Noted: Marta is your wife; Marta's birthday is on 12 March."],
    ["a minha mulher chama-se Marta e o aniversário dela é a 12 de março", "Anotado: A Marta é a sua mulher; o aniversário de Marta é no dia 12 de março."],
  ])("%j is noted, not searched", async (text, reply) => {
    const answer = await ask(text);
    expect(answer.calls).toEqual([]);
    expect(answer.text).toBe(reply);
  });

  it.each([
    ["Ana and her kids live in Porto", "en"],
    ["I met Tom and his sister", "en"],
    ["a Ana e os filhos dela moram no Porto", "pt"],
  ] as const)("%j stays one clause: the possessive is part of whom the verb is about", (text, language) => {
    expect(splitClauses(text, language).map((clause) => clause.text)).toEqual([text]);
  });
});
