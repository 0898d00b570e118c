import { endingApart, foldAccents, namesSecret, relatedWords, stopWords } from "@lifeos/core";
import { secretNotKept } from "../../memory/offline/secretReplies.js";
import { bullets, clip, paragraphs, plain, quote } from "../../models/offline/answerText.js";
import type { OfflineSkill, PlannedCall, SkillPlan, ToolResultView } from "../../models/offline/OfflineSkill.js";
import type { Question } from "../../models/offline/question/Question.js";
import { requestWords, tokens } from "../../models/offline/question/topicWords.js";
import { objects, text } from "../../journal/offline/compose/readData.js";
import { answeringLines, holdsGroup, searchGroups } from "./answeringLines.js";
import { composeEarnings, portfolioEarningsCalls } from "./composeEarnings.js";
import { knownAssetsIn } from "../../portfolio/offline/knownAssets.js";
import { salesGainAsked } from "../../portfolio/offline/realisedGains.js";
import { knowledgePhrases } from "./knowledgePhrases.js";
import { documentRelated, documentSearchCall } from "./documentSearchCall.js";
import { countInWords, identifierAsked } from "../../models/offline/question/identifierAsked.js";
import { documentAgain } from "./documentFollowUp.js";
import { dateTerms, datedSubject, datesAsked } from "./datedQuestions.js";
import { negationAsked, negationFrame, negationTerms, negativeLine } from "./negatedQuestions.js";
import { entitlementWords } from "./entitlementWords.js";
import { nothingInDocumentsEither, searchFraming, subjectAfterAbout, subjectSaid } from "./searchedSubject.js";
import { documentNamed, fileNameIn, searchWithinNamedFile, withoutFileName } from "./namedFile.js";
import { outOfRangeAsked, resultsOutOfRange } from "./referenceRanges.js";
import { asksAboutRecords, costQuestion, earningsQuestion, investmentWords, paidQuestion } from "./recordQuestions.js";
import { asksSummary } from "./summaryRequests.js";
import { composeDocumentAge, documentAgeAsked } from "./documentAge.js";
import { amountInRecipe, howToQuestion, recipeVerb } from "./howToQuestions.js";
import { failureReason } from "./failureReasons.js";
import { composeList } from "./composeList.js";
import { composeComputedEnd } from "./computedEnd.js";
import { composeNextDue } from "./nextDue.js";
import { composeDocumentsAbout, documentsAboutAsked } from "./documentsAbout.js";
import { documentNotFound, foundNothing, relevantPassage, unmentioned } from "./passageRelevance.js";
import { documentQualifiers } from "./documentReference.js";
import { ofNamedDocuments } from "./namedDocuments.js";
import { coverageAsked } from "./lineBoosts.js";
import { documentsNeeded, papersWord } from "./documentsNeeded.js";
import { composeEverySummary, everyDocumentSummaries } from "./everyDocumentSummary.js";
import { documentKind, documentNoun, documentWord, endingAsked, endingVerb, journalWord, listRequest, mentionRequest, termsQuestion } from "./knowledgeQuestionWords.js";

const call = (name: string, args: Readonly<Record<string, unknown>>): PlannedCall => ({ name, arguments: args });

/** The search words of the question: its topic less the words that only name a document. */
const searchWords = (question: Question): string[] => {
  const subject = subjectAfterAbout(question);
  return question.topicWords.filter((word) => {
    const folded = foldAccents(word.toLowerCase());
    // "what does my insurance cover?": the cover is asked, not a document that covers something.
    // "que documentos tenho de entregar?": the papers are asked, and named by the letter's section on them.
    const asked = (/^covers?$/.test(folded) && question.has(coverageAsked)) || (papersWord.test(folded) && question.has(documentsNeeded));
    return subject.has(folded) || !documentNoun.test(folded) || asked;
  });
};

