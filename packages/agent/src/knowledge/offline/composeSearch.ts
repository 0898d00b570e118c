import { foldAccents, namesSecret, relatedWords } from "@lifeos/core";
import { secretNotKept } from "../../memory/offline/secretReplies.js";
import { bullets, clip, paragraphs, plain, quote } from "../../models/offline/answerText.js";
import type { ToolResultView } from "../../models/offline/OfflineSkill.js";
import type { Question } from "../../models/offline/question/Question.js";
import { tokens } from "../../models/offline/question/topicWords.js";
import { objects, text } from "../../journal/offline/compose/readData.js";
import { answeringLines } from "./answeringLines.js";
import { askedAspect, aspectGroups, aspectWeighed } from "./askedAspect.js";
import { holdsGroup, searchGroups } from "./wordGroups.js";
import { composeComputedEnd } from "./computedEnd.js";
import { documentQualifiers } from "./documentReference.js";
import { composeDocumentsAbout, documentsAboutAsked } from "./documentsAbout.js";
import { knowledgePhrases } from "./knowledgePhrases.js";
import { howToQuestion } from "./howToQuestions.js";
import { holdsAsked } from "./laterQuotes.js";
import { documentKind, documentWord } from "./knowledgeQuestionWords.js";
import { ofNamedDocuments } from "./namedDocuments.js";
import { negationAsked, negativeLine } from "./negatedQuestions.js";
import { objectAsked } from "./objectAsked.js";
import { composeNextDue } from "./nextDue.js";
import { documentNotFound, relevantPassage, unmentioned } from "./passageRelevance.js";
import { resultsOutOfRange, outOfRangeAsked } from "./referenceRanges.js";
import { inQuestionWords, searchFraming, subjectAfterAbout, subjectSaid } from "./searchedSubject.js";

/** Most passages read out. */
const shown = 3;

/**
 * The answer of a document search: the passages that answer the question, each with its answering line quoted under
 * its heading and cited, best first (at most `shown`); what no passage mentions said as the closest found; the lines
 * that exclude or forbid for a negative question, the documents once each for "which documents…", an end date worked
 * out from a start and a length; nothing found said as such.
 */
