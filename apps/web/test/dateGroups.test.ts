import { describe, expect, it } from "vitest";
import { navigationWords } from "../src/language/navigationWords.js";
import { dateGroupLabel, groupByDate } from "../src/threads/dateGroups.js";

const now = new Date(2026, 2, 14, 12);
const daysAgo = (days: number) => new Date(2026, 2, 14 - days, 9);

describe("the headings of conversations by when they last changed", () => {
  it("heads them in the person's language", () => {
    const labels = (language: "en" | "pt") => [0, 1, 5, 20].map((days) => dateGroupLabel(daysAgo(days), now, navigationWords[language]));
    expect(labels("en")).toEqual(["Today", "Yesterday", "Previous 7 days", "Previous 30 days"]);
    expect(labels("pt")).toEqual(["Hoje", "Ontem", "Últimos 7 dias", "Últimos 30 dias"]);
    expect(dateGroupLabel(new Date(2026, 0, 2), now, navigationWords.pt, "pt-PT")).toBe("janeiro");
    expect(dateGroupLabel(new Date(2025, 5, 2), now, navigationWords.pt, "pt-PT")).toBe("2025");
  });

  it("groups conversations, newest first, under one heading each", () => {
    const groups = groupByDate([daysAgo(0), daysAgo(0), daysAgo(1), daysAgo(3)], (date) => date, navigationWords.pt, now);
    expect(groups.map((group) => [group.label, group.items.length])).toEqual([
      ["Hoje", 2],
      ["Ontem", 1],
      ["Últimos 7 dias", 1],
    ]);
  });
});