/**
 * The words of the subject said after "about" / "sobre", less the words that
 * only ask or name a document: what a question naming a document asks about
 * even when every word of it is on a stop-word list ("about ending the
 * contract" → "ending", "sobre o fim do arrendamento" → "fim").
 */
const subjectWords = (question: Question): string[] => {
  const subject = /\b(?:about|regarding|sobre|acerca d[eo]s?|a respeito d[eo]s?)\s+(.+)$/.exec(question.normalized)?.[1] ?? "";
  const words = tokens(subject).map((token) => foldAccents(token.word));
  return [...new Set(words.filter((word) => word.length > 1 && !/^\d+$/.test(word) && !requestWords.has(word) && !documentNoun.test(word)))];
};

/**
 * The search of a question of when something starts, ends or is due: its subject (less the words asking for the start or
 * the end) and the words a document says its dates with, so the passage of the term is found and its dated line quoted.
 */
const datedSearch = (question: Question, words: ReadonlyArray<string>): PlannedCall => {
  const subject = datedSubject(words);
  const terms = dateTerms(question);
  const related = [...documentRelated(question, subject).slice(0, 7), terms];
  return call("search_knowledge_base", { query: [...subject, terms[0]!].join(" "), topK: 5, related });
};

/**
 * The search of a negative question ("what is not covered?", "what am I not allowed to do under the lease?", "o que
 * não está coberto?"): the words a document excludes or forbids with (`negationTerms`), with the question's subject
 * less the words that only ask it ("covered", "allowed": searched, they find what is covered or allowed).
 */
const negatedSearch = (question: Question): PlannedCall | undefined => {
  const negation = negationAsked(question);
  if (negation === undefined) return undefined;
  const terms = negationTerms[negation];
  const subject = searchWords(question).filter((word) => !negationFrame.test(foldAccents(word.toLowerCase())));
  const related = [[...terms], ...documentRelated(question, subject)].slice(0, 8);
  return call("search_knowledge_base", { query: [terms[0]!, ...subject].join(" "), topK: 8, related });
};

/** The words a document names an identifier by ("Agreement number: …", "Número de sócio: …", "Apólice n.º …"). */
const identifierWords = ["number", "no", "nr", "nº", "número", "numero", "id", "reference", "ref", "referência", "code", "código"];

/**
 * The search of a question for an identifier (`identifierAsked`): its subject with the words a document names an
 * identifier by, when the question asks for a number ("member number", "número de sócio"); the identifier's own name
 * ("NIF", "IBAN", "reference") is searched as said. Undefined when no identifier is asked, or a count is.
 */
const identifierSearch = (question: Question, words: ReadonlyArray<string>): PlannedCall | undefined => {
  if (!question.has(identifierAsked) || question.has(countInWords)) return undefined;
  const numbered = question.has(/\b(?:number|nr|numero|nº|n º)\b/);
  // The thing whose identifier it is, as said, with the words that only name a document ("agreement" of "the number of my
  // rental agreement" is what the number is of) and those the topic dropped ("member" of "my member number").
  const said = tokens(question.normalized).map((token) => token.word).filter((word) => word.length > 2 && !requestWords.has(word) && !stopWords.has(word));
  const folded = [...words, ...said].map((word) => foldAccents(word.toLowerCase()));
  const subject = [...words, ...said].filter((word, at) => folded.indexOf(folded[at]!) === at && !/^(?:number|numero|nº)$/.test(folded[at]!));
  if (subject.length === 0 && !numbered) return undefined;
  const number = question.language === "pt" ? "número" : "number";
  const query = numbered ? [...subject, number] : subject;
  const related = [...documentRelated(question, subject).slice(0, 7), ...(numbered ? [[number, ...identifierWords.filter((word) => word !== number)]] : [])];
  return call("search_knowledge_base", { query: query.join(" "), topK: 5, related });
};

