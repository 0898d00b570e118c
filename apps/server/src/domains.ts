import { chatModule } from "./chat/module.js";
import { jobsModule } from "./jobs/module.js";
import { journalModule } from "./journal/module.js";
import { reflectionModule } from "./reflection/module.js";
import type { DomainModule } from "./modules/DomainModule.js";
import { systemModule } from "./system/module.js";
import { usersModule } from "./users/module.js";

/**
 * The server's domain modules, in the order their routes are mounted, their
 * operations documented, their tools registered and their job handlers
 * given to the runner. A new domain adds its folders and one entry here.
 */
// Each module is typed with its own name (its stack layer is checked against its entry in
// `DomainStackServices`); the list holds modules of every name.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const domains: ReadonlyArray<DomainModule<any>> = [systemModule, usersModule, chatModule, journalModule, reflectionModule, jobsModule];
