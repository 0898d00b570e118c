import type { ForgetOutput } from "@lifeos/core";
import { MemoryRepository, UserRepository } from "@lifeos/core";
import { Effect } from "effect";
import { describe, expect, it } from "vitest";
import { memoryTools, ToolRegistry } from "../src/index.js";
import { contextFor, run } from "./journalFixtures.js";

// The forget tool matches a fact in whichever language it was told, and reads what a query means as the recall reads
// a question ("where I live" → the home); it says back what went, quoted, and deletes nothing it is not sure of.

const forgetting = (told: ReadonlyArray<string>, query: string) =>
  run(
    Effect.gen(function* () {
      const user = yield* (yield* UserRepository).create({ name: "Rita", timeZone: "UTC" });
      const context = contextFor(user.id);
      const registry = yield* ToolRegistry;
      const call = (name: string, args: Record<string, unknown>) =>
        registry.execute({ id: name, name, arguments: JSON.stringify(args) }, { allowlist: memoryTools.map((tool) => tool.name), context });
      for (const content of told) expect((yield* call("remember", { content })).success).toBe(true);
      const outcome = yield* call("forget", { query });
      expect(outcome.success).toBe(true);
      const left = yield* MemoryRepository.use((repository) => repository.list(user.id, { limit: 10 }));
      return { data: outcome.data as ForgetOutput, left: left.items.map((memory) => memory.content).sort() };
    }).pipe(Effect.provide(ToolRegistry.layer(memoryTools))),
  );

describe("forget, by what the query means", () => {
  it.each([
    ["where I live", "I live in Lisbon"],
    ["my address", "I live in Lisbon"],
    ["a minha morada", "Vivo no Porto"],
    ["onde moro", "Mudei-me para Braga"],
    ["my job", "Sou enfermeira"],
    ["a minha profissão", "Sou enfermeira"],
  ])("%j forgets %j, quoted, and keeps someone else's and other facts", async (query, fact) => {
    const { data, left } = await forgetting([fact, "My sister Ana lives in Porto", "I prefer tea to coffee"], query);
    expect(data.deleted.map((memory) => memory.content)).toEqual([fact]);
    expect(data.summary).toBe(`Forgot “${fact}”.`);
    expect(data.outcome).toEqual({ code: "FORGET_DONE", params: { count: 1, memories: `“${fact}”` }, message: data.summary });
    expect(left).toEqual(["I prefer tea to coffee", "My sister Ana lives in Porto"]);
  });

  it.each([
    ["my job", ["I live in Lisbon", "My sister Ana works as a nurse"]],
    ["onde moro", ["Sou enfermeira", "A minha irmã Ana mora no Porto"]],
  ])("%j deletes nothing when nothing remembered is about it, and says so", async (query, told) => {
    const { data, left } = await forgetting(told, query);
    expect(data.deleted).toEqual([]);
    expect(data.summary).toMatch(new RegExp(`^Nothing remembered matches “${query}”`));
    expect(data.outcome).toEqual({ code: "FORGET_NO_MATCH", params: { query }, message: data.summary });
    expect(left).toEqual([...told].sort());
  });

  it.each([
    ["photography", "I am a keen photographer"],
    ["o meu jardinzinho", "Trato do jardim ao domingo"],
  ])("%j only comes near %j: nothing goes, and the memory is offered to confirm", async (query, near) => {
    const { data, left } = await forgetting([near, "I prefer tea to coffee"], query);
    expect(data.deleted).toEqual([]);
    expect(data.unsure.map((memory) => memory.content)).toEqual([near]);
    expect(data.summary).toBe(`Nothing remembered matches “${query}” for certain, so nothing was forgotten. Ask the user whether they meant “${near}”; then call forget with that memoryId.`);
    expect(data.outcome).toEqual({ code: "FORGET_UNSURE", params: { query, memories: `“${near}”` }, message: data.summary });
    expect(left).toEqual([near, "I prefer tea to coffee"].sort());
  });
});

describe("forget, by a query in the other language", () => {
  it.each([
    ["I live in Lisbon", "vivo em Lisboa"],
    ["Moro em Lisboa", "live in Lisbon"],
    ["My sister is called Ana", "irmã"],
    ["Sou alérgica a marisco", "my allergy"],
  ])("%j is forgotten by %j, and the other facts are kept", async (fact, query) => {
    const { left } = await forgetting([fact, "I work as a nurse"], query);
    expect(left).toEqual(["I work as a nurse"]);
  });
});
