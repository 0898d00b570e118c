import { Effect, Schema } from "effect";
import type { InvalidInput } from "../common/errors.js";
import { PayloadTooLarge } from "../common/errors.js";
import { decodeInput } from "../common/validation.js";
import type { FxRate, Quote } from "./marketData.js";
import { FxRate as FxRateSchema, marketDataBatchMax, Quote as QuoteSchema } from "./marketData.js";

// The market-data batches every adapter decodes the same way, written once.

const batch = <S extends Schema.Top & { readonly DecodingServices: never }>(item: S, max: number, what: string) => {
  const decode = Schema.Array(item);
  return (raw: unknown): Effect.Effect<ReadonlyArray<S["Type"]>, InvalidInput | PayloadTooLarge> =>
    Array.isArray(raw) && raw.length > max
      ? Effect.fail(new PayloadTooLarge({ message: `At most ${max} ${what} at once`, limit: max }))
      : decodeInput(decode, raw);
};

/** An `upsertQuotes` argument: at most `marketDataBatchMax` quotes. */
export const decodeQuoteBatch: (raw: unknown) => Effect.Effect<ReadonlyArray<Quote>, InvalidInput | PayloadTooLarge> = batch(QuoteSchema, marketDataBatchMax, "rows");

/** An `upsertFxRates` argument: at most `marketDataBatchMax` rates. */
export const decodeFxRateBatch: (raw: unknown) => Effect.Effect<ReadonlyArray<FxRate>, InvalidInput | PayloadTooLarge> = batch(FxRateSchema, marketDataBatchMax, "rows");
