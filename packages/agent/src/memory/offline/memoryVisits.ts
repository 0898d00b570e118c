import { escapeRegExp, normalizeText, serviceTopicIn, serviceTopics, topicLabel } from "@lifeos/core";
import type { PlannedCall, ToolResultView } from "../../models/offline/OfflineSkill.js";
import type { Question } from "../../models/offline/question/Question.js";
import { sentenceEnd } from "../../models/offline/answerText.js";
import { fold } from "./factRow.js";
import type { MemoryRow } from "./memoryRows.js";
import { journalRows, memoriesIn, resultOf } from "./memoryRows.js";

/* Visits to a service (the dentist, the physio), last and next, from memories and the journal. */

/** Past visits of the topic among the remembered facts (from the system prompt), as tool rows. */
export const rememberedVisits = (question: Question, topic: string): ReadonlyArray<MemoryRow> =>
  question.remembered
    .filter((fact) => (fact.type === "event" || fact.type === "appointment") && serviceTopicIn(fact.content)?.key === topic)
    .map((fact) => ({ content: fact.content, date: fact.date, dated: true, type: fact.type, current: true }));

/** The words a last-visit search looked for: its query's and the related words of the question, folded. */
export const topicWords = (question: Question, results: ReadonlyArray<ToolResultView>): ReadonlyArray<string> => {
  const query = resultOf(results, "search_journal").map((result) => String(result.arguments["query"] ?? ""));
  return [...new Set([...query.flatMap((words) => words.split(/\s+/)), ...question.related.flat()].map(fold).filter((word) => word.length >= 2))];
};

/**
 * Whether an excerpt has one of the words, whole or as the start of a word ("physio" in "physiotherapy"); a word of two
 * letters only whole ("Dr." and "GP", never the start of "drove").
 */
export const namesTopic = (excerpt: string, words: ReadonlyArray<string>): boolean => {
  const folded = fold(excerpt);
  return words.some((word) => new RegExp(`(?<![\\p{L}])${escapeRegExp(word)}${word.length < 3 ? "(?![\\p{L}])" : ""}`, "u").test(folded));
};

/**
 * The sentences of an excerpt that name the topic ("Fui ao dentista fazer limpeza."), without what the entry says
 * around them (a template's fields, "Humor: ok. Sono: 5h."); the whole excerpt when no sentence names it.
 */
const visitSaid = (excerpt: string, words: ReadonlyArray<string>): string => {
  const naming = excerpt.split(sentenceEnd).filter((sentence) => namesTopic(sentence, words));
  return naming.length > 0 ? naming.join(" ") : excerpt;
};

/**
 * The last visit, newest first from memories (the tool's and those in the
 * system prompt) and the journal, with dates and where each came from; a
 * visit still ahead is named as the next one, never as the last.
 */
export const composeLastVisit = (question: Question, topic: string, results: ReadonlyArray<ToolResultView>): string => {
  const pt = question.language === "pt";
  const words = topicWords(question, results);
  // A memory the search found beside the visits ("I need to call mom", a rent reminder) is no visit: it must name the service.
  const visit = (memory: MemoryRow) => serviceTopicIn(memory.content)?.key === topic || namesTopic(memory.content, words);
  const found = [...memoriesIn(results), ...rememberedVisits(question, topic)].filter((memory) => memory.current && (memory.type === "event" || memory.type === "appointment" || memory.dated) && visit(memory));
  const memories = [...new Map(found.map((memory) => [`${memory.date}\u0000${memory.content}`, memory])).values()];
  // Only an entry that names the topic, in either language, is a visit: a match by meaning or by a word's stem alone is
  // not ("Nada de especial hoje" for "especialista", a choir rehearsal for a physio session), and calling it the last
  // visit would be an answer the journal does not give.
  const journal = journalRows(results).filter((entry) => namesTopic(entry.excerpt, words));
  const newestFirst = <Row extends { date: string }>(rows: Row[]) => rows.sort((left, right) => (left.date < right.date ? 1 : left.date > right.date ? -1 : 0));
  const ahead = newestFirst(memories.filter((memory) => memory.date > question.today)).reverse();
  const rows = newestFirst([
    ...memories.filter((memory) => memory.date <= question.today).map((memory) => ({ date: memory.date, text: memory.content, from: pt ? "memória" : "memory" })),
    ...journal.map((entry) => ({ date: entry.date, text: visitSaid(entry.excerpt, words), from: pt ? "diário" : "journal" })),
  ]);
  const next = ahead[0] === undefined ? [] : [pt ? `Próxima: ${ahead[0].date}: ${ahead[0].content}.` : `Next: ${ahead[0].date}: ${ahead[0].content}.`];
  if (rows.length === 0) return [pt ? "Não encontro nenhuma visita dessas nas suas memórias nem no diário." : "I found no such visit in your memories or your journal.", ...next].join("\n");
  const [latest, ...rest] = rows;
  const lines = [pt ? `A última vez foi em ${latest!.date}: ${latest!.text} (${latest!.from}).` : `The last time was on ${latest!.date}: ${latest!.text} (${latest!.from}).`];
  for (const row of rest.slice(0, 3)) lines.push(`- ${row.date}: ${row.text} (${row.from})`);
  return [...lines, ...next].join("\n");
};

