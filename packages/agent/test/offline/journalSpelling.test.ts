import { describe, expect, it } from "vitest";
import { answerWith } from "./offlineTestModel.js";

const found = (...excerpts: string[]) => ({
  results: excerpts.map((excerpt, index) => ({ entryId: `e${index}`, date: `2024-04-0${index + 1}`, excerpt, score: 1, confidence: "high" })),
  confidence: "high",
});

describe("a topic typed without its accents or capitals is named as the journal writes it", () => {
  it.each([
    ["o que escrevi sobre a minha mae?", found("Almocei com a minha mãe no domingo.", "A mãe ligou ao fim da tarde."), "«mãe»", "«mae»"],
    ["o que escrevi sobre o meu irmao?", found("O meu irmão veio jantar.", "Falei com o irmão sobre a casa."), "«irmão»", "«irmao»"],
    ["what did I write about the cafe?", found("Coffee at the café near work.", "Read a book at the café."), "“café”", "“cafe”"],
    ["what did I write about cafe aurora?", found("Lunch at Cafe Aurora with Ana.", "Back at Cafe Aurora, the usual table."), "“Cafe Aurora”", "“cafe aurora”"],
    ["o que escrevi sobre o cafe aurora?", found("Tomei um café com a Rita.", "Almocei no Cafe Aurora com a Ana."), "«Cafe Aurora»", "«café Aurora»"],
  ])("%s", async (question, data, named, typed) => {
    const { text } = await answerWith(question, data);
    expect(text).toContain(named);
    expect(text).not.toContain(typed);
  });
});

describe("a topic typed without its accents that the journal never mentions", () => {
  it.each([
    ["o que fiz com o meu irmao?", "«irmao»", "«irmão»"],
    ["o que escrevi sobre a minha mae?", "«mae»", "«mãe»"],
    ["what did I write about the cafe?", "“cafe”", "“café”"],
  ])("%s says it also looked for the word with its accents", async (question, typed, accented) => {
    const { calls, text } = await answerWith(question, { results: [], confidence: "none" });
    expect((calls[0]!.args["related"] as string[][])[0]).toContain(accented.slice(1, -1));
    expect(text).toContain(typed);
    expect(text).toContain(accented);
  });
});
