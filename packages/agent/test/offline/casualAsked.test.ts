import { describe, expect, it } from "vitest";
import { answerWith, plan } from "./offlineTestModel.js";

// Casual ways of asking how one is doing, and a streak asked with "longest", in both languages.

describe("how one is doing, asked casually", () => {
  it.each(["what's up with me lately", "what's going on with me?", "o que se passa comigo?", "tou bem?", "am I fine?", "estou bem?"])("%s reads the journal's state", async (question) => {
    const { calls } = await plan(question);
    expect(calls.map((call) => call.name)).toEqual(["get_current_state"]);
  });

  it("a bare “what's up?” is still a greeting", async () => {
    const { calls, text } = await plan("what's up?");
    expect(calls).toEqual([]);
    expect(text).toMatch(/^Hello/);
  });
});

const byWeekday = ["mondays", "tuesdays", "wednesdays", "thursdays", "fridays", "saturdays", "sundays"].map((weekday) => ({ weekday, calendarDays: 10, daysWritten: 5, entries: 5, averageWords: 60 }));
const counted = { query: "", from: "2024-03-04", to: "2024-05-12", entries: 38, mentions: 38, days: 38, byWeekday, longestGap: { from: "2024-03-20", to: "2024-03-24", days: 5 }, longestStreak: { from: "2024-04-10", to: "2024-04-21", days: 12 }, currentStreak: 2 };

describe("the longest streak is no measure written in the entries", () => {
  it.each([
    ["what's my longest streak?", "12 days in a row", "can't add up"],
    ["qual foi a minha sequência mais longa?", "12 dias seguidos", "não consigo somar"],
  ])("%s answers the run of days without a word about amounts", async (question, said, amounts) => {
    const { text } = await answerWith(question, counted);
    expect(text).toContain(said);
    expect(text.toLowerCase()).not.toContain(amounts);
  });
});

describe("the journal asked about as a whole, greeted or not", () => {
  it.each(["how is my journal?", "how's my journal looking?", "yo, what's new in my journal?", "como tá meu diário?", "e aí, como tá meu diário?", "olá, como está o meu diário?"])("%s reads the journal's state", async (question) => {
    const { calls } = await plan(question);
    expect(calls.map((call) => call.name)).toEqual(["get_current_state"]);
  });
});
