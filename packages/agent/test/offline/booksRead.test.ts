import { localDate } from "@lifeos/core";
import { describe, expect, it } from "vitest";
import type { SampleJournal } from "../../src/journal/index.js";
import { booksIn } from "../../src/journal/offline/bookLine.js";
import { journalSkill } from "../../src/journal/offline/journalSkill.js";
import * as OfflineLanguageModel from "../../src/models/offline/OfflineLanguageModel.js";
import { ask, sampleJournalWorld } from "../golden-support/goldenWorld.js";
import { writtenJournalForFile } from "../journal-support/writtenJournal.js";

// "How many books did I read this year?" counts books, not the entries about reading: the titles the entries say were
// finished or begun. The sample journal reads "a few chapters of a novel" and names none, which the answer says.

describe("the books a sentence names", () => {
  it.each([
    ["Finished Project Hail Mary today, what a book.", "Project Hail Mary", true],
    ["Finally finished The Hobbit by Tolkien.", "The Hobbit", true],
    ["Started reading “The Overstory” on the train.", "The Overstory", false],
    ["Started reading A Gentleman in Moscow with tea.", "A Gentleman in Moscow", false],
    ["Acabei de ler O nome da rosa ontem à noite.", "O nome da rosa", true],
    ["Comecei a ler «Ensaio sobre a cegueira».", "Ensaio sobre a cegueira", false],
    ["Li O Principezinho de uma assentada.", "O Principezinho", true],
    ["Terminei o livro Cem Anos de Solidão.", "Cem Anos de Solidão", true],
  ])("%s names %s", (sentence, title, finished) => {
    expect(booksIn(sentence)).toEqual([{ title, finished, sentence }]);
  });

  it.each([
    "Read a few chapters of a novel before bed.",
    "Spent the afternoon reading at Cafe Aurora.",
    "Fiquei a ler um romance até tarde.",
    "Finished Q3 planning with the team.",
    "Acabei de jantar com a Ana.",
    "Started reading Sofia's letter again.",
  ])("%s names no book", (sentence) => {
    expect(booksIn(sentence)).toEqual([]);
  });
});

const world = sampleJournalWorld();
const model = OfflineLanguageModel.make({ skills: [journalSkill] });

describe("books read, asked of a journal that names none", () => {
  it.each([
    ["how many books did I read this year?", /^Your entries this year \(2024-01-01 to 2024-12-31\) name no book you read, so I can't count books.*\n\nYou wrote about reading on \d+ days \(of \d+ entries\), the last on 2024-\d\d-\d\d\.$/],
    ["quantos livros li este ano?", /^As suas entradas este ano \(2024-01-01 a 2024-12-31\) não nomeiam nenhum livro que tenha lido, por isso não consigo contar livros.*\n\nEscreveu sobre leitura em \d+ dias \(de \d+ entradas\), o último em 2024-\d\d-\d\d\.$/],
  ])("%s says so, and offers the days written about reading", async (question, said) => {
    const run = await ask(world(), model, question);
    expect(run.answer).toMatch(said);
  });
});

const written = (entries: ReadonlyArray<readonly [string, string]>): SampleJournal =>
  ({ entries: entries.map(([date, content]) => ({ date: localDate(date), title: "", content })), events: [], people: [], pets: [], places: [], absentTopics: [] }) as unknown as SampleJournal;

const reader = writtenJournalForFile(
  written([
    ["2023-11-20", "Finished Piranesi by Susanna Clarke. Strange and lovely book."],
    ["2024-02-03", "Started reading Project Hail Mary on the train to work."],
    ["2024-02-19", "Finished Project Hail Mary today, what a book."],
    ["2024-04-07", "Rainy Sunday. Read a few chapters of a novel before bed."],
    ["2024-05-12", "Acabei de ler O nome da rosa ontem à noite. Que livro!"],
    ["2024-07-30", "Comecei a ler «Ensaio sobre a cegueira» na praia."],
    ["2024-09-14", "Finished Q3 planning with the team, then a long run."],
    ["2024-10-02", "Finally finished The Hobbit by Tolkien, reading it aloud to Leo."],
  ]),
  new Date("2024-12-31T20:00:00Z"),
);

describe("books read, asked of a journal that names them", () => {
  it.each([
    ["how many books did I read this year?", "You mention finishing 3 books this year (2024-01-01 to 2024-12-31)", ["Project Hail Mary (finished 2024-02-19)", "O nome da rosa (finished 2024-05-12)", "The Hobbit (finished 2024-10-02)"], "Ensaio sobre a cegueira (first mentioned 2024-07-30)"],
    ["quantos livros li este ano?", "Diz que acabou 3 livros este ano (2024-01-01 a 2024-12-31)", ["Project Hail Mary (acabado em 2024-02-19)", "O nome da rosa (acabado em 2024-05-12)", "The Hobbit (acabado em 2024-10-02)"], "Ensaio sobre a cegueira (primeira menção em 2024-07-30)"],
  ])("%s counts the titles finished, and names those only begun", async (question, lead, finished, begun) => {
    const run = await ask(reader(), model, question);
    expect(run.answer).toContain(lead);
    expect(run.answer).toContain(finished.map((line) => `- ${line}`).join("\n"));
    expect(run.answer).toContain(`- ${begun}`);
    expect(run.answer).not.toMatch(/Piranesi|Q3/);
  });
});
