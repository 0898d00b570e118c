import { relatedWords } from "@lifeos/core";
import { describe, expect, it } from "vitest";
import { analyseQuestion } from "../../src/models/offline/question/analyseQuestion.js";
import { now, timeZone } from "./offlineTestModel.js";

const read = (text: string, earlier: ReadonlyArray<string> = []) =>
  analyseQuestion({ text, now, timeZone, tools: new Set(["search_journal"]), capabilities: () => [], earlier });

describe("Portuguese irregular verb forms", () => {
  it.each([
    ["eu leio muito?", "leio", "reading"],
    ["leste alguma coisa boa?", "leste", "book"],
    ["durmo o suficiente?", "durmo", "sleep"],
  ])("%s relates %s to the words of its topic", (text, word, expected) => {
    const question = read(text);
    expect(question.topicWords).toContain(word);
    expect(question.related.find((list) => list[0] === word)).toContain(expected);
  });
});

describe("reading a question once for every skill", () => {
  it("tells English from Portuguese, and keeps the conversation's language when a message does not tell", () => {
    expect(["How was my week?", "what can you do?", "Biscuit"].map((text) => read(text).language)).toEqual(["en", "en", "en"]);
    expect(["como foi o meu último mês?", "oi", "vc pode me ajudar?", "preciso de conselhos", "Resumo de 2023"].map((text) => read(text).language)).toEqual([
      "pt",
      "pt",
      "pt",
      "pt",
      "pt",
    ]);
    expect(read("Biscuit", ["O que escrevi sobre o Miguel?"]).language).toBe("pt");
    expect(read("Tell me about São Paulo").language).toBe("en");
    expect(["gostas de mim?", "achas que durmo pouco?", "eu leio muito?", "vou bem?"].map((text) => read(text).language)).toEqual(["pt", "pt", "pt", "pt"]);
    expect(["do you like me?", "I read a lot?"].map((text) => read(text).language)).toEqual(["en", "en"]);
  });

  it("spells out shorthand and corrects typos of the words it knows, never names or real words", () => {
    expect(read("wat did i wirte yestrday").normalized).toBe("what did i write yesterday");
    expect(read("o q vc escreveu hj").normalized).toBe("o que voce escreveu hoje");
    expect(read("qd foi a ultima vez q fui ao ginasio?").normalized).toBe("quando foi a ultima vez que fui ao ginasio ?");
    expect(read("tou stressado?").normalized).toBe("estou stressado ?");
    expect(read("como tá o meu humor?").normalized).toBe("como esta o meu humor ?");
    expect(read("hw was my wek?").normalized).toBe("how was my week ?");
    expect(read("I felt weak").normalized).toBe("i felt weak");
    expect(read("when did i last go climbign").topicWords).toEqual(["climbing"]);
    expect(read("Tell me about Alfama").topicWords).toEqual(["Alfama"]);
  });

  it("finds the topic, its names and its related words", () => {
    const dog = read("What did I write about my dog last week?");
    expect(dog.topic).toBe("dog");
    expect(dog.related[0]).toEqual(expect.arrayContaining(["dog", "puppy", "cão", "cachorro"]));
    expect(dog.range).toMatchObject({ from: "2024-04-29", to: "2024-05-05" });
    expect(read("When did I last see Sofia in Porto?").names).toEqual(["Sofia", "Porto"]);
    expect(read("Miguel's wedding").topicWords).toEqual(["Miguel", "wedding"]);
  });

  it("finds the mood metric and which end of it, and the cues", () => {
    expect([read("what made me happy?"), read("when was I saddest?"), read("am I calmer?"), read("how tired was I?"), read("how did I feel?")].map((question) => [question.metric, question.direction])).toEqual([
      ["happiness", "high"],
      ["happiness", "low"],
      ["stress", "low"],
      ["energy", "low"],
      ["valence", null],
    ]);
    expect([...read("When was the last time I felt really happy?").cues].sort()).toEqual(["lastTime"]);
    expect(read("compare this month with last month").cues.has("comparison")).toBe(true);
    expect(read("Olá! Como foi a minha semana?").cues.has("greeting")).toBe(true);
  });
});

describe("related words", () => {
  it("include synonyms, translations and narrower topics, never neighbouring ones", () => {
    expect(relatedWords("trips")).toEqual(expect.arrayContaining(["trip", "travel", "vacation", "viagem", "férias", "flight"]));
    expect(relatedWords("pet")).toEqual(expect.arrayContaining(["dog", "puppy", "cat", "gato"]));
    expect(relatedWords("music")).toEqual(expect.arrayContaining(["guitar", "concert"]));
    expect(relatedWords("violin")).toEqual([]);
    expect(relatedWords("sister")).not.toContain("daughter");
    expect(relatedWords("dog")).not.toContain("cat");
  });
});
