import { MemoryRepository, secretToolMessage, UserRepository } from "@lifeos/core";
import { Effect } from "effect";
import { describe, expect, it } from "vitest";
import { memoryTools, ToolRegistry } from "../src/index.js";
import { contextFor, run } from "./journalFixtures.js";

// A model asked to remember a secret gets a tool error that says why, and nothing is stored.

describe("remember, given a secret", () => {
  it.each(["The wifi password is banana123", "O PIN do cartão é 1234", "Card 4539 1488 0343 6467"])("%j is refused, and nothing is stored", async (content) => {
    await run(
      Effect.gen(function* () {
        const user = yield* (yield* UserRepository).create({ name: "Rita", timeZone: "UTC" });
        const registry = yield* ToolRegistry;
        const outcome = yield* registry.execute({ id: "r", name: "remember", arguments: JSON.stringify({ content }) }, { allowlist: ["remember"], context: contextFor(user.id) });
        expect(outcome).toMatchObject({ success: false, error: { code: "INVALID_INPUT", message: secretToolMessage } });
        expect((yield* MemoryRepository.use((repository) => repository.list(user.id, { limit: 10 }))).items).toEqual([]);
      }).pipe(Effect.provide(ToolRegistry.layer(memoryTools))),
    );
  });
});
