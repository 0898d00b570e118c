import type { ModelMessage } from "@lifeos/core";
import { describe, expect, it } from "vitest";
import { turn } from "./offlineTestModel.js";

// "why?", "porquê?" after an answer that said nothing of causes ("how was last week?", "how have I been sleeping?"): what
// went with the better and the harder days of that period, not the same answer again, or plainly that the entries can't say.

const entry = (date: string, happiness: number, excerpt: string) => ({ date, excerpt, mood: { happiness, stress: 100 - happiness, energy: 50 } });
const week = [
  entry("2024-04-29", 80, "Went climbing with Ana after work. Great evening."),
  entry("2024-04-30", 75, "Climbing again with Ana, then dinner in the garden."),
  entry("2024-05-01", 78, "Lazy holiday in the garden with Ana."),
  entry("2024-05-02", 30, "The deadline is close and the client keeps calling."),
  entry("2024-05-03", 25, "Deadline stress all day, the client was angry."),
  entry("2024-05-04", 35, "Still thinking about the deadline and the client."),
];
const sorted = (sort: string) => [...week].sort((a, b) => (sort === "happiest" ? b.mood.happiness - a.mood.happiness : a.mood.happiness - b.mood.happiness));

/** The answer to `messages` once its calls returned `data` (by tool, or the week's entries in the order asked). */
const answer = async (messages: ReadonlyArray<ModelMessage>, entries = week): Promise<{ calls: ReadonlyArray<[string, unknown]>; text: string }> => {
  const { calls } = await turn(messages);
  const data = (name: string, args: Record<string, unknown>): unknown =>
    name === "get_recent_entries" ? { entries: entries === week ? sorted(String(args["sort"])) : entries, sort: args["sort"] } : {};
  const { text } = await turn([
    ...messages,
    { role: "assistant", content: "", toolCalls: calls.map((call) => ({ id: call.id, name: call.name, arguments: JSON.stringify(call.args) })) },
    ...calls.map((call): ModelMessage => ({ role: "tool", toolCallId: call.id, name: call.name, content: JSON.stringify({ success: true, data: data(call.name, call.args as Record<string, unknown>), meta: {} }) })),
  ]);
  return { calls: calls.map((call) => [call.name, call.args] as [string, unknown]), text };
};
const after = (question: string, why: string): ReadonlyArray<ModelMessage> => [{ role: "user", content: question }, { role: "assistant", content: "…" }, { role: "user", content: why }];

describe("why, after a past week's review", () => {
  it.each([
    ["how was last week?", "why?"],
    ["como foi a semana passada?", "porquê?"],
  ])("%s then %s: the week's happiest days against its hardest", async (question, why) => {
    const { calls } = await answer(after(question, why));
    expect(calls).toEqual([
      ["get_recent_entries", { sort: "happiest", count: 10, after: "2024-04-29", before: "2024-05-05" }],
      ["get_recent_entries", { sort: "unhappiest", count: 10, after: "2024-04-29", before: "2024-05-05" }],
    ]);
  });

  it("why? says what went with the better days and the harder ones", async () => {
    const { text } = await answer(after("how was last week?", "why?"));
    expect(text).toMatch(/^Your better days last week \(2024-04-29 to 2024-05-05\) tended to have [^.]*Ana[^.]*\. The harder ones tended to have [^.]*(?:deadline|client)[^.]*\. That is what comes back more on one side than the other, not a sure cause\.$/);
  });

  it("porquê? says it in Portuguese", async () => {
    const { text } = await answer(after("como foi a semana passada?", "porquê?"));
    expect(text).toMatch(/^Os dias mais felizes na semana passada \(2024-04-29 a 2024-05-05\) tenderam a ter [^.]*Ana[^.]*escalada[^.]*\. Os mais difíceis tenderam a ter [^.]*prazo[^.]*\. É o que aparece mais de um lado do que do outro, não uma causa certa\.$/);
  });

  it.each([
    ["how was last week?", "why?", /^There are too few entries last week \(2024-04-29 to 2024-05-05\) to say why \(2\)\.$/],
    ["como foi a semana passada?", "porquê?", /^Há poucas entradas na semana passada \(2024-04-29 a 2024-05-05\) para dizer porquê \(2\)\.$/],
  ])("%s then %s with two entries: said plainly", async (question, why, said) => {
    expect((await answer(after(question, why), week.slice(0, 2))).text).toMatch(said);
  });
});

describe("why, when the entries can't say", () => {
  const plain = [entry("2024-04-29", 80, "Work."), entry("2024-04-30", 70, "Work."), entry("2024-05-01", 30, "Work."), entry("2024-05-02", 20, "Work.")];
  it.each([
    ["how was last week?", "why?", "Your entries last week (2024-04-29 to 2024-05-05) don't show why: offline I can only compare what the happiest and the hardest days mention, and nothing comes back more on one side than the other."],
    ["como foi a semana passada?", "porquê?", "As entradas na semana passada (2024-04-29 a 2024-05-05) não mostram porquê: em modo offline só comparo o que os dias mais felizes e os mais difíceis mencionam, e nada aparece mais de um lado do que do outro."],
  ])("%s then %s with nothing apart: said plainly", async (question, why, said) => {
    expect((await answer(after(question, why), plain)).text).toBe(said);
  });
});

describe("why, after a sleep question", () => {
  it.each([
    ["how have I been sleeping?", "why?", "en"],
    ["como tenho dormido?", "porquê?", "pt"],
  ])("%s then %s: what went with better and worse days over those 30 days", async (question, why, language) => {
    const { calls } = await turn(after(question, why));
    expect(calls.map((call) => [call.name, call.args])).toEqual([["get_current_state", { days: 30, language }]]);
  });
});
