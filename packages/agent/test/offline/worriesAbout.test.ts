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
    expect(firstLine).toMatch(/(?:report|relatório) \(2024-04-15, 2024-04-22\)/);
    expect(firstLine).toMatch(/Marta \(2024-04-15, 2024-04-22\)/);
    expect(firstLine).toMatch(/(?:mortgage|«mortgage») \(2024-04-03, 2024-04-09\)/);
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
    expect(firstLine).toMatch(/(?:report|relatório) \(2024-04-15, 2024-04-22\)/);
    expect(firstLine).not.toContain("Biscuit");
  });

  it.each([
    ["What was I worried about last month?", "What comes back in your most stressed days last month (2024-04-01 to 2024-04-30) (Marta) comes back as often in your other days"],
    ["com o que andei preocupado no mês passado?", "O que se repete nos dias com mais stress no mês passado (2024-04-01 a 2024-04-30) (Marta) aparece com a mesma frequência nos outros dias"],
  ])("says when what recurs is as common on the other days: %s", async (question, opening) => {
    const everyDay = [entry("2024-04-22", "Lunch with Marta. The deadline moved.", 90), entry("2024-04-09", "Marta phoned. The neighbours were loud.", 84)];
    const calmWithMarta = calm.map((each) => ({ ...each, excerpt: `${each.excerpt} Marta phoned.` }));
    const { text } = await answerBoth(question, everyDay, calmWithMarta);
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
    expect(firstLine).toMatch(/(?:report|relatório) \(2024-04-15, 2024-04-22\)/);
    expect(firstLine).toMatch(/(?:mortgage|«mortgage») \(2024-04-03, 2024-04-09\)/);
  });
});

describe("the worries of a period are what its worried days say, not what they held", () => {
  // Biscuit is walked and the gym visited on hard days as on any other; the least calm days of the period are
  // read only when they say a worry or their stress is past the middle.
  const worried = [
    entry("2024-10-17", "Honestly a terrible day. I was frustrated and angry, and could not sleep well. Climbing session with Miguel at the climbing gym. Took Biscuit for a walk in the park.", 92),
    entry("2024-10-28", "Exhausted from the moment I woke up. I felt overwhelmed, stressed and anxious about everything. Practised guitar for an hour. Took Biscuit for a long walk along the river.", 82),
    entry("2024-10-24", "A rough day. I felt overwhelmed, stressed and anxious about everything. Took Biscuit for a long walk along the river. Went climbing at the gym after work.", 76),
    entry("2024-10-18", "Low energy, and I worried about the move to Porto. Went climbing at the gym. Took Biscuit for a walk.", 59),
    entry("2024-10-29", "Exhausted from the moment I woke up. Did some gardening on the balcony.", 37),
    entry("2024-10-25", "Nice and steady today. It was calm and peaceful. Took Biscuit for a walk. Went climbing after work.", 23),
  ];
  const calm = [entry("2024-10-10", "Pleasant day, mostly calm. Read a novel in the garden.", 5), entry("2024-10-13", "I felt relaxed and content. Tried a new soup recipe.", 8)];

  it.each([
    ["what was I worried about in October?", "your most stressed days", "also on"],
    ["com o que é que eu me preocupava em outubro?", "dias com mais stress", "também em"],
  ])("%s", async (question, days, alsoOn) => {
    const { calls, text } = await answerBoth(question, worried, calm);
    expect(calls.map((each) => each.args["sort"])).toEqual(["most_stressed", "calmest"]);
    expect(text, text).toContain(days);
    // No pastime of those days is named as what came back, nor quoted as the worry.
    expect(text).not.toMatch(/Biscuit|climbing|guitar/i);
    // Each day in the words that say the worry; the same words on two days said once, with both dates.
    expect(text).toMatch(/2024-10-17: .Honestly a terrible day\./);
    expect(text).toMatch(new RegExp(`2024-10-28: .I felt overwhelmed, stressed and anxious about everything\\.. \\(${alsoOn} 2024-10-24\\)`));
    expect(text).toMatch(/2024-10-18: .Low energy, and I worried about the move to Porto\./);
    // A bad state of another measure says the day weighed, whatever its stress.
    expect(text).toMatch(/2024-10-29: .Exhausted from the moment I woke up\./);
    // A calm day among the period's least calm is no worried day.
    expect(text).not.toContain("2024-10-25");
  });
});

describe("what drains the person's energy", () => {
  const tired = entries.map((row) => ({ ...row, mood: { ...row.mood, energy: 100 - row.mood.stress } }));
  it.each([
    ["what drains my energy?", "What came back in your most tired days"],
    ["what makes me tired?", "What came back in your most tired days"],
    ["o que me deixa cansada?", "O que se repete nos dias de mais cansaço"],
    ["o que me deixa sem energia?", "O que se repete nos dias de mais cansaço"],
  ])("%s says what comes back in the most tired days", async (question, opening) => {
    const { calls, text } = await answerWith(question, { entries: tired, sort: "most_tired" });
    expect(calls[0]!.args["sort"]).toBe("most_tired");
    expect(text.startsWith(opening), text).toBe(true);
    expect(text.split("\n")[0]).toMatch(/Marta \(2024-04-15, 2024-04-22\)/);
  });
});
