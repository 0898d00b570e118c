import { Context } from "effect";
import { MarketDataRepository } from "../../portfolio/MarketDataRepository.js";
import type { PortfolioStorage } from "../../portfolio/index.js";
import { PortfolioRepository } from "../../portfolio/PortfolioRepository.js";
import type { StorageContract } from "../storage/harness.js";
import type { MemoryStore } from "../storage/MemoryStore.js";
import { makeMarketDataRepository } from "./InMemoryMarketDataRepository.js";
import { makePortfolioRepository } from "./InMemoryPortfolioRepository.js";
import { portfolioRepositoryContract } from "./PortfolioRepository.contract.js";

/** The contracts of the portfolio domain's ports. */
export const portfolioContracts: ReadonlyArray<StorageContract> = [portfolioRepositoryContract];

/** The portfolio domain's repositories over the in-memory tables. */
export const inMemoryPortfolioStorage = (store: MemoryStore): Context.Context<PortfolioStorage> =>
  Context.make(PortfolioRepository, makePortfolioRepository(store)).pipe(Context.add(MarketDataRepository, makeMarketDataRepository(store)));
