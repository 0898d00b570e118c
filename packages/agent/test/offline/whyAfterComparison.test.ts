import type { ModelMessage } from "@lifeos/core";
import { describe, expect, it } from "vitest";
import { turn } from "./offlineTestModel.js";

// "why?", "porquê?" after two periods compared ("how was my mood in March compared to February?"): what came back more
// on the lower period's harder days than on the other's better ones, and the other way round, said as what the entries
// show, not a cause; not the same comparison again.

const entry = (date: string, happiness: number, excerpt: string) => ({ date, excerpt, mood: { happiness, stress: 100 - happiness, energy: 50 } });
const february = [
  entry("2024-02-03", 82, "Went climbing with Ana after work. Great evening."),
  entry("2024-02-10", 78, "Climbing again with Ana, then dinner in the garden."),
  entry("2024-02-17", 75, "Lazy Sunday in the garden with Ana."),
  entry("2024-02-24", 50, "An ordinary day at the office."),
];
const march = [
  entry("2024-03-05", 25, "The deadline is close and the client keeps calling."),
  entry("2024-03-12", 30, "Deadline stress all day, the client was angry."),
  entry("2024-03-19", 35, "Still thinking about the deadline and the client."),
  entry("2024-03-26", 70, "A walk in the garden."),
];

/** What each call returns: the comparison (February 66, March 52), or a month's entries sorted as asked. */
const data = (name: string, args: Record<string, unknown>): unknown => {
  if (name === "compare_time_periods") {
    return { metric: args["metric"], first: { from: "2024-02-01", to: "2024-02-29", average: 66, count: 20 }, second: { from: "2024-03-01", to: "2024-03-31", average: 52, count: 22 }, difference: -14 };
  }
  const rows = String(args["after"]).startsWith("2024-02") ? february : march;
  const happiest = String(args["sort"]) === "happiest";
  return { entries: [...rows].sort((a, b) => (happiest ? b.mood.happiness - a.mood.happiness : a.mood.happiness - b.mood.happiness)), sort: args["sort"] };
};

const answer = async (question: string, why: string) => {
  const messages: ModelMessage[] = [
    { role: "user", content: question },
    { role: "assistant", content: "…" },
    { role: "user", content: why },
  ];
  const { calls } = await turn(messages);
  const { text } = await turn([
    ...messages,
    { role: "assistant", content: "", toolCalls: calls.map((call) => ({ id: call.id, name: call.name, arguments: JSON.stringify(call.args) })) },
    ...calls.map((call): ModelMessage => ({ role: "tool", toolCallId: call.id, name: call.name, content: JSON.stringify({ success: true, data: data(call.name, call.args), meta: {} }) })),
  ]);
  return { calls: calls.map((call) => [call.name, call.args]), text };
};

describe("why, after two periods compared", () => {
  it.each([
    ["how was my mood in march compared to february?", "why?"],
    ["was I happier in february or in march?", "why was that?"],
    ["como foi o meu humor em março comparado com fevereiro?", "porquê?"],
    ["como foi meu humor em março comparado com fevereiro?", "por quê?"],
    ["fui mais feliz em fevereiro ou em março?", "porque é que foi assim?"],
  ])("%s then %s: each month's harder and better days, not the comparison again", async (question, why) => {
    const { calls } = await answer(question, why);
    const names = calls.map(([name]) => name);
    expect(names[0]).toBe("compare_time_periods");
    expect(names.filter((name) => name === "get_recent_entries")).toHaveLength(4);
  });

  it("why? says what came back more in the lower month, as what the entries show", async () => {
    const { text } = await answer("how was my mood in march compared to february?", "why?");
    expect(text).toMatch(/^The harder of the two was in March \(2024-03-01 to 2024-03-31\): its harder days tended to have [^.]*(?:deadline|client)[^.]*\./);
    expect(text).toMatch(/The better days in February \(2024-02-01 to 2024-02-29\) tended to have [^.]*Ana[^.]*\./);
    expect(text).toContain("That is what the entries show, not a sure cause.");
  });

  it("porquê? says it in Portuguese", async () => {
    const { text } = await answer("como foi o meu humor em março comparado com fevereiro?", "porquê?");
    expect(text).toMatch(/^O período mais difícil dos dois foi em março \(2024-03-01 a 2024-03-31\): os dias mais difíceis tenderam a ter [^.]*(?:prazo|cliente)[^.]*\./);
    expect(text).toMatch(/Os melhores dias em fevereiro \(2024-02-01 a 2024-02-29\) tenderam a ter [^.]*Ana[^.]*\./);
    expect(text).toContain("É o que as entradas mostram, não uma causa certa.");
  });
});
