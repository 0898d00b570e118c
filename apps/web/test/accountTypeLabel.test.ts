import { describe, expect, it } from "vitest";
import { accountTypeLabel, accountTypes } from "../src/portfolio/format.js";

describe("an account's type on the portfolio page", () => {
  it.each([
    ["SECURITIES", "Investment account"],
    ["CASH", "Cash account"],
    ["RETIREMENT", "Retirement account"],
    ["CRYPTO", "Crypto account"],
    ["OTHER", "Other account"],
    ["PENSION_2030", "PENSION_2030"],
  ])("%s reads %s", (type, label) => {
    expect(accountTypeLabel(type)).toBe(label);
  });

  it("offers every type the server stores, each in words", () => {
    expect(accountTypes).toEqual(["SECURITIES", "CASH", "RETIREMENT", "CRYPTO", "OTHER"]);
    for (const type of accountTypes) expect(accountTypeLabel(type)).not.toBe(type);
  });
});
