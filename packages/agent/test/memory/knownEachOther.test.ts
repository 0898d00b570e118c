import type { ModelMessage } from "@lifeos/core";
import { describe, expect, it } from "vitest";
import { extractOffline } from "../../src/index.js";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// How long or where two people have known each other, said of both ("Sara and I have known each other since school",
// "eu e a Sara conhecemo-nos na faculdade", "a Sara e eu conhecemo-nos em 2010"), is kept as knowing Sara, as "I've known
// Sara from school" is; said of "us" ("we've known each other for 10 years", "conhecemo-nos desde a escola"), it is of
// the person the message before spoke of, named in the words kept, and of no one (nothing kept) when none was.

const now = new Date("2025-03-12T15:00:00Z");
const timeZone = "Europe/Lisbon";
const { turn, answerWith } = offlineConversation({ skills: everySkill, now, timeZone });
const kept = (text: string, previousText?: string) =>
  extractOffline({ text, sentAt: now, timeZone, ...(previousText === undefined ? {} : { previousText }) }).memories.map((memory) => [memory.content, memory.triple?.predicate, memory.triple?.object]);

const person = (name: string, gender: string | null, content: string) => ({
  get_person: {
    person: { entityId: "e1", name, type: "person", aliases: [], relationshipToUser: null, gender, mentionCount: 1 },
    relationships: [],
    memories: [{ content, date: "2025-03-01", dated: false, type: "event", current: true }],
  },
});

/** The reply to `text` said right after `previous` (answered "…"). */
const replyAfter = async (previous: string, text: string) => {
  const messages: ModelMessage[] = [
    { role: "user", content: previous },
    { role: "assistant", content: "…" },
    { role: "user", content: text },
  ];
  return turn(messages);
};

describe("known by each other", () => {
  it.each([
    ["Sara and I have known each other since school", "Sara and I have known each other since school", "Sara", "Noted: Sara and you have known each other since school."],
    ["Tom and I know each other from work", "Tom and I know each other from work", "Tom", "Noted: Tom and you know each other from work."],
    ["Sara and I have known each other for 10 years", "Sara and I have known each other since 2015", "Sara", "Noted: Sara and you have known each other since 2015."],
    ["eu e a Sara conhecemo-nos na faculdade", "Eu e a Sara conhecemo-nos na faculdade", "Sara", "Anotado: Eu e a Sara conhecemo-nos na faculdade."],
    ["a Sara e eu conhecemo-nos em 2010", "A Sara e eu conhecemo-nos em 2010", "Sara", "Anotado: A Sara e eu conhecemo-nos em 2010."],
    ["eu e o Tom nos conhecemos na faculdade", "Eu e o Tom nos conhecemos na faculdade", "Tom", "Anotado: Eu e o Tom nos conhecemos na faculdade."],
    ["a Sara e eu nos conhecemos há 10 anos", "A Sara e eu nos conhecemos desde 2015", "Sara", "Anotado: A Sara e eu nos conhecemos desde 2015."],
  ])("%j is kept, and who they are is not asked", async (text, content, name, reply) => {
    expect(kept(text)).toEqual([[content, "met_with", name]]);
    const answer = await turn([{ role: "user", content: text }]);
    expect(answer.calls).toEqual([]);
    expect(answer.text).toBe(reply);
  });

  it.each([
    ["Marta is my friend", "we've known each other for 10 years", "Marta and I have known each other since 2015", "Marta"],
    ["Marta is my friend", "We have known each other since school", "Marta and I have known each other since school", "Marta"],
    ["A Marta é minha amiga", "conhecemo-nos desde a escola", "Eu e a Marta conhecemo-nos desde a escola", "Marta"],
    ["O Tom é meu colega", "nós nos conhecemos na faculdade", "Eu e o Tom nos conhecemos na faculdade", "Tom"],
    ["A Marta é minha amiga", "conhecemo-nos há 10 anos", "Eu e a Marta conhecemo-nos desde 2015", "Marta"],
  ])("after %j, %j is of that person", async (previous, text, content, name) => {
    expect(kept(text, previous)).toEqual([[content, "met_with", name]]);
    const answer = await replyAfter(previous, text);
    expect(answer.calls).toEqual([]);
    expect(answer.text).toContain(name);
  });

  it.each([
    ["Sara and I met at school", undefined, "Sara and I met at school", "Sara"],
    ["we met at university", "Marta is my friend", "Marta and I met at university", "Marta"],
  ])("%j is where they met", (text, previous, content, name) => {
    expect(kept(text, previous)).toEqual([[content, "met_with", name]]);
  });

  it.each([["we've known each other for 10 years"], ["conhecemo-nos desde a escola"], ["nós nos conhecemos na faculdade"]])("%j with no one spoken of keeps nothing", (text) => {
    expect(kept(text)).toEqual([]);
    expect(kept(text, "I went to the cinema")).toEqual([]);
  });

  it.each([
    ["who is Sara?", person("Sara", null, "Sara and I have known each other since school"), "Sara and you have known each other since school."],
    ["quem é a Sara?", person("Sara", "female", "Eu e a Sara conhecemo-nos na faculdade"), "Contou-me: “Eu e a Sara conhecemo-nos na faculdade”."],
    ["who is Tom?", person("Tom", null, "Tom and I met at university"), "Tom and you met at university."],
    ["quem é a Marta?", person("Marta", "female", "A Marta e eu nos conhecemos desde 2015"), "Contou-me: “A Marta e eu nos conhecemos desde 2015”."],
  ])("%s answers from it", async (question, data, answer) => {
    expect(await answerWith(question, data)).toContain(answer);
  });
});
