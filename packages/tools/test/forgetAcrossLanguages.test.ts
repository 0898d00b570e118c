import { MemoryRepository, UserRepository } from "@lifeos/core";
import { Effect } from "effect";
import { describe, expect, it } from "vitest";
import { memoryTools, ToolRegistry } from "../src/index.js";
import { contextFor, run } from "./journalFixtures.js";

// The forget tool matches a fact in whichever language it was told, and reaches no further than the words asked.

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
      return left.items.map((memory) => memory.content);
    }).pipe(Effect.provide(ToolRegistry.layer(memoryTools))),
  );

describe("forget, by a query in the other language", () => {
  it.each([
    ["I live in Lisbon", "vivo em Lisboa"],
    ["Moro em Lisboa", "live in Lisbon"],
    ["My sister is called Ana", "irmã"],
    ["Sou alérgica a marisco", "my allergy"],
  ])("%j is forgotten by %j, and the other facts are kept", async (fact, query) => {
    const left = await forgetting([fact, "I work as a nurse"], query);
    expect(left).toEqual(["I work as a nurse"]);
  });
});
