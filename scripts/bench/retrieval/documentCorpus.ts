import type { Corpus, CorpusItem, CorpusQuestion } from "./corpus.js";
import { englishDocuments } from "./documentsEnglish.js";
import { portugueseDocuments } from "./documentsPortuguese.js";

/**
 * The documents, one item per section (`<document>#<section>`: heading and
 * text, as a document chunk would hold them), and their questions.
 */
export const documentCorpus = (): Corpus => {
  const documents = [...englishDocuments, ...portugueseDocuments];
  const items: CorpusItem[] = documents.flatMap((document) =>
    document.sections.map((section, index) => ({
      id: `${document.id}#${index}`,
      text: `${section.heading}\n\n${section.text}`,
      date: null,
      document: { id: document.id, title: document.title, section: index },
    })),
  );
  const questions: CorpusQuestion[] = documents.flatMap((document) =>
    document.questions.map((question) => {
      if (document.sections[question.section] === undefined) throw new Error(`${document.id} has no section ${question.section}`);
      return { text: question.text, language: document.language, answers: [`${document.id}#${question.section}`], origin: "hand" as const };
    }),
  );
  return { name: "documents", source: "document", items, questions, now: "2024-12-31" };
};
