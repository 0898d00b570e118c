import type Database from "better-sqlite3";

/**
 * Makes every writing statement of `client` report a failed write.
 *
 * better-sqlite3's `.get()` steps a statement once and then resets it; for
 * `INSERT … RETURNING` (and UPDATE/DELETE … RETURNING) outside a transaction,
 * SQLite commits only when the statement runs to its end, and an error at
 * that point (a full disk while writing the WAL: `SQLITE_FULL`, `SQLITE_IOERR`)
 * is reported by the reset, which the driver ignores. `.get()` then returns a
 * row that was never stored. Here `.get()` of a statement that writes and
 * returns rows runs it to its end with `.all()`, so the error is thrown and
 * nothing unstored is acknowledged. Reading statements are unchanged.
 * Returns the same connection.
 */
export const acknowledgedWrites = (client: Database.Database): Database.Database => {
  const prepare = client.prepare.bind(client);
  const patched = ((source: string) => {
    const statement = prepare(source);
    if (statement.reader && !statement.readonly) {
      const all = statement.all.bind(statement) as (...parameters: Array<unknown>) => Array<unknown>;
      Object.defineProperty(statement, "get", {
        value: (...parameters: Array<unknown>): unknown => all(...parameters)[0],
        configurable: true,
        writable: true,
      });
    }
    return statement;
  }) as Database.Database["prepare"];
  Object.defineProperty(client, "prepare", { value: patched, configurable: true, writable: true });
  return client;
};
