import type { MarketDataRepository } from "./MarketDataRepository.js";
import type { PortfolioRepository } from "./PortfolioRepository.js";

/** Accounts, assets, activities, quotes, FX rates and goals, with the calculations over them (all in decimal). */
export * from "./ids.js";
export * from "./money.js";
export * from "./account.js";
export * from "./asset.js";
export * from "./assetClassNames.js";
export * from "./instrument.js";
export * from "./accountTypeNames.js";
export * from "./activity.js";
export * from "./draft.js";
export * from "./marketData.js";
export * from "./goal.js";
export * from "./importProfile.js";
export * from "./removal.js";
export * from "./PortfolioRepository.js";
export * from "./MarketDataRepository.js";
export * from "./calc/index.js";
export * from "./csv/index.js";
export * from "./tools/index.js";

/** The repositories of the portfolio domain. */
export type PortfolioStorage = PortfolioRepository | MarketDataRepository;
