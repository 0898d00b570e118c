import { describe, expect, it } from "vitest";
import { extractOffline } from "../../src/index.js";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// A relationship held among equals told without "my" ("Rita is a colleague", "Ana é colega de trabalho", "o Pedro é um
// amigo da faculdade") is who that person is to the person, kept and said back as "Tom is my colleague" is. Where they
// are known from ("from work", "da faculdade") may follow, and is kept with it as said ("Tom is a friend from work"):
// "who is Tom?" answers with it. In Portuguese, a word of no gender said of someone whose gender
// nothing tells is kept without "meu" or "minha", which would guess. "Ana é mãe" or "Tom is a doctor" says what someone
// is, not who they are to the person.

const now = new Date("2025-03-12T15:00:00Z");
const timeZone = "Europe/Lisbon";
const { ask, answerWith } = offlineConversation({ skills: everySkill, now, timeZone });
const kept = (text: string) =>
  extractOffline({ text, sentAt: now, timeZone }).memories.map((memory) => [memory.content, memory.triple?.predicate, memory.triple?.object]);

describe("a relationship told without a possessive", () => {
  it.each([
    ["Rita is a colleague", "Rita is my colleague", "colleague", "Noted: Rita is your colleague."],
    ["Tom is a friend from work", "Tom is a friend from work", "friend", "Noted: Tom is a friend from work."],
    ["Tom is my friend from work", "Tom is my friend from work", "friend", "Noted: Tom is your friend from work."],
    ["Tom is a colleague from my old job", "Tom is a colleague from my old job", "colleague", "Noted: Tom is a colleague from your old job."],
    ["Sara is my neighbour from the old flat", "Sara is my neighbour from the old flat", "neighbour", "Noted: Sara is your neighbour from the old flat."],
    ["Tom is my colleague at Google", "Tom is my colleague at Google", "colleague", "Noted: Tom is your colleague at Google."],
    ["Sara is a friend from Lisbon", "Sara is a friend from Lisbon", "friend", "Noted: Sara is a friend from Lisbon."],
    ["Sam is a neighbour of mine", "Sam is my neighbour", "neighbour", "Noted: Sam is your neighbour."],
    ["Ana é colega de trabalho", "Ana é colega de trabalho", "colleague", "Anotado: Ana é colega de trabalho."],
    ["a Ana é colega", "Ana é minha colega", "colleague", "Anotado: A Ana é a sua colega."],
    ["o Pedro é um amigo da faculdade", "Pedro é um amigo da faculdade", "friend", "Anotado: O Pedro é um amigo da faculdade."],
    ["o Pedro é meu amigo da faculdade", "Pedro é meu amigo da faculdade", "friend", "Anotado: O Pedro é o seu amigo da faculdade."],
    ["a Júlia é uma colega do trabalho", "Júlia é uma colega do trabalho", "colleague", "Anotado: A Júlia é uma colega do trabalho."],
    ["a Rita é uma amiga do trabalho", "Rita é uma amiga do trabalho", "friend", "Anotado: A Rita é uma amiga do trabalho."],
    ["o Pedro é um colega da faculdade", "Pedro é um colega da faculdade", "colleague", "Anotado: O Pedro é um colega da faculdade."],
    ["Ana é colega do ginásio", "Ana é colega do ginásio", "colleague", "Anotado: Ana é colega do ginásio."],
    ["o Caio é vizinho", "Caio é meu vizinho", "neighbour", "Anotado: O Caio é o seu vizinho."],
  ])("%j is kept as %j and noted", async (text, content, relation, reply) => {
    expect(kept(text)).toEqual([[content, "relationship_to_user", relation]]);
    const answer = await ask(text);
    expect(answer.calls).toEqual([]);
    expect(answer.text).toBe(reply);
  });

  const person = (name: string, relationshipToUser: string, gender: string | null, content: string) => ({
    get_person: {
      person: { entityId: "e1", name, type: "person", aliases: [], relationshipToUser, gender, mentionCount: 1 },
      relationships: [],
      memories: [{ content, date: "2025-03-01", dated: false, type: "relationship", current: true }],
    },
  });

  it.each([
    ["who is Tom?", person("Tom", "friend", null, "Tom is a friend from work"), "Tom is a friend from work."],
    ["who is Sara?", person("Sara", "neighbour", "female", "Sara is my neighbour from the old flat"), "Sara is your neighbour from the old flat."],
    ["quem é a Rita?", person("Rita", "friend", "female", "Rita é uma amiga do trabalho"), "A Rita é uma amiga do trabalho."],
    ["quem é o Pedro?", person("Pedro", "colleague", "male", "Pedro é meu colega da faculdade"), "O Pedro é o seu colega da faculdade."],
  ])("%s answers where they are known from", async (question, data, answer) => {
    expect(await answerWith(question, data)).toBe(answer);
  });

  it.each([
    ["how do I know Tom?", "Tom"],
    ["where do I know Tom from?", "Tom"],
    ["de onde conheço o Pedro?", "Pedro"],
    ["como é que conheço a Rita?", "Rita"],
  ])("%s looks up who %s is, and answers where they are known from", async (question, name) => {
    expect((await ask(question)).calls.map((call) => [call.name, JSON.parse(call.arguments)])).toEqual([["get_person", { name }]]);
    const said = { Tom: person("Tom", "friend", null, "Tom is a friend from work"), Pedro: person("Pedro", "colleague", "male", "Pedro é um colega da faculdade"), Rita: person("Rita", "friend", "female", "Rita é uma amiga do trabalho") }[name]!;
    expect(await answerWith(question, said)).toBe({ Tom: "Tom is a friend from work.", Pedro: "O Pedro é um colega da faculdade.", Rita: "A Rita é uma amiga do trabalho." }[name]);
  });

  it.each([
    ["Tom, a friend from work, is moving to Berlin", "Tom is a friend from work", null],
    ["Sam, an old friend of mine from school, called today", "Sam is a friend from school", null],
    ["a Rita, uma amiga do trabalho, vai casar em junho", "Rita é uma amiga do trabalho", "female"],
    ["o Pedro, um colega da faculdade, mudou-se para Braga", "Pedro é um colega da faculdade", "male"],
  ])("%j, said in passing, keeps %j", (text, content, gender) => {
    const extraction = extractOffline({ text, sentAt: now, timeZone });
    expect(extraction.memories.filter((memory) => memory.triple?.predicate === "relationship_to_user").map((memory) => memory.content)).toEqual([content]);
    expect(extraction.entities[0]?.gender).toBe(gender);
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
