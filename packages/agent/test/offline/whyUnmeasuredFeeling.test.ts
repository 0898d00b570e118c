import { describe, expect, it } from "vitest";
import { journalSkill } from "../../src/journal/offline/journalSkill.js";
import { offlineConversation } from "../support/offlineConversation.js";

// "Why am I so lonely lately?" got the hardest days of the month, whatever they said: loneliness is no low happiness, and
// no reading of the journal measures it (nor boredom, nor anger). The entries that speak of it answer, in its words of
// both languages, and the answer says plainly that is what was looked at.

const now = new Date("2024-05-10T10:00:00Z");
const { ask, answerWith } = offlineConversation({ skills: [journalSkill], now, timeZone: "Europe/Lisbon" });

const found = { results: [{ entryId: "e1", date: "2024-05-02", excerpt: "Everyone was away this weekend and I felt lonely all Sunday.", score: 1, confidence: "high" }], confidence: "high" };

describe("why, asked of a feeling no reading measures", () => {
  it.each([
    ["why am I so lonely lately?", "lonely", { from: "2024-04-11", to: "2024-05-10" }],
    ["why do I feel so lonely?", "lonely", {}],
    ["why am I so bored?", "bored", {}],
    ["porque me sinto tão sozinha ultimamente?", "sozinha", { from: "2024-04-11", to: "2024-05-10" }],
    ["por que estou tão entediado?", "entediado", {}],
    ["porque ando tão irritada?", "irritada", {}],
    ["why have I been so irritable lately?", "irritable", { from: "2024-04-11", to: "2024-05-10" }],
    ["why am I so unmotivated?", "unmotivated", {}],
    ["porque ando tão desmotivado?", "desmotivado", {}],
  ])("%s searches the entries that speak of it", async (question, word, range) => {
    const { calls } = await ask(question);
    expect(calls.map((call) => call.name)).toEqual(["search_journal"]);
    const { related, ...args } = JSON.parse(calls[0]!.arguments) as Record<string, unknown>;
    expect(args).toEqual({ query: word, ...range });
    expect((related as string[][])[0]!.length).toBeGreaterThan(3);
  });

  it.each([
    ["why am I so lonely lately?", "No reading of your journal measures “lonely”"],
    ["why do I feel so bored?", "No reading of your journal measures “bored”"],
    ["porque me sinto tão sozinha ultimamente?", "Nenhuma leitura do seu diário mede «sozinha»"],
    ["por que estou tão entediada?", "Nenhuma leitura do seu diário mede «entediada»"],
    ["why have I been so irritable?", "No reading of your journal measures “irritable”"],
    ["porque ando tão desmotivada?", "Nenhuma leitura do seu diário mede «desmotivada»"],
  ])("%s says what was looked at, then the entries", async (question, said) => {
    const text = await answerWith(question, (name) => (name === "search_journal" ? found : {}));
    expect(text.startsWith(said)).toBe(true);
    expect(text).toContain("I felt lonely all Sunday");
  });

  it("leaves the measured feelings to their readings", async () => {
    for (const question of ["why am I so stressed?", "why am I so tired?", "porque ando tão triste?"]) {
      const { calls } = await ask(question);
      expect(calls.map((call) => call.name)).not.toContain("search_journal");
    }
  });
});
