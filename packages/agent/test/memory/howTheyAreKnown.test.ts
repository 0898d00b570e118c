import { describe, expect, it } from "vitest";
import { extractOffline } from "../../src/index.js";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// How the person knows someone is kept however it is told: where from ("I know Tom from work", "conheço o Tom do
// trabalho"), how close or how old the relationship is ("an old friend", "uma grande amiga"), a city after the
// relationship ("uma amiga de Lisboa"), and a second fact told of them after "who" or "que" ("my sister is Ana, who
// lives in Porto"). "Who is Tom?" answers with it.

const now = new Date("2025-03-12T15:00:00Z");
const timeZone = "Europe/Lisbon";
const { ask, answerWith } = offlineConversation({ skills: everySkill, now, timeZone });
const kept = (text: string) =>
  extractOffline({ text, sentAt: now, timeZone }).memories.map((memory) => [memory.content, memory.triple?.predicate, memory.triple?.object]);

const person = (name: string, relationshipToUser: string | null, gender: string | null, content: string, type: string) => ({
  get_person: {
    person: { entityId: "e1", name, type: "person", aliases: [], relationshipToUser, gender, mentionCount: 1 },
    relationships: [],
    memories: [{ content, date: "2025-03-01", dated: false, type, current: true }],
  },
});

describe("where the person knows someone from", () => {
  it.each([
    ["I know Tom from work", "I know Tom from work", "Tom", "Noted: You know Tom from work."],
    ["I know Sara from the gym", "I know Sara from the gym", "Sara", "Noted: You know Sara from the gym."],
    ["conheço o Tom do trabalho", "Conheço o Tom do trabalho", "Tom", "Anotado: Conhece o Tom do trabalho."],
    ["eu conheço a Rita da faculdade", "Eu conheço a Rita da faculdade", "Rita", "Anotado: Conhece a Rita da faculdade."],
  ])("%j is kept, and who they are is not asked again", async (text, content, name, reply) => {
    expect(kept(text)).toEqual([[content, "met_with", name]]);
    const answer = await ask(text);
    expect(answer.calls).toEqual([]);
    expect(answer.text).toBe(reply);
  });

  it.each([
    ["who is Tom?", person("Tom", null, null, "I know Tom from work", "event"), "You know Tom from work."],
    ["how do I know Tom?", person("Tom", null, null, "I know Tom from work", "event"), "You know Tom from work."],
    ["who is Sara?", person("Sara", null, null, "I met Sara at university in 2015", "event"), "You met Sara at university in 2015."],
    ["quem é o Tom?", person("Tom", null, "male", "Conheço o Tom do trabalho", "event"), "Conhece o Tom do trabalho."],
    ["de onde conheço o Tom?", person("Tom", null, "male", "Eu conheço o Tom do trabalho", "event"), "Conhece o Tom do trabalho."],
    ["quem é a Sara?", person("Sara", null, "female", "Conheci a Sara na faculdade", "event"), "Conheceu a Sara na faculdade."],
  ])("%s answers where they are known from", async (question, data, answer) => {
    expect(await answerWith(question, data)).toBe(answer);
  });
});

describe("how close a relationship is", () => {
  it.each([
    ["Tom is an old friend from school", "Tom is an old friend from school", "Noted: Tom is an old friend from school."],
    ["Sam is a childhood friend", "Sam is a childhood friend", "Noted: Sam is a childhood friend."],
    ["Tom is my old friend", "Tom is my old friend", "Noted: Tom is your old friend."],
    ["Sara is my best friend", "Sara is my best friend", "Noted: Sara is your best friend."],
    ["a Ana é uma grande amiga", "Ana é uma grande amiga", "Anotado: A Ana é uma grande amiga."],
    ["o Rui é um velho amigo da escola", "Rui é um velho amigo da escola", "Anotado: O Rui é um velho amigo da escola."],
    ["o Rui é o meu grande amigo", "Rui é meu grande amigo", "Anotado: O Rui é o seu grande amigo."],
    ["a Sara é a minha melhor amiga", "Sara é minha melhor amiga", "Anotado: A Sara é a sua melhor amiga."],
    ["a Ana é uma amiga de infância", "Ana é uma amiga de infância", "Anotado: A Ana é uma amiga de infância."],
  ])("%j is kept as %j", async (text, content, reply) => {
    expect(kept(text)).toEqual([[content, "relationship_to_user", "friend"]]);
    expect((await ask(text)).text).toBe(reply);
  });

  it("a new colleague is still only a colleague: who holds a role now is no closeness", () => {
    expect(kept("Tom is a new colleague")).toEqual([["Tom is my colleague", "relationship_to_user", "colleague"]]);
  });

  it.each([
    ["who is Tom?", person("Tom", "friend", null, "Tom is an old friend from school", "relationship"), "Tom is an old friend from school."],
    ["who is Sara?", person("Sara", "friend", null, "Sara is my best friend", "relationship"), "Sara is your best friend."],
    ["quem é a Ana?", person("Ana", "friend", "female", "Ana é uma grande amiga", "relationship"), "A Ana é uma grande amiga."],
    ["quem é o Rui?", person("Rui", "friend", "male", "Rui é meu grande amigo", "relationship"), "O Rui é o seu grande amigo."],
  ])("%s answers how close they are", async (question, data, answer) => {
    expect(await answerWith(question, data)).toBe(answer);
  });
});

describe("a city after the relationship, in Portuguese", () => {
  it.each([
    ["a Ana é uma amiga de Lisboa", "Ana é uma amiga de Lisboa", "Anotado: A Ana é uma amiga de Lisboa."],
    ["a Ana é amiga de Lisboa", "Ana é uma amiga de Lisboa", "Anotado: A Ana é uma amiga de Lisboa."],
    ["o Rui é um amigo do Porto", "Rui é um amigo do Porto", "Anotado: O Rui é um amigo do Porto."],
    ["Sara is a friend from Lisbon", "Sara is a friend from Lisbon", "Noted: Sara is a friend from Lisbon."],
  ])("%j is where they are known from, no one's friend", async (text, content, reply) => {
    expect(kept(text)).toEqual([[content, "relationship_to_user", "friend"]]);
    const answer = await ask(text);
    expect(answer.calls).toEqual([]);
    expect(answer.text).toBe(reply);
  });

  it.each([
    ["a Ana é amiga da Rita", "Ana é amiga da Rita"],
    ["Ana is a friend of Tom", "Ana is Tom's friend"],
  ])("%j is still someone of someone else's", (text, content) => {
    expect(kept(text).map(([said]) => said)).toEqual([content]);
  });
});

describe("a second fact told after who or que", () => {
  it.each([
    ["my sister is Ana, who lives in Porto", [["Ana is my sister", "relationship_to_user", "sister"], ["Ana lives in Porto", "lives_in", "Porto"]]],
    ["my boss is Rita, who is a doctor", [["Rita is my boss", "relationship_to_user", "boss"], ["Rita is a doctor", "job_title", "doctor"]]],
    ["minha irmã é Ana, que mora no Porto", [["Ana é minha irmã", "relationship_to_user", "sister"], ["Ana mora no Porto", "lives_in", "Porto"]]],
    ["o meu irmão é o Rui, que trabalha na Google", [["Rui é meu irmão", "relationship_to_user", "brother"], ["Rui trabalha na Google", "works_at", "Google"]]],
  ])("%j keeps the relationship and the fact", (text, memories) => {
    expect(kept(text)).toEqual(memories);
  });
});
