import { describe, expect, it } from "vitest";
import { sliceName } from "../src/portfolio/format.js";

describe("an allocation slice's name on the portfolio page and chat cards", () => {
  it.each([
    ["assetClass", "EQUITY", "Stocks"],
    ["assetClass", "BOND", "Bonds"],
    ["assetClass", "CASH", "Cash"],
    ["assetClass", "REAL_ESTATE", "Real estate"],
    ["assetClass", "Unclassified", "Unclassified"],
    ["sector", "CASH", "Cash"],
    ["sector", "Technology", "Technology"],
    ["currency", "EUR", "EUR"],
    ["account", "CASH", "CASH"],
  ])("by %s, %s reads %s", (by, key, name) => {
    expect(sliceName(by, key)).toBe(name);
  });
});
