import { describe, expect, it } from "vitest";
import { answerWith } from "./offlineTestModel.js";

// Two periods compared: the gap said is the gap between the two scores shown, whatever their decimals.

const compared = (first: number, second: number) => ({
  metric: "valence",
  first: { from: "2024-04-01", to: "2024-04-30", average: first, count: 20 },
  second: { from: "2024-05-01", to: "2024-05-10", average: second, count: 9 },
});

describe("two periods' scores", () => {
  it.each([
    ["compare this month with last month", "65/100", "66/100", "about the same"],
    ["compara este mês com o mês passado", "65/100", "66/100", "quase igual"],
  ])("%s: 64.6 and 66.2 are said as 65 and 66, so about the same", async (question, first, second, same) => {
    const { text } = await answerWith(question, compared(64.6, 66.2));
    expect(text).toContain(first);
    expect(text).toContain(second);
    expect(text).toContain(same);
  });

  it("says the gap of 2 points between 64.4 and 66.2 (64 and 66)", async () => {
    expect((await answerWith("compare this month with last month", compared(64.4, 66.2))).text).toContain("2 points higher");
  });
});
