/**
 * The server's structured log: one JSON line per event on stderr. Callers
 * pass ids, counts, codes and timings, never journal or message text.
 */
type Fields = Readonly<Record<string, string | number | boolean | null | undefined>>;

/** Whether lines are written (`LIFEOS_LOG=silent` turns them off). */
const enabled = (): boolean => process.env.LIFEOS_LOG !== "silent";

const write = (level: "info" | "warn" | "error", event: string, fields: Fields): void => {
  if (!enabled()) return;
  process.stderr.write(`${JSON.stringify({ time: new Date().toISOString(), level, event, ...fields })}\n`);
};

export const logger = {
  /** Whether a line would be written: a caller skips work done only for its fields (a hash of a text) when not. */
  enabled,
  info: (event: string, fields: Fields = {}) => write("info", event, fields),
  warn: (event: string, fields: Fields = {}) => write("warn", event, fields),
  error: (event: string, fields: Fields = {}) => write("error", event, fields),
};
