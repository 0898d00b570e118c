import { chatModule } from "./chat/module.js";
import { jobsModule } from "./jobs/module.js";
import { journalModule } from "./journal/module.js";
import { memoryModule } from "./memory/module.js";
import type { DomainModule } from "./modules/DomainModule.js";
import { systemModule } from "./system/module.js";
import { usersModule } from "./users/module.js";

/**
 * A module as an entry of the list. Its stack layer was checked against its
 * own `DomainStackServices` entry where it is declared; with more than one
 * such entry TypeScript no longer sees `DomainModule<"journal">` as a
 * `DomainModule<string>` by itself.
 */
const listed = <Name extends string>(module: DomainModule<Name>): DomainModule => module as unknown as DomainModule;

/**
 * The server's domain modules, in the order their routes are mounted, their
 * operations documented, their tools registered and their job handlers
 * given to the runner. A new domain adds its folders and one entry here.
 */
export const domains: ReadonlyArray<DomainModule> = [systemModule, usersModule, chatModule, listed(journalModule), listed(memoryModule), jobsModule];
