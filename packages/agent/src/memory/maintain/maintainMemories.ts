import type { Memory, MemoryContext, MemoryId, UserId } from "@lifeos/core";
import { defineJob, enqueueJob, Limits, newJobOf, MemoryRepository, MemorySettingsRepository, MemorySummaryRepository, storeMemorySummary } from "@lifeos/core";
import type { InvalidInput, JobQueue, NewJob, StorageError } from "@lifeos/core";
import { Effect, Schema } from "effect";
import { jobHandler } from "../../jobs/JobHandler.js";

const dayMs = 86_400_000;

/** Memories older than this many days are compressed into weekly summaries. */
export const compressAfterDays = 30;
/** Memories of at least this importance are never compressed. */
export const keepImportance = 8;

export interface MaintenanceReport {
  readonly deleted: number;
  readonly compressed: number;
  readonly summaries: number;
}

/** Monday 00:00 UTC of the week holding `date`. */
const weekStart = (date: Date): Date => {
  const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  const offset = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - offset * dayMs);
};

const whenOf = (memory: Memory) => memory.occurredAt ?? memory.createdAt;

/** Every memory of the user, archived ones included, newest first. */
const everyMemory = (userId: UserId) =>
  Effect.gen(function* () {
    const repository = yield* MemoryRepository;
    const all: Memory[] = [];
    let cursor: string | undefined;
    do {
      const page = yield* repository.list(userId, { includeArchived: true, limit: 200, ...(cursor === undefined ? {} : { cursor }) });
      all.push(...page.items);
      cursor = page.nextCursor ?? undefined;
    } while (cursor !== undefined);
    return all;
  });

/** A weekly summary's text: the week, then each memory's one-line summary, cut to fit. */
export const weeklySummaryText = (start: Date, memories: ReadonlyArray<Memory>): string => {
  const lines = memories.map((memory) => `- ${(memory.summary || memory.content).replace(/\s+/g, " ").trim()}`);
  const text = [`Week of ${start.toISOString().slice(0, 10)}:`, ...lines].join("\n");
  return text.length <= Limits.memoryChars ? text : `${text.slice(0, Limits.memoryChars - 1)}…`;
};

/**
 * The periodic upkeep of one person's memory: first retention (memories
 * older than their context's retention and below the importance floor are
 * deleted, rows and chunks, and the summaries that held them), then
 * compression (memories older than `compressAfterDays` and of importance
 * below `keepImportance` are gathered per context and week into a summary
 * and marked archived — kept, not deleted; each summary is indexed for the
 * same search of words and meaning as memories). Summaries whose memories were
 * deleted are written again from the archived memories that remain. Safe to
 * repeat: archived memories are not summarised twice.
 */
export const maintainMemories = (userId: UserId, now: Date) =>
  Effect.gen(function* () {
    const repository = yield* MemoryRepository;
    const summaries = yield* MemorySummaryRepository;
    const settings = yield* (yield* MemorySettingsRepository).get(userId);
    let deleted = 0;
    const all = yield* everyMemory(userId);
    const doomed = all.filter((memory) => {
      const days = settings.retention[memory.context];
      return days != null && memory.importance < settings.importanceFloor && memory.createdAt.getTime() < now.getTime() - days * dayMs;
    });
    const doomedIds = new Set<string>(doomed.map((memory) => memory.id));
    const stale = (yield* summaries.list(userId, 1000)).filter((summary) => summary.memoryIds.some((id) => doomedIds.has(id)));
    for (const memory of doomed) {
      yield* repository.delete(userId, memory.id).pipe(Effect.catchTag("NotFound", () => Effect.void));
      deleted += 1;
    }
    for (const summary of stale) yield* summaries.delete(userId, summary.id).pipe(Effect.catchTag("NotFound", () => Effect.void));

    const kept = all.filter((memory) => !doomedIds.has(memory.id));
    const summarised = new Set<string>((yield* summaries.list(userId, 1000)).flatMap((summary) => summary.memoryIds));
    const groups = new Map<string, { context: MemoryContext; start: Date; memories: Memory[] }>();
    for (const memory of kept) {
      const old = whenOf(memory).getTime() < now.getTime() - compressAfterDays * dayMs;
      const due = old && memory.importance < keepImportance && (!memory.archived || !summarised.has(memory.id));
      if (!due) continue;
      const start = weekStart(whenOf(memory));
      const key = `${memory.context}/${start.toISOString()}`;
      const group = groups.get(key) ?? { context: memory.context, start, memories: [] };
      group.memories.push(memory);
      groups.set(key, group);
    }
    let compressed = 0;
    for (const group of groups.values()) {
      const ordered = [...group.memories].sort((left, right) => whenOf(left).getTime() - whenOf(right).getTime());
      // Weeks are UTC weeks: the summary's chunk is dated by its Monday in UTC.
      yield* storeMemorySummary(
        userId,
        {
          context: group.context,
          content: weeklySummaryText(group.start, ordered),
          memoryIds: ordered.map((memory) => memory.id as MemoryId),
          periodStart: group.start,
          periodEnd: new Date(group.start.getTime() + 7 * dayMs),
        },
        "UTC",
      );
      for (const memory of ordered) {
        if (memory.archived) continue;
        yield* repository.update(userId, memory.id, { archived: true });
        compressed += 1;
      }
    }
    return { deleted, compressed, summaries: groups.size } satisfies MaintenanceReport;
  });

/** The upkeep job, one per user at a time. */
export const memoryMaintainJob = defineJob("memory.maintain", Schema.Struct({}));

/** How long after activity the upkeep runs (merged with one already queued). */
export const maintainDelayMs = 10 * 60_000;

export const enqueueMemoryMaintenance = (userId: UserId, delayMs: number = maintainDelayMs): Effect.Effect<void, StorageError, JobQueue> =>
  enqueueJob(memoryMaintainJob, userId, {}, { dedupeKey: "maintain", delayMs, maxAttempts: 3 }).pipe(Effect.asVoid);

/** The maintenance job `enqueueMemoryMaintenance` queues, for queuing it with other writes (see `RunOpening.jobs`). */
export const memoryMaintenanceJob = (delayMs: number = maintainDelayMs): Effect.Effect<NewJob, InvalidInput> =>
  newJobOf(memoryMaintainJob, {}, { dedupeKey: "maintain", delayMs, maxAttempts: 3 });

export const memoryMaintainHandler = jobHandler(memoryMaintainJob, (_payload, job) =>
  Effect.flatMap(Effect.clockWith((clock) => clock.currentTimeMillis), (millis) => maintainMemories(job.userId, new Date(millis))).pipe(Effect.asVoid),
);
