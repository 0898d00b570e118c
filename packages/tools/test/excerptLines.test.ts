import { describe, expect, it } from "vitest";
import { makeExcerpt } from "../src/index.js";

// A journal kept with a template: field lines without punctuation ("Humor: ruim", "Sleep: 5h") above the day's text.
// The excerpt keeps each line a sentence of its own, so the answer can quote what was written rather than the fields.

describe("an excerpt of lines without punctuation", () => {
  it.each([
    ["Mood: low\nSleep: 5h\n\nArgued with Carlos about the holidays.", "Mood: low. Sleep: 5h. Argued with Carlos about the holidays."],
    ["Humor: ruim\nSono: 6h\nGratidão: a família\n\nBriguei com o Carlos por causa das contas.", "Humor: ruim. Sono: 6h. Gratidão: a família. Briguei com o Carlos por causa das contas."],
  ])("%j ends each line's sentence", (text, expected) => {
    expect(makeExcerpt(text)).toBe(expected);
  });

  it.each([
    ["A long day.\nWent running after work!\n\nSlept well.", "A long day. Went running after work! Slept well."],
    ["Dia longo.\nFui correr depois do trabalho?\n\n  Dormi bem.", "Dia longo. Fui correr depois do trabalho? Dormi bem."],
  ])("%j keeps lines already ended as they are", (text, expected) => {
    expect(makeExcerpt(text)).toBe(expected);
  });
});
