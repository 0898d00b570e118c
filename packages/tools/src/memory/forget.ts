import { MemoryId, MemoryRepository, retrieveMemories, ForgetOutput, withSameWords } from "@lifeos/core";
import { Effect, Schema } from "effect";
import { defineTool } from "../registry/Tool.js";
import { listMeta } from "../journal/meta.js";
import { requireMemoryOn } from "./requireMemoryOn.js";

export const ForgetParameters = Schema.Struct({
  memoryId: Schema.optional(MemoryId),
  /** What to forget, by words or names ("my address", "o Rui"); only memories that match by words or names are deleted. */
  query: Schema.optional(Schema.String.check(Schema.isMaxLength(500))),
});

export type ForgetData = ForgetOutput;

/** `forget`: deletes a memory by id, or the memories (at most 5) that match a query by words or names, in either language ("Lisboa" forgets what was told of Lisbon). A real delete: the rows and their index chunks. Fails, deleting nothing, while the person has memory off. */
export const forget = defineTool({
  name: "forget",
  description:
    "Delete memories the user asks you to forget: by memoryId, or by query (at most 5 that match by words or names). " +
    "The deletion is real and cannot be undone. Returns what was deleted.",
  parameters: ForgetParameters,
  output: ForgetOutput,
  readOnly: false,
  maxResults: 5,
  run: (params, context) =>
    Effect.gen(function* () {
      yield* requireMemoryOn(context.userId);
      const repository = yield* MemoryRepository;
      const targets: Array<{ memoryId: string; content: string }> = [];
      if (params.memoryId !== undefined) {
        const memory = yield* repository.get(context.userId, params.memoryId);
        targets.push({ memoryId: memory.id, content: memory.content });
      } else if (params.query !== undefined && params.query.trim() !== "") {
        const found = yield* retrieveMemories(context.userId, { query: withSameWords(params.query), limit: 5, now: context.now, timeZone: context.timeZone, includeHistory: true });
        for (const hit of found.hits)
          if (hit.matchedBy.includes("keyword") || hit.matchedBy.includes("entity")) targets.push({ memoryId: hit.memory.id, content: hit.memory.content });
      } else {
        return yield* Effect.fail(new Error("Give a memoryId or a query"));
      }
      for (const target of targets) yield* repository.delete(context.userId, target.memoryId as MemoryId).pipe(Effect.catchTag("NotFound", () => Effect.void));
      const data: ForgetData = { deleted: targets };
      return { data, meta: listMeta(targets.length, targets.length, { memoryId: params.memoryId, query: params.query }) };
    }),
});
