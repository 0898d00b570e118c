import type { Memory } from "@lifeos/core";
import { findMemoriesToForget, forgetMemories, MemoryId, MemoryRepository, ForgetOutput } from "@lifeos/core";
import { Effect, Schema } from "effect";
import { defineTool } from "../registry/Tool.js";
import { listMeta } from "../journal/meta.js";
import { requireMemoryOn } from "./requireMemoryOn.js";

export const ForgetParameters = Schema.Struct({
  memoryId: Schema.optional(MemoryId),
  /** What to forget, in the user's words ("where I live", "my address", "o Rui"): memories that name it, or answer what it means, are deleted. */
  query: Schema.optional(Schema.String.check(Schema.isMaxLength(500))),
});

export type ForgetData = ForgetOutput;

const quoted = (memories: ReadonlyArray<{ readonly content: string }>) => memories.map((memory) => `“${memory.content}”`).join(", ");

/** A forget's outcome of `code`. */
const problem = (code: ForgetOutput["outcome"]["code"], params: ForgetOutput["outcome"]["params"], message: string): ForgetOutput["outcome"] => ({ code, params, message });

/** What a forget did, as a code with its values and in words: what went, quoted; else which memories only came near (to confirm); else that nothing matched. */
const outcomeOf = (deleted: ReadonlyArray<{ readonly content: string }>, unsure: ReadonlyArray<{ readonly content: string }>, query: string): ForgetOutput["outcome"] =>
  deleted.length > 0
    ? problem("FORGET_DONE", { count: deleted.length, memories: quoted(deleted) }, `Forgot ${quoted(deleted)}.`)
    : unsure.length > 0
      ? problem(
          "FORGET_UNSURE",
          { query, memories: quoted(unsure) },
          `Nothing remembered matches “${query}” for certain, so nothing was forgotten. Ask the user whether they meant ${quoted(unsure)}; then call forget with that memoryId.`,
        )
      : problem("FORGET_NO_MATCH", { query }, `Nothing remembered matches “${query}”, so nothing was forgotten.`);

const view = (memory: Memory) => ({ memoryId: memory.id as string, content: memory.content });

/**
 * `forget`: deletes a memory by id, or the memories (at most 5) a query names by words or names in either language
 * ("Lisboa" forgets what was told of Lisbon) or by meaning ("where I live" forgets "I live in Lisbon", never "Ana lives
 * in Porto"), as the memory job does for "forget …" said in chat (`findMemoriesToForget`). Memories only near in
 * meaning are not deleted but returned as `unsure`, to confirm. A real delete: the rows and their index chunks. Fails,
 * deleting nothing, while the person has memory off.
 */
export const forget = defineTool({
  name: "forget",
  description:
    "Delete memories the user asks you to forget: by memoryId, or by query in the user's words (\"where I live\", \"my job\", \"o Rui\"): " +
    "at most 5 that name it or answer what it means. The deletion is real and cannot be undone. Returns what was deleted, quoted; " +
    "when nothing matches for certain, deletes nothing and returns the near memories to confirm with the user.",
  parameters: ForgetParameters,
  output: ForgetOutput,
  readOnly: false,
  maxResults: 5,
  run: (params, context) =>
    Effect.gen(function* () {
      yield* requireMemoryOn(context.userId);
      const repository = yield* MemoryRepository;
      const query = params.query?.trim() ?? "";
      let targets: ReadonlyArray<Memory>;
      let unsure: ReadonlyArray<Memory> = [];
      if (params.memoryId !== undefined) {
        targets = [yield* repository.get(context.userId, params.memoryId)];
      } else if (query !== "") {
        const found = yield* findMemoriesToForget(context.userId, query, { now: context.now, timeZone: context.timeZone });
        targets = found.meant;
        unsure = found.near;
      } else {
        return yield* Effect.fail(new Error("Give a memoryId or a query"));
      }
      yield* forgetMemories(context.userId, targets);
      const outcome = outcomeOf(targets, unsure, query);
      const data: ForgetData = { deleted: targets.map(view), unsure: unsure.map(view), summary: outcome.message, outcome };
      return { data, meta: listMeta(targets.length, targets.length, { memoryId: params.memoryId, query: params.query }) };
    }),
});
