import type { ToolSpec } from "@lifeos/core";
import { describe, expect, it } from "vitest";
import { extractOffline, memorySkill } from "../../src/index.js";
import { offlineConversation } from "../support/offlineConversation.js";

const now = new Date("2024-05-10T10:00:00Z");
const timeZone = "Europe/Lisbon";
const tools: ToolSpec[] = ["search_memories", "get_person", "search_journal"].map((name) => ({ name, description: name, parameters: {} }));
const conversation = offlineConversation({ skills: [memorySkill], tools: tools.map((tool) => tool.name), now, timeZone });

const between = (text: string) => {
  const extraction = extractOffline({ text, sentAt: now, timeZone });
  return {
    memories: extraction.memories.map((memory) => [memory.content, memory.triple?.predicate, memory.triple?.object, memory.entities]),
    relationships: extraction.relationships,
    // Neither is anything to the person by this.
    toUser: extraction.entities.map((entity) => entity.relationshipToUser),
  };
};

describe("a relationship between two other people is learned", () => {
  it.each([
    ["Ana is Tom's sister", "Ana is Tom's sister", "Ana", "sister of", "Tom"],
    ["Tom's sister is called Ana", "Ana is Tom's sister", "Ana", "sister of", "Tom"],
    ["Rui is the father of Leo.", "Rui is Leo's father", "Rui", "father of", "Leo"],
    ["a Marta é irmã do João", "Marta é irmã do João", "Marta", "sister of", "João"],
    ["A irmã do João chama-se Marta", "Marta é irmã do João", "Marta", "sister of", "João"],
    ["o Pedro é colega da Sofia", "Pedro é colega da Sofia", "Pedro", "colleague of", "Sofia"],
  ])("%s", (text, content, from, kind, to) => {
    const learned = between(text);
    expect(learned.memories).toEqual([[content, "relationship_to_other", `${kind} ${to}`, [from, to]]]);
    expect(learned.relationships).toEqual([{ from, kind, to }]);
    expect(learned.toUser).toEqual([null, null]);
  });

  it("still reads a relationship to the person as one", () => {
    expect(between("Ana is my sister").relationships).toEqual([{ from: "Ana", kind: "sister", to: "user" }]);
    expect(between("a Marta é minha irmã").relationships).toEqual([{ from: "Marta", kind: "sister", to: "user" }]);
  });
});

const ana = { person: { name: "Ana", relationshipToUser: null, aliases: [], gender: "female" }, relationships: [{ kind: "sister of", name: "Tom" }], memories: [{ content: "Ana is Tom's sister", date: "2024-05-09", dated: false, type: "relationship", current: true }] };
const tom = { person: { name: "Tom", relationshipToUser: null, aliases: [], gender: null }, relationships: [], memories: [{ content: "Ana is Tom's sister", date: "2024-05-09", dated: false, type: "relationship", current: true }] };
const marta = { person: { name: "Marta", relationshipToUser: null, aliases: [], gender: "female" }, relationships: [{ kind: "sister of", name: "João" }], memories: [{ content: "Marta é irmã do João", date: "2024-05-09", dated: false, type: "relationship", current: true }] };
const joao = { person: { name: "João", relationshipToUser: null, aliases: [], gender: "male" }, relationships: [], memories: [{ content: "Marta é irmã do João", date: "2024-05-09", dated: false, type: "relationship", current: true }] };

