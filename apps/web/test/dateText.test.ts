import { describe, expect, it } from "vitest";
import { datePattern, dateText, readDateText } from "../src/language/dateText.js";

// A date field is written and read in the person's own order: day first in Portugal and Britain, month first in the United States.
describe("dates as a person types them", () => {
  it("shows a date in the numbers of the person's locale, with the pattern in their language's letters", () => {
    expect(dateText("2026-03-14", "pt-PT")).toBe("14/03/2026");
    expect(dateText("2026-03-14", "en-US")).toBe("03/14/2026");
    expect(dateText("2026-03-14", "en-GB")).toBe("14/03/2026");
    expect(datePattern("pt-PT", "pt")).toBe("dd/mm/aaaa");
    expect(datePattern("en-US", "en")).toBe("mm/dd/yyyy");
    expect(datePattern("en-GB", "en")).toBe("dd/mm/yyyy");
  });

  it("reads a typed date in the person's order, with any separator, and ISO dates whatever the locale", () => {
    expect(readDateText("14/03/2026", "pt-PT")).toBe("2026-03-14");
    expect(readDateText("1.2.2026", "pt-PT")).toBe("2026-02-01");
    expect(readDateText("1/2/26", "pt-PT")).toBe("2026-02-01");
    expect(readDateText("1/2/2026", "en-US")).toBe("2026-01-02");
    expect(readDateText("03/14/2026", "en-US")).toBe("2026-03-14");
    expect(readDateText("2026-03-14", "pt-PT")).toBe("2026-03-14");
    expect(readDateText("2026-03-14", "en-US")).toBe("2026-03-14");
  });

  it("reads nothing from a date that does not exist or is not all there", () => {
    expect(readDateText("14/03/2026", "en-US")).toBeNull();
    expect(readDateText("31/02/2026", "pt-PT")).toBeNull();
    expect(readDateText("14/03", "pt-PT")).toBeNull();
    expect(readDateText("", "en-US")).toBeNull();
    expect(readDateText("14/03/202", "pt-PT")).toBeNull();
  });
});
