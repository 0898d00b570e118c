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

// A long entry is cut where a sentence ends when one lies in the window's second half, so a quote of it does not stop
// mid-sentence ("The pressure was exhausting and I felt…"); with no sentence end in reach, at a word, never mid-word.
describe("where a long entry is cut", () => {
  const filler = (words: number, language: "en" | "pt") => Array.from({ length: words }, (_, index) => (language === "en" ? `word${index}` : `palavra${index}`)).join(" ");
  it.each([
    ["en", `We walked along the river in the morning and talked about the move. ${filler(20, "en")}. The pressure at work was exhausting and I felt completely overwhelmed by everything that was still left to do before the weekend arrived.`],
    ["pt", `Caminhámos junto ao rio de manhã e falámos da mudança. ${filler(12, "pt")}. A pressão no trabalho foi cansativa e senti que estava completamente sobrecarregado com tudo o que ainda faltava fazer antes do fim de semana.`],
  ])("%s: at the end of the last whole sentence that fits, then an ellipsis", (_language, text) => {
    const excerpt = makeExcerpt(text, [], 200);
    expect(excerpt.length).toBeLessThanOrEqual(202);
    expect(excerpt).toMatch(/\d\. …$/);
  });

  it.each([
    ["en", `${filler(60, "en")}`],
    ["pt", `${filler(60, "pt")}`],
  ])("%s: at a word when no sentence ends in reach", (_language, text) => {
    const excerpt = makeExcerpt(text, [], 120);
    expect(excerpt).toMatch(/\d…$/);
    const words = excerpt.slice(0, -1).split(" ");
    expect(text.split(" ").slice(0, words.length)).toEqual(words);
  });

  it.each([
    ["en", `${filler(40, "en")}. The dentist appointment went well and the tooth is fine. ${filler(40, "en")}.`, "dentist", "The dentist appointment"],
    ["pt", `${filler(40, "pt")}. A consulta no dentista correu bem e o dente está bom. ${filler(40, "pt")}.`, "dentista", "A consulta no dentista"],
  ])("%s: from the start of the sentence that holds the words searched", (_language, text, term, opening) => {
    expect(makeExcerpt(text, [term], 160).startsWith(`…${opening}`)).toBe(true);
  });
});

// A short name asked ("Tom") is centred on where it stands whole, not on the longer words it begins.
describe("where a short term stands", () => {
  const entry = (language: "en" | "pt") =>
    language === "en"
      ? "Work was busy with emails and a long planning meeting. Did some gardening on the balcony; the tomatoes are growing. Finally got the chords of a new song right on the guitar. Low energy, and I worried about too many things. Biscuit met the dog next door and the two of them chased each other around the garden. Climbing session with Sofia at the climbing gym; my arms are sore. Practised guitar for an hour in the evening. Had lunch with Tom at Cafe Aurora. Tomorrow I want to keep things simple."
      : "O trabalho esteve cheio de emails e de uma longa reunião de planeamento. Tratei do jardim na varanda; os tomates estão a crescer. Finalmente acertei os acordes de uma música nova na guitarra. Pouca energia, e preocupei-me com demasiadas coisas. O Biscuit conheceu o cão do vizinho e correram os dois pelo jardim. Sessão de escalada com a Sofia no ginásio; tenho os braços doridos. Almocei com o Tom no Cafe Aurora. Amanhã quero manter as coisas simples.";
  it.each(["en", "pt"] as const)("%s: the excerpt holds the sentence naming Tom", (language) => {
    expect(makeExcerpt(entry(language), ["tom", "thomas", "tommy"])).toMatch(/\bTom\b/u);
  });

  it("a short term still meets the words it begins when it stands nowhere whole", () => {
    const text = `${"Quiet morning at home with tea and a book. ".repeat(6)}Went running along the river after work.`;
    expect(makeExcerpt(text, ["run"])).toContain("Went running");
  });
});