/** The visits of the topic still ahead that memory holds (the tool's and the system prompt's), soonest first. */
export const nextVisitsIn = (question: Question, topic: string, results: ReadonlyArray<ToolResultView>): ReadonlyArray<MemoryRow> => {
  const found = [...memoriesIn(results), ...rememberedVisits(question, topic)].filter(
    (memory) => memory.current && (memory.type === "appointment" || memory.type === "event") && memory.date >= question.today && serviceTopicIn(memory.content)?.key === topic,
  );
  return [...new Map(found.map((memory) => [`${memory.date}\u0000${memory.content}`, memory])).values()].sort((left, right) => (left.date < right.date ? -1 : left.date > right.date ? 1 : 0));
};

/**
 * The next visit of the topic remembered (from the tool and the system prompt), soonest first; with none, what the
 * journal says of the topic (quoted with its date), after plainly none remembered. What the documents say of it is
 * read back by the documents' skill.
 */
export const composeNextVisit = (question: Question, topic: string, results: ReadonlyArray<ToolResultView>): string => {
  const pt = question.language === "pt";
  const ahead = nextVisitsIn(question, topic, results);
  const label = topicLabel(topic, question.language);
  if (ahead.length === 0) {
    const none = pt ? `Não tenho guardada nenhuma marcação futura com ${label}.` : `I have no upcoming appointment with ${label} remembered.`;
    const words = topicWords(question, results);
    const entries = journalRows(results).filter((entry) => namesTopic(entry.excerpt, words)).slice(0, 3);
    if (entries.length === 0) return none;
    return [none, pt ? "No seu diário:" : "In your journal:", ...entries.map((entry) => `- ${entry.date}: ${visitSaid(entry.excerpt, words)}`)].join("\n");
  }
  const [next, ...rest] = ahead;
  const lines = [pt ? `A próxima é em ${next!.date}: ${next!.content}.` : `The next one is on ${next!.date}: ${next!.content}.`];
  for (const row of rest.slice(0, 3)) lines.push(`- ${row.date}: ${row.content}`);
  return lines.join("\n");
};

/**
 * A search of the documents for a visit to a service: the words asked, with the service's own names in both languages
 * as their alternatives ("medical exam" finds "check-up"), not the words of any appointment ("marcação" would quote
 * any booking rule); read back by the documents' skill. `search` is the plain search of the question's words.
 */
export const visitDocumentSearch = (question: Question, topic: string, search: PlannedCall): PlannedCall => {
  const service = serviceTopics.find((entry) => entry.key === topic);
  const names = service === undefined ? [] : [...new Set([...service.en.forms, ...service.pt.forms])];
  const folded = ` ${normalizeText(question.text)} `;
  // The service as the question names it ("check up" of "tenho algum check up marcado?"), not its other words.
  const said = names.filter((name) => folded.includes(` ${normalizeText(name)} `)).sort((left, right) => right.length - left.length)[0];
  const { related: _appointmentWords, ...rest } = search.arguments;
  if (said === undefined) return { ...search, arguments: rest };
  return { ...search, arguments: { ...rest, query: said, related: [[said.split(/\s+/)[0]!, ...names.filter((name) => name !== said)]] } };
};
