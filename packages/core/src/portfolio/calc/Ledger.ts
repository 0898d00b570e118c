import type { Activity, ActivityType } from "../activity.js";
import type { Dec } from "../money.js";
import { dec, ZERO } from "../money.js";
import type { FxTable } from "./FxTable.js";
import { pairTransfers } from "./transferPairs.js";

/** A FIFO lot: units bought together, with their total cost (fees included) in the asset's currency and in the base currency. */
export interface Lot {
  readonly quantity: Dec;
  readonly cost: Dec;
  readonly costBase: Dec;
  readonly date: string;
}

/** The first `quantity` units of a lot and the rest, the cost shared in proportion. */
export const splitLot = (lot: Lot, quantity: Dec): readonly [Lot, Lot] => {
  const cost = lot.cost.times(quantity).div(lot.quantity);
  const costBase = lot.costBase.times(quantity).div(lot.quantity);
  return [
    { quantity, cost, costBase, date: lot.date },
    { quantity: lot.quantity.minus(quantity), cost: lot.cost.minus(cost), costBase: lot.costBase.minus(costBase), date: lot.date },
  ];
};

/** What the ledger knows of one asset in one account. */
export interface Position {
  readonly accountId: string;
  readonly assetId: string;
  readonly currency: string;
  lots: Lot[];
  quantity: Dec;
  realisedBase: Dec;
  /** Sold more than held at some point (the excess has no cost). */
  short: boolean;
}

/** A flow in (+) or out (−) of the portfolio, in the base currency; transfers between own accounts are not flows. */
export interface Flow {
  readonly date: string;
  readonly accountId: string;
  readonly amountBase: Dec;
  /** True for the deposit assumed when a BUY costs more than the account's cash. */
  readonly implicit: boolean;
}

export interface IncomeRecord {
  readonly date: string;
  readonly accountId: string;
  readonly assetId: string | null;
  readonly type: "DIVIDEND" | "INTEREST";
  readonly amount: Dec;
  readonly currency: string;
  readonly amountBase: Dec;
}

export interface RealisedRecord {
  readonly date: string;
  readonly accountId: string;
  readonly assetId: string;
  readonly quantity: Dec;
  readonly proceedsBase: Dec;
  readonly costBase: Dec;
}

const rank: Record<ActivityType, number> = {
  DEPOSIT: 0,
  TRANSFER_OUT: 1,
  TRANSFER_IN: 2,
  BUY: 3,
  SPLIT: 4,
  DIVIDEND: 5,
  INTEREST: 6,
  SELL: 7,
  FEE: 8,
  TAX: 9,
  WITHDRAWAL: 10,
};

/** Activities in the order the ledger applies them: by date, then cash in, transfers, buys, splits, income, sells, costs, cash out. */
export const ledgerOrder = (activities: ReadonlyArray<Activity>): Activity[] =>
  [...activities].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : rank[a.type] - rank[b.type] || (a.id < b.id ? -1 : 1)));

/**
 * Replays activities in order and keeps positions (FIFO lots), cash per
 * account and currency, flows, income and realised gains. `applyUntil`
 * moves forward only, so a daily valuation and a holdings snapshot share one pass.
 *
 * Rules where brokers' data is incomplete: a BUY that costs more than the
 * account's cash in that currency is funded by an implicit deposit of the
 * shortfall (a flow), so portfolios recorded without deposits still have
 * returns; an unpaired transfer is a flow at its stated price (assets) or
 * amount (cash); amounts convert to the base currency with the activity's
 * `fxRate`, else the rate as of its day, else 1 with the pair listed in `missingFx`.
 */
export class Ledger {
  readonly positions = new Map<string, Position>();
  readonly cash = new Map<string, { readonly accountId: string; readonly currency: string; amount: Dec }>();
  readonly flows: Flow[] = [];
  readonly income: IncomeRecord[] = [];
  readonly realised: RealisedRecord[] = [];
  readonly missingFx = new Set<string>();
  feesBase: Dec = ZERO;
  /** Increases with every applied activity: a reader can tell that nothing changed. */
  version = 0;
  taxesBase: Dec = ZERO;
  private readonly ordered: Activity[];
  private readonly paired: ReadonlySet<string>;
  private readonly inTransit = new Map<string, Lot[]>();
  private next = 0;

  constructor(
    activities: ReadonlyArray<Activity>,
    private readonly assetCurrency: ReadonlyMap<string, string>,
    private readonly fx: FxTable,
    readonly baseCurrency: string,
  ) {
    this.ordered = ledgerOrder(activities);
    this.paired = pairTransfers(activities);
  }

