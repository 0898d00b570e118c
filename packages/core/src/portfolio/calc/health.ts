import type { Asset, AssetClass } from "../asset.js";
import { daysBetween } from "../money.js";
import type { HoldingsSnapshot } from "./holdings.js";
import { staleQuoteDays } from "./holdings.js";

/**
 * The codes of the data check's issues, each with the values it names (beside `message`, the check's English words):
 * `HEALTH_MISSING_QUOTE` `{ symbol, asOf }`; `HEALTH_STALE_QUOTE` `{ symbol, date, days }`; `HEALTH_MISSING_FX`
 * `{ pair }`; `HEALTH_UNCLASSIFIED_ASSET` `{ symbol, fields }` (`fields`: the missing of assetClass, sector, region,
 * comma-separated); `HEALTH_NEGATIVE_POSITION` `{ symbol, quantity }`; `HEALTH_NEGATIVE_CASH` `{ currency, amount }`.
 */
export const healthIssueCodes = ["HEALTH_MISSING_QUOTE", "HEALTH_STALE_QUOTE", "HEALTH_MISSING_FX", "HEALTH_UNCLASSIFIED_ASSET", "HEALTH_NEGATIVE_POSITION", "HEALTH_NEGATIVE_CASH"] as const;
export type HealthIssueCode = (typeof healthIssueCodes)[number];

export interface HealthIssue {
  readonly kind: "staleQuote" | "missingQuote" | "missingFx" | "unclassifiedAsset" | "negativePosition" | "negativeCash";
  readonly severity: "warning" | "error";
  readonly subject: string;
  readonly message: string;
  readonly code: HealthIssueCode;
  readonly params: Readonly<Record<string, string | number>>;
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
      issues.push({
        kind: "missingQuote",
        severity: "error",
        subject: holding.symbol,
        message: `${holding.symbol} has no quote on or before ${snapshot.asOf}; it is valued at cost`,
        code: "HEALTH_MISSING_QUOTE",
        params: { symbol: holding.symbol, asOf: snapshot.asOf },
      });
    else if (daysBetween(holding.priceDate, snapshot.asOf) > staleQuoteDays) {
      const days = daysBetween(holding.priceDate, snapshot.asOf);
      issues.push({
        kind: "staleQuote",
        severity: "warning",
        subject: holding.symbol,
        message: `${holding.symbol}'s last quote is from ${holding.priceDate} (${days} days old)`,
        code: "HEALTH_STALE_QUOTE",
        params: { symbol: holding.symbol, date: holding.priceDate, days },
      });
    }
  }
  for (const pair of snapshot.missingFx)
    issues.push({ kind: "missingFx", severity: "error", subject: pair, message: `No exchange rate for ${pair}: amounts in that currency were counted 1:1`, code: "HEALTH_MISSING_FX", params: { pair } });
  const held = new Set(snapshot.holdings.map((holding) => holding.assetId));
  for (const asset of assets) {
    if (!held.has(asset.id)) continue;
    // A coin or cash has no sector or region to give: its class is all it needs.
    const located = asset.assetClass === null || !classesWithoutPlace.has(asset.assetClass);
    const missing = [asset.assetClass === null ? "assetClass" : null, located && asset.sector === null ? "sector" : null, located && asset.region === null ? "region" : null].filter((field) => field !== null);
    if (missing.length > 0) {
      const message = `${asset.symbol} has no ${missing.map((field) => (field === "assetClass" ? "asset class" : field)).join(", ")}`;
      issues.push({ kind: "unclassifiedAsset", severity: "warning", subject: asset.symbol, message, code: "HEALTH_UNCLASSIFIED_ASSET", params: { symbol: asset.symbol, fields: missing.join(",") } });
    }
  }
  for (const position of snapshot.negativePositions)
    issues.push({
      kind: "negativePosition",
      severity: "error",
      subject: position.symbol,
      message: `${position.symbol} has a negative quantity (${position.quantity}): a sale or transfer exceeds what was bought`,
      code: "HEALTH_NEGATIVE_POSITION",
      params: { symbol: position.symbol, quantity: position.quantity },
    });
  for (const cash of snapshot.cash)
    if (Number(cash.amount) < 0)
      issues.push({
        kind: "negativeCash",
        severity: "warning",
        subject: `${cash.accountId}/${cash.currency}`,
        message: `Cash in ${cash.currency} is negative (${cash.amount}): a deposit may be missing`,
        code: "HEALTH_NEGATIVE_CASH",
        params: { currency: cash.currency, amount: cash.amount },
      });
  return { asOf: snapshot.asOf, ok: issues.every((issue) => issue.severity !== "error"), holdings: snapshot.holdings.length, issues };
};
