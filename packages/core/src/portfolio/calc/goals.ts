import type { Goal } from "../goal.js";
import type { DecimalString } from "../money.js";
import { daysBetween, dec, money, ZERO } from "../money.js";
import type { HoldingsSnapshot } from "./holdings.js";

export interface GoalProgress {
  readonly goalId: string;
  readonly name: string;
  readonly target: DecimalString;
  readonly current: DecimalString;
  /** current / target, capped at 1. */
  readonly progress: number;
  readonly remaining: DecimalString;
  readonly deadline: string | null;
  readonly daysLeft: number | null;
  /** What to add each month (30.44 days) to reach the target by the deadline, without growth; null without a deadline. */
  readonly monthlyNeeded: DecimalString | null;
}

/** Progress of a goal: the value (holdings and cash) of its accounts, or of all accounts when it lists none, as of the snapshot. */
export const goalProgress = (goal: Goal, snapshot: HoldingsSnapshot): GoalProgress => {
  const inGoal = (accountId: string | null) => goal.accountIds.length === 0 || (accountId !== null && goal.accountIds.includes(accountId as never));
  const current = snapshot.holdings
    .filter((holding) => inGoal(holding.accountId))
    .reduce((sum, holding) => sum.plus(dec(holding.marketValue)), ZERO)
    .plus(snapshot.cash.filter((cash) => inGoal(cash.accountId)).reduce((sum, cash) => sum.plus(dec(cash.amountBase)), ZERO));
  const target = dec(goal.targetAmount);
  const remaining = target.minus(current).gt(0) ? target.minus(current) : ZERO;
  const daysLeft = goal.deadline === null ? null : daysBetween(snapshot.asOf, goal.deadline);
  const months = daysLeft === null ? null : Math.max(daysLeft / 30.44, 1);
  return {
    goalId: goal.id,
    name: goal.name,
    target: money(target),
    current: money(current),
    progress: target.lte(0) ? 1 : Math.min(current.div(target).toNumber(), 1),
    remaining: money(remaining),
    deadline: goal.deadline,
    daysLeft,
    monthlyNeeded: months === null ? null : money(remaining.div(months)),
  };
};
