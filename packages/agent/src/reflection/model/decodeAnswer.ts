import type { ModelError } from "@lifeos/core";
import { ProviderError } from "@lifeos/core";
import { Effect, Schema } from "effect";

/**
 * A model's JSON answer decoded with `schema`: text that is not JSON, or JSON
 * that does not match, fails with a non-retryable `ProviderError` (the
 * provider answered; asking again would not fix the shape).
 */
export const decodeAnswer =
  <S extends Schema.Top & { readonly DecodingServices: never }>(schema: S, what: string) =>
  (answer: string): Effect.Effect<S["Type"], ModelError> =>
    Effect.try({
      try: () => JSON.parse(answer.trim().replace(/^```(?:json)?\s*|\s*```$/g, "")) as unknown,
      catch: () => new ProviderError({ message: `The ${what} answer was not JSON`, retryable: false }),
    }).pipe(
      Effect.flatMap((json) =>
        Schema.decodeUnknownEffect(schema)(json).pipe(
          Effect.mapError((error) => new ProviderError({ message: `The ${what} answer did not match its schema: ${error.message}`, retryable: false })),
        ),
      ),
    );
