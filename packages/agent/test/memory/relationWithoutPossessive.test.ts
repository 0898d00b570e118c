import { describe, expect, it } from "vitest";
import { extractOffline } from "../../src/index.js";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// A relationship held among equals told without "my" ("Rita is a colleague", "Ana é colega de trabalho", "o Pedro é um
// amigo da faculdade") is who that person is to the person, kept and said back as "Tom is my colleague" is. Where they
// are known from ("from work", "da faculdade") may follow. In Portuguese, a word of no gender said of someone whose gender
// nothing tells is kept without "meu" or "minha", which would guess. "Ana é mãe" or "Tom is a doctor" says what someone
// is, not who they are to the person.

const now = new Date("2025-03-12T15:00:00Z");
const timeZone = "Europe/Lisbon";
const { ask } = offlineConversation({ skills: everySkill, now, timeZone });
const kept = (text: string) =>
  extractOffline({ text, sentAt: now, timeZone }).memories.map((memory) => [memory.content, memory.triple?.predicate, memory.triple?.object]);

describe("a relationship told without a possessive", () => {
  it.each([
    ["Rita is a colleague", "Rita is my colleague", "colleague", "Noted: Rita is your colleague."],
    ["Tom is a friend from work", "Tom is my friend", "friend", "Noted: Tom is your friend."],
    ["Tom is my friend from work", "Tom is my friend", "friend", "Noted: Tom is your friend."],
    ["Sam is a neighbour of mine", "Sam is my neighbour", "neighbour", "Noted: Sam is your neighbour."],
    ["Ana é colega de trabalho", "Ana é colega de trabalho", "colleague", "Anotado: Ana é colega de trabalho."],
    ["a Ana é colega", "Ana é minha colega", "colleague", "Anotado: Ana é sua colega."],
    ["o Pedro é um amigo da faculdade", "Pedro é meu amigo", "friend", "Anotado: Pedro é seu amigo."],
    ["o Pedro é meu amigo da faculdade", "Pedro é meu amigo", "friend", "Anotado: Pedro é seu amigo."],
    ["a Júlia é uma colega do trabalho", "Júlia é minha colega", "colleague", "Anotado: Júlia é sua colega."],
    ["o Caio é vizinho", "Caio é meu vizinho", "neighbour", "Anotado: Caio é seu vizinho."],
  ])("%j is kept as %j and noted", async (text, content, relation, reply) => {
    expect(kept(text)).toEqual([[content, "relationship_to_user", relation]]);
    const answer = await ask(text);
    expect(answer.calls).toEqual([]);
    expect(answer.text).toBe(reply);
  });

  it.each(["Ana é mãe", "a Rita é tia", "Tom is a doctor", "Ana is a sister", "o Rui é médico"])("%j says what someone is, not who they are to the person", (text) => {
    expect(kept(text).filter(([, predicate]) => predicate === "relationship_to_user")).toEqual([]);
  });

  it.each([
    ["Ana is a friend of Tom", "Ana is Tom's friend"],
    ["a Ana é amiga da Rita", "Ana é amiga da Rita"],
  ])("%j is still someone of someone else's", (text, content) => {
    expect(kept(text).map(([said]) => said)).toEqual([content]);
  });
});
