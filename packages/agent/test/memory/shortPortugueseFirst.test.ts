import { detectLanguage } from "@lifeos/core";
import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// A short statement opening a conversation has no earlier turn to take its language from: a Portuguese verb of the
// first person ("moro", "vivo", "trabalho") or a word for family ("filhos", "irmã") says it is Portuguese, so it is
// kept and said back in Portuguese, while the same statement in English stays English.

const now = new Date("2026-11-20T10:00:00Z");
const { answerWith } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon" });

describe("a short statement as a conversation's first message", () => {
  it.each([
    ["Moro no Porto", "pt"],
    ["Vivo em Lisboa", "pt"],
    ["Trabalho na Siemens", "pt"],
    ["Sou enfermeira", "pt"],
    ["Tenho dois filhos", "pt"],
    ["I live in Porto", "en"],
    ["I work at Siemens", "en"],
    ["I'm a nurse", "en"],
    ["I have two kids", "en"],
  ])("%s is read as %s", (text, language) => {
    expect(detectLanguage(text)).toBe(language);
  });

  it.each([
    ["Moro no Porto", "Anotado: Mora no Porto."],
    ["Vivo em Lisboa", "Anotado: Vive em Lisboa."],
    ["I live in Porto", "Noted: You live in Porto."],
  ])("%s is kept and said back", async (text, reply) => {
    expect(await answerWith(text, () => ({ memories: [], results: [] }))).toBe(reply);
  });
});