describe("asking what someone is to someone else", () => {
  it("answers who someone is from their relationship to another", async () => {
    expect((await conversation.ask("who is Ana to Tom?")).calls.map((call) => [call.name, JSON.parse(call.arguments)])).toEqual([["get_person", { name: "Ana" }]]);
    expect(await conversation.answerWith("who is Ana to Tom?", { get_person: ana })).toBe("Ana is Tom's sister.");
    expect(await conversation.answerWith("quem é a Marta para o João?", { get_person: marta })).toBe("Marta é irmã de João.");
  });

  it("finds someone named by what they are to another named person", async () => {
    const calls = (await conversation.ask("who is Tom's sister?")).calls.map((call) => [call.name, JSON.parse(call.arguments)]);
    expect(calls[0]).toEqual(["get_person", { name: "Tom" }]);
    expect(calls[1]![0]).toBe("search_memories");
    expect(await conversation.answerWith("who is Tom's sister?", { get_person: tom, search_memories: { memories: [] } })).toBe("From what you told me: “Ana is Tom's sister” (2024-05-09).");
    expect(await conversation.answerWith("who's the sister of Tom?", { get_person: tom, search_memories: { memories: [] } })).toBe("From what you told me: “Ana is Tom's sister” (2024-05-09).");
    expect((await conversation.ask("quem é a irmã do João?")).calls[0]!.arguments).toBe(JSON.stringify({ name: "João" }));
    expect(await conversation.answerWith("quem é a irmã do João?", { get_person: joao, search_memories: { memories: [] } })).toBe("Pelo que me contou: “Marta é irmã do João” (2024-05-09).");
  });

  it("says plainly when no such person is remembered, and how to tell it", async () => {
    const nobody = { get_person: { person: null, relationships: [], memories: [] }, search_memories: { memories: [] } };
    expect(await conversation.answerWith("who is Tom's brother?", nobody)).toBe(`I have nothing remembered about who Tom's brother is. Tell me (for example "Ana is Tom's brother") and I'll remember it.`);
    expect(await conversation.answerWith("quem é o chefe da Rita?", nobody)).toBe("Não tenho nada guardado sobre quem é o chefe de Rita. Diga-me (por exemplo «a Ana é chefe de Rita») e eu guardo.");
  });
});

describe("where someone lives or works, in a who-is answer", () => {
  const sister = {
    person: { name: "Ana", relationshipToUser: "sister", aliases: [], gender: "female" },
    relationships: [{ kind: "lives in", name: "Porto" }, { kind: "works at", name: "Farfetch" }],
    memories: [{ content: "My sister Ana lives in Porto", date: "2024-05-09", dated: false, type: "fact", current: true }],
  };

  it.each([
    ["who is Ana?", "Ana lives in Porto. Ana works at Farfetch."],
    ["quem é a Ana?", "Ana vive no Porto. Ana trabalha em Farfetch."],
  ])("%s says it with a verb of the question's language", async (question, said) => {
    const answer = await conversation.answerWith(question, { get_person: sister });
    expect(answer).toContain(said);
    expect(answer).not.toMatch(/Porto's|de Porto|lives in de|em Porto/);
  });

  // "My sister Ana lives in Porto" says nothing "Ana lives in Porto." did not: listed again, it read as a repeat. A
  // fact that says more ("… with her two kids") is still listed.
  it.each([
    ["who is Ana?", "My sister Ana lives in Porto", "Your sister Ana lives in Porto"],
    ["quem é a Ana?", "A minha irmã Ana mora no Porto", "A sua irmã Ana mora no Porto"],
  ])("%s does not list a fact the sentence of where she lives already said", async (question, told, listed) => {
    const answer = await conversation.answerWith(question, { get_person: { ...sister, memories: [{ content: told, date: "2024-05-09", dated: false, type: "fact", current: true }] } });
    expect(answer).not.toContain(listed);
  });

  it("still lists a fact that says more than where she lives", async () => {
    const answer = await conversation.answerWith("who is Ana?", { get_person: { ...sister, memories: [{ content: "My sister Ana lives in Porto with her two kids", date: "2024-05-09", dated: false, type: "fact", current: true }] } });
    expect(answer).toContain("Your sister Ana lives in Porto with her two kids");
  });

  // A place whose Portuguese name takes an article takes it after "em" ("no Porto", "na Maia", "nos Açores"); one
  // without keeps "em" ("em Lisboa", "em São Paulo"); English says "in" either way.
  it.each([
    ["Porto", "Rita vive no Porto.", "Rita lives in Porto."],
    ["Rio de Janeiro", "Rita vive no Rio de Janeiro.", "Rita lives in Rio de Janeiro."],
    ["Recife", "Rita vive no Recife.", "Rita lives in Recife."],
    ["Maia", "Rita vive na Maia.", "Rita lives in Maia."],
    ["Açores", "Rita vive nos Açores.", "Rita lives in Açores."],
    ["Lisboa", "Rita vive em Lisboa.", "Rita lives in Lisboa."],
    ["São Paulo", "Rita vive em São Paulo.", "Rita lives in São Paulo."],
    ["Braga", "Rita vive em Braga.", "Rita lives in Braga."],
  ])("%s", async (place, pt, en) => {
    const rita = { person: { name: "Rita", relationshipToUser: "friend", aliases: [], gender: "female" }, relationships: [{ kind: "lives in", name: place }], memories: [] };
    expect(await conversation.answerWith("quem é a Rita?", { get_person: rita })).toContain(pt);
    expect(await conversation.answerWith("who is Rita?", { get_person: rita })).toContain(en);
  });
});
