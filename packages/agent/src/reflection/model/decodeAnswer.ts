import type { ModelError } from "@lifeos/core";
import { ProviderError } from "@lifeos/core";
import { Effect, Schema } from "effect";

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
  const decode = Schema.decodeUnknownEffect(schema);
  return (answer) =>
    Effect.try({
      try: () => adjust(JSON.parse(answer.trim().replace(/^```(?:json)?\s*|\s*```$/g, "")) as unknown),
      catch: () => new ProviderError({ message: `The ${what} answer was not JSON`, retryable: false }),
    }).pipe(
      Effect.flatMap((json) =>
        decode(json).pipe(
          Effect.mapError((error) => new ProviderError({ message: `The ${what} answer did not match its schema: ${error.message}`, retryable: false })),
        ),
      ),
    );
};