const plan = (question: Question): ReadonlyArray<SkillPlan> => {
  const aboutDocuments = question.has(documentWord);
  // "what documents do I have about work?" asks for the ones that mention it, "que documentos tenho de entregar?" what a
  // letter asks for: a search.
  if (question.has(listRequest) && !question.has(mentionRequest) && !question.has(documentsNeeded) && !question.has(/\b(?:about|on|regarding|sobre|acerca d[eo]s?)\s+\S/)) {
    return [{ confidence: 0.92, calls: [call("list_documents", { limit: 20 })] }];
  }
  // "which is my oldest document?", "qual foi o último documento que carreguei?": the list in that order.
  const age = documentAgeAsked(question);
  if (age !== null) return [{ confidence: 0.93, calls: [call("list_documents", { limit: 3, sort: age })] }];
  // "what does gym-contract.pdf say about cancelling?": the list (to find that file) and a search for what is asked, then
  // the same search within the file (see `followUp`); with nothing asked, the file's summary.
  const fileName = fileNameIn(question);
  if (fileName !== null) {
    const asked = withoutFileName(searchWords(question), fileName);
    const list = call("list_documents", { limit: 20 });
    if (asked.length === 0) return [{ confidence: 0.93, calls: [list] }];
    return [{ confidence: 0.93, calls: [list, documentSearchCall(question, asked)] }];
  }
  // "what's my member number?", "qual é o número da apólice?", "o NIF do senhorio": the line holding that identifier.
  const identifier = identifierSearch(question, searchWords(question));
  if (identifier !== undefined) return [{ confidence: 0.88, calls: [identifier] }];
  // "What is not covered?", "o que não posso fazer no apartamento?": the lines that exclude or forbid (see `negatedSearch`).
  const negated = negatedSearch(question);
  if (negated !== undefined) return [{ confidence: aboutDocuments || asksAboutRecords(question.has) ? 0.86 : 0.6, calls: [negated] }];
  // "Can I end the lease early?", "posso sair antes do fim do contrato?": the clause on ending it, however it is asked.
  // "how many guests am I allowed?", "a quantos dias de férias tenho direito?": what is granted, not the asking words.
  const asked = question.cues.has("entitlement") ? entitlementWords(question, searchWords(question)) : searchWords(question);
  // The ending searched with what else is asked of it ("sair do contrato do telemóvel sem pagar multa": the phone and the fee).
  const topicWords = question.has(endingAsked) ? ["ending", ...asked.filter((word) => !endingVerb.test(foldAccents(word.toLowerCase())))] : asked;
  // A question that names a document and a subject searches for the subject; it never falls back to the list.
  const words = topicWords.length === 0 && aboutDocuments ? subjectWords(question) : topicWords;
  // "when does my lease end?", "quando acaba o meu contrato?": the passage of the term, expiry or deadline (see `datedSearch`).
  const dated = datesAsked(question) && !asksSummary(question.has) ? datedSearch(question, words) : null;
  if (dated !== null && (aboutDocuments || asksAboutRecords(question.has))) return [{ confidence: 0.84, calls: [dated] }];
  if (aboutDocuments && asksSummary(question.has) && words.length === 0) {
    return [{ confidence: 0.85, calls: [call("list_documents", { limit: 20 })] }];
  }
  // "summarise my course notes", "resume as notas do curso": the summary of the document the words name (found in the list),
  // or the passages that match them when none is named.
  if ((aboutDocuments || asksAboutRecords(question.has)) && asksSummary(question.has)) {
    return [{ confidence: 0.85, calls: [call("list_documents", { limit: 20 }), documentSearchCall(question, words)] }];
  }
  // "summarise my dental treatment plan", "resume o plano de tratamento dentário": a summary of something with no period,
  // person or word of the journal is likely a document's, named by its words.
  if (asksSummary(question.has) && question.range === null && question.names.length === 0 && words.length > 0 && !question.has(journalWord)) {
    return [{ confidence: 0.55, calls: [call("list_documents", { limit: 20 }), documentSearchCall(question, words)] }];
  }
  if (words.length === 0) return aboutDocuments ? [{ confidence: 0.6, calls: [call("list_documents", { limit: 20 })] }] : [];
  const related = documentRelated(question, words);
  // "Which documents do I have about health?" lists every document that speaks of it: more passages are read.
  const search = dated ?? documentSearchCall(question, words, question.has(documentsAboutAsked) ? 10 : 5);
  // "notes" alone may mean the journal: a document word that can only be a file wins clearly.
  const onlyNotes = aboutDocuments && !question.has(/\b(?:documents?|docs?|files?|pdfs?|contracts?|lease|agreement|manuals?|reports?|papers?|articles?|documentos?|ficheiros?|arquivos?|contratos?|arrendamento|aluguer|aluguel|manua(?:l|is)|relatorios?|artigos?)\b/);
  // "how much did I earn last year?": a payslip or a tax statement before the portfolio, which is asked when they say
  // nothing (see `followUp`).
  if (asksEarnings(question)) return [{ confidence: 0.9, calls: [search] }];
  // "which results were out of range?": the reports' tables, which name a reference column.
  if (question.has(outOfRangeAsked)) {
    const reference = ["reference", "referência", "referencia", "range", "intervalo"];
    return [{ confidence: 0.88, calls: [call("search_knowledge_base", { query: [...words, "reference"].join(" "), topK: 10, related: [...related, reference].slice(0, 8) })] }];
  }
  // "how many eggs go in the carrot cake?", "quanta farinha leva o bolo?": a recipe's amounts, not a count in the journal.
  if (question.has(amountInRecipe)) return [{ confidence: 0.9, calls: [documentSearchCall(question, words.filter((word) => !recipeVerb.test(word)))] }];
  // A question of the user's records (what the doctor said, pay, tax, insurance, holiday days): the documents first, the
  // journal if they say nothing, also over a journal count ("how many holiday days do I have left?").
  // So is how many or how much a rule grants ("how many days can I work remotely?", "quantos animais posso ter?").
  if (asksAboutRecords(question.has) || question.cues.has("entitlement")) return [{ confidence: 0.86, calls: [search] }];
  if (aboutDocuments) return [{ confidence: onlyNotes ? 0.62 : 0.8, calls: [search] }];
  // What something cost, asked of no period ("quanto paguei pelo voo?", "how much did I pay for the laptop?"): a receipt, a
  // booking or a contract says it, a journal seldom, and never added up.
  if (question.has(paidQuestion) && question.range === null && !question.has(investmentWords) && knownAssetsIn(question).length === 0) return [{ confidence: 0.86, calls: [search] }];
  // A question of what applies to the user, or of what something costs them: the documents first, the journal if they say nothing.
  if (question.has(termsQuestion) || question.has(costQuestion)) return [{ confidence: 0.55, calls: [search] }];
  if (question.has(howToQuestion)) return [{ confidence: 0.6, calls: [search] }];
  // A question of fact with no journal cue may still be answered by a document; one asked of a period ("did I travel this
  // year?") is about what happened then, which documents do not date: the journal's "nothing" stands.
  // "when did I last take a plane?", "what did I do on my last holiday?", "o que fiz nas férias?": what the person did, the
  // journal's to tell; a document that only shares a word with it ("holiday lets" of a lease) is not read out instead.
  return question.range === null && !question.has(doneAsked) ? [{ confidence: 0.15, calls: [search] }] : [];
};

