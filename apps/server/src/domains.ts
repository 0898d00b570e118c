import { archiveModule } from "./archive/module.js";
import { chatModule } from "./chat/module.js";
import { jobsModule } from "./jobs/module.js";
import { journalModule } from "./journal/module.js";
import { knowledgeModule } from "./knowledge/module.js";
import { memoryModule } from "./memory/module.js";
import type { AnyDomainModule } from "./modules/DomainModule.js";
import { portfolioModule } from "./portfolio/module.js";
import { reflectionModule } from "./reflection/module.js";
import { systemModule } from "./system/module.js";
import { usersModule } from "./users/module.js";

/**
 * The server's domain modules, in the order their routes are mounted, their
 * operations documented, their tools registered and their job handlers
 * given to the runner. A new domain adds its folders and one entry here.
 */
const domainModules: ReadonlyArray<AnyDomainModule> = [systemModule, usersModule, chatModule, journalModule, memoryModule, knowledgeModule, reflectionModule, portfolioModule, jobsModule];

/**
 * The modules with the user's archive last: it holds every other module's
 * `archive` part, imported in the order above unless a part names the parts
 * it must follow (`after`: reflections after the journal, the chat after
 * what its tool results name).
 */
export const domains: ReadonlyArray<AnyDomainModule> = [...domainModules, archiveModule(domainModules)];
