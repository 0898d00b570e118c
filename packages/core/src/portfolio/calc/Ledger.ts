import type { ActivityType, LedgerActivity } from "../activity.js";
import type { FxTable } from "./FxTable.js";
import { fixedOf, fixedOrZero, mulDivFixed, mulFixed } from "./fixed.js";
import { pairTransfers } from "./transferPairs.js";

// Every amount here is fixed-point units of 10⁻¹⁰ (see `fixed.ts`): exact
// decimals, fast enough to replay tens of thousands of activities.

/** A FIFO lot: units bought together, with their total cost (fees included) in the asset's currency and in the base currency. */
export interface Lot {
  readonly quantity: bigint;
  readonly cost: bigint;
  readonly costBase: bigint;
  readonly date: string;
}

/** The first `quantity` units of a lot and the rest, the cost shared in proportion. */
export const splitLot = (lot: Lot, quantity: bigint): readonly [Lot, Lot] => {
  const cost = mulDivFixed(lot.cost, quantity, lot.quantity);
  const costBase = mulDivFixed(lot.costBase, quantity, lot.quantity);
  return [
    { quantity, cost, costBase, date: lot.date },
    { quantity: lot.quantity - quantity, cost: lot.cost - cost, costBase: lot.costBase - costBase, date: lot.date },
  ];
};

/** What the ledger knows of one asset in one account. */
export interface Position {
  readonly accountId: string;
  readonly assetId: string;
  readonly currency: string;
  lots: Lot[];
  quantity: bigint;
  realisedBase: bigint;
  /** Sold more than held at some point (the excess has no cost). */
  short: boolean;
}

/** A flow in (+) or out (−) of the portfolio, in the base currency; transfers between own accounts are not flows. */
export interface Flow {
  readonly date: string;
  readonly accountId: string;
  readonly amountBase: bigint;
  /** True for the deposit assumed when a BUY costs more than the account's cash. */
  readonly implicit: boolean;
}

export interface IncomeRecord {
  readonly date: string;
  readonly accountId: string;
  readonly assetId: string | null;
  readonly type: "DIVIDEND" | "INTEREST";
  readonly amount: bigint;
  readonly currency: string;
  readonly amountBase: bigint;
}

