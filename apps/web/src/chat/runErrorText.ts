import type { RunErrorWords } from "./chatWords.js";

/** An ended run's error in words a person can act on, and whether Settings is where to fix it. */
export interface RunErrorText {
  readonly text: string;
  readonly settings: boolean;
}

/**
 * Says what went wrong with an answer plainly, in `words`' language: a refused
 * key, an unknown model, an unreachable server point to Settings; the
 * server's own words otherwise.
 */
export const runErrorText = (code: string, message: string, words: RunErrorWords): RunErrorText => {
  const provider = code === "PROVIDER_ERROR" || code === "MISSING_API_KEY";
  if (code === "MISSING_API_KEY") return { text: words.missingKey, settings: true };
  if (provider && /\b401\b|refused the API key|incorrect api key|invalid api key/i.test(message)) return { text: words.refusedKey, settings: true };
  if (provider && /\b403\b/.test(message)) return { text: words.refusedAccess, settings: true };
  if (provider && /\b404\b/.test(message)) return { text: words.unknownModel, settings: true };
  if (provider && /could not reach|connection failed/i.test(message)) return { text: words.unreachable, settings: true };
  if (code === "RATE_LIMITED") return { text: words.rateLimited, settings: false };
  if (code === "TIMEOUT") return { text: words.timeout, settings: false };
  if (provider) return { text: words.checkSettings(message.replace(/\.$/, "")), settings: true };
  return { text: message, settings: false };
};