export const composeSearch = (question: Question, search: ToolResultView): string => {
  const p = knowledgePhrases[question.language];
  const query = text(search.arguments["query"]);
  const framing = searchFraming(question);
  const groups = aspectWeighed(question, searchGroups(search.arguments, framing));
  // Said as what was asked, found or not: "renda", not "gastei renda".
  const subject = inQuestionWords(question, subjectSaid(query, groups));
  const kinds = tokens(question.normalized)
    .map((token) => token.word)
    .filter((word) => documentKind.test(word))
    .map((word) => ({ words: [word, ...relatedWords(word)].map((alternative) => foldAccents(alternative.toLowerCase())), weight: 1 }));
  // Each passage with the lines that answer; the passages ranked by how much of the question they hold, the title's words
  // counting half ("cancel my insurance": the policy's cancellation clause before the gym's).
  const all = objects(search.data["passages"]).map((passage, order) => {
    const heading = text(passage["heading"]).trim();
    const named = `${heading} ${text(passage["title"])} ${text(passage["name"]).replace(/[-_.]/g, " ")}`;
    const answer = answeringLines(text(passage["text"]), question, search.arguments, { heading, named, framing });
    // A passage of the kind of document the question names ("according to my contract") before the others.
    const ofKind = kinds.some((group) => holdsGroup(named, group)) ? 2 : 0;
    return { passage, heading, answer, rank: answer.rank > 0 ? answer.rank + ofKind : 0, order };
  });
  // "When does my lease end?", "posso cancelar o ginásio?": the document named, not another's start date or cancellation.
  const read = ofNamedDocuments(question, all);
  // "Which results were out of range?": every table row outside its reference range, whatever else matched.
  if (question.has(outOfRangeAsked)) {
    const outside = objects(search.data["passages"]).flatMap((passage) =>
      resultsOutOfRange(text(passage["text"])).map((result) => `${result.name}: ${`${result.value} ${result.unit}`.trim()}, ${p.side(result.side, result.range)} ${text(passage["citation"])}`),
    );
    if (outside.length > 0) return paragraphs(p.notModel, p.outOfRange, bullets([...new Set(outside)]));
  }
  // Passages that share no word with the question are not read out as if they answered it.
  // "Qual é o PIN do cartão?" that no document answers: no secret is kept anywhere else either, and where they belong.
  const secret = namesSecret(question.text) ? secretNotKept(question.language === "pt") : "";
  if (read.every((entry) => entry.answer.score === 0 && !relevantPassage(entry.passage, groups))) {
    // "how do I install python?" that no document says: not a general question answered instead.
    return paragraphs(question.has(howToQuestion) ? p.howToNothing(subject) : p.nothing(subject), secret);
  }
  // "When does my warranty end?" of a document that gives its start and length only: the end worked out from both.
  const computed = composeComputedEnd(question, objects(search.data["passages"]), groups) || composeNextDue(question, objects(search.data["passages"]), groups);
  if (computed !== "") return computed;
  // "What is not covered?": the passages whose quote excludes or forbids, when any does, not those only near the words.
  const negation = negationAsked(question);
  const negative = read.filter((entry) => entry.answer.score > 0 && negativeLine.test(foldAccents(`${entry.answer.text} ${entry.answer.section} ${entry.heading}`.toLowerCase())));
  const ranked = [...(negation !== undefined && negative.length > 0 ? negative : read)].sort((a, b) => b.rank - a.rank || a.order - b.order);
  // A negative question's own terms ("excluded") are how it was searched, not a subject a document must name.
  const passagesRead = read.map((entry) => entry.passage);
  // "When does my phone contract end?" with no phone contract among them: the lease's term only comes closest.
  const qualifiers = (question.has(documentWord) ? documentNotFound(documentQualifiers(question, subjectAfterAbout(question)), searchGroups(search.arguments), passagesRead) : []).map(
    (word) => tokens(question.text).find((token) => foldAccents(token.word.toLowerCase()) === word)?.word ?? word,
  );
  const missing = [...new Set([...unmentioned(query, negation === undefined ? groups : groups.slice(1), passagesRead, objectAsked(question)), ...qualifiers])];
  // A passage holding less than half of what the best one holds of the question is left to the card, and so is one
  // holding no word of what was searched when another does ("chain rule" of a study note for the garage's rules).
  // "How much is my rent?": when a quote says a sum, the passages whose quote says none (the lease's term) are left out.
  const anyRelevant = read.some((entry) => relevantPassage(entry.passage, groups));
  // "What time do classes start?": likewise, when a quote says a time of day, those that say none (the study notes).
  const anyPriced = ranked.some((entry) => entry.answer.priced);
  const anyTimed = ranked.some((entry) => entry.answer.timed);
  // "Até que dia tenho de pagar a renda?": likewise, when a quote says a date, those that say none (the deposit paid).
  const anyDated = ranked.some((entry) => entry.answer.dated);
  // "What are the advantages of dropout?": a quote saying an advantage, under a heading naming dropout, answers too.
  const aspect = askedAspect(question);
  const saysAspect = ({ answer }: (typeof ranked)[number]) => aspect !== undefined && aspectGroups(aspect).some((group) => holdsGroup(`${answer.text} ${answer.section}`, group));
  const asks = ({ passage, answer }: (typeof ranked)[number]) =>
    holdsAsked(`${answer.text} ${answer.section}`, `${text(passage["title"])} ${text(passage["name"]).replace(/[-_.]/g, " ")}`, question, groups);
  const shownEntries = ranked
    .filter((entry) => (!anyRelevant || relevantPassage(entry.passage, groups)) && (!anyPriced || entry.answer.priced) && (!anyTimed || entry.answer.timed) && (!anyDated || entry.answer.dated))
    .filter((entry, index, kept) => index === 0 || entry.rank >= kept[0]!.rank / 2)
    // "Quantos dias de férias me faltam?", "how much is my meal allowance?": when the first quote holds what was asked, a
    // later one holding only a number, a sum or a heading's word related to it (a flight's check-in, a hotel's price)
    // answers something else.
    .filter((entry, index, kept) => index === 0 || !kept[0]!.answer.own || entry.answer.own || saysAspect(entry))
    // "When is the rent due?", "posso ter um gato em casa?": after a quote holding what is asked, one holding only what
    // its document is named by or the place asked of (the lease's ending clause, the subletting clause's "flat") is not.
    .filter((entry, index, kept) => index === 0 || !asks(kept[0]!) || asks(entry))
    .slice(0, shown);
  const lines = shownEntries.map(({ passage, heading, answer }) => {
    const gist = `${quote(answer.text, question.language)} ${text(passage["citation"])}`;
    // The heading the quoted line falls under: the passage's, unless the quote is below a later heading inside it.
    const under = answer.section === "" ? plain(heading) : answer.section;
    return under === "" ? gist : `**${clip(under, 80)}**: ${gist}`;
  });
  // Every passage left out (a price asked, and only another document's line says one): no heading over nothing, but
  // plainly that none says it, with the documents that come closest.
  if (lines.length === 0) {
    const closest = ranked.filter((entry) => !anyRelevant || relevantPassage(entry.passage, groups)).map(({ passage }) => text(passage["title"]).trim() || text(passage["name"]).trim());
    return paragraphs(p.unanswered(subject, missing, [...new Set(closest.filter((name) => name !== ""))].slice(0, 2)), secret);
  }
  if (missing.length > 0) return paragraphs(p.notModel, p.closest(missing), bullets(lines), secret);
  // "What is not covered?": said as what the documents exclude or forbid, not as the words searched for it.
  // "Which documents do I have about health?": the documents, each once, not their passages.
  if (question.has(documentsAboutAsked)) {
    const about = ranked.filter((entry) => !anyRelevant || relevantPassage(entry.passage, groups)).map(({ passage, answer }) => ({ passage, quoted: answer.score > 0 ? answer.text : "" }));
    const listed = composeDocumentsAbout(question, subject, about);
    if (listed !== "") return listed;
  }
  // "What causes overfitting?" of notes that only say what it is: that none says a cause, before the closest passages.
  if (aspect !== undefined && negation === undefined && !shownEntries.some(saysAspect)) {
    return paragraphs(p.notModel, p.aspectUnsaid(aspect, subject), bullets(lines), secret);
  }
  const found = negation === undefined ? p.found(subject) : p.foundNegated(negation, tokens(query).slice(1).map((token) => token.word).join(" "));
  return paragraphs(p.notModel, found, bullets(lines));
};
