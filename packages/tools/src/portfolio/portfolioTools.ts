import type { MarketDataRepository, PortfolioRepository } from "@lifeos/core";
import type { AnyTool } from "../registry/Tool.js";
import { getAccounts } from "./getAccounts.js";
import { getAssetAllocation } from "./getAssetAllocation.js";
import { getCashBalances } from "./getCashBalances.js";
import { getExchangeRates } from "./getExchangeRates.js";
import { getGoals } from "./getGoals.js";
import { getHealthStatus } from "./getHealthStatus.js";
import { getHoldings } from "./getHoldings.js";
import { getIncome } from "./getIncome.js";
import { getPerformance } from "./getPerformance.js";
import { getValuationHistory } from "./getValuationHistory.js";
import { importCsv } from "./importCsv.js";
import { recordActivities, recordActivity } from "./recordActivity.js";
import { searchActivities } from "./searchActivities.js";

/** The services the portfolio tools read. */
export type PortfolioToolServices = PortfolioRepository | MarketDataRepository;

/** The 14 portfolio tools. All read only: the record tools return drafts that the user confirms outside the run. */
export const portfolioTools: ReadonlyArray<AnyTool<PortfolioToolServices>> = [
  getAccounts,
  getHoldings,
  searchActivities,
  getPerformance,
  getValuationHistory,
  getIncome,
  getAssetAllocation,
  getCashBalances,
  getExchangeRates,
  getGoals,
  getHealthStatus,
  importCsv,
  recordActivity,
  recordActivities,
];

export const portfolioToolNames = portfolioTools.map((tool) => tool.name);
