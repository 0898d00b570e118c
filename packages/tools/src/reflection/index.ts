import type { JournalEntryRepository, Reflector } from "@lifeos/core";
import type { AnyTool } from "../registry/Tool.js";
import { reflectOnEntry } from "./reflectOnEntry.js";

export { reflectOnEntry, ReflectOnEntryParameters } from "./reflectOnEntry.js";
export type { ReflectOnEntryData } from "./reflectOnEntry.js";

/** The reflection tools. */
export const reflectionTools: ReadonlyArray<AnyTool<JournalEntryRepository | Reflector>> = [reflectOnEntry];
