import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation, storedMemory, systemWith } from "../support/offlineConversation.js";

// A like or dislike told in the first person is said back to the person ("You prefer green tea to coffee", "Não gosta
// de coentros"), not echoed as their own words; one told in the other language is said in the language asked in, the
// thing liked as told when it has no word there ("Não gosta de “cilantro”"), or quoted whole when it says more. So are the facts
// listed under who someone is ("Your sister Ana lives in Porto").

const now = new Date("2026-12-02T10:00:00Z");
const { ask, answerWith } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon" });

const english = systemWith([storedMemory("I prefer green tea to coffee", "preference", "2026-12-02"), storedMemory("I don't like cilantro", "preference", "2026-12-01")]);
const portuguese = systemWith([storedMemory("Não gosto de coentros", "preference", "2026-12-02"), storedMemory("Prefiro chá verde a café", "preference", "2026-12-01")]);

describe("likes are said to the person", () => {
  it.each([
    ["do I like coffee?", english, "You prefer green tea to coffee, as you told me on 2026-12-02."],
    ["what don't I like?", english, "You don't like cilantro"],
    ["what are my preferences?", english, "- You don't like cilantro (2026-12-01)"],
    ["de que não gosto?", portuguese, "Não gosta de coentros, como me contou em 2026-12-02."],
    ["eu gosto de café?", portuguese, "Prefere chá verde a café"],
    ["quais são as minhas preferências?", portuguese, "- Prefere chá verde a café (2026-12-01)"],
  ])("%s", async (question, system, said) => {
    const { calls, text } = await ask(question, system);
    expect(calls).toEqual([]);
    expect(text).toContain(said);
    expect(text).not.toMatch(/“I |“Não gosto|“Prefiro/);
  });

  it.each([
    ["do I like coffee?", portuguese, "“Prefiro chá verde a café”"],
    ["de que não gosto?", english, "Não gosta de “cilantro”, como me contou em 2026-12-01."],
  ])("%s says a like told in the other language in the words asked in, or quoted", async (question, system, quoted) => {
    expect((await ask(question, system)).text).toContain(quoted);
  });
});

describe("what is known of someone is said to the person", () => {
  const person = (name: string, relation: string, memories: ReadonlyArray<string>) => ({
    get_person: { person: { name, relationshipToUser: relation, aliases: [] }, relationships: [], memories: memories.map((content) => ({ content, date: "2026-12-02", dated: false, type: / is my | é minha | é meu /u.test(content) ? "relationship" : "fact", current: true })) },
    search_memories: { memories: [] },
    search_journal: { results: [] },
  });

  it.each([
    ["who is Ana?", person("Ana", "sister", ["My sister Ana lives in Porto", "Ana is my sister"]), "- 2026-12-02: Your sister Ana lives in Porto", "- 2026-12-02: Ana is"],
    ["quem é a Ana?", person("Ana", "sister", ["A minha irmã Ana mora no Porto", "Moro perto da Ana"]), "- 2026-12-02: A sua irmã Ana mora no Porto", "Moro perto"],
    ["quem é a Ana?", person("Ana", "sister", ["My sister Ana lives in Porto"]), "«My sister Ana lives in Porto»", "A minha"],
  ])("%s", async (question, data, said, unsaid) => {
    const text = await answerWith(question, data);
    expect(text).toContain(said);
    expect(text).not.toContain(unsaid);
  });
});
