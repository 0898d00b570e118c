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

describe("what makes one happy, asked of no period", () => {
  it.each(["what makes me happy?", "what brings me joy?", "o que me faz feliz?", "o que me deixa feliz?", "o que me anima?"])("%s reads what went with happier days", async (question) => {
    const { calls } = await plan(question);
    expect(calls.map((call) => [call.name, call.args["days"]])).toEqual([["get_current_state", 90]]);
  });

  it.each(["what made me happy last week?", "o que me fez feliz na semana passada?"])("%s is still the happiest entries of that week", async (question) => {
    const { calls } = await plan(question);
    expect(calls[0]?.name).toBe("get_recent_entries");
  });
});

describe("a month typed in lower case", () => {
  it("is written with its capital in English", async () => {
    const data = { metric: "valence", first: { from: "2024-03-01", to: "2024-03-31", average: 60, days: 20 }, second: { from: "2024-04-01", to: "2024-04-30", average: 58, days: 20 }, change: -2 };
    const { text } = await answerWith("compare march and april", data);
    expect(text).toContain("in March (2024-03-01 to 2024-03-31)");
    expect(text).toContain("in April");
  });
});

describe("Brazilian “tô” and “tá”", () => {
  it.each([["tô estressada?", "stress"], ["tô cansado?", "energy"]])("%s is Portuguese, one's own %s asked", async (question, metric) => {
    const { calls } = await plan(question);
    expect(calls.map((call) => [call.name, call.args["metric"]])).toEqual([["get_time_series", metric]]);
  });
});

describe("memories of a mood are its days", () => {
  it.each([
    ["show me happy memories", "happiest"],
    ["my happiest memories", "happiest"],
    ["mostra-me memórias felizes", "happiest"],
    ["show me sad memories", "unhappiest"],
  ])("%s ranks the entries (%s)", async (question, sort) => {
    const { calls } = await plan(question);
    expect(calls[0]?.name).toBe("get_recent_entries");
    expect(calls[0]?.args["sort"]).toBe(sort);
  });
});
