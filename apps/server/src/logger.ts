/**
 * The server's structured log: one JSON line per event on stderr. Callers
 * pass ids, counts, codes and timings, never journal or message text.
 */
type Fields = Readonly<Record<string, string | number | boolean | null | undefined>>;

const write = (level: "info" | "warn" | "error", event: string, fields: Fields): void => {
  if (process.env.LIFEOS_LOG === "silent") return;
  process.stderr.write(`${JSON.stringify({ time: new Date().toISOString(), level, event, ...fields })}\n`);
};

export const logger = {
  info: (event: string, fields: Fields = {}) => write("info", event, fields),
  warn: (event: string, fields: Fields = {}) => write("warn", event, fields),
  error: (event: string, fields: Fields = {}) => write("error", event, fields),
};