export interface RealisedRecord {
  readonly date: string;
  readonly accountId: string;
  readonly assetId: string;
  readonly quantity: bigint;
  readonly proceedsBase: bigint;
  readonly costBase: bigint;
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
export const ledgerOrder = <A extends LedgerActivity>(activities: ReadonlyArray<A>): A[] => {
  let ordered = true;
  let byDateAndId = true;
  for (let index = 1; index < activities.length && (ordered || byDateAndId); index++) {
    const a = activities[index - 1]!;
    const b = activities[index]!;
    if (a.date > b.date || (a.date === b.date && (rank[a.type] > rank[b.type] || (rank[a.type] === rank[b.type] && a.id > b.id)))) ordered = false;
    if (a.date > b.date || (a.date === b.date && a.id > b.id)) byDateAndId = false;
  }
  if (ordered) return [...activities];
  if (!byDateAndId) return [...activities].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : rank[a.type] - rank[b.type] || (a.id < b.id ? -1 : 1)));
  // In the repositories' order (date, then id): only each day's activities are put in rank order, by a
  // stable sort that keeps the id order among equal ranks.
  const result: A[] = [];
  for (let start = 0, end = 1; start < activities.length; start = end, end = start + 1) {
    while (end < activities.length && activities[end]!.date === activities[start]!.date) end++;
    if (end - start === 1) result.push(activities[start]!);
    else result.push(...activities.slice(start, end).sort((a, b) => rank[a.type] - rank[b.type]));
  }
  return result;
};

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
  readonly cash = new Map<string, { readonly accountId: string; readonly currency: string; amount: bigint }>();
  readonly flows: Flow[] = [];
  readonly income: IncomeRecord[] = [];
  readonly realised: RealisedRecord[] = [];
  readonly missingFx = new Set<string>();
  feesBase = 0n;
  /** Increases with every applied activity: a reader can tell that nothing changed. */
  version = 0;
  taxesBase = 0n;
  private readonly ordered: LedgerActivity[];
  private readonly paired: ReadonlySet<string>;
  private readonly inTransit = new Map<string, Lot[]>();
  // `cash` and `positions` by account, then currency or asset: found without building a key per activity.
  private readonly cashByAccount = new Map<string, Map<string, { readonly accountId: string; readonly currency: string; amount: bigint }>>();
  private readonly positionsByAccount = new Map<string, Map<string, Position>>();
  private next = 0;

  constructor(
    activities: ReadonlyArray<LedgerActivity>,
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
  applyUntil(date: string, inScope?: (accountId: string) => boolean): bigint {
    let flow = 0n;
    const before = this.flows.length;
    while (this.next < this.ordered.length && this.ordered[this.next]!.date <= date) {
      this.apply(this.ordered[this.next++]!);
      this.version++;
    }
    for (let index = before; index < this.flows.length; index++) {
      const entry = this.flows[index]!;
      if (inScope === undefined || inScope(entry.accountId)) flow += entry.amountBase;
    }
    return flow;
  }

  toBase(amount: bigint, currency: string, date: string, fxRate: string | null = null): bigint {
    if (fxRate !== null) return mulFixed(amount, fixedOf(fxRate));
    if (currency === this.baseCurrency || amount === 0n) return amount;
    const converted = this.fx.convert(amount, currency, this.baseCurrency, date);
    if (converted === undefined) {
      this.missingFx.add(`${currency}/${this.baseCurrency}`);
      return amount;
    }
    return converted;
  }

  private cashOf(accountId: string, currency: string) {
    let byCurrency = this.cashByAccount.get(accountId);
    if (byCurrency === undefined) this.cashByAccount.set(accountId, (byCurrency = new Map()));
    let entry = byCurrency.get(currency);
    if (entry === undefined) {
      byCurrency.set(currency, (entry = { accountId, currency, amount: 0n }));
      this.cash.set(`${accountId}|${currency}`, entry);
    }
    return entry;
  }

  private positionOf(accountId: string, assetId: string): Position {
    let byAsset = this.positionsByAccount.get(accountId);
    if (byAsset === undefined) this.positionsByAccount.set(accountId, (byAsset = new Map()));
    let position = byAsset.get(assetId);
    if (position === undefined) {
      position = {
        accountId,
        assetId,
        currency: this.assetCurrency.get(assetId) ?? this.baseCurrency,
        lots: [],
        quantity: 0n,
        realisedBase: 0n,
        short: false,
      };
      byAsset.set(assetId, position);
      this.positions.set(`${accountId}|${assetId}`, position);
    }
    return position;
  }

  /** Takes `quantity` units FIFO from a position; returns the lots taken (an excess is a cost-free lot, and marks the position short). */
  private take(position: Position, quantity: bigint): Lot[] {
    const taken: Lot[] = [];
    let remaining = quantity;
    while (remaining > 0n && position.lots.length > 0) {
      const lot = position.lots[0]!;
      if (lot.quantity <= remaining) {
        taken.push(lot);
        remaining -= lot.quantity;
        position.lots.shift();
      } else {
        const [part, rest] = splitLot(lot, remaining);
        taken.push(part);
        position.lots[0] = rest;
        remaining = 0n;
      }
    }
    if (remaining > 0n) {
      position.short = true;
      taken.push({ quantity: remaining, cost: 0n, costBase: 0n, date: "" });
    }
    position.quantity -= quantity;
    return taken;
  }

  private addLot(position: Position, lot: Lot): void {
    position.lots.push(lot);
    position.quantity += lot.quantity;
  }

  private flow(accountId: string, date: string, amountBase: bigint, implicit = false): void {
    if (amountBase !== 0n) this.flows.push({ date, accountId, amountBase, implicit });
  }

  private apply(activity: LedgerActivity): void {
    const { date, currency, accountId } = activity;
    const quantity = fixedOrZero(activity.quantity);
    const unitPrice = fixedOrZero(activity.unitPrice);
    const amount = fixedOrZero(activity.amount);
    const fee = activity.fee === "0" ? 0n : fixedOf(activity.fee);
    const fxRate = activity.fxRate;
    const cash = this.cashOf(accountId, currency);
    switch (activity.type) {
      case "BUY": {
        const cost = mulFixed(quantity, unitPrice) + fee;
        if (cash.amount < cost) {
          const shortfall = cost - (cash.amount > 0n ? cash.amount : 0n);
          this.flow(accountId, date, this.toBase(shortfall, currency, date, fxRate), true);
          cash.amount += shortfall;
        }
        cash.amount -= cost;
        const position = this.positionOf(accountId, activity.assetId!);
        this.addLot(position, { quantity, cost, costBase: this.toBase(cost, currency, date, fxRate), date });
        if (fee !== 0n) this.feesBase += this.toBase(fee, currency, date, fxRate);
        return;
      }
      case "SELL": {
        const position = this.positionOf(accountId, activity.assetId!);
        const lots = this.take(position, quantity);
        const proceeds = mulFixed(quantity, unitPrice) - fee;
        let costBase = 0n;
        for (const lot of lots) costBase += lot.costBase;
        const proceedsBase = this.toBase(proceeds, currency, date, fxRate);
        position.realisedBase += proceedsBase - costBase;
        this.realised.push({ date, accountId, assetId: position.assetId, quantity, proceedsBase, costBase });
        cash.amount += proceeds;
        if (fee !== 0n) this.feesBase += this.toBase(fee, currency, date, fxRate);
        return;
      }
      case "SPLIT": {
        const position = this.positionOf(accountId, activity.assetId!);
        position.lots = position.lots.map((lot) => ({ ...lot, quantity: mulFixed(lot.quantity, quantity) }));
        position.quantity = mulFixed(position.quantity, quantity);
        return;
      }
      case "DIVIDEND":
      case "INTEREST": {
        cash.amount += amount - fee;
        this.income.push({ date, accountId, assetId: activity.assetId, type: activity.type, amount, currency, amountBase: this.toBase(amount, currency, date, fxRate) });
        if (fee !== 0n) this.feesBase += this.toBase(fee, currency, date, fxRate);
        return;
      }
      case "DEPOSIT":
        cash.amount += amount;
        this.flow(accountId, date, this.toBase(amount, currency, date, fxRate));
        return;
      case "WITHDRAWAL":
        cash.amount -= amount;
        this.flow(accountId, date, -this.toBase(amount, currency, date, fxRate));
        return;
      case "FEE":
        cash.amount -= amount;
        this.feesBase += this.toBase(amount, currency, date, fxRate);
        return;
      case "TAX":
        cash.amount -= amount;
        this.taxesBase += this.toBase(amount, currency, date, fxRate);
        return;
      case "TRANSFER_OUT":
        return this.transferOut(activity, quantity, amount);
      case "TRANSFER_IN":
        return this.transferIn(activity, quantity, unitPrice, amount);
    }
  }

  private transferOut(activity: LedgerActivity, quantity: bigint, amount: bigint): void {
    const { date, accountId, currency } = activity;
    const paired = this.paired.has(activity.id);
    if (activity.assetId === null) {
      const cash = this.cashOf(accountId, currency);
      cash.amount -= amount;
      if (!paired) this.flow(accountId, date, -this.toBase(amount, currency, date, activity.fxRate));
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
    const value = activity.unitPrice !== null ? mulFixed(quantity, fixedOf(activity.unitPrice)) : lots.reduce((sum, lot) => sum + lot.cost, 0n);
    this.flow(accountId, date, -this.toBase(value, position.currency, date, activity.fxRate));
  }

  private transferIn(activity: LedgerActivity, quantity: bigint, unitPrice: bigint, amount: bigint): void {
    const { date, accountId, currency } = activity;
    const paired = this.paired.has(activity.id);
    if (activity.assetId === null) {
      const cash = this.cashOf(accountId, currency);
      cash.amount += amount;
      if (!paired) this.flow(accountId, date, this.toBase(amount, currency, date, activity.fxRate));
      return;
    }
    const position = this.positionOf(accountId, activity.assetId);
    if (paired) {
      let remaining = quantity;
      const pool = this.inTransit.get(activity.assetId) ?? [];
      while (remaining > 0n && pool.length > 0) {
        const lot = pool[0]!;
        if (lot.quantity <= remaining) {
          this.addLot(position, lot);
          remaining -= lot.quantity;
          pool.shift();
        } else {
          const [part, rest] = splitLot(lot, remaining);
          this.addLot(position, part);
          pool[0] = rest;
          remaining = 0n;
        }
      }
      if (remaining === 0n) return;
      quantity = remaining;
    }
    const cost = mulFixed(quantity, unitPrice);
    const costBase = this.toBase(cost, position.currency, date, activity.fxRate);
    this.addLot(position, { quantity, cost, costBase, date });
    this.flow(accountId, date, costBase);
  }
}
