import type { Account } from "../account.js";
import type { Activity } from "../activity.js";
import type { Asset } from "../asset.js";
import type { FxRate, Quote } from "../marketData.js";

/** Everything the calculations read about one user's portfolio, as the repositories return it. */
export interface PortfolioData {
  readonly baseCurrency: string;
  readonly accounts: ReadonlyArray<Account>;
  readonly assets: ReadonlyArray<Asset>;
  /** In date order. */
  readonly activities: ReadonlyArray<Activity>;
  readonly quotes: ReadonlyArray<Quote>;
  readonly fxRates: ReadonlyArray<FxRate>;
}
