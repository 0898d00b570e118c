import type { Context } from "effect";
import { Effect, Layer } from "effect";
import { Clock } from "../../ai/Clock.js";
import { IdGenerator } from "../../ai/IdGenerator.js";
import { mergeStorage } from "../../storage/mergeStorage.js";
import type { StorageServices } from "../../storage/StorageServices.js";
import { inMemoryChatStorage } from "../chat/index.js";
import { inMemoryJobsStorage } from "../jobs/index.js";
import { inMemoryJournalStorage } from "../journal/index.js";
import { inMemoryKnowledgeStorage } from "../knowledge/index.js";
import { inMemoryMemoryStorage } from "../memory/index.js";
import { inMemoryReflectionStorage } from "../reflection/index.js";
import { inMemoryPortfolioStorage } from "../portfolio/index.js";
import { inMemorySearchStorage } from "../search/index.js";
import { inMemoryUsersStorage } from "../users/index.js";
import type { MemoryStore } from "./MemoryStore.js";
import { makeTables } from "./MemoryStore.js";

/** Each domain's in-memory repositories; `make` merges them over one store. */
const inMemoryDomains = [
  inMemoryUsersStorage,
  inMemoryChatStorage,
  inMemoryJournalStorage,
  inMemorySearchStorage,
  inMemoryMemoryStorage,
  inMemoryKnowledgeStorage,
  inMemoryReflectionStorage,
  inMemoryPortfolioStorage,
  inMemoryJobsStorage,
] as const;

/**
 * Every repository port over fresh in-memory tables. The reference adapter
 * of the storage contract: it draws timestamps from `Clock` and ids from
 * `IdGenerator`, exactly as the SQL adapters do.
 */
export const make: Effect.Effect<Context.Context<StorageServices>, never, Clock | IdGenerator> = Effect.gen(function* () {
  const clock = yield* Clock;
  const ids = yield* IdGenerator;
  const store: MemoryStore = { tables: makeTables(), now: clock.now, nextId: ids.next };
  return mergeStorage(inMemoryDomains, store);
});

/**
 * All storage ports, in memory, empty at each build. Requires `Clock` and
 * `IdGenerator` (tests provide `TestClock.layer()` and `TestIdGenerator.layer`).
 */
export const layer: Layer.Layer<StorageServices, never, Clock | IdGenerator> = Layer.effectContext(make);
