import type { ChunkIndex, Embedder, EntityRepository, JobQueue, MemoryId, MemorySummaryRepository } from "@lifeos/core";
import { memoryContextBlock, memoryOffNotice, memoryReferencesMax, MemoryRepository, MemorySettingsRepository, retrieveMemories } from "@lifeos/core";
import { Effect, Layer } from "effect";
import type { ChatTurn, ChatTurnHookService, TurnContext, TurnJobs } from "../../chat/ChatTurnHook.js";
import { ChatTurnHook, emptyTurnContext, noTurnJobs } from "../../chat/ChatTurnHook.js";
import { memoryMaintenanceJob } from "../maintain/maintainMemories.js";
import { memoryExtractionJob } from "./memoryExtractJob.js";
import { awaitEarlierExtraction } from "./pendingExtraction.js";

export interface MemoryTurnOptions {
  /** Most tokens of memories put into a turn's system prompt (default 800). */
  readonly budgetTokens?: number;
  /** Longest wait for them before the model runs without (default 1000 ms). */
  readonly timeoutMs?: number;
  /**
   * Longest wait, before the lookup, for what earlier messages taught to be
   * written (default 1500 ms; see `awaitEarlierExtraction`). 0 waits for
   * nothing and reads no queue: for a process whose `memory.extract` jobs no
   * runner takes (jobs off here and in no other process), where every turn
   * after the first would otherwise wait the whole time for a job that never runs.
   */
  readonly extractionWaitMs?: number;
}

/** What the lookup found: the prompt section, the memories it names, and every memory it put in (counted as accessed). */
interface Found extends TurnContext {
  readonly memoryIds: ReadonlyArray<MemoryId>;
}
const nothingFound: Found = { ...emptyTurnContext, memoryIds: [] };

/**
 * Memory in every chat turn: before the model runs, the memories most
 * relevant to the message (current facts only, within the token budget)
 * join the system prompt, are counted as accessed, and are named to the
 * answer (its `memories`, shown with it); once the message is
 * accepted, a `memory.extract` job is queued to learn from it, due once the
 * answer is stored (see `TurnJobs.afterAnswer`). The lookup first waits,
 * briefly, for the learning of the person's earlier messages to end, so a
 * fact told just before is found (`awaitEarlierExtraction`).
 *
 * The person's memory settings are read once per turn, beside the memory
 * lookup, after the run's opening events (never on the opening path). With
 * memory off the prompt says so (`memoryOffNotice`), so no model promises
 * to remember, remind or forget; memories stored before are still put in
 * (off stops learning, it deletes nothing) but not counted as accessed, so
 * the chat writes nothing. The job is queued regardless: it reads the
 * settings itself when it runs and learns nothing.
 */
export const make = (options: MemoryTurnOptions = {}) =>
  Effect.gen(function* () {
    const services = yield* Effect.context<JobQueue | MemoryRepository | EntityRepository | MemorySummaryRepository | MemorySettingsRepository | ChunkIndex | Embedder>();
    const timeout = options.timeoutMs ?? 1000;
    const extractionWait = options.extractionWaitMs ?? 1500;
    /** The memories that bear on the message, as a prompt section; none when nothing is remembered. */
    const lookUp = (turn: ChatTurn) =>
      Effect.gen(function* () {
        // Nothing remembered yet: nothing to look up (and no embedding to wait for).
        if ((yield* (yield* MemoryRepository).list(turn.userId, { limit: 1 })).items.length === 0) return nothingFound;
        const found = yield* retrieveMemories(turn.userId, { query: turn.content.slice(0, 2000), limit: 12, now: turn.sentAt, timeZone: turn.timeZone });
        const block = memoryContextBlock(
          found.hits.map((hit) => hit.memory),
          options.budgetTokens ?? 800,
        );
        const used = new Set<string>(block.memoryIds);
        const memories = found.hits
          .filter((hit) => used.has(hit.memory.id))
          .slice(0, memoryReferencesMax)
          .map((hit) => ({ id: hit.memory.id, summary: hit.memory.summary || hit.memory.content }));
        return { text: block.text, memories, memoryIds: block.memoryIds } satisfies Found;
      }).pipe(
        // Memories help the answer; they never hold it up for long.
        Effect.timeoutOrElse({ duration: timeout, orElse: () => Effect.succeed(nothingFound) }),
        Effect.catchCause(() => Effect.succeed(nothingFound)),
      );
    /** Whether the person has memory on; on when the settings cannot be read (the tools and the job check again before writing). */
    const memoryOn = (turn: ChatTurn) =>
      MemorySettingsRepository.use((settings) => settings.get(turn.userId)).pipe(
        Effect.map((settings) => settings.enabled),
        Effect.timeoutOrElse({ duration: timeout, orElse: () => Effect.succeed(true) }),
        Effect.catchCause(() => Effect.succeed(true)),
      );
    const service: ChatTurnHookService = {
      jobs: (turn) =>
        Effect.all([memoryExtractionJob(turn), memoryMaintenanceJob()]).pipe(
          Effect.map(([extract, maintain]): TurnJobs => ({ queued: [maintain], afterAnswer: [extract] })),
          Effect.orElseSucceed(() => noTurnJobs),
        ),
      context: (turn) =>
        Effect.gen(function* () {
          // What the chat confirmed a moment ago ("Noted: Ana is your sister") is what this turn sees: the earlier turns' learning ends first.
          if (extractionWait > 0) yield* awaitEarlierExtraction(turn, extractionWait);
          const [on, found] = yield* Effect.all([memoryOn(turn), lookUp(turn)], { concurrency: 2 });
          // Memory off writes nothing from the chat, not even that a memory was used.
          if (!on) return { text: [memoryOffNotice, found.text].filter((text) => text !== "").join("\n\n"), memories: found.memories } satisfies TurnContext;
          if (found.memoryIds.length > 0) yield* (yield* MemoryRepository).recordAccess(turn.userId, found.memoryIds, turn.sentAt).pipe(
              Effect.timeoutOrElse({ duration: timeout, orElse: () => Effect.void }),
              Effect.ignore,
            );
          return { text: found.text, memories: found.memories } satisfies TurnContext;
        }).pipe(Effect.provideContext(services)),
    };
    return service;
  });

export const layer = (
  options: MemoryTurnOptions = {},
): Layer.Layer<ChatTurnHook, never, JobQueue | MemoryRepository | EntityRepository | MemorySummaryRepository | MemorySettingsRepository | ChunkIndex | Embedder> =>
  Layer.effect(ChatTurnHook, make(options));
