import { describe, expect, it } from "vitest";
import { resolveDateRange } from "../src/index.js";

// 02:30 UTC on Monday 6 May 2024: still Sunday 5 May in Los Angeles and São Paulo.
const now = new Date("2024-05-06T02:30:00Z");
const mondayZones = ["UTC", "Europe/Lisbon", "Asia/Tokyo"] as const;
const sundayZones = ["America/Los_Angeles", "America/Sao_Paulo"] as const;

const range = (text: string, timeZone: string, at = now) => {
  const resolved = resolveDateRange(text, at, timeZone);
  return resolved && { from: resolved.from, to: resolved.to, granularity: resolved.granularity };
};

describe("resolveDateRange", () => {
  describe.each(mondayZones)("where it is already Monday 6 May (%s)", (zone) => {
    it.each([
      ["What did I write yesterday?", "O que escrevi ontem?", { from: "2024-05-05", to: "2024-05-05", granularity: "day" }],
      ["How was last week?", "Como foi a semana passada?", { from: "2024-04-29", to: "2024-05-05", granularity: "week" }],
      ["How is this week going?", "Como está a correr esta semana?", { from: "2024-05-06", to: "2024-05-06", granularity: "week" }],
      ["What happened in the last 7 days?", "O que aconteceu nos últimos 7 dias?", { from: "2024-04-30", to: "2024-05-06", granularity: "range" }],
      ["Since March I have felt better", "Desde março sinto-me melhor", { from: "2024-03-01", to: "2024-05-06", granularity: "range" }],
    ])("%s / %s", (english, portuguese, expected) => {
      expect(range(english, zone)).toEqual(expected);
      expect(range(portuguese, zone)).toEqual(expected);
    });
  });

  describe.each(sundayZones)("where it is still Sunday 5 May (%s)", (zone) => {
    it.each([
      ["What did I write yesterday?", "O que escrevi ontem?", { from: "2024-05-04", to: "2024-05-04", granularity: "day" }],
      ["How was last week?", "Como foi a semana passada?", { from: "2024-04-22", to: "2024-04-28", granularity: "week" }],
      ["How is this week going?", "Como está a correr esta semana?", { from: "2024-04-29", to: "2024-05-05", granularity: "week" }],
      ["What happened in the last 10 days?", "O que aconteceu nos últimos 10 dias?", { from: "2024-04-26", to: "2024-05-05", granularity: "range" }],
      ["Since March I have felt better", "Desde março sinto-me melhor", { from: "2024-03-01", to: "2024-05-05", granularity: "range" }],
    ])("%s / %s", (english, portuguese, expected) => {
      expect(range(english, zone)).toEqual(expected);
      expect(range(portuguese, zone)).toEqual(expected);
    });
  });

  describe.each([...mondayZones, ...sundayZones])("the same in every time zone (%s)", (zone) => {
    it.each([
      ["What did I do in March?", "O que fiz em março?", { from: "2024-03-01", to: "2024-03-31", granularity: "month" }],
      // The most recent December not in the future is last year's.
      ["What did I do in December?", "O que fiz em dezembro?", { from: "2023-12-01", to: "2023-12-31", granularity: "month" }],
      ["How was 2023?", "Como foi 2023?", { from: "2023-01-01", to: "2023-12-31", granularity: "year" }],
      ["What did I write on 5 March 2024?", "O que escrevi a 5 de março de 2024?", { from: "2024-03-05", to: "2024-03-05", granularity: "day" }],
      ["What did I write on 5 March?", "O que escrevi a 5 de março?", { from: "2024-03-05", to: "2024-03-05", granularity: "day" }],
      ["What did I write on 2021-06-01?", "O que escrevi em 2021-06-01?", { from: "2021-06-01", to: "2021-06-01", granularity: "day" }],
      ["What happened in 2021-06?", "O que aconteceu em 2021-06?", { from: "2021-06-01", to: "2021-06-30", granularity: "month" }],
    ])("%s / %s", (english, portuguese, expected) => {
      expect(range(english, zone)).toEqual(expected);
      expect(range(portuguese, zone)).toEqual(expected);
    });
  });

  it("resolves a day not yet reached this year to last year's", () => {
    expect(range("What did I write on 20 December?", "UTC")).toEqual({ from: "2023-12-20", to: "2023-12-20", granularity: "day" });
    expect(range("O que escrevi a 20 de dezembro?", "UTC")).toEqual({ from: "2023-12-20", to: "2023-12-20", granularity: "day" });
  });

  it("crosses the year boundary by the user's zone, not UTC", () => {
    const newYear = new Date("2024-01-01T03:00:00Z");
    expect(range("yesterday", "UTC", newYear)).toEqual({ from: "2023-12-31", to: "2023-12-31", granularity: "day" });
    expect(range("ontem", "America/Los_Angeles", newYear)).toEqual({ from: "2023-12-30", to: "2023-12-30", granularity: "day" });
    expect(range("last month", "UTC", newYear)).toEqual({ from: "2023-12-01", to: "2023-12-31", granularity: "month" });
    expect(range("mês passado", "America/Los_Angeles", newYear)).toEqual({ from: "2023-11-01", to: "2023-11-30", granularity: "month" });
    expect(range("in March", "UTC", newYear)).toEqual({ from: "2023-03-01", to: "2023-03-31", granularity: "month" });
  });

  it("returns the words that named the range, and null when the text names no date", () => {
    expect(resolveDateRange("Did I run since March?", now, "UTC")?.text).toBe("since March");
    expect(resolveDateRange("O que escrevi ontem sobre a minha mãe?", now, "UTC")?.text).toBe("ontem");
    expect(resolveDateRange("What do I write about my mother?", now, "UTC")).toBeNull();
    expect(resolveDateRange("Quem é a Ana?", now, "UTC")).toBeNull();
    // "may" and "march" as plain words are not months.
    expect(resolveDateRange("I may march for it", now, "UTC")).toBeNull();
  });
});
