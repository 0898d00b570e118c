import type { PortfolioStorage } from "@lifeos/core";
import { MarketDataRepository, PortfolioRepository } from "@lifeos/core";
import { Context } from "effect";
import type { Database } from "../database/Database.js";
import { makeMarketDataRepository } from "./MarketDataRepository.js";
import { makePortfolioRepository } from "./PortfolioRepository.js";

/** The portfolio domain on PostgreSQL: accounts, assets, activities, goals, import profiles, quotes and FX rates. */
export const portfolioStorage = (database: Database): Context.Context<PortfolioStorage> =>
  Context.make(PortfolioRepository, makePortfolioRepository(database)).pipe(Context.add(MarketDataRepository, makeMarketDataRepository(database)));
