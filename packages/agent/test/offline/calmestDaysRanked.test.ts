import { describe, expect, it } from "vitest";
import { answerWith, plan } from "./offlineTestModel.js";

// "the calmest days", "os dias mais calmos", "os dias mais tranquilos": the days ranked by the lowest stress, as the most
// stressful and the happiest days are ranked, and only the ones past the middle of the scale (stress under 50/100) listed.
// The Portuguese plural ("calmos", "tranquilos", "relaxados") names the measure as the singular does, not words to search.

const day = (date: string, excerpt: string, stress: number) => ({ id: date, date, title: "", excerpt, mood: { happiness: 60, stress, energy: 50 } });
const entries = [day("2024-05-04", "A slow morning reading by the window.", 12), day("2024-05-07", "Quiet walk along the river.", 25), day("2024-05-02", "Deadline day, meetings back to back.", 78)];

describe("the calmest days are ranked by the lowest stress", () => {
  it.each([
    ["what were my calmest days this month?", { after: "2024-05-01" }],
    ["my most relaxed days last week", { after: "2024-04-29" }],
    ["quais foram os dias mais calmos deste mês?", { after: "2024-05-01" }],
    ["os dias mais tranquilos", {}],
    ["quais foram os dias mais relaxados da semana passada?", { after: "2024-04-29" }],
    ["os meus dias mais descontraídos deste mês", { after: "2024-05-01" }],
  ])("%s: ranks the days by stress, lowest first", async (question, bounds) => {
    const { calls } = await plan(question);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ name: "get_recent_entries", args: { sort: "calmest", ...bounds } });
  });

  it.each([
    ["what were my calmest days this month?", "Your calmest days this month"],
    ["quais foram os dias mais calmos deste mês?", "Os dias mais calmos deste mês"],
  ])("%s: lists the days under the middle of the scale", async (question, heading) => {
    const { text } = await answerWith(question, { entries, sort: "calmest" });
    expect(text.startsWith(heading)).toBe(true);
    expect(text).toContain("2024-05-04 (");
    expect(text).toContain("2024-05-07 (");
    expect(text).not.toContain("2024-05-02");
  });
});
