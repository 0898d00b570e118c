import { describe, expect, it } from "vitest";
import { extractOffline, memorySkill } from "../../src/index.js";
import { journalSkill } from "../../src/journal/offline/journalSkill.js";
import { offlineConversation } from "../support/offlineConversation.js";

// "I have a cat called Mia", "tenho uma irmã que se chama Ana": someone of the person's, told by name, is remembered.

const now = new Date("2025-03-12T15:00:00Z");
const timeZone = "Europe/Lisbon";
const { ask } = offlineConversation({ skills: [journalSkill, memorySkill], tools: ["search_journal", "search_memories", "get_person"], now, timeZone });
const kept = (text: string) => extractOffline({ text, sentAt: now, timeZone }).memories.map((memory) => [memory.content, memory.triple?.object]);

describe("someone of one's own, told as had and named", () => {
  it.each([
    ["I have a cat called Mia", "Mia is my cat", "cat", "Noted: Mia is your cat."],
    ["I have a younger brother named Rui", "Rui is my brother", "brother", "Noted: Rui is your brother."],
    ["Tenho um gato chamado Mia", "Mia é meu gato", "cat", "Anotado: O Mia é o seu gato."],
    ["Tenho uma irmã que se chama Ana", "Ana é minha irmã", "sister", "Anotado: A Ana é a sua irmã."],
  ])("%j is kept as %j and noted", async (text, content, relation, reply) => {
    expect(kept(text)).toEqual([[content, relation]]);
    const answer = await ask(text);
    expect(answer.calls).toEqual([]);
    expect(answer.text).toBe(reply);
  });

  it.each(["I have two cats", "tenho dois gatos"])("%j names no one, and keeps no one", (text) => {
    expect(kept(text)).toEqual([]);
  });
});

describe("someone of the household's, told as ours", () => {
  it.each([
    ["We have a dog called Thor", "Thor is my dog", "dog", "Noted: Thor is your dog."],
    ["A gente tem um cachorro chamado Thor", "Thor é meu cachorro", "dog", "Anotado: O Thor é o seu cachorro."],
    ["Nós temos uma gata chamada Mia", "Mia é minha gata", "cat", "Anotado: A Mia é a sua gata."],
  ])("%j is kept as %j and noted", async (text, content, relation, reply) => {
    expect(kept(text)).toEqual([[content, relation]]);
    const answer = await ask(text);
    expect(answer.calls).toEqual([]);
    expect(answer.text).toBe(reply);
  });
});

describe("a correction opened by a Brazilian 'na real' or 'pensando bem'", () => {
  it.each([
    ["actually I moved to Porto", "Porto"],
    ["na real eu me mudei pro Rio", "Rio"],
    ["pensando bem, eu me mudei pra Curitiba", "Curitiba"],
  ])("%j is kept as where one lives now", (text, place) => {
    expect(kept(text).map(([, object]) => object)).toEqual([place]);
  });
});

describe("where one lives, told as going on now", () => {
  it.each([
    ["I'm now living in Porto", "Porto"],
    ["I'm currently living in Braga", "Braga"],
    ["eu tô morando em Recife", "Recife"],
    ["agora estou vivendo em Salvador", "Salvador"],
  ])("%j is kept as where one lives", (text, place) => {
    expect(kept(text).map(([, object]) => object)).toEqual([place]);
  });
});

describe("where one lives, asked after it was told as going on now", () => {
  it.each(["onde eu moro?", "where do I live?"])("%s looks for 'morando' too ('eu tô morando em Recife')", async (question) => {
    const recall = (await ask(question)).calls.find((call) => call.name === "search_memories");
    expect(JSON.parse(recall!.arguments).query).toContain("morando");
  });
});
