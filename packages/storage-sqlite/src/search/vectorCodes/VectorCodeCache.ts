import type Database from "better-sqlite3";
import { ScopeCodes, ScopeTooLarge, scopeBytes } from "./ScopeCodes.js";

/** Default memory bound of one connection's vector codes: 512 MiB (~170k vectors of 1536 dimensions). */
export const defaultVectorCacheBytes = 512 * 1024 * 1024;

/**
 * One connection's int8 codes of the vectors of each (user, source) scope it
 * has searched, loaded on first search and kept in step with the file.
 *
 * Coherence: triggers on `chunks` count, per (user, source), the embedded
 * rows inserted and deleted and the rows updated in a way the codes depend on
 * (`chunk_vector_versions`, migration 0002). The counters change inside the
 * writing transaction, whichever connection or process writes. Every search
 * reads them in the same read transaction as everything else it reads, and
 * brings the scope up to date first: new rows (seqs only grow, so they are
 * the seqs above the last one held) are appended; after deletes, slots whose
 * rows are gone are dropped; after an update, or a change of model, the scope
 * is rebuilt. So a search never sees codes older than its own snapshot.
 *
 * Memory: at most `budgetBytes` over all scopes (least recently searched
 * scopes are dropped first). A scope that alone exceeds the budget is not
 * held; `codesFor` returns null and the caller searches without codes.
 */
export class VectorCodeCache {
  private readonly scopes = new Map<string, { codes: ScopeCodes; versions: Versions }>();
  private readonly statements = new Map<string, Database.Statement>();

  /** The cache of one connection, `client`. */
  constructor(
    private readonly client: Database.Database,
    readonly budgetBytes: number,
  ) {}

  private statement(sql: string): Database.Statement {
    let statement = this.statements.get(sql);
    if (statement === undefined) this.statements.set(sql, (statement = this.client.prepare(sql)));
    return statement;
  }

  /** Forgets a scope (its user or its vectors are gone). */
  drop(userId: string, source: string): void {
    this.scopes.delete(scopeKey(userId, source));
  }

  /**
   * The scope's codes of the `indexed` model, current as of the caller's
   * read transaction, or null when they do not fit the budget. Call inside a
   * transaction on this cache's connection.
   */
  codesFor(userId: string, source: string, indexed: { readonly model: string; readonly dimensions: number }): ScopeCodes | null {
    const key = scopeKey(userId, source);
    const versions = this.readVersions(userId, source);
    let held = this.scopes.get(key);
    this.scopes.delete(key);
    try {
      if (
        held !== undefined &&
        (held.codes.model !== indexed.model || held.codes.dimensions !== indexed.dimensions || held.versions.rewritten !== versions.rewritten)
      )
        held = undefined;
      if (held === undefined) {
        const count = this.countRows(userId, source, indexed.model);
        // Make room first, so the budget holds while the new scope loads too.
        this.evictBeyondBudget(Math.min(this.budgetBytes, scopeBytes(indexed.dimensions, count)));
        held = { codes: new ScopeCodes(indexed.model, indexed.dimensions, count, this.budgetBytes), versions };
        this.appendRows(held.codes, userId, source);
      } else if (held.versions.deleted !== versions.deleted) {
        held.codes.retainOnly(this.presentSeqs(held.codes, userId, source));
        this.appendRows(held.codes, userId, source);
      } else if (held.versions.inserted !== versions.inserted) {
        this.appendRows(held.codes, userId, source);
      }
      held.versions = versions;
      this.scopes.set(key, held);
      this.evictBeyondBudget();
      return held.codes;
    } catch (error) {
      this.scopes.delete(key);
      if (error instanceof ScopeTooLarge) return null;
      throw error;
    }
  }

  /** Drops the least recently used scopes (Map order) until the rest, plus `reserve` bytes, fit. */
  private evictBeyondBudget(reserve = 0): void {
    let total = reserve;
    for (const { codes } of this.scopes.values()) total += codes.bytes;
    for (const [key, { codes }] of this.scopes) {
      if (total <= this.budgetBytes) break;
      this.scopes.delete(key);
      total -= codes.bytes;
    }
  }

  private readVersions(userId: string, source: string): Versions {
    const row = this.statement("SELECT inserted, deleted, rewritten FROM chunk_vector_versions WHERE user_id = ? AND source = ?").get(userId, source);
    return (row as Versions | undefined) ?? { inserted: 0, deleted: 0, rewritten: 0 };
  }

  private countRows(userId: string, source: string, model: string): number {
    const row = this.statement("SELECT count(*) AS count FROM chunks WHERE user_id = ? AND source = ? AND embedding_model = ?").get(userId, source, model);
    return (row as { count: number }).count;
  }

  /** Appends the scope's embedded rows newer than the last one held, in seq order. */
  private appendRows(codes: ScopeCodes, userId: string, source: string): void {
    const rows = this.statement(
      `SELECT seq, source_id, date, embedding_vector FROM chunks
       WHERE user_id = ? AND source = ? AND embedding_model = ? AND seq > ? AND embedding_vector IS NOT NULL ORDER BY seq`,
    )
      .raw(true)
      .iterate(userId, source, codes.model, codes.lastSeq) as IterableIterator<[number, string, string | null, Buffer]>;
    // Driver buffers need not be 8-byte aligned: copy each vector into one aligned scratch buffer.
    const scratch = new Float64Array(codes.dimensions);
    const scratchBytes = new Uint8Array(scratch.buffer);
    for (const [seq, sourceId, date, vector] of rows) {
      if (vector.byteLength !== scratchBytes.byteLength) throw new RangeError("stored vector length differs from its scope");
      scratchBytes.set(vector);
      codes.append(seq, sourceId, date, scratch);
    }
  }

  /** The scope's embedded seqs up to the last one held, ascending. */
  private presentSeqs(codes: ScopeCodes, userId: string, source: string): Array<number> {
    return this.statement("SELECT seq FROM chunks WHERE user_id = ? AND source = ? AND embedding_model = ? AND seq <= ? ORDER BY seq")
      .pluck(true)
      .all(userId, source, codes.model, codes.lastSeq) as Array<number>;
  }
}

interface Versions {
  readonly inserted: number;
  readonly deleted: number;
  readonly rewritten: number;
}

const scopeKey = (userId: string, source: string): string => `${userId}\u0000${source}`;