  /** The first activity's day, if any. */
  get firstDate(): string | undefined {
    return this.ordered[0]?.date;
  }

  /** Applies every activity dated on or before `date` not applied yet; returns the base-currency flow of those activities. */
  applyUntil(date: string, inScope?: (accountId: string) => boolean): Dec {
    let flow = ZERO;
    const before = this.flows.length;
    while (this.next < this.ordered.length && this.ordered[this.next]!.date <= date) {
      this.apply(this.ordered[this.next++]!);
      this.version++;
    }
    for (let index = before; index < this.flows.length; index++) {
      const entry = this.flows[index]!;
      if (inScope === undefined || inScope(entry.accountId)) flow = flow.plus(entry.amountBase);
    }
    return flow;
  }

  toBase(amount: Dec, currency: string, date: string, fxRate: string | null = null): Dec {
    if (fxRate !== null) return amount.times(dec(fxRate));
    if (currency === this.baseCurrency || amount.isZero()) return amount;
    const rate = this.fx.rate(currency, this.baseCurrency, date);
    if (rate === undefined) {
      this.missingFx.add(`${currency}/${this.baseCurrency}`);
      return amount;
    }
    return amount.times(rate.rate);
  }

  private cashOf(accountId: string, currency: string) {
    const key = `${accountId}|${currency}`;
    let entry = this.cash.get(key);
    if (entry === undefined) this.cash.set(key, (entry = { accountId, currency, amount: ZERO }));
    return entry;
  }

  private positionOf(accountId: string, assetId: string): Position {
    const key = `${accountId}|${assetId}`;
    let position = this.positions.get(key);
    if (position === undefined) {
      position = {
        accountId,
        assetId,
        currency: this.assetCurrency.get(assetId) ?? this.baseCurrency,
        lots: [],
        quantity: ZERO,
        realisedBase: ZERO,
        short: false,
      };
      this.positions.set(key, position);
    }
    return position;
  }

  /** Takes `quantity` units FIFO from a position; returns the lots taken (an excess is a cost-free lot, and marks the position short). */
  private take(position: Position, quantity: Dec): Lot[] {
    const taken: Lot[] = [];
    let remaining = quantity;
    while (remaining.gt(0) && position.lots.length > 0) {
      const lot = position.lots[0]!;
      if (lot.quantity.lte(remaining)) {
        taken.push(lot);
        remaining = remaining.minus(lot.quantity);
        position.lots.shift();
      } else {
        const [part, rest] = splitLot(lot, remaining);
        taken.push(part);
        position.lots[0] = rest;
        remaining = ZERO;
      }
    }
    if (remaining.gt(0)) {
      position.short = true;
      taken.push({ quantity: remaining, cost: ZERO, costBase: ZERO, date: "" });
    }
    position.quantity = position.quantity.minus(quantity);
    return taken;
  }

  private addLot(position: Position, lot: Lot): void {
    position.lots.push(lot);
    position.quantity = position.quantity.plus(lot.quantity);
  }

  private flow(accountId: string, date: string, amountBase: Dec, implicit = false): void {
    if (!amountBase.isZero()) this.flows.push({ date, accountId, amountBase, implicit });
  }

