import { describe, expect, it } from "vitest";
import { answerWith, plan } from "./offlineTestModel.js";

// A name of several words asked about ("São Miguel", "Sao Paulo", "New York") is searched whole, even when one of its
// words is also a common word ("são" is "are"); two words a journal keeps together ("dentist appointment") are one
// subject in what the stressed days come back to, not two.

describe("a name of several words asked about", () => {
  it.each([
    ["what did I write about São Miguel?", "São Miguel"],
    ["o que escrevi sobre Sao Miguel?", "Sao Miguel"],
    ["quando fui a São Miguel pela última vez?", "São Miguel"],
    ["when did I last go to New York?", "New York"],
  ])("%s", async (question, query) => {
    const { calls } = await plan(question);
    expect(calls[0]?.name).toBe("search_journal");
    expect(calls[0]?.args["query"]).toBe(query);
  });
});

const entry = (date: string, excerpt: string, stress: number) => ({ entryId: `e-${date}`, date, title: "", excerpt, mood: { happiness: 30, stress, energy: 40 } });

describe("a phrase the stressed days come back to", () => {
  it.each([
    [
      "What was I worried about last month?",
      [
        entry("2024-04-22", "The dentist appointment is tomorrow and I am dreading it.", 90),
        entry("2024-04-09", "Could not stop thinking about the dentist appointment.", 84),
        entry("2024-04-15", "Another long meeting.", 80),
      ],
      "dentist appointment (2024-04-09, 2024-04-22)",
      /\bdentist \(|(?<!dentist )\bappointment \(/,
    ],
    [
      "com o que andei preocupado no mês passado?",
      [
        entry("2024-04-22", "A consulta médica é amanhã e estou com medo.", 90),
        entry("2024-04-09", "Não parei de pensar na consulta médica.", 84),
        entry("2024-04-15", "Outra reunião longa.", 80),
      ],
      "consulta médica (2024-04-09, 2024-04-22)",
      /\bconsulta \(|(?<!consulta )\bm[eé]dica \(/,
    ],
  ])("%s", async (question, entries, named, apart) => {
    const { text } = await answerWith(question, { entries, sort: "most_stressed" });
    const firstLine = text.split("\n")[0]!;
    expect(firstLine).toContain(named);
    expect(firstLine).not.toMatch(apart);
  });
});
