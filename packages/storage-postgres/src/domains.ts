import { chatStorage } from "./chat/index.js";
import { jobsStorage } from "./jobs/index.js";
import { journalStorage } from "./journal/index.js";
import { knowledgeStorage } from "./knowledge/index.js";
import { memoryStorage } from "./memory/index.js";
import { searchStorage } from "./search/index.js";
import { reflectionStorage } from "./reflection/index.js";
import { portfolioStorage } from "./portfolio/index.js";
import { usersStorage } from "./users/index.js";

/**
 * Every domain's storage on PostgreSQL, each a function from the open
 * connection to the domain's repositories; `PostgresStorage.make` merges
 * them. A new domain adds its folder and one entry here.
 */
export const domains = [usersStorage, chatStorage, journalStorage, searchStorage, memoryStorage, knowledgeStorage, reflectionStorage, portfolioStorage, jobsStorage] as const;
