import type { Asset, AssetClass } from "../asset.js";
import { daysBetween } from "../money.js";
import type { HoldingsSnapshot } from "./holdings.js";
import { staleQuoteDays } from "./holdings.js";

export interface HealthIssue {
  readonly kind: "staleQuote" | "missingQuote" | "missingFx" | "unclassifiedAsset" | "negativePosition" | "negativeCash";
  readonly severity: "warning" | "error";
  readonly subject: string;
  readonly message: string;
}

export interface HealthStatus {
  readonly asOf: string;
  readonly ok: boolean;
  /** How many holdings were checked: none means there was nothing to check, not that all is well. */
  readonly holdings: number;
  readonly issues: ReadonlyArray<HealthIssue>;
}

/** Asset classes whose assets belong to no sector or region (a coin, cash). */
const classesWithoutPlace: ReadonlySet<AssetClass> = new Set(["CRYPTO", "CASH"]);

/**
 * What makes the figures less trustworthy: held assets with no quote or one
 * older than `staleQuoteDays`, currencies with no rate to the base
 * currency, assets without class/sector/region (a crypto or cash asset needs
 * only its class), and negative quantities or cash.
 */
export const healthStatus = (snapshot: HoldingsSnapshot, assets: ReadonlyArray<Asset>): HealthStatus => {
  const issues: HealthIssue[] = [];
  for (const holding of snapshot.holdings) {
    if (holding.priceDate === null)
      issues.push({ kind: "missingQuote", severity: "error", subject: holding.symbol, message: `${holding.symbol} has no quote on or before ${snapshot.asOf}; it is valued at cost` });
    else if (daysBetween(holding.priceDate, snapshot.asOf) > staleQuoteDays)
      issues.push({ kind: "staleQuote", severity: "warning", subject: holding.symbol, message: `${holding.symbol}'s last quote is from ${holding.priceDate} (${daysBetween(holding.priceDate, snapshot.asOf)} days old)` });
  }
  for (const pair of snapshot.missingFx)
    issues.push({ kind: "missingFx", severity: "error", subject: pair, message: `No exchange rate for ${pair}: amounts in that currency were counted 1:1` });
  const held = new Set(snapshot.holdings.map((holding) => holding.assetId));
  for (const asset of assets) {
    if (!held.has(asset.id)) continue;
    // A coin or cash has no sector or region to give: its class is all it needs.
    const located = asset.assetClass === null || !classesWithoutPlace.has(asset.assetClass);
    const missing = [asset.assetClass === null ? "asset class" : null, located && asset.sector === null ? "sector" : null, located && asset.region === null ? "region" : null].filter((field) => field !== null);
    if (missing.length > 0)
      issues.push({ kind: "unclassifiedAsset", severity: "warning", subject: asset.symbol, message: `${asset.symbol} has no ${missing.join(", ")}` });
  }
  for (const position of snapshot.negativePositions)
    issues.push({ kind: "negativePosition", severity: "error", subject: position.symbol, message: `${position.symbol} has a negative quantity (${position.quantity}): a sale or transfer exceeds what was bought` });
  for (const cash of snapshot.cash)
    if (Number(cash.amount) < 0)
      issues.push({ kind: "negativeCash", severity: "warning", subject: `${cash.accountId}/${cash.currency}`, message: `Cash in ${cash.currency} is negative (${cash.amount}): a deposit may be missing` });
  return { asOf: snapshot.asOf, ok: issues.every((issue) => issue.severity !== "error"), holdings: snapshot.holdings.length, issues };
};