/**
 * What the person did, asked: "what did I do…", "when did I last…", "where did I go on holiday?", "o que fiz…", "onde
 * estive…", "o que é que eu fiz…" ("when was my last tetanus shot?" asks a record).
 */
const doneAsked =
  /\bwhat did i do\b|\bwhen did i last\b|\bwhere (?:did i (?:go|travel|stay|spend)|have i (?:been|gone|travell?ed))\b|\bwhat (?:trips|holidays|vacations) (?:did|have) i\b|\bo que (?:e que )?(?:eu )?fiz\b|\bonde (?:e que )?(?:eu )?(?:fui|estive|viajei|fiquei|passei)\b|\bque (?:viagens|ferias) (?:e que )?(?:eu )?(?:fiz|tive)\b/;

/**
 * The one document whose file name or title holds the most of the question's search words or their translations, or
 * words that start as they do ("course" names course-notes-statistics.md, "curso" too through "course", "dental
 * treatment plan" plano-tratamento-dentario.md), or undefined when none or several tie.
 */
const namedByWords = (question: Question, documents: ReadonlyArray<Readonly<Record<string, unknown>>>) => {
  const words = new Set(
    [...searchWords(question), ...subjectWords(question), ...tokens(question.normalized).map((token) => token.word)]
      .map((word) => foldAccents(word.toLowerCase()))
      .filter((word) => word.length >= 3 && !requestWords.has(word)),
  );
  // Each word with its translations, counted once however many of them the name holds.
  const groups = [...words].map((word) => [word, ...(question.related.find((list) => foldAccents(list[0]!.toLowerCase()) === word)?.slice(1) ?? []).map((other) => foldAccents(other.toLowerCase()))]);
  // A word of the name held by a question word, or the same word with another ending ("contracts" the "contract" of
  // gym-contract.pdf), never one that only starts like it ("sala" the "salario" of recibo-salario.pdf).
  const holds = (name: string, word: string) => name === word || endingApart(name, word);
  // A word that only names a kind of document ("contract" of "summarise my gym contract") counts half a word of its
  // subject ("gym"): with a gym's terms and a lease both named, the gym's is meant.
  const weight = (group: ReadonlyArray<string>) => (documentKind.test(group[0]!) ? 0.5 : 1);
  const scored = documents.map((document) => {
    const named = foldAccents(`${text(document["name"])} ${text(document["title"])}`.toLowerCase()).split(/[^a-z0-9]+/).filter((word) => word.length >= 3);
    return { document, score: groups.filter((group) => group.some((word) => named.some((name) => holds(name, word)))).reduce((sum, group) => sum + weight(group), 0) };
  });
  const best = Math.max(0, ...scored.map((entry) => entry.score));
  const top = scored.filter((entry) => entry.score === best);
  return best > 0 && top.length === 1 ? top[0]!.document : undefined;
};

