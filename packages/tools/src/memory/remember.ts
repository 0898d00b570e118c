import { Importance, Limits, MemoryContext, MemoryType, RequiredString, storeMemory, RememberOutput } from "@lifeos/core";
import { Effect, Schema } from "effect";
import { defineTool } from "../registry/Tool.js";
import { listMeta } from "../journal/meta.js";
import { memoryView } from "./memoryViews.js";
import { requireMemoryOn } from "./requireMemoryOn.js";

export const RememberParameters = Schema.Struct({
  content: RequiredString(Limits.memoryChars),
  type: Schema.optional(MemoryType),
  context: Schema.optional(MemoryContext),
  importance: Schema.optional(Importance),
  /** When it happened, ISO date or instant. */
  occurredAt: Schema.optional(Schema.String),
});

export type RememberData = RememberOutput;

/**
 * `remember`: stores what the user asked to be remembered. A repeat is not
 * stored twice; a fact that replaces an older one closes it (kept as history).
 * Fails, storing nothing, while the person has memory off.
 */
export const remember = defineTool({
  name: "remember",
  description:
    "Store a memory the user asked you to remember ('remember that …', 'lembra-te que …'), in their words and language. " +
    "type: fact, preference, event, relationship, appointment, task; context: work, personal, family; importance 1-10. " +
    "Repeats are not stored twice; a newer fact replaces an older one (kept as history).",
  parameters: RememberParameters,
  output: RememberOutput,
  readOnly: false,
  maxResults: 1,
  run: (params, context) =>
    Effect.gen(function* () {
      yield* requireMemoryOn(context.userId);
      const occurredAt = params.occurredAt === undefined ? null : new Date(params.occurredAt);
      if (occurredAt !== null && Number.isNaN(occurredAt.getTime())) return yield* Effect.fail(new Error(`"occurredAt" is not a date: ${params.occurredAt}`));
      const stored = yield* storeMemory(
        context.userId,
        {
          content: params.content,
          summary: params.content.slice(0, 200),
          type: params.type ?? "fact",
          context: params.context ?? "personal",
          importance: params.importance ?? 6,
          occurredAt,
          occurredPrecision: occurredAt === null ? null : "day",
          source: { kind: "manual" },
          sourceThreadId: context.threadId,
        },
        { now: context.now, timeZone: context.timeZone },
      );
      const data: RememberData = { outcome: stored.kind, memory: memoryView(stored.memory, context.timeZone), replaced: stored.closed.length };
      return { data, meta: listMeta(1, 1, {}) };
    }),
});
