import type { ModelError } from "@lifeos/core";
import { ProviderError } from "@lifeos/core";
import { Cause, Effect, Exit, Schema } from "effect";

/** The JSON of an answer, without the Markdown code fence a model sometimes puts around it. */
const unfenced = (answer: string): string => {
  const text = answer.trim();
  return text.startsWith("```") || text.endsWith("```") ? text.replace(/^```(?:json)?\s*|\s*```$/g, "") : text;
};

/**
 * A decoder of a model's JSON answer with `schema`, built once per agent:
 * text that is not JSON, or JSON that does not match, fails with a
 * non-retryable `ProviderError` (the provider answered; asking again would
 * not fix the shape). `adjust` may reshape the parsed JSON first (trim a
 * reading a little over its bounds).
 */
export const decodeAnswer = <S extends Schema.Top & { readonly DecodingServices: never }>(
  schema: S,
  what: string,
  adjust: (json: unknown) => unknown = (json) => json,
): ((answer: string) => Effect.Effect<S["Type"], ModelError>) => {
  // Decoded at once (the schemas need no services): one step for the fiber instead of an Effect per stage.
  const decode = Schema.decodeUnknownExit(schema);
  return (answer) => {
    let json: unknown;
    try {
      json = adjust(JSON.parse(unfenced(answer)) as unknown);
    } catch {
      return Effect.fail(new ProviderError({ message: `The ${what} answer was not JSON`, retryable: false }));
    }
    const decoded = decode(json);
    if (Exit.isSuccess(decoded)) return Effect.succeed(decoded.value);
    const error = Cause.squash(decoded.cause);
    return Effect.fail(
      new ProviderError({ message: `The ${what} answer did not match its schema: ${error instanceof Error ? error.message : String(error)}`, retryable: false }),
    );
  };
};