/**
 * After a list asked for a summary, or for what a document says with no subject ("what does my payslip say?", "o que diz
 * o meu contrato?"): the summary of the document the question names, when one does.
 */
const followUp = (question: Question, results: ReadonlyArray<ToolResultView>): ReadonlyArray<PlannedCall> => {
  // Earnings no document speaks of: the portfolio's income and gain over the period, for someone whose earnings are
  // their investments, read back here with where else it looked.
  if (asksEarnings(question) && foundNothing(results) && ["get_income", "get_performance"].every((name) => question.tools.has(name))) return portfolioEarningsCalls(question);
  const first = results.find((result) => result.name === "list_documents");
  const fileName = fileNameIn(question);
  if (fileName !== null) {
    const named = first === undefined || !first.success ? undefined : documentNamed(first, fileName);
    if (named === undefined) return [];
    const searched = results.some((result) => result.name === "search_knowledge_base");
    return searched ? searchWithinNamedFile(question, results) : [call("get_document_summary", { documentId: text(named["documentId"]) })];
  }
  const whatItSays = !question.has(listRequest) && searchWords(question).length === 0 && subjectWords(question).length === 0;
  if (first === undefined || !first.success || (!asksSummary(question.has) && !whatItSays)) return [];
  const documents = objects(first.data["documents"]);
  // The document named in the question's words or their translations ("resume o contrato de arrendamento" names lease.md).
  const asked = [foldAccents(question.normalized), ...question.related.flat().map((word) => foldAccents(word.toLowerCase()))].join(" ");
  const named = documents.find((document) => {
    const stem = foldAccents(text(document["name"]).toLowerCase()).replace(/\.[a-z0-9]+$/, "");
    return stem.length >= 3 && asked.includes(stem);
  });
  const chosen = named ?? namedByWords(question, documents) ?? (documents.length === 1 ? documents[0] : undefined);
  // "summarise my documents": each one's summary, when none is named.
  if (chosen === undefined) return asksSummary(question.has) ? everyDocumentSummaries(question, first) : [];
  return [call("get_document_summary", { documentId: text(chosen["documentId"]) })];
};

