import type { StorageContract } from "../storage/harness.js";
import { portfolioRepositoryContract } from "./PortfolioRepository.contract.js";

/** The contracts of the portfolio domain's ports. */
export const portfolioContracts: ReadonlyArray<StorageContract> = [portfolioRepositoryContract];
