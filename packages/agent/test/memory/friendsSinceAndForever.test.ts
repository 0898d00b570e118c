import type { ModelMessage } from "@lifeos/core";
import { describe, expect, it } from "vitest";
import { extractOffline } from "../../src/index.js";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// Friends for a while ("Sara and I have been friends since school", "eu e a Sara somos amigas desde a escola"), knowing
// each other said with "a gente" (pt-BR "a gente se conhece desde a escola"), known "forever" ("I've known Sara forever",
// "conheço a Sara desde sempre") and "faz" as "há" ("conheço a Ana faz mais de 10 anos" → desde antes de 2015) are kept
// as knowing that person; said of "us" with no one named or spoken of, nothing is kept.

const now = new Date("2025-03-12T15:00:00Z");
const timeZone = "Europe/Lisbon";
const { turn, answerWith } = offlineConversation({ skills: everySkill, now, timeZone });
const kept = (text: string, previousText?: string) =>
  extractOffline({ text, sentAt: now, timeZone, ...(previousText === undefined ? {} : { previousText }) }).memories.map((memory) => [memory.content, memory.triple?.predicate, memory.triple?.object]);

const reply = (text: string, previous?: string) => {
  const messages: ModelMessage[] = previous === undefined ? [{ role: "user", content: text }] : [{ role: "user", content: previous }, { role: "assistant", content: "…" }, { role: "user", content: text }];
  return turn(messages);
};

describe("friends for a while, known forever", () => {
  it.each([
    ["Sara and I have been friends since school", "Sara and I have been friends since school", "Sara"],
    ["Sara and I have been best friends for 10 years", "Sara and I have been best friends since 2015", "Sara"],
    ["I've been friends with Tom since 2010", "I've been friends with Tom since 2010", "Tom"],
    ["I've known Sara forever", "I've known Sara forever", "Sara"],
    ["Sara and I have known each other forever", "Sara and I have known each other forever", "Sara"],
    ["eu e a Sara somos amigas desde a escola", "Eu e a Sara somos amigas desde a escola", "Sara"],
    ["a Sara e eu somos amigos há 10 anos", "A Sara e eu somos amigos desde 2015", "Sara"],
    ["sou amiga da Sara desde a faculdade", "Sou amiga da Sara desde a faculdade", "Sara"],
    ["conheço a Sara desde sempre", "Conheço a Sara desde sempre", "Sara"],
    ["conheço a Ana faz mais de 10 anos", "Conheço a Ana desde antes de 2015", "Ana"],
    ["conheço a Ana faz 10 anos", "Conheço a Ana desde 2015", "Ana"],
  ])("%j is kept as knowing them, and who they are is not asked", async (text, content, name) => {
    expect(kept(text)).toEqual([[content, "met_with", name]]);
    const answer = await reply(text);
    expect(answer.calls).toEqual([]);
    expect(answer.text).toContain(name);
  });

  it.each([
    ["Marta is my friend", "we've been friends since school", "Marta and I have been friends since school", "Marta"],
    ["Marta is my friend", "we've known each other forever", "Marta and I have known each other forever", "Marta"],
    ["A Marta é minha amiga", "somos amigas desde a escola", "Eu e a Marta somos amigas desde a escola", "Marta"],
    ["A Marta é minha amiga", "a gente se conhece desde a escola", "Eu e a Marta nos conhecemos desde a escola", "Marta"],
  ])("after %j, %j is of that person", async (previous, text, content, name) => {
    expect(kept(text, previous)).toEqual([[content, "met_with", name]]);
    const answer = await reply(text, previous);
    expect(answer.calls).toEqual([]);
    expect(answer.text).toContain(name);
  });

  it.each([["we've known each other forever"], ["we've been friends since school"], ["a gente se conhece desde a escola"], ["somos amigas desde a escola"]])("%j with no one named or spoken of keeps nothing", (text) => {
    expect(kept(text)).toEqual([]);
    expect(kept(text, "I went to the cinema")).toEqual([]);
  });

  it.each([["Sara and I are friends"], ["eu e a Sara somos amigas"], ["a Leonor faz 10 anos amanhã"]])("%j says no time known, and is no knowing kept", (text) => {
    expect(kept(text).filter(([, predicate]) => predicate === "met_with")).toEqual([]);
  });
});

const person = (name: string, gender: string | null, content: string) => ({
  get_person: {
    person: { entityId: "e1", name, type: "person", aliases: [], relationshipToUser: null, gender, mentionCount: 1 },
    relationships: [],
    memories: [{ content, date: "2025-03-01", dated: false, type: "event", current: true }],
  },
});

describe("who someone is, known as a friend for a while or forever", () => {
  it.each([
    ["who is Sara?", person("Sara", null, "Sara and I have been friends since school"), "Sara and you have been friends since school."],
    ["who is Tom?", person("Tom", null, "I've been friends with Tom since 2010"), "You've been friends with Tom since 2010."],
    ["who is Sara?", person("Sara", null, "I've known Sara forever"), "You've known Sara forever."],
    ["quem é a Sara?", person("Sara", "female", "Eu e a Sara somos amigas desde a escola"), "Contou-me: “Eu e a Sara somos amigas desde a escola”."],
    ["quem é a Sara?", person("Sara", "female", "Conheço a Sara desde sempre"), "Conhece a Sara desde sempre."],
  ])("%s says it, not that it is unknown how they know each other", async (question, data, answer) => {
    expect(await answerWith(question, data)).toBe(answer);
  });
});
