import type { Account } from "../../portfolio/account.js";
import type { Activity } from "../../portfolio/activity.js";
import type { Asset } from "../../portfolio/asset.js";
import type { Goal } from "../../portfolio/goal.js";
import type { ImportProfile } from "../../portfolio/importProfile.js";
import type { FxRate, Quote } from "../../portfolio/marketData.js";

/** The portfolio domain's in-memory tables. Quotes are keyed `userId/assetId/date`, rates `userId/base/quote/date`. */
export interface PortfolioTables {
  readonly baseCurrency: Map<string, string>;
  readonly accounts: Map<string, Account>;
  readonly assets: Map<string, Asset>;
  readonly activities: Map<string, Activity>;
  readonly goals: Map<string, Goal>;
  readonly profiles: Map<string, ImportProfile>;
  readonly quotes: Map<string, Quote & { readonly userId: string }>;
  readonly fxRates: Map<string, FxRate & { readonly userId: string }>;
}

export const makePortfolioTables = (): PortfolioTables => ({
  baseCurrency: new Map(),
  accounts: new Map(),
  assets: new Map(),
  activities: new Map(),
  goals: new Map(),
  profiles: new Map(),
  quotes: new Map(),
  fxRates: new Map(),
});
