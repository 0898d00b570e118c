import { Schema } from "effect";
import { UserId } from "../common/ids.js";
import { BoundedString, RequiredString } from "../common/validation.js";
import { AssetId } from "./ids.js";
import { CurrencyCode } from "./money.js";

export const AssetClass = Schema.Literals(["EQUITY", "BOND", "CASH", "REAL_ESTATE", "COMMODITY", "CRYPTO", "OTHER"]);
export type AssetClass = typeof AssetClass.Type;

/** A security the user holds; symbols are unique per user (case-insensitive, stored upper-case). */
export const Asset = Schema.Struct({
  id: AssetId,
  userId: UserId,
  symbol: RequiredString(40),
  name: BoundedString(200),
  assetClass: Schema.NullOr(AssetClass),
  sector: Schema.NullOr(BoundedString(100)),
  region: Schema.NullOr(BoundedString(100)),
  currency: CurrencyCode,
  createdAt: Schema.Date,
  updatedAt: Schema.Date,
});
export type Asset = typeof Asset.Type;

/** An asset to create or, when its symbol exists, to update (classification fields given replace the stored ones). */
export const NewAsset = Schema.Struct({
  symbol: RequiredString(40),
  name: Schema.optional(BoundedString(200)),
  assetClass: Schema.optional(Schema.NullOr(AssetClass)),
  sector: Schema.optional(Schema.NullOr(BoundedString(100))),
  region: Schema.optional(Schema.NullOr(BoundedString(100))),
  currency: CurrencyCode,
});
export type NewAsset = typeof NewAsset.Type;

/** The stored form of a symbol. */
export const normalizeSymbol = (symbol: string): string => symbol.trim().toUpperCase();
