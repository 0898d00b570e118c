import type { ChunkIndex, Embedder, EntityRepository, JobQueue, MemorySummaryRepository} from "@lifeos/core";
import { memoryContextBlock, memoryReferencesMax, MemoryRepository, retrieveMemories } from "@lifeos/core";
import { Effect, Layer } from "effect";
import type { ChatTurnHookService, TurnContext } from "../../chat/ChatTurnHook.js";
import { ChatTurnHook, emptyTurnContext } from "../../chat/ChatTurnHook.js";
import { memoryMaintenanceJob } from "../maintain/maintainMemories.js";
import { memoryExtractionJob } from "./memoryExtractJob.js";

export interface MemoryTurnOptions {
  /** Most tokens of memories put into a turn's system prompt (default 800). */
  readonly budgetTokens?: number;
  /** Longest wait for them before the model runs without (default 1000 ms). */
  readonly timeoutMs?: number;
}

/**
 * Memory in every chat turn: before the model runs, the memories most
 * relevant to the message (current facts only, within the token budget)
 * join the system prompt, are counted as accessed, and are named to the
 * answer (its `memories`, shown with it); once the message is
 * accepted, a `memory.extract` job is queued to learn from it.
 */
export const make = (options: MemoryTurnOptions = {}) =>
  Effect.gen(function* () {
    const services = yield* Effect.context<JobQueue | MemoryRepository | EntityRepository | MemorySummaryRepository | ChunkIndex | Embedder>();
    const service: ChatTurnHookService = {
      jobs: (turn) => Effect.all([memoryExtractionJob(turn), memoryMaintenanceJob()]).pipe(Effect.orElseSucceed(() => [])),
      context: (turn) =>
        Effect.gen(function* () {
          // Nothing remembered yet: nothing to look up (and no embedding to wait for).
          if ((yield* (yield* MemoryRepository).list(turn.userId, { limit: 1 })).items.length === 0) return emptyTurnContext;
          const found = yield* retrieveMemories(turn.userId, { query: turn.content.slice(0, 2000), limit: 12, now: turn.sentAt, timeZone: turn.timeZone });
          const block = memoryContextBlock(
            found.hits.map((hit) => hit.memory),
            options.budgetTokens ?? 800,
          );
          if (block.memoryIds.length > 0) yield* (yield* MemoryRepository).recordAccess(turn.userId, block.memoryIds, turn.sentAt);
          const used = new Set<string>(block.memoryIds);
          const memories = found.hits
            .filter((hit) => used.has(hit.memory.id))
            .slice(0, memoryReferencesMax)
            .map((hit) => ({ id: hit.memory.id, summary: hit.memory.summary || hit.memory.content }));
          return { text: block.text, memories } satisfies TurnContext;
        }).pipe(
          Effect.provideContext(services),
          // Memories help the answer; they never hold it up for long.
          Effect.timeoutOrElse({ duration: options.timeoutMs ?? 1000, orElse: () => Effect.succeed(emptyTurnContext) }),
          Effect.catchCause(() => Effect.succeed(emptyTurnContext)),
        ),
    };
    return service;
  });

export const layer = (options: MemoryTurnOptions = {}): Layer.Layer<ChatTurnHook, never, JobQueue | MemoryRepository | EntityRepository | MemorySummaryRepository | ChunkIndex | Embedder> =>
  Layer.effect(ChatTurnHook, make(options));
