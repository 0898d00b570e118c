import { describe, expect, it } from "vitest";
import { journalSkill } from "../../src/journal/offline/journalSkill.js";
import * as OfflineLanguageModel from "../../src/models/offline/OfflineLanguageModel.js";
import { ask, sampleJournalWorld } from "../golden-support/goldenWorld.js";

// Questions a new user asks of the sample journal, in English and in Portuguese as Brazil and Portugal write it, each
// planned to the tool that answers it over the period it names.

const sample = sampleJournalWorld();
const model = OfflineLanguageModel.make({ skills: [journalSkill] });
const callsOf = async (question: string) => (await ask(sample(), model, question)).calls;

describe("where I went in a month", () => {
  // A month's name is the period asked, no one named; "aonde" asks where as "onde" does.
  it.each(["where did I go in October?", "aonde fui em outubro?", "onde estive em outubro?"])("%s ranks the month's places", async (question) => {
    expect(await callsOf(question)).toEqual([{ name: "rank_names", arguments: { kind: "place", from: "2024-10-01", to: "2024-10-31" } }]);
  });
});

describe("the best month of the year", () => {
  // "o mês mais feliz" is the unit ranked; "do ano" the period.
  it.each(["what was the happiest month of the year?", "qual foi o mês mais feliz do ano?", "qual foi o mês com mais stress do ano?"])("%s ranks the months of this year", async (question) => {
    const [only] = await callsOf(question);
    expect(only).toMatchObject({ name: "get_time_series", arguments: { from: "2024-01-01", to: "2024-12-31" } });
  });
});

describe("something good of a period", () => {
  it.each(["tell me something good from last month", "conta-me algo bom do mês passado", "me conta algo bom do mês passado"])("%s reads the month's happiest days", async (question) => {
    expect(await callsOf(question)).toEqual([{ name: "get_recent_entries", arguments: { sort: "happiest", count: 5, after: "2024-11-01", before: "2024-11-30" } }]);
  });
});

describe("how much of a thing", () => {
  it.each([
    ["how much coffee do I drink?", "coffee"],
    ["quanto café eu bebo?", "café"],
    ["quanto café é que bebo?", "café"],
    ["how many beers did I drink this year?", "beers"],
  ])("%s counts the entries that mention it, not the verb", async (question, thing) => {
    const [counted] = await callsOf(question);
    expect(counted).toMatchObject({ name: "count_mentions", arguments: { query: thing } });
  });

  it.each(["how much money did I spend?", "quanto dinheiro gastei?"])("%s is no count of entries", async (question) => {
    expect((await callsOf(question)).map((call) => call.name)).not.toContain("count_mentions");
  });
});

describe("days without writing", () => {
  it.each([
    ["how many days did I go without writing?", {}],
    ["quantos dias fiquei sem escrever?", {}],
    ["quantos dias passei sem escrever este ano?", { from: "2024-01-01", to: "2024-12-31" }],
  ])("%s counts the days with no entry", async (question, bounds) => {
    const run = await ask(sample(), model, question);
    expect(run.calls).toEqual([{ name: "count_mentions", arguments: bounds }]);
    expect(run.answer).toMatch(/(?:the other|os outros) \d+ (?:have no entry|não têm entrada)/);
  });
});

describe("my period against the one before", () => {
  it.each(["was my week better than the one before?", "a minha semana foi melhor que a anterior?", "a minha semana foi pior do que a passada?"])("%s compares the last 7 days with the 7 before", async (question) => {
    const [compared] = await callsOf(question);
    expect(compared).toMatchObject({ name: "compare_time_periods", arguments: { first: { from: "2024-12-18", to: "2024-12-24" }, second: { from: "2024-12-25", to: "2024-12-31" } } });
  });
});

describe("when I met someone the journal never tells meeting", () => {
  // The sample journal names Tom often but never tells meeting him; "Biscuit met the dog next door" is no such day.
  it.each([
    ["when did I meet Tom?", /^No entry tells it as done/],
    ["quando conheci o Tom?", /^Nenhuma entrada o conta como feito/],
  ])("%s does not claim the day of another meeting", async (question, plainly) => {
    const run = await ask(sample(), model, question);
    expect(run.answer).toMatch(plainly);
  });
});
