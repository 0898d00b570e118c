import { describe, expect, it } from "vitest";
import { fileSize } from "../src/documents/documentsWords.js";
import { monthText, shortMonthText } from "../src/language/momentText.js";
import { accountTypeLabel, decimal, money, percent, sliceName, wholePercent } from "../src/portfolio/format.js";

// Intl may separate a unit or a percent sign with a no-break space: compared with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

describe("a document's size in the person's numbers", () => {
  it.each([
    [512, "en-US", "512 byte"],
    [1536, "en-US", "1.5 kB"],
    [1536, "pt-BR", "1,5 kB"],
    [3 * 1024 * 1024 + 200 * 1024, "pt-PT", "3,2 MB"],
  ])("%i bytes in %s is %s", (bytes, locale, text) => {
    expect(plain(fileSize(bytes, locale))).toBe(text);
  });
});

describe("a month in the person's words", () => {
  it("names the month in full for a heading and in short for a bar", () => {
    expect(monthText("2026-03", "en-US")).toBe("March 2026");
    expect(monthText("2026-03", "pt-BR")).toBe("março de 2026");
    expect(shortMonthText("2026-03", "en-US")).toBe("Mar 2026");
    expect(shortMonthText("2026-12", "pt-BR")).toMatch(/^dez\.? de 2026$/);
  });
});

describe("the portfolio's numbers in the person's locale", () => {
  it("writes money, percentages, quantities and whole percentages with the locale's separators", () => {
    expect(money("12345.6", "EUR", "en-US")).toBe("12,345.60 EUR");
    expect(money("12345.6", "EUR", "pt-BR")).toBe("12.345,60 EUR");
    expect(money(null, "EUR", "pt-BR")).toBe("—");
    expect(percent(0.1234, "en-US")).toBe("12.34%");
    expect(percent(0.1234, "pt-BR")).toBe("12,34%");
    expect(decimal("1234.5", "en-US")).toBe("1,234.5");
    expect(decimal("0.00012345", "pt-BR")).toBe("0,00012345");
    expect(decimal(null, "pt-BR")).toBe("");
    expect(plain(wholePercent(0.856, "pt-BR"))).toBe("86%");
    expect(wholePercent(0.856, "en-US")).toBe("86%");
  });

  it("names slices and account types in Portuguese when asked", () => {
    expect(sliceName("assetClass", "EQUITY", "pt")).toBe("Ações");
    expect(sliceName("sector", "Unclassified", "pt")).toBe("Sem classificação");
    expect(accountTypeLabel("SECURITIES", "pt")).toBe("Conta de investimento");
    expect(accountTypeLabel("SECURITIES")).toBe("Investment account");
  });
});
