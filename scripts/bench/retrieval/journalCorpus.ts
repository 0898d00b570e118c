import { generateSampleJournal } from "@lifeos/agent";
import type { Corpus, CorpusItem, CorpusQuestion } from "./corpus.js";
import { handWrittenEntries } from "./journalEntries.js";
import { journalQuestions } from "./journalQuestions.js";

/**
 * The sample journal (seed 42, 2022-01-01 to 2024-12-31) with the
 * hand-written days in place of the generated ones, and its questions. An
 * entry's id is its date (one entry a day).
 */
export const journalCorpus = (): Corpus => {
  const journal = generateSampleJournal({ seed: 42 });
  const byDate = new Map<string, CorpusItem>(journal.entries.map((entry) => [entry.date, { id: entry.date, text: entry.content, date: entry.date }]));
  for (const entry of handWrittenEntries) byDate.set(entry.date, { id: entry.date, text: entry.content, date: entry.date });
  const items = [...byDate.values()].sort((a, b) => (a.id < b.id ? -1 : 1));
  const daysOf = (label: string) => {
    const event = journal.events.filter((candidate) => candidate.label === label);
    if (event.length === 0) throw new Error(`the sample journal has no event ${label}`);
    return journal.entries.filter((entry) => entry.events.includes(label) && !handWrittenEntries.some((hand) => hand.date === entry.date)).map((entry) => entry.date);
  };
  const questions: CorpusQuestion[] = journalQuestions.map((question) => {
    const answers = question.answers.flatMap((answer) => ("event" in answer ? daysOf(answer.event) : [answer.date]));
    for (const answer of answers) if (!byDate.has(answer)) throw new Error(`no entry on ${answer} for "${question.text}"`);
    return { text: question.text, language: question.language, answers, origin: "hand" };
  });
  return { name: "journal", source: "journal", items, questions, now: "2024-12-31" };
};
