import { Effect, Schema } from "effect";
import type { StorageError } from "@lifeos/core";
import type { DrizzleDatabase } from "./openDatabase.js";
import type Database from "better-sqlite3";
import { toStorageError } from "./errors.js";
import type { VectorAccelerator } from "../search/VectorAccelerator.js";

/**
 * What every repository of this adapter shares: one connection, the `Clock`,
 * the `IdGenerator`, and the connection's vector search accelerator, if any.
 */
export interface SqliteContext {
  readonly client: Database.Database;
  readonly db: DrizzleDatabase;
  readonly now: () => Date;
  readonly newId: () => string;
  /** A faster source of vector candidates than the plain scan, or null (see `searchVector`). */
  readonly vectorAccelerator: VectorAccelerator | null;
}

/**
 * Runs synchronous driver work, mapping anything it throws through
 * `toStorageError`. Work that touches more than one table passes through
 * `transaction` inside it.
 */
export const attempt = <A>(work: () => A): Effect.Effect<A, StorageError> =>
  Effect.try({ try: work, catch: toStorageError });

const statements = new WeakMap<Database.Database, Map<string, Database.Statement>>();

/**
 * The connection's prepared statement for `sql`, prepared once and reused
 * (hot batch paths: preparing costs more than running a small statement).
 */
export const prepared = (context: SqliteContext, sql: string): Database.Statement => {
  let cache = statements.get(context.client);
  if (cache === undefined) statements.set(context.client, (cache = new Map()));
  let statement = cache.get(sql);
  if (statement === undefined) cache.set(sql, (statement = context.client.prepare(sql)));
  return statement;
};

const transactionRunners = new WeakMap<Database.Database, (work: () => unknown) => unknown>();

/**
 * Runs `work` in one SQLite transaction: all of it commits, or none of it
 * (inside another transaction, in a savepoint of it). One transaction
 * function per connection, given the work as its argument: building one per
 * call costs more than a small transaction's statements.
 */
export const transaction = <A>(context: SqliteContext, work: () => A): A => {
  let run = transactionRunners.get(context.client);
  if (run === undefined) transactionRunners.set(context.client, (run = context.client.transaction((inner: () => unknown) => inner())));
  return run(work) as A;
};

/** Decodes a stored row with a domain schema (extra columns are dropped); a mismatch is an internal error. */
export const decodeRow =
  <S extends Schema.Top & { readonly DecodingServices: never }>(schema: S) =>
  (row: unknown): S["Type"] =>
    Schema.decodeUnknownSync(schema)(row);
