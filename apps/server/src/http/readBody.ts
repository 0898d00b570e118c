import { InvalidInput, decodeInput } from "@lifeos/core";
import { Effect, type Schema } from "effect";
import type { Context } from "hono";

/**
 * Reads a JSON request body and decodes it with `schema`, failing with
 * INVALID_INPUT for malformed JSON or a body that does not match, and with
 * PAYLOAD_TOO_LARGE for an oversized text field.
 */
export const readBody = async <S extends Schema.Top & { readonly DecodingServices: never }>(
  c: Context,
  schema: S,
): Promise<S["Type"]> => {
  let json: unknown;
  try {
    json = await c.req.json();
  } catch {
    throw new InvalidInput({ message: "The request body must be JSON" });
  }
  return decodeOrThrow(schema, json);
};

/** Decodes query parameters (or any plain value) with `schema`, throwing the domain error. */
export const decodeOrThrow = <S extends Schema.Top & { readonly DecodingServices: never }>(
  schema: S,
  value: unknown,
): S["Type"] => {
  const result = Effect.runSync(Effect.result(decodeInput(schema, value)));
  if (result._tag === "Failure") throw result.failure;
  return result.success;
};
