import type { Context } from "hono";

/**
 * The query string as a plain object for schema decoding: numeric-looking
 * `limit`/`days` become numbers and "true"/"false" become booleans, so the
 * domain schemas can check them; everything else stays a string.
 */
export const queryObject = (c: Context, numeric: ReadonlyArray<string> = ["limit"]): Record<string, unknown> => {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(c.req.query())) {
    if (numeric.includes(key)) out[key] = value.trim() === "" ? Number.NaN : Number(value);
    else if (value === "true" || value === "false") out[key] = value === "true";
    else out[key] = value;
  }
  return out;
};
