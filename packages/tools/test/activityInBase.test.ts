import { describe, expect, it } from "vitest";
import { activityInBase } from "../src/portfolio/activityInBase.js";

// An activity's amount and fee in the base currency, as the ledger converts them: its own rate, else the stored rate of its day.

const data = { baseCurrency: "EUR", fxRates: [{ base: "USD", quote: "EUR", date: "2025-06-30", rate: "0.9" }] } as never;
const activity = { amount: "8000", fee: "10", currency: "USD", date: "2025-07-01", fxRate: null };

describe("an activity in the base currency", () => {
  it("uses the stored rate of its day, and says its date", () => {
    expect(activityInBase(activity, data)).toEqual({ amountBase: "7200.00", feeBase: "9.00", rateDate: "2025-06-30" });
  });
  it("uses the activity's own rate first", () => {
    expect(activityInBase({ ...activity, fxRate: "0.8" }, data)).toEqual({ amountBase: "6400.00", feeBase: "8.00", rateDate: null });
  });
  it("keeps the base currency as it is, and says nothing without a rate", () => {
    expect(activityInBase({ ...activity, currency: "EUR" }, data)).toEqual({ amountBase: "8000", feeBase: "10", rateDate: null });
    expect(activityInBase({ ...activity, currency: "GBP" }, data)).toEqual({ amountBase: null, feeBase: null, rateDate: null });
  });
});
