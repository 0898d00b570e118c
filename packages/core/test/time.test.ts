import { describe, expect, it } from "vitest";
import { addDays, isLocalDate, isTimeZone, toLocalDate } from "../src/index.js";

describe("calendar dates", () => {
  it("accepts real dates only", () => {
    expect(isLocalDate("2024-02-29")).toBe(true);
    expect(isLocalDate("2023-02-29")).toBe(false);
    expect(isLocalDate("2024-13-01")).toBe(false);
    expect(isLocalDate("2024-1-01")).toBe(false);
  });

  it("takes the day in the user's time zone", () => {
    const instant = new Date("2024-03-05T23:30:00Z");
    expect(toLocalDate(instant, "UTC")).toBe("2024-03-05");
    expect(toLocalDate(instant, "Europe/Lisbon")).toBe("2024-03-05");
    expect(toLocalDate(instant, "Asia/Tokyo")).toBe("2024-03-06");
    expect(toLocalDate(instant, "America/Sao_Paulo")).toBe("2024-03-05");
  });

  it("adds days across month and year ends", () => {
    expect(addDays(toLocalDate(new Date("2024-02-28T12:00:00Z"), "UTC"), 1)).toBe("2024-02-29");
    expect(addDays(toLocalDate(new Date("2023-12-31T12:00:00Z"), "UTC"), 1)).toBe("2024-01-01");
    expect(addDays(toLocalDate(new Date("2024-01-01T12:00:00Z"), "UTC"), -1)).toBe("2023-12-31");
  });

  it("knows IANA time zones", () => {
    expect(isTimeZone("Europe/Lisbon")).toBe(true);
    expect(isTimeZone("Mars/Olympus")).toBe(false);
  });
});