  private apply(activity: Activity): void {
    const { date, currency, accountId } = activity;
    const quantity = activity.quantity === null ? ZERO : dec(activity.quantity);
    const unitPrice = activity.unitPrice === null ? ZERO : dec(activity.unitPrice);
    const amount = activity.amount === null ? ZERO : dec(activity.amount);
    const fee = activity.fee === "0" ? ZERO : dec(activity.fee);
    const base = (value: Dec) => this.toBase(value, currency, date, activity.fxRate);
    const cash = this.cashOf(accountId, currency);
    switch (activity.type) {
      case "BUY": {
        const cost = quantity.times(unitPrice).plus(fee);
        if (cash.amount.lt(cost)) {
          const shortfall = cost.minus(cash.amount.gt(0) ? cash.amount : ZERO);
          this.flow(accountId, date, base(shortfall), true);
          cash.amount = cash.amount.plus(shortfall);
        }
        cash.amount = cash.amount.minus(cost);
        const position = this.positionOf(accountId, activity.assetId!);
        this.addLot(position, { quantity, cost, costBase: base(cost), date });
        if (!fee.isZero()) this.feesBase = this.feesBase.plus(base(fee));
        return;
      }
      case "SELL": {
        const position = this.positionOf(accountId, activity.assetId!);
        const lots = this.take(position, quantity);
        const proceeds = quantity.times(unitPrice).minus(fee);
        const costBase = lots.reduce((sum, lot) => sum.plus(lot.costBase), ZERO);
        const proceedsBase = base(proceeds);
        position.realisedBase = position.realisedBase.plus(proceedsBase.minus(costBase));
        this.realised.push({ date, accountId, assetId: position.assetId, quantity, proceedsBase, costBase });
        cash.amount = cash.amount.plus(proceeds);
        this.feesBase = this.feesBase.plus(base(fee));
        return;
      }
      case "SPLIT": {
        const position = this.positionOf(accountId, activity.assetId!);
        position.lots = position.lots.map((lot) => ({ ...lot, quantity: lot.quantity.times(quantity) }));
        position.quantity = position.quantity.times(quantity);
        return;
      }
      case "DIVIDEND":
      case "INTEREST": {
        cash.amount = cash.amount.plus(amount).minus(fee);
        this.income.push({ date, accountId, assetId: activity.assetId, type: activity.type, amount, currency, amountBase: base(amount) });
        this.feesBase = this.feesBase.plus(base(fee));
        return;
      }
      case "DEPOSIT":
        cash.amount = cash.amount.plus(amount);
        this.flow(accountId, date, base(amount));
        return;
      case "WITHDRAWAL":
        cash.amount = cash.amount.minus(amount);
        this.flow(accountId, date, base(amount).neg());
        return;
      case "FEE":
        cash.amount = cash.amount.minus(amount);
        this.feesBase = this.feesBase.plus(base(amount));
        return;
      case "TAX":
        cash.amount = cash.amount.minus(amount);
        this.taxesBase = this.taxesBase.plus(base(amount));
        return;
      case "TRANSFER_OUT":
        return this.transferOut(activity, quantity, amount);
      case "TRANSFER_IN":
        return this.transferIn(activity, quantity, unitPrice, amount);
    }
  }

  private transferOut(activity: Activity, quantity: Dec, amount: Dec): void {
    const { date, accountId, currency } = activity;
    const paired = this.paired.has(activity.id);
    if (activity.assetId === null) {
      const cash = this.cashOf(accountId, currency);
      cash.amount = cash.amount.minus(amount);
      if (!paired) this.flow(accountId, date, this.toBase(amount, currency, date, activity.fxRate).neg());
      return;
    }
    const position = this.positionOf(accountId, activity.assetId);
    const lots = this.take(position, quantity);
    if (paired) {
      const key = activity.assetId;
      this.inTransit.set(key, [...(this.inTransit.get(key) ?? []), ...lots]);
      return;
    }
    // Out of the portfolio at its cost, or at the stated price when there is one.
    const value = activity.unitPrice !== null
      ? quantity.times(dec(activity.unitPrice))
      : lots.reduce((sum, lot) => sum.plus(lot.cost), ZERO);
    this.flow(accountId, date, this.toBase(value, position.currency, date, activity.fxRate).neg());
  }

  private transferIn(activity: Activity, quantity: Dec, unitPrice: Dec, amount: Dec): void {
    const { date, accountId, currency } = activity;
    const paired = this.paired.has(activity.id);
    if (activity.assetId === null) {
      const cash = this.cashOf(accountId, currency);
      cash.amount = cash.amount.plus(amount);
      if (!paired) this.flow(accountId, date, this.toBase(amount, currency, date, activity.fxRate));
      return;
    }
    const position = this.positionOf(accountId, activity.assetId);
    if (paired) {
      let remaining = quantity;
      const pool = this.inTransit.get(activity.assetId) ?? [];
      while (remaining.gt(0) && pool.length > 0) {
        const lot = pool[0]!;
        if (lot.quantity.lte(remaining)) {
          this.addLot(position, lot);
          remaining = remaining.minus(lot.quantity);
          pool.shift();
        } else {
          const [part, rest] = splitLot(lot, remaining);
          this.addLot(position, part);
          pool[0] = rest;
          remaining = ZERO;
        }
      }
      if (remaining.isZero()) return;
      quantity = remaining;
    }
    const cost = quantity.times(unitPrice);
    const costBase = this.toBase(cost, position.currency, date, activity.fxRate);
    this.addLot(position, { quantity, cost, costBase, date });
    this.flow(accountId, date, costBase);
  }
}
