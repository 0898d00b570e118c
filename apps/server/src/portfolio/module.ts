import { portfolioSkill } from "@lifeos/agent";
import { portfolioTools } from "@lifeos/tools";
import type { DomainModule } from "../modules/DomainModule.js";
import { portfolioOperations } from "./operations.js";
import { portfolioDraftRoutes } from "./portfolioDrafts.js";
import { portfolioImportRoutes } from "./portfolioImport.js";
import { portfolioRecordRoutes } from "./portfolioRecords.js";
import { portfolioReportRoutes } from "./portfolioReports.js";
import { portfolioSampleRoutes } from "./portfolioSample.js";
import { portfolioArchive } from "./portfolioArchive.js";

/**
 * The portfolio: records (accounts, assets, activities, quotes, FX, goals),
 * reports (the same computations as the 14 tools), CSV import (JSON bodies,
 * within `LIFEOS_MAX_BODY_BYTES`), draft confirmation and the sample portfolio;
 * the tools; and the offline model's portfolio skill.
 */
export const portfolioModule: DomainModule = {
  name: "portfolio",
  routes: (context) => [
    { path: "/portfolio/import", app: portfolioImportRoutes(context) },
    { path: "/portfolio/drafts", app: portfolioDraftRoutes(context) },
    { path: "/portfolio/sample", app: portfolioSampleRoutes(context) },
    { path: "/portfolio", app: portfolioReportRoutes(context) },
    { path: "/portfolio", app: portfolioRecordRoutes(context) },
  ],
  webPages: ["/portfolio", "/portfolio/:section"],
  operations: portfolioOperations,
  tools: portfolioTools,
  offlineSkills: [portfolioSkill],
  archive: portfolioArchive,
};
