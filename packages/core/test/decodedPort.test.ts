import { Effect, Schema } from "effect";
import { describe, expect, it } from "vitest";
import type { StorageError } from "../src/common/errors.js";
import { UserId } from "../src/common/ids.js";
import { BoundedString } from "../src/common/validation.js";
import type { PortArguments } from "../src/storage/decodedPort.js";
import { argumentsWith, batchOf, OptionalLimit, trusted, withDecodedArguments } from "../src/storage/decodedPort.js";
import { givenFields, keysetOrder } from "../src/storage/keyset.js";

interface NotesService {
  readonly add: (userId: UserId, text: string) => Effect.Effect<string, StorageError>;
  readonly addMany: (userId: UserId, texts: ReadonlyArray<string>) => Effect.Effect<number, StorageError>;
  readonly list: (userId: UserId, limit?: number) => Effect.Effect<number, StorageError>;
  readonly find: (userId: UserId, text: string) => Effect.Effect<unknown, StorageError>;
  readonly pick: (kind: "number" | "text", value: string | number) => Effect.Effect<string | number, StorageError>;
}

const NotesArguments: PortArguments<NotesService> = {
  add: [UserId, BoundedString(5)],
  addMany: [UserId, batchOf(BoundedString(5), { max: 2, what: "notes" })],
  list: [UserId, OptionalLimit],
  find: [UserId, trusted()],
  pick: argumentsWith(([kind, value]) =>
    Effect.gen(function* () {
      const chosen = yield* Schema.decodeUnknownEffect(Schema.Literals(["number", "text"]))(kind).pipe(Effect.orDie);
      return [chosen, chosen === "number" ? yield* Schema.decodeUnknownEffect(Schema.Finite)(value).pipe(Effect.orDie) : String(value)] as const;
    }),
  ),
};

const calls: Array<ReadonlyArray<unknown>> = [];
const notes = withDecodedArguments(NotesArguments, {
  add: (userId, text) => Effect.sync(() => (calls.push([userId, text]), text)),
  addMany: (_userId, texts) => Effect.succeed(texts.length),
  list: (_userId, limit = 7) => Effect.succeed(limit),
  find: (_userId, text) => Effect.succeed(text),
  pick: (_kind, value) => Effect.succeed(value),
});

const user = "0f8fad5b-d9cb-469f-a165-70867728950e" as UserId;
const failure = <A>(effect: Effect.Effect<A, StorageError>) => Effect.runPromise(Effect.flip(effect));

describe("withDecodedArguments", () => {
  it("runs the adapter with the decoded arguments", async () => {
    expect(await Effect.runPromise(notes.add(user, "note"))).toBe("note");
    expect(calls.at(-1)).toEqual([user, "note"]);
    expect(await Effect.runPromise(notes.list(user))).toBe(7);
    expect(await Effect.runPromise(notes.list(user, 3))).toBe(3);
  });

  it("fails with InvalidInput naming the argument's field, before the adapter runs", async () => {
    const before = calls.length;
    const error = await failure(notes.add("not-a-uuid" as UserId, "note"));
    expect(error._tag).toBe("InvalidInput");
    expect(calls.length).toBe(before);
    expect((await failure(notes.list(user, 0)))._tag).toBe("InvalidInput");
  });

  it("fails with PayloadTooLarge for an oversized text and for a batch over its bound", async () => {
    expect(await failure(notes.add(user, "too long"))).toMatchObject({ _tag: "PayloadTooLarge", limit: 5 });
    expect(await failure(notes.addMany(user, ["a", "b", "c"]))).toMatchObject({ _tag: "PayloadTooLarge", limit: 2, message: "At most 2 notes at once" });
    expect((await failure(notes.addMany(user, "a" as never)))._tag).toBe("InvalidInput");
    expect(await Effect.runPromise(notes.addMany(user, ["a", "b"]))).toBe(2);
  });

  it("passes a trusted argument as given and decodes dependent arguments together", async () => {
    expect(await Effect.runPromise(notes.find(user, 42 as never))).toBe(42);
    expect(await Effect.runPromise(notes.pick("number", 4))).toBe(4);
    expect(await Effect.runPromise(notes.pick("text", 4))).toBe("4");
  });
});

describe("keysetOrder", () => {
  const order = keysetOrder<{ readonly at: number; readonly id: string }>([
    { kind: "timestamp", value: (row) => row.at },
    { kind: "uuid", value: (row) => row.id },
  ]);

  it("writes the last row's keys into the cursor and reads them back", async () => {
    const rows = [
      { at: 1, id: user },
      { at: 2, id: user },
    ];
    const page = order.page(rows, 1);
    expect(page.items).toEqual([rows[0]]);
    expect(await Effect.runPromise(order.after(page.nextCursor!))).toEqual([1, user]);
    expect(order.page(rows, 2).nextCursor).toBeNull();
    expect(await Effect.runPromise(order.after(undefined))).toBeUndefined();
  });

  it("refuses a cursor whose values are not of their keys' kinds", async () => {
    const forged = Buffer.from(JSON.stringify(["yesterday", user])).toString("base64url");
    expect(await Effect.runPromise(Effect.flip(order.after(forged)))).toMatchObject({ _tag: "InvalidInput", field: "cursor" });
  });
});

describe("givenFields", () => {
  it("keeps the fields that were given, null included", () => {
    expect(givenFields({ a: 1, b: undefined, c: null })).toEqual({ a: 1, c: null });
  });
});
