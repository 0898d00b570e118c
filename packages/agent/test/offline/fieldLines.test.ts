import { describe, expect, it } from "vitest";
import { answerWith } from "./offlineTestModel.js";

// An imported journal whose entries open with a template's fields ("Humor: Animada.", "Mood: 7/10"): the last entry is
// quoted by what it says, not by its field.

describe("an entry that opens with a field line", () => {
  it.each([
    ["what was my last entry?", "Mood: 7/10.\n\nWent running in the park with Bia.", "Went running in the park"],
    ["qual foi a minha última entrada?", "Humor: Animada.\n\nCorri no parque de manhã, me senti ótima.", "Corri no parque"],
  ])("%s quotes the first sentence after the field", async (question, content, said) => {
    const { text } = await answerWith(question, { entries: [{ id: "e", date: "2024-05-09", title: null, excerpt: content, mood: null }] });
    expect(text).toContain(said);
    expect(text).not.toMatch(/Mood: 7|Humor: Animada/);
  });
});
