/** An ended run's error in words a person can act on, and whether Settings is where to fix it. */
export interface RunErrorText {
  readonly text: string;
  readonly settings: boolean;
}

/**
 * Says what went wrong with an answer plainly: a refused key, an unknown
 * model, an unreachable server point to Settings; the server's own words
 * otherwise.
 */
export const runErrorText = (code: string, message: string): RunErrorText => {
  const provider = code === "PROVIDER_ERROR" || code === "MISSING_API_KEY";
  if (code === "MISSING_API_KEY") return { text: "No API key is set for the model server — add one in Settings.", settings: true };
  if (provider && /\b401\b|refused the API key|incorrect api key|invalid api key/i.test(message)) {
    return { text: "The model server refused the API key — check Settings.", settings: true };
  }
  if (provider && /\b403\b/.test(message)) return { text: "The model server refused access with this key — check Settings.", settings: true };
  if (provider && /\b404\b/.test(message)) {
    return { text: "The model server does not know this model (or this address) — check the model name and base URL in Settings.", settings: true };
  }
  if (provider && /could not reach|connection failed/i.test(message)) {
    return { text: "Could not reach the model server — check the base URL in Settings, and that the server is running.", settings: true };
  }
  if (code === "RATE_LIMITED") return { text: "The model server is rate limiting requests — try again in a moment.", settings: false };
  if (code === "TIMEOUT") return { text: "The model server took too long to answer — try again.", settings: false };
  if (provider) return { text: `${message.replace(/\.$/, "")} — check Settings.`, settings: true };
  return { text: message, settings: false };
};
