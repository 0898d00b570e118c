import { Effect, Schema } from "effect";
import { describe, expect, it } from "vitest";
import {
  decodeInput,
  InternalError,
  isRetryable,
  NewThread,
  NotFound,
  ProviderError,
  RequiredString,
  StorableText,
  isStorableText,
  ThreadId,
  toErrorBody,
} from "../src/index.js";

describe("errors", () => {
  it("gives the thread its own not-found code", () => {
    expect(NotFound.of("thread", "x").code).toBe("THREAD_NOT_FOUND");
    expect(NotFound.of("entry", "x").code).toBe("NOT_FOUND");
  });

  it("turns any failure into a client body without leaking unknown errors", () => {
    expect(toErrorBody(NotFound.of("entry", "1"))).toEqual({ code: "NOT_FOUND", message: "entry 1 not found" });
    expect(toErrorBody(new Error("secret journal text"))).toEqual({ code: "INTERNAL_ERROR", message: "Internal error" });
  });

  it("knows what is retryable", () => {
    expect(isRetryable(new ProviderError({ message: "x", retryable: true }))).toBe(true);
    expect(isRetryable(new ProviderError({ message: "x", retryable: false }))).toBe(false);
    expect(isRetryable(new InternalError({ message: "x" }))).toBe(false);
  });
});

describe("decodeInput", () => {
  const run = <A, E>(effect: Effect.Effect<A, E>) => Effect.runPromise(Effect.flip(effect));

  it("rejects malformed ids, empty fields and bad enums with InvalidInput", async () => {
    expect((await run(decodeInput(ThreadId, "not-a-uuid")))._tag).toBe("InvalidInput");
    expect((await run(decodeInput(RequiredString(10), "   ")))._tag).toBe("InvalidInput");
    const badEnum = await run(
      decodeInput(NewThread, { title: "t", titleSource: "robot", config: { model: "m", tools: [] } }),
    );
    expect(badEnum._tag).toBe("InvalidInput");
    expect(badEnum.message).toContain("titleSource");
  });

  it("rejects oversized text with PayloadTooLarge and its limit", async () => {
    const error = await run(decodeInput(Schema.Struct({ text: RequiredString(5) }), { text: "123456" }));
    expect(error._tag).toBe("PayloadTooLarge");
    expect(error).toMatchObject({ code: "PAYLOAD_TOO_LARGE", limit: 5 });
  });
});

describe("text every adapter can store", () => {
  const run = <A, E>(effect: Effect.Effect<A, E>) => Effect.runPromise(Effect.flip(effect));

  it("refuses U+0000 and unpaired surrogates, and accepts paired ones, RTL and emoji", () => {
    expect(isStorableText("a\u0000b")).toBe(false);
    expect(isStorableText("\uD83D")).toBe(false);
    expect(isStorableText("x\uDE00")).toBe(false);
    expect(isStorableText("\uDE00\uD83D")).toBe(false);
    expect(isStorableText("שלום مرحبا 👍🏽 família")).toBe(true);
    expect(isStorableText("")).toBe(true);
  });

  it("fails with InvalidInput naming the field, in bounded and unbounded text alike", async () => {
    const schema = Schema.Struct({ title: RequiredString(50), tags: Schema.Array(StorableText) });
    const nul = await run(decodeInput(schema, { title: "a\u0000", tags: [] }));
    expect(nul).toMatchObject({ _tag: "InvalidInput", code: "INVALID_INPUT", field: "title" });
    expect(nul.message).toContain("U+0000");
    const surrogate = await run(decodeInput(schema, { title: "ok", tags: ["fine", "\uD800"] }));
    expect(surrogate).toMatchObject({ _tag: "InvalidInput", field: "tags.1" });
  });
});
