import type { ActivityType, NewAccount, NewAsset } from "@lifeos/core";
import { shiftDays } from "@lifeos/core";

/** Every sample account's name starts with this, so the sample is easy to see and to remove. */
export const samplePrefix = "Sample · ";

export interface SampleActivity {
  readonly account: string;
  readonly symbol: string | null;
  readonly type: ActivityType;
  readonly date: string;
  readonly quantity: string | null;
  readonly unitPrice: string | null;
  readonly amount: string | null;
  readonly fee: string;
  readonly currency: string;
  readonly importKey: string;
}

export interface SamplePortfolio {
  readonly accounts: ReadonlyArray<NewAccount>;
  readonly assets: ReadonlyArray<NewAsset>;
  readonly activities: ReadonlyArray<SampleActivity>;
  readonly quotes: ReadonlyArray<{ readonly symbol: string; readonly date: string; readonly close: string }>;
  readonly fxRates: ReadonlyArray<{ readonly base: string; readonly quote: string; readonly date: string; readonly rate: string }>;
}

/** A small deterministic generator (mulberry32), so the sample is the same on every machine. */
const random = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let value = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
  return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
};

const eurAccount = `${samplePrefix}Lisbon broker`;
const usdAccount = `${samplePrefix}US broker`;

const assets: ReadonlyArray<NewAsset & { readonly start: number; readonly drift: number; readonly vol: number }> = [
  { symbol: "VWCE", name: "Vanguard FTSE All-World UCITS ETF (Acc)", assetClass: "EQUITY", sector: "Diversified", region: "Global", currency: "EUR", start: 95, drift: 0.07, vol: 0.15 },
  { symbol: "AGGH", name: "iShares Core Global Aggregate Bond UCITS ETF", assetClass: "BOND", sector: "Government & corporate bonds", region: "Global", currency: "EUR", start: 5, drift: 0.02, vol: 0.05 },
  { symbol: "EDP", name: "EDP - Energias de Portugal", assetClass: "EQUITY", sector: "Utilities", region: "Europe", currency: "EUR", start: 4.2, drift: 0.02, vol: 0.22 },
  { symbol: "MSFT", name: "Microsoft", assetClass: "EQUITY", sector: "Technology", region: "North America", currency: "USD", start: 250, drift: 0.12, vol: 0.25 },
  { symbol: "KO", name: "Coca-Cola", assetClass: "EQUITY", sector: "Consumer staples", region: "North America", currency: "USD", start: 58, drift: 0.04, vol: 0.15 },
];

/** The symbols of the sample's assets. */
export const sampleSymbols: ReadonlyArray<string> = assets.map((asset) => asset.symbol);

const fixed = (value: number, places: number) => value.toFixed(places);
const isWeekday = (date: string) => {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day !== 0 && day !== 6;
};

/**
 * A sample portfolio of two accounts in two currencies over the three years
 * ending `today`: monthly deposits and ETF buys, quarterly bond and US share
 * buys, US dividends in dollars, Portuguese dividends, interest, fees, a
 * sale at a loss and one at a gain (about 200 activities), weekday quotes
 * for five assets and EUR/USD rates. Deterministic for a given `today`.
 */
