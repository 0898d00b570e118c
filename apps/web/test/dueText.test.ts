import { describe, expect, it } from "vitest";
import { dueText, isPastDue } from "../src/language/momentText.js";

// A reminder for a day is kept at the day's local midnight: read where the person is, it is that day alone, never
// "00:00"; one with a time of day keeps its time. Both languages, two zones either side of UTC.
describe("when a reminder is due, as the page and the cards write it", () => {
  it.each([
    ["Europe/Lisbon", "2026-07-01T23:00:00.000Z", "en-US", "Jul 2, 2026"],
    ["Europe/Lisbon", "2026-07-01T23:00:00.000Z", "pt-PT", "02/07/2026"],
    ["America/Sao_Paulo", "2026-07-02T03:00:00.000Z", "en-US", "Jul 2, 2026"],
    ["America/Sao_Paulo", "2026-07-02T03:00:00.000Z", "pt-BR", "2 de jul. de 2026"],
    // A plain day (midnight UTC) is that day, wherever the reader is.
    ["America/Sao_Paulo", "2026-07-02T00:00:00.000Z", "en-US", "Jul 2, 2026"],
  ])("a whole day in %s (%s, %s) reads as the day alone", (timeZone, iso, locale, text) => {
    expect(dueText(iso, locale, timeZone)).toBe(text);
  });

  it.each([
    ["en-US", /^Jul 2, 2026, 9:00\sAM$/],
    ["pt-BR", /^2 de jul\. de 2026, 09:00$/],
  ])("a time of day keeps its time where the person is (%s)", (locale, text) => {
    expect(dueText("2026-07-02T12:00:00.000Z", locale, "America/Sao_Paulo")).toMatch(text);
  });

  it("a whole day is overdue once the day is over where the person is; a time once it is past", () => {
    const late = new Date("2026-07-03T01:00:00Z"); // 2 July, 22:00 in São Paulo
    expect(isPastDue("2026-07-02T03:00:00.000Z", late, "America/Sao_Paulo")).toBe(false);
    expect(isPastDue("2026-07-02T12:00:00.000Z", late, "America/Sao_Paulo")).toBe(true);
    expect(isPastDue("2026-07-02T03:00:00.000Z", new Date("2026-07-03T03:30:00Z"), "America/Sao_Paulo")).toBe(true);
  });
});
