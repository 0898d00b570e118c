import { Schema } from "effect";
import { AccountId, ActivityId, AssetId } from "./ids.js";
import { FxRate, Quote } from "./marketData.js";

/** Ids or rows removed at once at most, per kind. */
export const removalMax = 100_000;

const bounded = <S extends Schema.Top>(item: S) => Schema.Array(item).check(Schema.isMaxLength(removalMax));

/**
 * Records to remove together (see `PortfolioRepository.removeRecords`), each
 * only while nothing of the user's still needs it.
 */
export const RecordRemoval = Schema.Struct({
  activityIds: bounded(ActivityId),
  /** Each removed once it holds no activity (after `activityIds` are gone); goals that link it are unlinked. */
  accountIds: bounded(AccountId),
  /** Each removed only while its stored close is still this one: a close the user changed stays. */
  quotes: bounded(Quote),
  /** Each removed only while its stored rate is still this one. */
  fxRates: bounded(FxRate),
  /** Each removed (last) once no activity and no quote of it is left. */
  assetIds: bounded(AssetId),
});
export type RecordRemoval = typeof RecordRemoval.Type;

/** How many records `removeRecords` removed, by kind. */
export interface RemovalCounts {
  readonly activities: number;
  readonly accounts: number;
  readonly quotes: number;
  readonly fxRates: number;
  readonly assets: number;
}