/**
 * What the user earned, asked with no word of investments nor one of their own assets ("quanto ganhei com a apple?" is
 * the holding's gain): the documents first.
 */
const asksEarnings = (question: Question): boolean =>
  question.has(earningsQuestion) && !question.has(investmentWords) && !question.has(salesGainAsked) && knownAssetsIn(question).length === 0;

/** Most passages read out. */
const shown = 3;

const compose = (question: Question, results: ReadonlyArray<ToolResultView>): string => {
  const p = knowledgePhrases[question.language];
  const earnings = results.filter((result) => result.name === "get_income" || result.name === "get_performance" || result.name === "get_holdings");
  if (asksEarnings(question) && earnings.length > 0) return composeEarnings(question, earnings);
  const every = composeEverySummary(question, results);
  if (every !== null) return every;
  const summary = results.find((result) => result.name === "get_document_summary" && result.success);
  if (summary !== undefined) {
    const name = text(summary.data["name"]);
    const body = text(summary.data["summary"]);
    const reason = text(summary.data["status"]) === "failed" ? failureReason(summary.data, question.language) : "";
    if (reason !== "") return p.unreadable(name, reason);
    return body === "" ? p.noSummary(name, p.status(text(summary.data["status"]))) : paragraphs(p.notModel, `${p.summaryOf(name)} ${body} ${text(summary.data["citation"])}`);
  }
  const fileName = fileNameIn(question);
  const list = results.find((result) => result.name === "list_documents" && result.success);
  // A file named that is not among the documents: said, with the ones there are.
  if (fileName !== null && list !== undefined && documentNamed(list, fileName) === undefined) return paragraphs(p.noSuchDocument(fileName), composeList(question, list));
  // The search within the file named, when there is one, before the search of every document.
  const searches = results.filter((result) => result.name === "search_knowledge_base" && result.success);
  const search = searches.find((result) => Array.isArray(result.arguments["documentIds"])) ?? searches[0];
  // Nothing uploaded yet: there was nothing to search, which is what to say (with how to add some).
  if (search !== undefined && search.data["hasDocuments"] === false) return p.noDocuments;
  if (search !== undefined) {
    const query = text(search.arguments["query"]);
    const framing = searchFraming(question);
    const groups = searchGroups(search.arguments, framing);
    // Said as what was asked, found or not: "renda", not "gastei renda".
    const subject = subjectSaid(query, groups);
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
    if (read.every((entry) => entry.answer.score === 0 && !relevantPassage(entry.passage, groups))) return paragraphs(p.nothing(subject), secret);
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
    const missing = [...new Set([...unmentioned(query, negation === undefined ? groups : groups.slice(1), passagesRead), ...qualifiers])];
    // A passage holding less than half of what the best one holds of the question is left to the card, and so is one
    // holding no word of what was searched when another does ("chain rule" of a study note for the garage's rules).
    // "How much is my rent?": when a quote says a sum, the passages whose quote says none (the lease's term) are left out.
    const anyRelevant = read.some((entry) => relevantPassage(entry.passage, groups));
    // "What time do classes start?": likewise, when a quote says a time of day, those that say none (the study notes).
    const anyPriced = ranked.some((entry) => entry.answer.priced);
    const anyTimed = ranked.some((entry) => entry.answer.timed);
    const lines = ranked
      .filter((entry) => (!anyRelevant || relevantPassage(entry.passage, groups)) && (!anyPriced || entry.answer.priced) && (!anyTimed || entry.answer.timed))
      .filter((entry, index, kept) => index === 0 || entry.rank >= kept[0]!.rank / 2)
      .slice(0, shown)
      .map(({ passage, heading, answer }) => {
        const gist = `${quote(answer.text, question.language)} ${text(passage["citation"])}`;
        // The heading the quoted line falls under: the passage's, unless the quote is below a later heading inside it.
        const under = answer.section === "" ? plain(heading) : answer.section;
        return under === "" ? gist : `**${clip(under, 80)}**: ${gist}`;
      });
    if (missing.length > 0) return paragraphs(p.notModel, p.closest(missing), bullets(lines), secret);
    // "What is not covered?": said as what the documents exclude or forbid, not as the words searched for it.
    // "Which documents do I have about health?": the documents, each once, not their passages.
    if (question.has(documentsAboutAsked)) {
      const about = ranked.filter((entry) => !anyRelevant || relevantPassage(entry.passage, groups)).map(({ passage, answer }) => ({ passage, quoted: answer.score > 0 ? answer.text : "" }));
      const listed = composeDocumentsAbout(question, subject, about);
      if (listed !== "") return listed;
    }
    const found = negation === undefined ? p.found(subject) : p.foundNegated(negation, tokens(query).slice(1).map((token) => token.word).join(" "));
    return paragraphs(p.notModel, found, bullets(lines));
  }
  if (list === undefined) return "";
  const age = documentAgeAsked(question);
  return (age === null ? "" : composeDocumentAge(question, age, list)) || composeList(question, list);
};

