import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// "how did I feel about work this month?" is answered with the mood on the days that speak of work, against the
// other days, and a line or two of what those days say; not a list of entries.

/** Tuesday 24 November 2026 in Lisbon. */
const now = new Date("2026-11-24T11:00:00Z");
const { ask, answerWith } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon" });

const row = (date: string, excerpt: string) => ({ entryId: date, date, excerpt, score: 1, confidence: "high" });
const journal = (name: string) => {
  if (name === "search_journal")
    return { results: [row("2026-11-20", "Long day. The meeting at work dragged on and my boss was unhappy."), row("2026-11-12", "O trabalho correu mal; o prazo foi adiado outra vez.")], confidence: "high" };
  if (name === "get_time_series")
    return { metric: "valence", points: [{ date: "2026-11-05", value: 70 }, { date: "2026-11-12", value: 40 }, { date: "2026-11-15", value: 74 }, { date: "2026-11-20", value: 44 }], sampled: false, average: 57, count: 4 };
  return {};
};

/** The same journal, with two good days that name work only to say when something happened. */
const withTimeOfDay = (name: string) => {
  const answered = journal(name);
  if (name !== "search_journal") return answered;
  const results = [...(answered["results"] as ReadonlyArray<unknown>), row("2026-11-15", "Went for a run after work and felt great."), row("2026-11-05", "Depois do trabalho fui correr e soube muito bem.")];
  return { ...answered, results };
};

describe("how one felt about a subject", () => {
  it.each([
    ["how did I feel about work this month?", "work"],
    ["como me senti em relação ao trabalho este mês?", "trabalho"],
  ])("%s searches the subject and reads the mood of the period's days", async (question, query) => {
    const { calls } = await ask(question);
    expect(calls.map((call) => call.name)).toEqual(["search_journal", "get_time_series"]);
    expect(JSON.parse(calls[0]!.arguments)).toMatchObject({ query, from: "2026-11-01", to: "2026-11-24" });
    expect(JSON.parse(calls[1]!.arguments)).toMatchObject({ metric: "valence", from: "2026-11-01", to: "2026-11-24" });
  });

  it.each([
    ["how did I feel about work this month?", "Your mood on the 2 days you wrote about “work” this month (2026-11-01 to 2026-11-24) averaged 42/100, against 72/100 on your other 2 days with entries: 30 points lower.", "In your words:"],
    ["como me senti em relação ao trabalho este mês?", "O seu humor nos 2 dias em que escreveu sobre «trabalho» este mês (2026-11-01 a 2026-11-24) teve uma média de 42/100, contra 72/100 nos outros 2 dias com entradas: 30 pontos mais baixo.", "Nas suas palavras:"],
  ])("%s answers with the mood on those days against the others, in the entries' words", async (question, mood, words) => {
    const text = await answerWith(question, journal);
    expect(text).toContain(mood);
    expect(text).toContain(words);
    expect(text).toMatch(/2026-11-20: .(?:The meeting at work dragged on|Long day)/);
  });

  it.each([
    ["how did I feel about work this month?", "Your mood on the 2 days you wrote about “work” this month (2026-11-01 to 2026-11-24) averaged 42/100, against 72/100 on your other 2 days"],
    ["como me senti em relação ao trabalho este mês?", "O seu humor nos 2 dias em que escreveu sobre «trabalho» este mês (2026-11-01 a 2026-11-24) teve uma média de 42/100, contra 72/100 nos outros 2 dias"],
  ])("%s does not count a day that names work only as a time of day (after work, depois do trabalho)", async (question, mood) => {
    const text = await answerWith(question, withTimeOfDay);
    expect(text).toContain(mood);
    expect(text).not.toContain("after work");
    expect(text).not.toContain("Depois do trabalho");
  });

  it.each([
    ["how did I feel about work this month?", "only to say when something happened"],
    ["como me senti em relação ao trabalho este mês?", "só falam de «trabalho» para dizer quando algo aconteceu"],
  ])("%s says so when every entry names work only as a time of day", async (question, said) => {
    const onlyTime = (name: string) => (name === "search_journal" ? { results: [row("2026-11-15", "Went for a run after work and felt great.")], confidence: "high" } : journal(name));
    const text = await answerWith(question, onlyTime);
    expect(text).toContain(said);
    expect(text).not.toContain("after work and felt great");
  });
});
