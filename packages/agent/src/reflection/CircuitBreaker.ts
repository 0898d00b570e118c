/**
 * Closed until `failures` calls in a row fail, then open for `openMs`: while
 * open `allow` is false; after it one trial is allowed (half-open), whose
 * success closes the breaker and whose failure opens it again.
 */
export interface CircuitBreaker {
  readonly allow: (now?: number) => boolean;
  readonly success: () => void;
  readonly failure: (now?: number) => void;
  readonly state: (now?: number) => "closed" | "open" | "halfOpen";
}

export const makeCircuitBreaker = (failures: number, openMs: number): CircuitBreaker => {
  let inRow = 0;
  let openedAt: number | null = null;
  let trialRunning = false;
  const state = (now = Date.now()) => (openedAt === null ? "closed" : now - openedAt >= openMs ? "halfOpen" : "open");
  return {
    state,
    allow: (now = Date.now()) => {
      const current = state(now);
      if (current === "closed") return true;
      if (current === "open" || trialRunning) return false;
      trialRunning = true;
      return true;
    },
    success: () => {
      inRow = 0;
      openedAt = null;
      trialRunning = false;
    },
    failure: (now = Date.now()) => {
      inRow++;
      if (trialRunning || inRow >= failures) openedAt = now;
      trialRunning = false;
    },
  };
};
