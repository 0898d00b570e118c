import { chmodSync, closeSync, existsSync, mkdirSync, openSync, statSync } from "node:fs";
import { dirname } from "node:path";

const companions = ["-wal", "-shm", "-journal"] as const;

/** True for a name SQLite opens as a file on disk (not `:memory:`, not a `file:` URI, not a temporary ""). */
const isPlainFile = (filename: string): boolean => filename !== "" && filename !== ":memory:" && !filename.startsWith("file:");

const makePrivate = (path: string): void => {
  if (existsSync(path) && (statSync(path).mode & 0o077) !== 0) chmodSync(path, 0o600);
};

/**
 * Before opening: creates the database's folder (when missing) readable only
 * by its owner (0700), and the database file (when missing) with mode 0600,
 * or makes an existing one 0600. SQLite creates the WAL and shared-memory
 * files with the database file's permissions, so they are 0600 too. An
 * existing folder is left as it is (it may be shared, like /tmp).
 */
export const prepareDatabaseFile = (filename: string): void => {
  if (!isPlainFile(filename)) return;
  const folder = dirname(filename);
  if (!existsSync(folder)) mkdirSync(folder, { recursive: true, mode: 0o700 });
  closeSync(openSync(filename, "a", 0o600));
  makePrivate(filename);
  for (const suffix of companions) makePrivate(filename + suffix);
};

/** After opening: the WAL and shared-memory files SQLite made are 0600 (whatever the process umask did). */
export const privateCompanions = (filename: string): void => {
  if (!isPlainFile(filename)) return;
  for (const suffix of companions) makePrivate(filename + suffix);
};
