import type { ReflectionOptions } from "@lifeos/agent";
import { defaultReflectionOptions } from "@lifeos/agent";

type Environment = Readonly<Record<string, string | undefined>>;

/** What configures `POST /reflect` (README, "Reflection"). */
export interface ReflectionSettings {
  readonly options: ReflectionOptions;
  /** Reflections per minute per client (0: no limit beyond the API's). */
  readonly requestsPerMinute: number;
}

const integer = (env: Environment, name: string, fallback: number, minimum: number): number => {
  const value = env[name];
  if (value === undefined || value.trim() === "") return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < minimum) throw new Error(`${name} must be an integer of at least ${minimum}, not "${value}"`);
  return parsed;
};

const flag = (env: Environment, name: string): boolean => {
  const value = env[name]?.trim().toLowerCase();
  if (value === undefined || value === "") return false;
  if (["true", "1", "yes"].includes(value)) return true;
  if (["false", "0", "no"].includes(value)) return false;
  throw new Error(`${name} must be true or false, not "${value}"`);
};

/** Reads the reflection settings from the environment; a malformed value stops the server at start. */
export const reflectionSettings = (env: Environment = process.env): ReflectionSettings => ({
  options: {
    ...defaultReflectionOptions,
    agentTimeoutMs: integer(env, "LIFEOS_REFLECT_AGENT_TIMEOUT_MS", defaultReflectionOptions.agentTimeoutMs, 1),
    deadlineMs: integer(env, "LIFEOS_REFLECT_DEADLINE_MS", defaultReflectionOptions.deadlineMs, 1),
    composerTimeoutMs: integer(env, "LIFEOS_REFLECT_COMPOSER_TIMEOUT_MS", defaultReflectionOptions.composerTimeoutMs, 1),
    llmComposer: flag(env, "LIFEOS_REFLECT_LLM_COMPOSER"),
    limits: {
      ...defaultReflectionOptions.limits,
      maxPrompts: integer(env, "LIFEOS_REFLECT_MAX_PROMPTS", defaultReflectionOptions.limits.maxPrompts, 1),
      maxPerSource: integer(env, "LIFEOS_REFLECT_MAX_PER_SOURCE", defaultReflectionOptions.limits.maxPerSource, 1),
    },
  },
  requestsPerMinute: integer(env, "LIFEOS_REFLECT_RATE_LIMIT", 30, 0),
});
