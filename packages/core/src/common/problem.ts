import { Schema } from "effect";

/**
 * A problem told as a stable code and the values it names, beside the server's own English words: a client writes
 * each code it knows in its person's language from `params`, and shows `message` for a code it does not know.
 * Codes are UPPER_SNAKE_CASE and never change meaning; `params` hold only what the words need (a field, a cell's text,
 * a currency), never more of the user's data than `message` does.
 */
export const Problem = Schema.Struct({
  code: Schema.String,
  params: Schema.Record(Schema.String, Schema.Union([Schema.String, Schema.Number])),
  message: Schema.String,
});
export type Problem = typeof Problem.Type;

/** A problem of `code` with `params`, in the server's words `message`. */
export const problem = (code: string, params: Problem["params"], message: string): Problem => ({ code, params, message });
