import type { MemoryTurnHook } from "@lifeos/agent";

type Environment = Readonly<Record<string, string | undefined>>;

/**
 * The chat's memory settings read from the environment (README,
 * `LIFEOS_MEMORY_EXTRACTION_WAIT_MS`); a malformed value stops the server at
 * start. Unset, the hook's own default wait holds.
 */
export const memoryTurnSettings = (env: Environment = process.env): MemoryTurnHook.MemoryTurnOptions => {
  const name = "LIFEOS_MEMORY_EXTRACTION_WAIT_MS";
  const value = env[name]?.trim();
  if (value === undefined || value === "") return {};
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) throw new Error(`${name} must be an integer of at least 0, not "${value}"`);
  return { extractionWaitMs: parsed };
};