export const generateSamplePortfolio = (today: string): SamplePortfolio => {
  const next = random(20240917);
  const start = shiftDays(today, -3 * 365);
  const quotes: Array<{ symbol: string; date: string; close: string }> = [];
  const fxRates: Array<{ base: string; quote: string; date: string; rate: string }> = [];
  const price = new Map<string, number>(assets.map((asset) => [asset.symbol, asset.start]));
  const priceOn = new Map<string, number>();
  let fx = 1.08;
  for (let date = start; date <= today; date = shiftDays(date, 1)) {
    if (!isWeekday(date)) continue;
    for (const asset of assets) {
      const daily = asset.drift / 252 + (asset.vol / Math.sqrt(252)) * (next() + next() + next() - 1.5) * 2;
      const value = Math.max(price.get(asset.symbol)! * (1 + daily), 0.5);
      price.set(asset.symbol, value);
      priceOn.set(`${asset.symbol}/${date}`, value);
      quotes.push({ symbol: asset.symbol, date, close: fixed(value, 2) });
    }
    fx = Math.min(Math.max(fx * (1 + (next() - 0.5) * 0.008), 0.95), 1.25);
    fxRates.push({ base: "EUR", quote: "USD", date, rate: fixed(fx, 4) });
  }
  const closeOn = (symbol: string, date: string): number => {
    for (let day = date, tries = 0; tries < 7; day = shiftDays(day, -1), tries++) {
      const value = priceOn.get(`${symbol}/${day}`);
      if (value !== undefined) return Number(value.toFixed(2));
    }
    return assets.find((asset) => asset.symbol === symbol)!.start;
  };
  const activities: SampleActivity[] = [];
  const add = (activity: Omit<SampleActivity, "importKey" | "fee"> & { readonly fee?: string }) =>
    activities.push({ fee: "0", ...activity, importKey: `sample:${activities.length + 1}` });
  const firstMonth = new Date(`${start}T00:00:00Z`);
  for (let month = 0; month < 36; month++) {
    const day = new Date(Date.UTC(firstMonth.getUTCFullYear(), firstMonth.getUTCMonth() + month + 1, 3)).toISOString().slice(0, 10);
    if (day > today) break;
    add({ account: eurAccount, symbol: null, type: "DEPOSIT", date: day, quantity: null, unitPrice: null, amount: "600", currency: "EUR" });
    const vwce = closeOn("VWCE", day);
    add({ account: eurAccount, symbol: "VWCE", type: "BUY", date: day, quantity: String(Math.floor(450 / vwce)), unitPrice: fixed(vwce, 2), amount: null, fee: "1.50", currency: "EUR" });
    add({ account: eurAccount, symbol: null, type: "INTEREST", date: shiftDays(day, 25), quantity: null, unitPrice: null, amount: fixed(1 + next() * 2, 2), currency: "EUR" });
    if (month % 3 === 0) {
      const aggh = closeOn("AGGH", day);
      add({ account: eurAccount, symbol: "AGGH", type: "BUY", date: shiftDays(day, 1), quantity: String(Math.floor(300 / aggh)), unitPrice: fixed(aggh, 2), amount: null, fee: "1.00", currency: "EUR" });
      add({ account: usdAccount, symbol: null, type: "DEPOSIT", date: day, quantity: null, unitPrice: null, amount: "2000", currency: "USD" });
      const msft = closeOn("MSFT", shiftDays(day, 2));
      add({ account: usdAccount, symbol: "MSFT", type: "BUY", date: shiftDays(day, 2), quantity: "3", unitPrice: fixed(msft, 2), amount: null, fee: "1.00", currency: "USD" });
      const ko = closeOn("KO", shiftDays(day, 2));
      add({ account: usdAccount, symbol: "KO", type: "BUY", date: shiftDays(day, 2), quantity: "10", unitPrice: fixed(ko, 2), amount: null, fee: "1.00", currency: "USD" });
      add({ account: usdAccount, symbol: "MSFT", type: "DIVIDEND", date: shiftDays(day, 40), quantity: null, unitPrice: null, amount: fixed(0.75 * 3 * (month / 3 + 1), 2), currency: "USD" });
      add({ account: usdAccount, symbol: "KO", type: "DIVIDEND", date: shiftDays(day, 45), quantity: null, unitPrice: null, amount: fixed(0.46 * 10 * (month / 3 + 1), 2), currency: "USD" });
      add({ account: usdAccount, symbol: null, type: "TAX", date: shiftDays(day, 45), quantity: null, unitPrice: null, amount: fixed(0.15 * (0.75 * 3 + 0.46 * 10) * (month / 3 + 1), 2), currency: "USD" });
    }
    if (month % 6 === 1) {
      const edp = closeOn("EDP", day);
      add({ account: eurAccount, symbol: null, type: "DEPOSIT", date: shiftDays(day, 3), quantity: null, unitPrice: null, amount: "1000", currency: "EUR" });
      add({ account: eurAccount, symbol: "EDP", type: "BUY", date: shiftDays(day, 3), quantity: "200", unitPrice: fixed(edp, 2), amount: null, fee: "2.00", currency: "EUR" });
    }
    if (month % 12 === 5) {
      add({ account: eurAccount, symbol: "EDP", type: "DIVIDEND", date: shiftDays(day, 10), quantity: null, unitPrice: null, amount: fixed(0.195 * 200 * Math.ceil((month + 1) / 6), 2), currency: "EUR" });
      add({ account: eurAccount, symbol: null, type: "FEE", date: shiftDays(day, 20), quantity: null, unitPrice: null, amount: "12.00", currency: "EUR" });
    }
  }
  const middle = shiftDays(start, 540);
  add({ account: eurAccount, symbol: "EDP", type: "SELL", date: middle, quantity: "100", unitPrice: fixed(closeOn("EDP", middle), 2), amount: null, fee: "2.00", currency: "EUR" });
  const late = shiftDays(today, -60);
  add({ account: usdAccount, symbol: "MSFT", type: "SELL", date: late, quantity: "3", unitPrice: fixed(closeOn("MSFT", late), 2), amount: null, fee: "1.00", currency: "USD" });
  return {
    accounts: [
      { name: eurAccount, type: "SECURITIES", currency: "EUR" },
      { name: usdAccount, type: "SECURITIES", currency: "USD" },
    ],
    assets: assets.map(({ start: _start, drift: _drift, vol: _vol, ...asset }) => asset),
    activities: activities.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0)).filter((activity) => activity.date <= today),
    quotes,
    fxRates,
  };
};
