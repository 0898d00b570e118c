import { localDate } from "@lifeos/core";
import { describe, expect, it } from "vitest";
import { analyzeWithLexicon, detectEvents, generateSampleJournal } from "../src/journal/index.js";

describe("analyzeWithLexicon", () => {
  it("reads a happy day as happier, calmer and less stressed than a hard one", () => {
    const happy = analyzeWithLexicon("A wonderful day. I laughed with Ana, felt grateful and relaxed, and we celebrated in the sun.");
    const hard = analyzeWithLexicon("Awful day. The deadline pressure is overwhelming, I felt anxious, exhausted and angry, and cried.");
    expect(happy.happiness).toBeGreaterThan(70);
    expect(hard.happiness).toBeLessThan(35);
    expect(hard.stress).toBeGreaterThan(happy.stress + 20);
    expect(happy.emotions.joy).toBeGreaterThan(happy.emotions.sadness);
    expect(happy.emotions.gratitude).toBeGreaterThan(0);
    expect(hard.emotions.anxiety).toBeGreaterThan(0);
    expect(hard.emotions.anger).toBeGreaterThan(0);
    expect(hard.valence).toBeLessThan(0);
    expect(happy.valence).toBeGreaterThan(0);
    expect(hard.energy).toBeLessThan(happy.energy);
  });

  it("scores Portuguese and handles negation", () => {
    const feliz = analyzeWithLexicon("Hoje foi um dia maravilhoso, estou feliz e grato. Ri muito com a Ana.");
    const triste = analyzeWithLexicon("Dia horrível, estou triste, ansioso e cansado. Chorei à noite.");
    expect(feliz.happiness).toBeGreaterThan(triste.happiness + 30);
    expect(triste.emotions.sadness).toBeGreaterThan(0);
    expect(analyzeWithLexicon("I was not happy today.").emotions.joy).toBe(0);
    expect(analyzeWithLexicon("I was not happy today.").valence).toBeLessThan(analyzeWithLexicon("I was happy today.").valence);
  });

  it("reads down, blue and baixo as sadness only after a word of feeling", () => {
    for (const text of ["Felt a bit down today.", "I was so blue all evening.", "Estou meio pra baixo hoje.", "Me sinto para baixo."])
      expect(analyzeWithLexicon(text).emotions.sadness, text).toBeGreaterThan(0);
    for (const text of ["Writing this down helps me see the week more clearly.", "Mood was steady, neither up nor down.", "Painted the door blue.", "Olhei para baixo da ponte."])
      expect(analyzeWithLexicon(text).emotions.sadness, text).toBe(0);
  });

  it("reads good news of a life (a birth, an engagement) as a happy day, with tears of joy on it, and tears on a hard day as sadness", () => {
    const born = analyzeWithLexicon("My niece Lily was born! Joe sent photos at 6am. I cried in the kitchen. I'm an aunt!");
    const nasceu = analyzeWithLexicon("A minha sobrinha nasceu hoje! Chorei de alegria.");
    const hard = analyzeWithLexicon("Stressful shift. Two admissions at 3am and the manager was short with everyone. Cried in the car park.");
    expect(born.happiness).toBeGreaterThan(70);
    expect(nasceu.happiness).toBeGreaterThan(70);
    expect(analyzeWithLexicon("Priya called: she and Joe are engaged!").happiness).toBeGreaterThan(65);
    expect(hard.happiness).toBeLessThan(40);
    expect(hard.emotions.sadness).toBeGreaterThan(0);
    expect(born.emotions.sadness).toBe(0);
  });

  it("stays within the domain's ranges, with low confidence for a few neutral words", () => {
    const reading = analyzeWithLexicon("Groceries.");
    expect(reading.confidence).toBeLessThan(0.2);
    for (const value of Object.values(reading.emotions)) expect(value).toBeGreaterThanOrEqual(0);
    expect(reading.happiness).toBeGreaterThanOrEqual(0);
    expect(reading.happiness).toBeLessThanOrEqual(100);
  });

  it("detects events in English and Portuguese", () => {
    expect(detectEvents("Had my job interview at Northwind, then flew home for my birthday.")).toEqual(["birthday", "job interview", "trip"]);
    expect(detectEvents("Fui ao médico e depois ao casamento do Miguel.")).toEqual(["wedding", "doctor visit"]);
  });

  it("tracks the known moods of the sample journal", () => {
    const journal = generateSampleJournal({ seed: 7 });
    const average = (mood: string) => {
      const values = journal.entries.filter((entry) => entry.mood === mood).map((entry) => analyzeWithLexicon(entry.content).happiness);
      return values.reduce((sum, value) => sum + value, 0) / values.length;
    };
    expect(average("great")).toBeGreaterThan(average("neutral") + 15);
    expect(average("neutral")).toBeGreaterThan(average("bad") + 15);
  });
});

describe("generateSampleJournal", () => {
  it("is deterministic, spans several years, mixes in Portuguese, and never mentions the absent topics", () => {
    const first = generateSampleJournal({ seed: 3 });
    const second = generateSampleJournal({ seed: 3 });
    expect(second).toEqual(first);
    expect(first.entries[0]!.date).toBe("2022-01-01");
    expect(first.entries.at(-1)!.date).toBe("2024-12-31");
    expect(first.entries.length).toBeGreaterThan(800);
    expect(first.entries.some((entry) => entry.language === "pt")).toBe(true);
    expect(first.events.map((event) => event.label)).toEqual(expect.arrayContaining(["Trip to Japan", "Helios launch crunch", "Miguel's wedding"]));
    const text = first.entries.map((entry) => entry.content.toLowerCase()).join("\n");
    for (const topic of first.neverMentioned) expect(text).not.toContain(topic.toLowerCase());
    for (const event of first.events) expect(first.entries.some((entry) => entry.date === event.from && entry.events.includes(event.label))).toBe(true);
  });

  it("keeps the pet out of the people: Biscuit is walked, never called, lunched or cooked with", () => {
    const journal = generateSampleJournal({ seed: 42 });
    expect(journal.pets).toEqual(["Biscuit"]);
    expect(journal.people).not.toContain("Biscuit");
    const text = journal.entries.map((entry) => entry.content).join("\n");
    expect(text).toContain("Took Biscuit for a walk");
    expect(text).not.toMatch(/Called Biscuit|with Biscuit|Biscuit came over|com Biscuit|ao Biscuit/);
    for (const person of journal.people) expect(text).toMatch(new RegExp(`(?:Called|with) ${person}\\b`));
  });

  it("writes a strictly daily journal whose entries vary in length up to the requested words and never repeat a sentence", () => {
    const journal = generateSampleJournal({ start: localDate("2020-01-01"), end: localDate("2020-01-31"), skipChance: 0, wordsPerEntry: 120 });
    expect(journal.entries).toHaveLength(31);
    const words = journal.entries.map((entry) => entry.content.split(/\s+/).length);
    expect(Math.min(...words)).toBeGreaterThan(40);
    expect(Math.max(...words)).toBeLessThan(120 + 40);
    expect(Math.max(...words) - Math.min(...words)).toBeGreaterThan(30);
    for (const entry of generateSampleJournal({ seed: 7 }).entries) {
      const sentences = entry.content.split(/(?<=[.!?])\s+/);
      expect(new Set(sentences).size, entry.content).toBe(sentences.length);
    }
  });
});
