import { describe, expect, it } from "vitest";
import type { ModelMessage } from "@lifeos/core";
import { answerWith, plan, turn } from "./offlineTestModel.js";

// "What was I worried about?" asks what the stressed entries were about, not only which days they were: the subjects
// that come back in them, with their dates, then each day in a few of its own words.

const entry = (date: string, excerpt: string, stress: number) => ({ entryId: `e-${date}`, date, title: "", excerpt, mood: { happiness: 30, stress, energy: 40 } });
const entries = [
  entry("2024-04-22", "The deadline for the Lisbon report moved again. Marta wants the report by Friday. Walked home along the river.", 90),
  entry("2024-04-09", "Couldn't sleep. Kept thinking about the mortgage and the bank letter. I was so anxious.", 84),
  entry("2024-04-15", "I felt relaxed at first. Another call with Marta about the report; I am behind on everything.", 80),
  entry("2024-04-03", "The bank called about the mortgage again. Cycled along the canal.", 71),
  entry("2024-04-27", "A rough day, tired and flat.", 60),
];

describe("what the worries of a period were about", () => {
  it.each([
    ["What was I worried about last month?", "What came back in your most stressed days"],
    ["com o que andei preocupado no mês passado?", "O que se repete nos dias com mais stress"],
    ["o que me preocupava em abril?", "O que se repete nos dias com mais stress"],
    ["what stressed me out in April?", "What came back in your most stressed days"],
  ])("%s", async (question, opening) => {
    const { calls, text } = await answerWith(question, { entries, sort: "most_stressed" });
    expect(calls[0]!.name).toBe("get_recent_entries");
    expect(calls[0]!.args["sort"]).toBe("most_stressed");
    expect(text.startsWith(opening), text).toBe(true);
    const firstLine = text.split("\n")[0]!;
    // The report (three days) and the mortgage (two), each with its days; a subject of one day alone is not a recurrence.
    expect(firstLine).toMatch(/report \(2024-04-15, 2024-04-22\)/);
    expect(firstLine).toMatch(/Marta \(2024-04-15, 2024-04-22\)/);
    expect(firstLine).toMatch(/mortgage \(2024-04-03, 2024-04-09\)/);
    // Nor is a word that only places things ("along").
    expect(firstLine).not.toMatch(/deadline|rough|along/);
    expect(text).toMatch(/2024-04-09: .I was so anxious\./);
    expect(text).toContain("2024-04-27:");
    // Each day in the words that say the worry, when it has them.
    expect(text).toMatch(/2024-04-15: .Another call with Marta about the report; I am behind on everything/);
  });

  it.each(["What was I worried about last month?", "com o que andei preocupado no mês passado?"])("reads enough days for a subject to recur: %s", async (question) => {
    const { calls } = await plan(question);
    expect(calls[0]!.args["count"]).toBe(10);
  });

  it.each([
    ["What was I worried about last month?", "No one subject comes back"],
    ["com o que andei preocupado no mês passado?", "Nenhum assunto se repete"],
  ])("says when the stressed days share no subject: %s", async (question, opening) => {
    const apart = [entry("2024-04-22", "The deadline moved again.", 90), entry("2024-04-09", "Couldn't sleep, the neighbours were loud.", 84)];
    const { text } = await answerWith(question, { entries: apart, sort: "most_stressed" });
    expect(text.startsWith(opening), text).toBe(true);
    expect(text).toContain("2024-04-09:");
  });
});

/** The answer once both calls of the plan (the most stressed days, then the calmest) returned. */
const answerBoth = async (question: string, worried: unknown[], calm: unknown[]) => {
  const asked: ModelMessage = { role: "user", content: question };
  const { calls } = await turn([asked]);
  const replies = [{ entries: worried, sort: "most_stressed" }, { entries: calm, sort: "calmest" }];
  const answer = await turn([
    asked,
    { role: "assistant", content: "", toolCalls: calls.map((each) => ({ id: each.id, name: each.name, arguments: JSON.stringify(each.args) })) },
    ...calls.map((each, index): ModelMessage => ({ role: "tool", toolCallId: each.id, name: each.name, content: JSON.stringify({ success: true, data: replies[index], meta: {} }) })),
  ]);
  return { calls, text: answer.text };
};

describe("what sets the worried days apart", () => {
  // Biscuit is walked every day, calm or not; the report and the mortgage come back only on the worried ones.
  const calm = [
    entry("2024-04-06", "Took Biscuit to the beach, a lovely slow morning.", 5),
    entry("2024-04-13", "Biscuit and I walked in the park.", 8),
    entry("2024-04-20", "Read in the garden while Biscuit slept.", 10),
  ];
  const worried = entries.map((each, index) => (index < 3 ? { ...each, excerpt: `${each.excerpt} Walked Biscuit after.` } : each));

  it.each([
    ["What was I worried about last month?", "What came back in your most stressed days"],
    ["com o que andei preocupado no mês passado?", "O que se repete nos dias com mais stress"],
  ])("%s", async (question, opening) => {
    const { calls, text } = await answerBoth(question, worried, calm);
    expect(calls.map((each) => each.args["sort"])).toEqual(["most_stressed", "calmest"]);
    expect(calls[1]!.args["after"]).toBe(calls[0]!.args["after"]);
    const firstLine = text.split("\n")[0]!;
    expect(firstLine.startsWith(opening), text).toBe(true);
    expect(firstLine).toMatch(/report \(2024-04-15, 2024-04-22\)/);
    expect(firstLine).not.toContain("Biscuit");
  });

  it.each([
    ["What was I worried about last month?", "What comes back in your most stressed days last month (2024-04-01 to 2024-04-30) (Biscuit) comes back as often in your other days"],
    ["com o que andei preocupado no mês passado?", "O que se repete nos dias com mais stress no mês passado (2024-04-01 a 2024-04-30) (Biscuit) aparece com a mesma frequência nos outros dias"],
  ])("says when what recurs is as common on the other days: %s", async (question, opening) => {
    const everyDay = [entry("2024-04-22", "Walked Biscuit. The deadline moved.", 90), entry("2024-04-09", "Walked Biscuit. The neighbours were loud.", 84)];
    const { text } = await answerBoth(question, everyDay, calm);
    expect(text.startsWith(opening), text).toBe(true);
  });
});

describe("what made one anxious, asked as a cause", () => {
  // "what made me anxious?" asks what the anxiety was about, as "what was I worried about?" does: the subjects of the
  // stressed days against the calm ones, not a list of days.
  const calm = [entry("2024-04-06", "Took Biscuit to the beach, a lovely slow morning.", 5), entry("2024-04-13", "Read in the garden.", 8)];
  it.each([
    ["what made me anxious recently?", "What came back in your most stressed days"],
    ["What caused my stress last month?", "What came back in your most stressed days"],
    ["o que me deixou ansioso ultimamente?", "O que se repete nos dias com mais stress"],
    ["o que me deixou tão stressada no mês passado?", "O que se repete nos dias com mais stress"],
    ["o que causou a minha ansiedade ultimamente?", "O que se repete nos dias com mais stress"],
  ])("%s", async (question, opening) => {
    const { calls, text } = await answerBoth(question, entries, calm);
    expect(calls.map((each) => each.args["sort"])).toEqual(["most_stressed", "calmest"]);
    const firstLine = text.split("\n")[0]!;
    expect(firstLine.startsWith(opening), text).toBe(true);
    expect(firstLine).toMatch(/report \(2024-04-15, 2024-04-22\)/);
    expect(firstLine).toMatch(/mortgage \(2024-04-03, 2024-04-09\)/);
  });
});
