import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// A retiree's journal, kept in English until last year and asked in both languages: the GP, church, the television,
// a wedding anniversary to remember, and how often things came up lately.
const conversation = offlineConversation({ skills: everySkill, now: new Date("2026-11-29T10:00:00Z"), timeZone: "Europe/London" });
const firstCall = async (question: string) => {
  const [call] = (await conversation.ask(question)).calls;
  return { name: call?.name, args: JSON.parse(call?.arguments ?? "{}") as Record<string, unknown> };
};

describe("short words that name a topic", () => {
  it.each([
    ["How many times did I go to the GP?", "GP"],
    ["Quantas vezes fui ao GP?", "GP"],
    ["How often do I watch TV?", "TV"],
    ["Com que frequência vejo TV?", "TV"],
  ])("%s counts %s, not every entry", async (question, word) => {
    expect(await firstCall(question)).toMatchObject({ name: "count_mentions", args: { query: word } });
  });
});

describe("church in either language", () => {
  it.each([
    ["How often do I go to church?", "igreja"],
    ["Com que frequência vou à igreja?", "church"],
  ])("%s also counts the other language's word (%s)", async (question, other) => {
    const call = await firstCall(question);
    expect(call.name).toBe("count_mentions");
    expect((call.args["related"] as string[][])[0]).toContain(other);
  });
});

describe("a date to remember, not an event told", () => {
  it.each(["When is my wedding anniversary?", "Quando é o meu aniversário de casamento?"])("%s is not answered as the day a wedding was told", async (question) => {
    const calls = (await conversation.ask(question)).calls.map((call) => JSON.parse(call.arguments) as Record<string, unknown>);
    expect(calls.some((args) => args["query"] === "married")).toBe(false);
  });
});

describe("how often lately, at rates said alike", () => {
  // 1 entry in the last three whole months (Aug–Oct 2026), 6 in the 24 before: 0.33 and 0.25 a month, both said "0.3".
  const byMonth = [
    ...["2024-10", "2024-12", "2025-02", "2025-04", "2025-05", "2025-06"].map((month) => ({ month, count: 1, words: 10 })),
    { month: "2026-09", count: 1, words: 10 },
  ];
  const counted = { query: "helen", from: "2024-08-01", to: "2026-11-29", entries: 60, mentions: 7, days: 7, firstDate: "2024-08-03", lastDate: "2026-09-10", recentDates: ["2026-09-10"], byMonth, perWeek: 0.1, perMonth: 0.3 };

  it.each([
    ["How often do I mention Helen?", "About as often lately as before"],
    ["Quantas vezes falo da Helen?", "tantas vezes como antes"],
  ])("%s says it is about as often", async (question, said) => {
    const text = await conversation.answerWith(question, { count_mentions: counted, search_journal: { results: [], confidence: "none" } });
    expect(text).toContain(said);
  });
});
