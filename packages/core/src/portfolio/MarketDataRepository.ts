import type { Effect } from "effect";
import { Context, Schema } from "effect";
import type { StorageError } from "../common/errors.js";
import { UserId } from "../common/ids.js";
import type { PortArguments } from "../storage/decodedPort.js";
import { batchOf } from "../storage/decodedPort.js";
import { AssetId } from "./ids.js";
import type { QuoteHistory } from "./marketData.js";
import { FxRate, marketDataBatchMax, Quote } from "./marketData.js";
import { IsoDate } from "./money.js";

export interface MarketDataRepositoryService {
  /** Writes quotes, replacing the close of an existing asset and day; all-or-nothing. An asset not the user's fails with `NotFound`. Returns how many were written. */
  readonly upsertQuotes: (userId: UserId, quotes: ReadonlyArray<Quote>) => Effect.Effect<number, StorageError>;
  /** The user's quotes (of `assetIds` when given) in asset, then date order. */
  readonly listQuotes: (userId: UserId, assetIds?: ReadonlyArray<AssetId>) => Effect.Effect<ReadonlyArray<Quote>, StorageError>;
  /**
   * The newest quote of each of the user's assets that has one (dated on or
   * before `onOrBefore` when given), in asset order: what a valuation as of
   * that day needs, without reading every quote.
   */
  readonly latestQuotes: (userId: UserId, onOrBefore?: IsoDate) => Effect.Effect<ReadonlyArray<Quote>, StorageError>;
  /**
   * Every quote of the user as one history per asset (asset order, each in
   * date order): the whole price history in a compact form, for valuations
   * over time.
   */
  readonly quoteHistory: (userId: UserId) => Effect.Effect<ReadonlyArray<QuoteHistory>, StorageError>;
  readonly deleteQuote: (userId: UserId, assetId: AssetId, date: string) => Effect.Effect<void, StorageError>;
  /** Writes FX rates, replacing the rate of an existing pair and day; all-or-nothing. */
  readonly upsertFxRates: (userId: UserId, rates: ReadonlyArray<FxRate>) => Effect.Effect<number, StorageError>;
  /** The user's FX rates in pair (base, quote), then date order. */
  readonly listFxRates: (userId: UserId) => Effect.Effect<ReadonlyArray<FxRate>, StorageError>;
}

/** Prices and exchange rates the user entered or imported (there is no market-data feed). */
export class MarketDataRepository extends Context.Service<MarketDataRepository, MarketDataRepositoryService>()(
  "@lifeos/core/MarketDataRepository",
) {}

/** How each `MarketDataRepository` method's arguments are decoded (see `withDecodedArguments`). */
export const MarketDataRepositoryArguments: PortArguments<MarketDataRepositoryService> = {
  upsertQuotes: [UserId, batchOf(Quote, { max: marketDataBatchMax, what: "rows" })],
  listQuotes: [UserId, Schema.UndefinedOr(Schema.Array(AssetId))],
  latestQuotes: [UserId, Schema.UndefinedOr(IsoDate)],
  quoteHistory: [UserId],
  deleteQuote: [UserId, AssetId, IsoDate],
  upsertFxRates: [UserId, batchOf(FxRate, { max: marketDataBatchMax, what: "rows" })],
  listFxRates: [UserId],
};
