import type { Account } from "../account.js";
import type { LedgerActivity } from "../activity.js";
import type { Asset } from "../asset.js";
import type { FxRate, QuoteHistory } from "../marketData.js";

/** Everything the calculations read about one user's portfolio, as the repositories return it. */
export interface PortfolioData {
  readonly baseCurrency: string;
  readonly accounts: ReadonlyArray<Account>;
  readonly assets: ReadonlyArray<Asset>;
  /** In date order (`PortfolioRepository.ledgerActivities`; a whole `Activity` will do). */
  readonly activities: ReadonlyArray<LedgerActivity>;
  /** Price histories: all of them, or only each asset's last quote on or before the day a snapshot is taken (see `quoteHistories`). */
  readonly quotes: ReadonlyArray<QuoteHistory>;
  readonly fxRates: ReadonlyArray<FxRate>;
}
