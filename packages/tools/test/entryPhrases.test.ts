import { describe, expect, it } from "vitest";
import { entryTerms, namesIn, phrasesIn } from "../src/index.js";

// Two words a journal keeps side by side ("neural networks", "dentist appointment", "consulta médica") are one topic:
// an answer about what comes up names the phrase, not each word apart. A word that mostly stands on its own stays one.

const topicsOf = (texts: ReadonlyArray<string>) => {
  const names = namesIn(texts);
  const phrases = phrasesIn(texts);
  return texts.map((text) => entryTerms(text, [], names, phrases));
};

describe("phrases kept together in an entry's topics", () => {
  it.each([
    [
      "en",
      ["Spent the morning reading about neural networks.", "The neural networks course has a hard exam.", "Finally booked the dentist appointment.", "The dentist appointment went fine."],
      ["neural networks", "dentist appointment"],
      ["neural", "networks", "dentist", "appointment"],
    ],
    [
      "pt",
      ["Passei a manhã a estudar redes neurais.", "O exame de redes neurais foi difícil.", "Marquei a consulta médica para sexta.", "A consulta médica correu bem."],
      ["redes neurais", "consulta médica"],
      ["redes", "neurais", "consulta", "medica"],
    ],
  ])("%s: the phrase, not its words apart", (_language, texts, phrases, words) => {
    const topics = topicsOf(texts).flat();
    for (const phrase of phrases) expect(topics).toContain(phrase);
    for (const word of words) expect(topics).not.toContain(word);
  });

  it.each([
    ["en", ["Went climbing at Sintra.", "Climbing in the morning with Tom.", "Bouldering at the climbing gym.", "More climbing after work.", "Met Rita at the climbing gym."], "climbing", "climbing gym"],
    ["pt", ["Fui correr no parque.", "Corrida matinal, correr faz bem.", "Voltei a correr sozinho.", "Correr depois do trabalho.", "Gosto de correr cedo."], "correr", "correr cedo"],
  ])("%s: a word mostly on its own stays a topic of its own", (_language, texts, word, notPhrase) => {
    const topics = topicsOf(texts).flat();
    expect(topics).toContain(word);
    expect(topics).not.toContain(notPhrase);
  });

  it("a phrase seen in one entry only is no phrase yet", () => {
    const topics = topicsOf(["Reading about neural networks.", "The networks were down at the office."]).flat();
    expect(topics).not.toContain("neural networks");
  });
});

describe("word pairs that name no topic", () => {
  it.each([
    ["en", ["Walked on the way home.", "Tired on the way home.", "Could not sleep well.", "I did not sleep well again."], ["way home", "sleep well"]],
    ["pt", ["Passei pela casa nova.", "Jantar na casa nova.", "Dormi muito bem.", "Hoje dormi muito bem."], ["casa nova", "muito bem"]],
  ])("%s: words too short or no thing at all are no phrase", (_language, texts, pairs) => {
    const topics = topicsOf(texts).flat();
    for (const pair of pairs) expect(topics).not.toContain(pair);
  });
});
