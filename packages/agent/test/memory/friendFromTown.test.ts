import { describe, expect, it } from "vitest";
import { extractOffline } from "../../src/index.js";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// In Portuguese a friend of someone takes the article before the name ("amiga da Ana", "amigo do Tom"); a name after a
// bare "de" is where they are from ("uma amiga de Braga"), even a town no list here knows, unless it is known as a first
// name ("amiga de Ana", as Brazil says it) or the person is already known. Without "um"/"uma" ("o Rui é amigo de Tiago",
// as Brazil says it) and after a relative's word ("irmã de Rui") it is still someone's.

const now = new Date("2025-03-12T15:00:00Z");
const timeZone = "Europe/Lisbon";
const { ask } = offlineConversation({ skills: everySkill, now, timeZone });
const kept = (text: string, knownEntities: ReadonlyArray<{ name: string }> = []) =>
  extractOffline({ text, sentAt: now, timeZone, knownEntities: knownEntities.map(({ name }) => ({ name, aliases: [], relationshipToUser: null, gender: null })) }).memories.map((memory) => [memory.content, memory.triple?.predicate, memory.triple?.object]);

describe("a town after the relationship, said with a bare de", () => {
  it.each([
    ["a Ana é uma amiga de Braga", "Ana é uma amiga de Braga", "Anotado: A Ana é uma amiga de Braga."],
    ["o Rui é um amigo de Faro", "Rui é um amigo de Faro", "Anotado: O Rui é um amigo de Faro."],
    ["a Bia é uma colega de Guimarães", "Bia é uma colega de Guimarães", "Anotado: A Bia é uma colega de Guimarães."],
  ])("%j is where they are from, no one's friend", async (text, content, reply) => {
    expect(kept(text)).toEqual([[content, "relationship_to_user", text.includes("colega") ? "colleague" : "friend"]]);
    const answer = await ask(text);
    expect(answer.calls).toEqual([]);
    expect(answer.text).toBe(reply);
  });

  it.each([
    ["a Ana é amiga da Rita", "Ana é amiga da Rita"],
    ["o Rui é amigo do Tiago", "Rui é amigo do Tiago"],
    ["a Ana é amiga de Marta", "Ana é amiga de Marta"],
    ["o Pedro é amigo de João", "Pedro é amigo de João"],
    ["a Sofia é uma amiga de Joana", "Sofia é amiga de Joana"],
    ["o Rui é amigo de Tiago", "Rui é amigo de Tiago"],
    ["a Ana é irmã de Rui", "Ana é irmã de Rui"],
  ])("%j is still someone of someone else's", (text, content) => {
    expect(kept(text)).toEqual([[content, "relationship_to_other", `${content.includes("irmã") ? "sister" : "friend"} of ${content.split(" ").at(-1)}`]]);
  });

  it("a bare de before someone already known is that person's friend", () => {
    expect(kept("o Rui é um amigo de Tiago", [{ name: "Tiago" }])).toEqual([["Rui é amigo de Tiago", "relationship_to_other", "friend of Tiago"]]);
    expect(kept("o Rui é um amigo de Tiago")).toEqual([["Rui é um amigo de Tiago", "relationship_to_user", "friend"]]);
  });
});