/**
 * The knowledge base's offline skill: questions about the user's documents
 * and notes in English and Portuguese ("what do my notes say about neural
 * networks?", "o que diz o meu contrato sobre animais?") search the
 * documents and answer with the matching passages quoted and cited
 * (`[lease.pdf p. 7]`), each after the heading it falls under, saying
 * plainly that the offline mode quotes and does not write; nothing found is said as such. "Which documents do I have?"
 * lists them with their status; "summarise my lease" gives the stored
 * summary of the document named.
 */
/** "and last year?", "e em 2024?": another period and next to nothing else. */
const periodAgain = /^(?:and|or|what about|how about|e|ou|e quanto a|e no|e na|e em|e desde)\b/;

/**
 * After "what did I earn this year?", a period alone ("and last year?", "e em 2024?") asks the earnings again, of the
 * period named now: the earlier question with this one's dates. Any other question, as it is.
 */
const earningsAgain = (question: Question): Question => {
  const previous = question.previous;
  if (previous === null || question.range === null || !periodAgain.test(question.normalized) || question.words.length > 5 || !asksEarnings(previous)) return question;
  return { ...previous, range: question.range, dates: question.dates, previous, today: question.today, tools: question.tools };
};

/** The question as it asks again: the earnings of another period, or the document of the question before. */
const asAgain = (question: Question): Question => earningsAgain(documentAgain(question));

export const knowledgeSkill: OfflineSkill = {
  name: "knowledge",
  tools: ["search_knowledge_base", "list_documents", "get_document_summary"],
  plan: (question) => plan(asAgain(question)),
  followUp: (question, results) => followUp(asAgain(question), results),
  foundNothing,
  nothingEither: (question, results) => nothingInDocumentsEither(asAgain(question), results),
  compose: (question, results) => compose(asAgain(question), results),
  help: {
    en: ["What do my notes say about neural networks?", "What does my lease say about pets?", "Which documents do I have?", "Summarise my contract."],
    pt: ["O que dizem as minhas notas sobre redes neurais?", "O que diz o meu contrato sobre animais?", "Que documentos tenho?", "Resume o meu contrato."],
  },
};
