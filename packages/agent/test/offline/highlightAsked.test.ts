import { describe, expect, it } from "vitest";
import { answerWith, plan } from "./offlineTestModel.js";

// "what was the highlight of last week?", "qual foi o ponto alto da semana passada?": the best moments of the period, as
// "the best part of last week" is read, not a search for the word "highlight" or "alto". Friday 10 May 2024.

describe("the highlight or the low point of a period", () => {
  it.each([
    ["what was the highlight of last week?", "happiest", "2024-04-29", "2024-05-05"],
    ["what were the highlights of last month?", "happiest", "2024-04-01", "2024-04-30"],
    ["what was the low point of last month?", "unhappiest", "2024-04-01", "2024-04-30"],
    ["qual foi o ponto alto da semana passada?", "happiest", "2024-04-29", "2024-05-05"],
    ["qual foi o destaque do mês passado?", "happiest", "2024-04-01", "2024-04-30"],
    ["qual foi o ponto baixo do mês passado?", "unhappiest", "2024-04-01", "2024-04-30"],
  ])("%s ranks the days of the period", async (question, sort, after, before) => {
    const { calls } = await plan(question);
    expect(calls[0]).toMatchObject({ name: "get_recent_entries", args: { sort, after, before } });
  });

  it.each([
    ["what was the highlight of last week?", "Ran by the river at sunrise and felt wonderful."],
    ["qual foi o ponto alto da semana passada?", "Ran by the river at sunrise and felt wonderful."],
  ])("%s quotes the moment of the happiest day", async (question, moment) => {
    const entries = [{ id: "e1", date: "2024-05-01", title: "", excerpt: `An ordinary start. ${moment} Then emails.`, mood: { happiness: 92 } }];
    const { text } = await answerWith(question, { entries, sort: "happiest" });
    expect(text).toContain("2024-05-01");
    expect(text).toContain(moment);
  });
});
