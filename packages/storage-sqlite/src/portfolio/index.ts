import type { PortfolioStorage } from "@lifeos/core";
import { MarketDataRepository, PortfolioRepository } from "@lifeos/core";
import { Context } from "effect";
import type { SqliteContext } from "../database/SqliteContext.js";
import { makeMarketDataRepository } from "./MarketDataRepository.js";
import { makePortfolioRepository } from "./PortfolioRepository.js";

/** The portfolio domain on SQLite: accounts, assets, activities, goals, import profiles, quotes and FX rates. */
export const portfolioStorage = (context: SqliteContext): Context.Context<PortfolioStorage> =>
  Context.make(PortfolioRepository, makePortfolioRepository(context)).pipe(Context.add(MarketDataRepository, makeMarketDataRepository(context)));
