/** How to reach PostgreSQL and size the connection pool. */
export interface PostgresOptions {
  /** A `postgres://` URL. Use a TCP host (`127.0.0.1`); postgres.js ignores socket hosts in URLs. */
  readonly url: string;
  /**
   * Most connections the pool opens (default 10). HNSW vector searches run on
   * a second pool of the same bound, whose connections open on first use.
   */
  readonly max?: number;
  /** Seconds before an idle pooled connection is closed (default 30; 0 keeps them open). */
  readonly idleTimeout?: number;
  /** Seconds to wait for a connection (default 10). */
  readonly connectTimeout?: number;
  /**
   * `hnsw.ef_search`: how many candidates an HNSW scan keeps (default 160).
   * Higher raises recall and latency: on the bench data at 100k × 1536
   * (clustered random vectors, harder than real embeddings) recall@10 is
   * 0.957 at 100, 0.975 at 160 and 0.983 at 200, for about 1.5 ms more
   * search time from 100 to 200. A search asking for more rows runs with
   * three candidates per row (at most 1000), see `efSearchFor`.
   */
  readonly efSearch?: number;
  /**
   * A vector search whose filtered candidate set (one user, source and model,
   * within the date and source-id filters) holds at most this many chunks is
   * computed exactly instead of through the HNSW index (default 2000).
   */
  readonly exactSearchLimit?: number;
}

export const defaults = {
  max: 10,
  idleTimeout: 30,
  connectTimeout: 10,
  efSearch: 160,
  exactSearchLimit: 2000,
} as const;
