import type { PortfolioData } from "./PortfolioData.js";

const memos = new WeakMap<PortfolioData, Map<string, unknown>>();

/**
 * The result of `compute` for this loaded portfolio and `key`, computed once:
 * a loaded portfolio never changes (a write loads a new one), so several
 * questions about the same data share one calculation.
 */
export const memoized = <A>(data: PortfolioData, key: string, compute: () => A): A => {
  let memo = memos.get(data);
  if (memo === undefined) memos.set(data, (memo = new Map()));
  if (memo.has(key)) return memo.get(key) as A;
  const value = compute();
  if (memo.size > 200) memo.clear();
  memo.set(key, value);
  return value;
};
