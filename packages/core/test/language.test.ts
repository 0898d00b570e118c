import { describe, expect, it } from "vitest";
import { detectLanguage } from "../src/index.js";

// The language of a message is read from its own words before the conversation's: a message of everyday English
// verbs ("give me a journaling prompt") is English after Portuguese turns, as a Portuguese one is Portuguese after English.

describe("the language of a message with the conversation in the other one", () => {
  it.each([
    "give me a journaling prompt",
    "help me think it through",
    "I need a break",
    "let me know",
    "remind me to call Rita",
    "forget it",
  ])("%s is English after Portuguese", (text) => {
    expect(detectLanguage(text, "pt")).toBe("en");
  });

  it.each(["dá-me uma pergunta para escrever", "ajuda-me a pensar nisso", "preciso de uma pausa", "lembra-me de ligar à Rita"])(
    "%s is Portuguese after English",
    (text) => {
      expect(detectLanguage(text, "en")).toBe("pt");
    },
  );

  it.each(["Biscuit", "Ana", "ok"])("%s, with no telling word, keeps the conversation's language", (text) => {
    expect(detectLanguage(text, "pt")).toBe("pt");
    expect(detectLanguage(text, "en")).toBe("en");
  });
});
