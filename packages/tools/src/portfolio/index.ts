/** The portfolio tools (14, read-only; the record tools make drafts) and the helpers the server shares with them. */
export * from "./portfolioTools.js";
export * from "./loadPortfolio.js";
export * from "./saveDrafts.js";
export * from "./recordActivity.js";
export * from "./getPerformance.js";
export * from "./getHoldings.js";
export * from "./getValuationHistory.js";
export * from "./searchActivities.js";
export * from "./importCsv.js";
export * from "./getAccounts.js";
export * from "./getIncome.js";
export * from "./getAssetAllocation.js";
export * from "./getCashBalances.js";
export * from "./getExchangeRates.js";
export * from "./getGoals.js";
export * from "./getHealthStatus.js";
