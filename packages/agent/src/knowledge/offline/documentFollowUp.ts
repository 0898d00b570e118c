import type { Question } from "../../models/offline/question/Question.js";
import { analyseQuestion } from "../../models/offline/question/analyseQuestion.js";
import { documentWord, journalWord } from "./knowledgeQuestionWords.js";

/** "and the rent?", "what about pets?", "e a renda?", "e quanto a animais?": a follow-up that only names what is asked now. */
const followUpOpening = /^(?:and|what about|how about|e|e quanto (?:a|ao|aos|as)|e sobre|e em relacao (?:a|ao|aos|as))\b/;

/** "when does it end?", "can I cancel it?", "how long is it?": the document of the question before, pointed at. */
const pointedAt = /\b(?:it|its)\b/;

/** Most words a follow-up has: a longer message is a question of its own. */
const followUpWords = 7;

/** The words of the previous question that named its document ("lease", "o contrato", "my course notes"), or null. */
const documentOf = (question: Question): string | null => documentWord.exec(question.normalized)?.[0] ?? null;

/**
 * After "what does my lease say about the deposit?", a follow-up that names no document ("what about pets?", "and the
 * rent?", "when does it end?", "e a renda?", "e quando acaba?") asks the same document again: it is read as if it named
 * it ("when does my lease end?", "e a renda? (contrato)"). Any other question, as it is.
 */
export const documentAgain = (question: Question): Question => {
  // The skill reads the question so for its plan, its follow-up calls and its answer: analysed again once.
  const known = readAgain.get(question);
  if (known !== undefined) return known;
  const again = askedOfDocument(question);
  readAgain.set(question, again);
  return again;
};

const readAgain = new WeakMap<Question, Question>();

/**
 * "e o de volta?" after "quando é o voo de ida?", "and the return one?" after "when is my outbound flight?": the thing
 * asked before, named by another of its kinds; the question before with this kind in place of its own ("quando é o voo
 * de volta?", "when is my return flight?"), or null when the follow-up is no such one or the question before named none.
 */
const otherOfKind = (question: Question, previous: Question): string | null => {
  const said = question.text.trim().replace(/[?!.\s]+$/, "");
  const pt = /^e (?:quanto (?:a|ao|à) )?(o|a|os|as) ((?:de|do|da|dos|das|para|em) .+)$/iu.exec(said);
  if (pt !== null) {
    const article = pt[1]!.toLowerCase();
    const kind = new RegExp(`\\b${article} (\\p{L}+) (?:de|do|da|dos|das|para|em) \\p{L}+`, "iu").exec(previous.text);
    return kind === null ? null : previous.text.replace(kind[0], `${article} ${kind[1]!} ${pt[2]!}`);
  }
  const en = /^(?:and|what about|how about) (?:the|my) ([\p{L}-]+) ones?$/iu.exec(said);
  const noun = previous.topicWords.at(-1);
  if (en === null || noun === undefined) return null;
  const kind = new RegExp(`\\b[\\p{L}-]+ (?=${noun}\\b)`, "iu").exec(previous.text);
  return kind === null ? null : previous.text.replace(kind[0], `${en[1]!} `);
};

const askedOfDocument = (question: Question): Question => {
  const previous = question.previous;
  const kind = previous === null ? null : otherOfKind(question, previous);
  if (previous !== null && kind !== null) return { ...analysed(question, kind), language: question.language, previous };
  if (previous === null || question.has(documentWord) || question.has(journalWord) || question.words.length > followUpWords) return question;
  // "and last month?", "what about Tom?", "and stress?": a period, a person or a mood asked again is the journal's.
  if (question.dates.length > 0 || question.metric !== null || question.names.length > 0) return question;
  if (!question.has(pointedAt) && !(question.has(followUpOpening) && question.topicWords.length > 0)) return question;
  const named = documentOf(previous) ?? (previous.previous === null ? null : documentOf(documentAgain(previous)));
  if (named === null) return question;
  const english = question.language === "en";
  const document = english && !/^(?:my|the|our) /.test(named) ? `my ${named}` : named;
  const text = english && pointedAt.test(question.text.toLowerCase()) ? question.text.replace(/\bit\b/i, document) : `${question.text.replace(/[?!.\s]+$/, "")} (${document})?`;
  return { ...analysed(question, text), language: question.language, previous };
};

/** `text` analysed as the question was, with its time, tools and what the person holds. */
const analysed = (question: Question, text: string): Question =>
  analyseQuestion({
    text,
    now: question.now,
    timeZone: question.timeZone,
    tools: question.tools,
    capabilities: () => question.capabilities,
    ...(question.journalSpan === null ? {} : { journalSpan: question.journalSpan }),
    ...(question.assets === null ? {} : { assets: question.assets }),
    ...(question.accounts === null ? {} : { accounts: question.accounts }),
  });
