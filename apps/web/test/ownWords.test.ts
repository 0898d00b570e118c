import { detectLanguage } from "@lifeos/core";
import { describe, expect, it } from "vitest";
import { ownWords } from "../src/language/ownWords.js";

describe("the language of an answer, told from its own words", () => {
  it.each([
    ["Our earlier conversations, latest first:\n- 2026-11-30: you asked “quanto dinheiro tenho em caixa?”; I answered “Tem 4 270,00 EUR em dinheiro nas suas contas.”", "en"],
    ["Em 2026-11-28 escreveu uma entrada. O que fez: «Had a coffee with Sofia at the café next to the climbing gym. Had lunch with Tom at Cafe Aurora. Practised guitar for an hour in the evening.»", "pt"],
    ["O que os seus documentos dizem sobre «pets»:\n> The tenant may keep one dog or one cat in the flat. Any other animal needs the landlord's written consent.", "pt"],
  ] as const)("%s", (answer, language) => {
    expect(detectLanguage(ownWords(answer), language === "en" ? "pt" : "en")).toBe(language);
  });

  it("keeps what is not quoted", () => {
    expect(ownWords("Your mood averaged 60/100 “quite calm”.")).toBe("Your mood averaged 60/100  .");
  });
});
