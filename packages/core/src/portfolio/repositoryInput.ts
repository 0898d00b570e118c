import { Effect, Schema } from "effect";
import { InvalidInput, PayloadTooLarge } from "../common/errors.js";
import type { UserId } from "../common/ids.js";
import { decodeCursor } from "../common/pagination.js";
import { decodeInput } from "../common/validation.js";
import type { Activity } from "./activity.js";
import { activityBatchMax, NewActivity } from "./activity.js";
import type { ActivityId } from "./ids.js";
import type { FxRate, Quote } from "./marketData.js";
import { FxRate as FxRateSchema, marketDataBatchMax, Quote as QuoteSchema } from "./marketData.js";
import type { IsoDate } from "./money.js";

// Argument checks every portfolio repository makes the same way, written once.

const batch = <S extends Schema.Top & { readonly DecodingServices: never }>(item: S, max: number, what: string) => {
  const decode = Schema.Array(item);
  return (raw: unknown): Effect.Effect<ReadonlyArray<S["Type"]>, InvalidInput | PayloadTooLarge> =>
    Array.isArray(raw) && raw.length > max
      ? Effect.fail(new PayloadTooLarge({ message: `At most ${max} ${what} at once`, limit: max }))
      : decodeInput(decode, raw);
};

/** An `addActivities` argument: at most `activityBatchMax` activities (more fails before decoding, with `PayloadTooLarge`). */
export const decodeActivityBatch: (raw: unknown) => Effect.Effect<ReadonlyArray<NewActivity>, InvalidInput | PayloadTooLarge> = batch(NewActivity, activityBatchMax, "activities");

/** An `upsertQuotes` argument: at most `marketDataBatchMax` quotes. */
export const decodeQuoteBatch: (raw: unknown) => Effect.Effect<ReadonlyArray<Quote>, InvalidInput | PayloadTooLarge> = batch(QuoteSchema, marketDataBatchMax, "rows");

/** An `upsertFxRates` argument: at most `marketDataBatchMax` rates. */
export const decodeFxRateBatch: (raw: unknown) => Effect.Effect<ReadonlyArray<FxRate>, InvalidInput | PayloadTooLarge> = batch(FxRateSchema, marketDataBatchMax, "rows");

/** The stored activity an accepted `NewActivity` becomes. */
export const activityRow = (value: NewActivity, userId: UserId, id: ActivityId, at: Date): Activity => ({
  id: value.id ?? id,
  userId,
  accountId: value.accountId,
  assetId: value.assetId ?? null,
  type: value.type,
  date: value.date,
  quantity: value.quantity ?? null,
  unitPrice: value.unitPrice ?? null,
  amount: value.amount ?? null,
  fee: value.fee ?? "0",
  currency: value.currency,
  fxRate: value.fxRate ?? null,
  note: value.note ?? null,
  importKey: value.importKey ?? null,
  createdAt: at,
  updatedAt: at,
});

/** Where a page of activities (newest first: date, then id) resumes: the last row's date and id, or undefined for the first page. */
export const activityCursor = (cursor: string | undefined): Effect.Effect<readonly [IsoDate, ActivityId] | undefined, InvalidInput> =>
  cursor === undefined
    ? Effect.succeed(undefined)
    : Effect.flatMap(decodeCursor(cursor, ["date", "uuid"]), ([date, id]) =>
        typeof date === "string" && typeof id === "string"
          ? Effect.succeed([date as IsoDate, id as ActivityId] as const)
          : Effect.fail(new InvalidInput({ message: "Malformed pagination cursor", field: "cursor" })),
      );
