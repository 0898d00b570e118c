import { describe, expect, it } from "vitest";
import { answerWith, plan } from "./offlineTestModel.js";

// "did I read this month?", "li este mês?": the verb is what is asked, though the question's words drop "read" as a
// request ("read me…") and "li" as too short: the entries about it are searched over the period, not the month's summary.
// Friday 10 May 2024.

describe("a yes-or-no question about a doing", () => {
  it.each([
    ["did I read this month?", "read", "2024-05-01"],
    ["li este mês?", "li", "2024-05-01"],
    ["did I swim last week?", "swim", "2024-04-29"],
    ["nadei na semana passada?", "nadei", "2024-04-29"],
    ["já meditei este mês?", "meditei", "2024-05-01"],
  ])("%s searches the doing over the period", async (question, query, from) => {
    const { calls } = await plan(question);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ name: "search_journal", args: { query, from } });
    expect((calls[0]!.args["related"] as string[][])[0]!.length).toBeGreaterThan(2);
  });

  it.each([
    ["did I read this month?", /^Yes\. I found 1 entry about “read” this month/],
    // Asked in the Portuguese past of oneself, as "did I" asks: the same yes.
    ["li este mês?", /^Sim\. Encontrei 1 entrada sobre «li» este mês/],
    ["já li este mês?", /^Sim\. Encontrei 1 entrada/],
    ["nós lemos este mês?", /^Sim\. Encontrei 1 entrada/],
  ])("%s answers yes with the entries found", async (question, said) => {
    const { text } = await answerWith(question, { results: [{ entryId: "e1", date: "2024-05-03", excerpt: "Read a few chapters of a novel before bed.", score: 1, confidence: "high" }], confidence: "high" });
    expect(text).toMatch(said);
    expect(text).toContain("Read a few chapters of a novel before bed.");
  });

  it.each([
    ["did I cook this week?", /^Yes\. I found 1 entry about “cook” this week/],
    ["cozinhei esta semana?", /^Sim\. Encontrei 1 entrada sobre «cozinhei» esta semana/],
  ])("%s answers yes, in either language", async (question, said) => {
    const { text } = await answerWith(question, { results: [{ entryId: "e1", date: "2024-05-07", excerpt: "Passei a noite a cozinhar, o que me acalma sempre.", score: 1, confidence: "high" }], confidence: "high" });
    expect(text).toMatch(said);
  });

  it.each(["aqui diz que li este mês?", "oi, li este mês?"])("%s is no yes-or-no of a doing", async (question) => {
    const { text } = await answerWith(question, { results: [{ entryId: "e1", date: "2024-05-03", excerpt: "Read a few chapters of a novel before bed.", score: 1, confidence: "high" }], confidence: "high" });
    expect(text).not.toMatch(/^Sim\./);
  });

  it.each(["como foi o mês?", "did I write this month?", "fui ao ginásio esta semana?", "how was my week?"])("%s is read as before", async (question) => {
    const { calls } = await plan(question);
    expect(JSON.stringify(calls)).not.toMatch(/"query":"(?:como|write|fui|how)"/);
  });
});
