import type { QuoteHistory } from "../marketData.js";
import { Series } from "./Series.js";

/** Each asset's closes as of a day, carried forward from the last known close. */
export class PriceBook {
  private readonly byAsset: Map<string, Series>;

  constructor(histories: ReadonlyArray<QuoteHistory>) {
    this.byAsset = new Map(histories.map((history) => [history.assetId as string, Series.fromArrays(history.dates, history.closes)]));
  }

  /** The close (fixed-point units) as of `date` and the day it was quoted, or undefined when the asset has no quote yet. */
  close(assetId: string, date: string) {
    return this.byAsset.get(assetId)?.at(date);
  }

  /** The asset's series (for the valuation loop), if it has quotes. */
  series(assetId: string): Series | undefined {
    return this.byAsset.get(assetId);
  }

  /** The day of the asset's newest quote. */
  lastDate(assetId: string): string | undefined {
    return this.byAsset.get(assetId)?.lastDate;
  }
}
