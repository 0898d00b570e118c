import type { KnownEntity } from "@lifeos/core";
import { describe, expect, it } from "vitest";
import { extractOffline, memorySkill } from "../../src/index.js";
import { offlineConversation, storedMemory, systemWith } from "../support/offlineConversation.js";

const now = new Date("2024-05-10T10:00:00Z");
const timeZone = "Europe/Lisbon";
const carla: KnownEntity = { name: "Carla", aliases: [], relationshipToUser: "boss", gender: "female" };
const triples = (text: string, known: ReadonlyArray<KnownEntity> = [carla]) =>
  extractOffline({ text, sentAt: now, timeZone, knownEntities: known }).memories.map((memory) => [memory.triple?.subject, memory.triple?.predicate, memory.triple?.object]);

describe("a role that changed hands", () => {
  it.each(["actually my boss is Rita now", "my new boss is Rita", "Rita is my new boss", "afinal a minha chefe agora é a Rita", "a Rita é a minha nova chefe", "o meu novo chefe chama-se Rita"])(
    "%s: the new one holds it, the one known before no longer does",
    (text) => {
      expect(triples(text)).toEqual([
        ["Rita", "relationship_to_user", "boss"],
        ["Carla", "former_relationship_to_user", "boss"],
      ]);
    },
  );

  it("is not read into a plain statement, nor when who held it is not clear", () => {
    expect(triples("my boss is Rita")).toEqual([["Rita", "relationship_to_user", "boss"]]);
    expect(triples("o meu chefe é a Rita")).toEqual([["Rita", "relationship_to_user", "boss"]]);
    expect(triples("my new boss is Rita", [carla, { name: "Rui", aliases: [], relationshipToUser: "boss", gender: "male" }])).toEqual([["Rita", "relationship_to_user", "boss"]]);
  });

  it("is acknowledged by the offline chat, both ways", async () => {
    const conversation = offlineConversation({ skills: [memorySkill], now, timeZone });
    const system = systemWith([storedMemory("Carla is my boss", "relationship", "2024-04-01")]);
    expect((await conversation.ask("actually my boss is Rita now", system)).text).toBe("Noted: Rita is your boss; Carla is no longer your boss.");
    const sistema = systemWith([storedMemory("Carla é minha chefe", "relationship", "2024-04-01")]);
    expect((await conversation.ask("afinal a minha chefe agora é a Rita", sistema)).text).toBe("Anotado: A Rita é a sua chefe; a Carla já não é a sua chefe.");
  });
});
