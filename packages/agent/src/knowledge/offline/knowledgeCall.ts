import type { PlannedCall } from "../../models/offline/OfflineSkill.js";

/** A planned call of the tool `name` with `args`. */
export const call = (name: string, args: Readonly<Record<string, unknown>>): PlannedCall => ({ name, arguments: args });
