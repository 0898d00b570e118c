import type { ModelMessage, ToolSpec } from "@lifeos/core";
import { describe, expect, it } from "vitest";
import { extractOffline, memorySkill } from "../../src/index.js";
import { offlineConversation } from "../support/offlineConversation.js";

const now = new Date("2024-05-10T10:00:00Z");
const timeZone = "Europe/Lisbon";
const tools: ToolSpec[] = ["search_memories", "get_person", "search_journal"].map((name) => ({ name, description: name, parameters: {} }));
const conversation = offlineConversation({ skills: [memorySkill], tools: tools.map((tool) => tool.name), now, timeZone });

const learned = (text: string, previousText?: string) => {
  const extraction = extractOffline({ text, sentAt: now, timeZone, ...(previousText === undefined ? {} : { previousText }) });
  return {
    memories: extraction.memories.map((memory) => [memory.content, memory.triple?.predicate, memory.triple?.object]),
    entities: extraction.entities.map((entity) => [entity.name, entity.relationshipToUser, entity.aliases]),
  };
};

describe("what the person calls someone is learned", () => {
  it("as another name of someone named", () => {
    expect(learned("my wife's name is Sofia but I call her Sofi")).toEqual({
      memories: [["Sofia is my wife", "relationship_to_user", "wife"], ["I call Sofia Sofi", "nickname", "Sofi"]],
      entities: [["Sofia", "wife", ["Sofi"]]],
    });
    expect(learned("a Sofia é minha mulher, chamo-lhe Sofi")).toEqual({
      memories: [["Sofia é minha mulher", "relationship_to_user", "wife"], ["Chamo Sofi à Sofia", "nickname", "Sofi"]],
      entities: [["Sofia", "wife", ["Sofi"]]],
    });
  });

  it("as the name of someone known only by relationship", () => {
    expect(learned("chamo Nini ao meu filho").entities).toEqual([["Nini", "son", []]]);
    expect(learned("eu chamo minha filha de Lulu").entities).toEqual([["Lulu", "daughter", []]]);
    expect(learned("my daughter's nickname is Lulu").entities).toEqual([["Lulu", "daughter", []]]);
    expect(learned("o meu filho faz anos a 3 de maio e chamo-lhe Nini").memories).toEqual([
      ["O aniversário do meu filho é no dia 3 de maio", "birthday", "05-03"],
      ["Chamo Nini ao meu filho", "nickname", "Nini"],
    ]);
  });

  it("of the person the message before spoke of, when this one names no one", () => {
    expect(learned("chamo-lhe Nini", "o meu filho faz anos a 3 de maio")).toEqual({ memories: [["Chamo Nini ao meu filho", "nickname", "Nini"]], entities: [["Nini", "son", []]] });
    expect(learned("I call her Sofi", "my wife's name is Sofia").entities).toEqual([["Sofia", null, ["Sofi"]]]);
    // With no one to mean, nothing is guessed.
    expect(learned("chamo-lhe Nini").memories).toEqual([]);
    expect(learned("I call her Sofi").memories).toEqual([]);
  });
});

describe("the offline chat acknowledges a nickname", () => {
  it("names whom it was said of", async () => {
    const after = (first: string, second: string): ModelMessage[] => [
      { role: "user", content: first },
      { role: "assistant", content: "Noted." },
      { role: "user", content: second },
    ];
    expect((await conversation.turn(after("o meu filho faz anos a 3 de maio", "chamo-lhe Nini"))).text).toMatch(/^Anotado: .*Nini.*filho/u);
    expect((await conversation.turn(after("my wife's name is Sofia", "I call her Sofi"))).text).toMatch(/^Noted: .*Sofia.*Sofi/u);
  });

  it("answers who the nickname is", async () => {
    const nini = { person: { name: "Nini", relationshipToUser: "son", aliases: [], gender: "male" }, relationships: [], memories: [] };
    expect(await conversation.answerWith("quem é o Nini?", { get_person: nini })).toMatch(/^O Nini é o seu filho\./);
  });
});
