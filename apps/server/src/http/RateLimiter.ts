/**
 * A token bucket per client key (a token hash, "local", or a client address): each key may
 * make `perMinute` requests per minute with bursts up to that many. A
 * `perMinute` of 0 disables the limit. Idle buckets are forgotten.
 */
export interface RateLimiter {
  /** Takes one request from the key's bucket: 0 when allowed, else the milliseconds until one is. */
  readonly take: (key: string, now?: number) => number;
  /** What `take` would answer, without taking anything. */
  readonly waitMs: (key: string, now?: number) => number;
}

export const makeRateLimiter = (perMinute: number): RateLimiter => {
  const buckets = new Map<string, { tokens: number; updatedAt: number }>();
  const ratePerMs = perMinute / 60_000;
  let lastSweep = 0;
  const sweep = (now: number) => {
    if (now - lastSweep < 60_000) return;
    lastSweep = now;
    for (const [key, bucket] of buckets) if (now - bucket.updatedAt > 120_000) buckets.delete(key);
  };
  const refilled = (key: string, now: number) => {
    sweep(now);
    const bucket = buckets.get(key) ?? { tokens: perMinute, updatedAt: now };
    bucket.tokens = Math.min(perMinute, bucket.tokens + (now - bucket.updatedAt) * ratePerMs);
    bucket.updatedAt = now;
    buckets.set(key, bucket);
    return bucket;
  };
  const wait = (tokens: number) => (tokens >= 1 ? 0 : Math.ceil((1 - tokens) / ratePerMs));
  return {
    take: (key, now = Date.now()) => {
      if (perMinute <= 0) return 0;
      const bucket = refilled(key, now);
      if (bucket.tokens < 1) return wait(bucket.tokens);
      bucket.tokens -= 1;
      return 0;
    },
    waitMs: (key, now = Date.now()) => (perMinute <= 0 ? 0 : wait(refilled(key, now).tokens)),
  };
};
