import { Effect, Schema } from "effect";
import type { Message } from "../../chat/message.js";
import type { Run } from "../../chat/run.js";
import type { Thread } from "../../chat/thread.js";
import { InvalidInput, NotFound } from "../../common/errors.js";
import { UserId } from "../../common/ids.js";
import type { EntryAnalytics } from "../../journal/analytics.js";
import type { Chunk } from "../../search/chunk.js";
import type { JournalEntry } from "../../journal/entry.js";
import type { JournalSummary } from "../../journal/summary.js";
import type { Job } from "../../jobs/job.js";
import type { Document } from "../../knowledge/document.js";
import type { Entity } from "../../memory/entity.js";
import type { Memory } from "../../memory/memory.js";
import type { MemorySummary } from "../../memory/memorySummary.js";
import type { Reminder } from "../../memory/reminder.js";
import type { PortfolioTables } from "../portfolio/PortfolioTables.js";
import { makePortfolioTables } from "../portfolio/PortfolioTables.js";
import type { MemorySettings } from "../../memory/memorySettings.js";
import type { UserSettings } from "../../users/settings.js";
import type { ApiToken } from "../../users/apiToken.js";
import type { User } from "../../users/user.js";
import { decodeInput } from "../../common/validation.js";

/** The tables of the in-memory adapter, keyed by primary key. */
export interface MemoryTables {
  readonly users: Map<string, User>;
  readonly apiTokens: Map<string, ApiToken>;
  readonly threads: Map<string, Thread>;
  readonly messages: Map<string, Message>;
  readonly runs: Map<string, Run>;
  readonly entries: Map<string, JournalEntry>;
  /** Keyed by entry id. */
  readonly analytics: Map<string, EntryAnalytics>;
  /** Keyed by `userId/kind/period`. */
  readonly summaries: Map<string, JournalSummary>;
  readonly chunks: Map<string, Chunk>;
  readonly documents: Map<string, Document>;
  readonly memories: Map<string, Memory>;
  readonly entities: Map<string, Entity>;
  readonly memorySummaries: Map<string, MemorySummary>;
  readonly reminders: Map<string, Reminder>;
  /** Keyed by user id. */
  readonly settings: Map<string, UserSettings>;
  /** Keyed by user id. */
  readonly memorySettings: Map<string, MemorySettings>;
  readonly jobs: Map<string, Job>;
  readonly portfolio: PortfolioTables;
}

/** Shared state and the ports every in-memory repository draws time and ids from. */
export interface MemoryStore {
  readonly tables: MemoryTables;
  readonly now: Effect.Effect<Date>;
  readonly nextId: Effect.Effect<string>;
}

export const makeTables = (): MemoryTables => ({
  users: new Map(),
  apiTokens: new Map(),
  threads: new Map(),
  messages: new Map(),
  runs: new Map(),
  entries: new Map(),
  analytics: new Map(),
  summaries: new Map(),
  chunks: new Map(),
  documents: new Map(),
  memories: new Map(),
  entities: new Map(),
  memorySummaries: new Map(),
  reminders: new Map(),
  settings: new Map(),
  memorySettings: new Map(),
  jobs: new Map(),
  portfolio: makePortfolioTables(),
});

/** A deep copy, so callers never share mutable state with the store. */
export const copy = <A>(value: A): A => structuredClone(value);

type Decodable = Schema.Top & { readonly DecodingServices: never };

/** Decodes an id or small scalar argument: anything malformed fails with `InvalidInput`. */
export const decodeArgument = <S extends Decodable>(schema: S, value: unknown): Effect.Effect<S["Type"], InvalidInput> =>
  decodeInput(schema, value).pipe(
    Effect.mapError((error) =>
      error._tag === "InvalidInput" ? error : new InvalidInput({ message: error.message }),
    ),
  );

/** Validates the acting user id (reads of an unknown user simply find nothing). */
export const actingUser = (userId: unknown): Effect.Effect<UserId, InvalidInput> => decodeArgument(UserId, userId);

/** Validates the acting user id and requires the user to exist (for writes). */
export const existingUser = (store: MemoryStore, userId: unknown): Effect.Effect<UserId, InvalidInput | NotFound> =>
  Effect.flatMap(actingUser(userId), (id) =>
    store.tables.users.has(id) ? Effect.succeed(id) : Effect.fail(NotFound.of("user", id)),
  );

/** The row with this id when it belongs to `userId`; otherwise `NotFound`, exactly as for a missing row. */
export const owned = <A extends { readonly userId: string }>(
  table: Map<string, A>,
  userId: string,
  id: string,
  entity: string,
): Effect.Effect<A, NotFound> => {
  const row = table.get(id);
  return row !== undefined && row.userId === userId ? Effect.succeed(row) : Effect.fail(NotFound.of(entity, id));
};

/** The rows of one user. */
export const rowsOf = <A extends { readonly userId: string }>(table: Map<string, A>, userId: string): A[] =>
  [...table.values()].filter((row) => row.userId === userId);

const PositiveInt = Schema.Int.check(Schema.isGreaterThanOrEqualTo(1));

/** Checks an optional `limit` argument: a positive integer, or the default. */
export const limitOf = (limit: unknown, fallback: number): Effect.Effect<number, InvalidInput> =>
  limit === undefined ? Effect.succeed(fallback) : decodeArgument(PositiveInt, limit);
