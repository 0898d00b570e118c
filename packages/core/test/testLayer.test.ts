import { Cause, Effect, Exit } from "effect";
import { describe, expect, it } from "vitest";
import { ThreadRepository } from "../src/chat/ThreadRepository.js";
import { testLayer } from "../src/testing/index.js";

describe("testLayer", () => {
  const layer = testLayer(ThreadRepository, {
    delete: () => Effect.void,
  });

  it("runs the supplied methods", async () => {
    const result = await Effect.runPromise(
      ThreadRepository.use((threads) => threads.delete("u" as never, "t" as never)).pipe(Effect.provide(layer)),
    );
    expect(result).toBeUndefined();
  });

  it("dies, naming the port and method, when an unsupplied method is called", async () => {
    const exit = await Effect.runPromiseExit(
      ThreadRepository.use((threads) => threads.list("u" as never, {})).pipe(Effect.provide(layer)),
    );
    expect(Exit.isFailure(exit)).toBe(true);
    if (Exit.isFailure(exit)) {
      expect(Cause.hasDies(exit.cause)).toBe(true);
      expect(String(Cause.squash(exit.cause))).toContain("ThreadRepository.list is not supplied by this test layer");
    }
  });
});
