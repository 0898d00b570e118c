import type { LedgerActivity } from "../activity.js";
import { daysBetween } from "../money.js";

/** How many days a TRANSFER_IN may follow its TRANSFER_OUT and still be the same move. */
export const transferWindowDays = 7;

/**
 * Pairs each TRANSFER_OUT with a TRANSFER_IN into another account of the
 * same asset and quantity (or, for cash, the same currency and amount) on
 * the same day or up to `transferWindowDays` after. Paired transfers move
 * lots (with their cost and dates) between accounts and are not flows in or
 * out of the portfolio; unpaired ones are. Returns the ids of paired activities.
 */
export const pairTransfers = (activities: ReadonlyArray<LedgerActivity>): ReadonlySet<string> => {
  const paired = new Set<string>();
  const ins: LedgerActivity[] = [];
  const outs: LedgerActivity[] = [];
  for (const activity of activities) {
    if (activity.type === "TRANSFER_IN") ins.push(activity);
    else if (activity.type === "TRANSFER_OUT") outs.push(activity);
  }
  for (const out of outs) {
    const match = ins.find(
      (candidate) =>
        !paired.has(candidate.id) &&
        candidate.accountId !== out.accountId &&
        candidate.assetId === out.assetId &&
        (out.assetId === null
          ? candidate.currency === out.currency && candidate.amount === out.amount
          : candidate.quantity === out.quantity) &&
        daysBetween(out.date, candidate.date) >= 0 &&
        daysBetween(out.date, candidate.date) <= transferWindowDays,
    );
    if (match !== undefined) {
      paired.add(out.id);
      paired.add(match.id);
    }
  }
  return paired;
};
