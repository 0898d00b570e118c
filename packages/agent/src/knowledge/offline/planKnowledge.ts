import { foldAccents } from "@lifeos/core";
import type { SkillPlan } from "../../models/offline/OfflineSkill.js";
import type { Question } from "../../models/offline/question/Question.js";
import { knownAssetsIn } from "../../portfolio/offline/knownAssets.js";
import { withAspect } from "./askedAspect.js";
import { agreementLengthAsked, datesAsked, withoutLengthWords } from "./datedQuestions.js";
import { documentAgeAsked } from "./documentAge.js";
import { documentRelated, documentSearchCall } from "./documentSearchCall.js";
import { documentsAboutAsked } from "./documentsAbout.js";
import { documentsNeeded } from "./documentsNeeded.js";
import { asksEarnings } from "./earningsAsked.js";
import { entitlementWords } from "./entitlementWords.js";
import { datedSearch, identifierSearch, negatedSearch } from "./focusedSearches.js";
import { amountInRecipe, howToQuestion, recipeVerb, remedyVerb } from "./howToQuestions.js";
import { call } from "./knowledgeCall.js";
import { brokenAsked, brokenWord, callingWord, documentWord, endingOf, endingVerb, journalWord, listRequest, mentionRequest, termsQuestion, whomToCall } from "./knowledgeQuestionWords.js";
import { fileNameIn, withoutFileName } from "./namedFile.js";
import { asksAboutRecords, asksAgreementParty, costQuestion, investmentWords, paidQuestion } from "./recordQuestions.js";
import { outOfRangeAsked } from "./referenceRanges.js";
import { searchWords, subjectWords } from "./searchWords.js";
import { asksSummary } from "./summaryRequests.js";

/**
 * The calls a question of the user's documents plans: the list, a summary's or a search, with how sure the plan is
 * that the documents answer; none for a question they do not.
 */
export const planKnowledge = (question: Question): ReadonlyArray<SkillPlan> => {
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
  const asked = question.cues.has("entitlement") ? entitlementWords(question, searchWords(question)) : withoutRemedyVerbs(question, searchWords(question));
  // The ending searched with what else is asked of it ("sair do contrato do telemóvel sem pagar multa": the phone and the fee).
  const topicWords = endingOf(question) ? ["ending", ...asked.filter((word) => !endingVerb.test(foldAccents(word.toLowerCase())))] : question.has(brokenAsked) ? repairWords(question, asked) : asked;
  // A question that names a document and a subject searches for the subject; it never falls back to the list.
  // "what are the advantages of dropout?", "o que causa o sobreajuste?": dropout searched, and its advantages with it.
  const words = withAspect(question, topicWords.length === 0 && aboutDocuments ? subjectWords(question) : topicWords);
  // "when does my lease end?", "quando acaba o meu contrato?": the passage of the term, expiry or deadline (see `datedSearch`).
  // "how long is my lease?", "quanto tempo dura o contrato?": its term too.
  const lengthOnly = agreementLengthAsked(question, words);
  const dated = (datesAsked(question) || lengthOnly) && !asksSummary(question.has) ? datedSearch(question, lengthOnly ? withoutLengthWords(words) : words) : null;
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
  if (asksAboutRecords(question.has) || asksAgreementParty(question) || question.cues.has("entitlement") || question.has(brokenAsked)) return [{ confidence: 0.86, calls: [search] }];
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

/** "how do I fix overfitting?", "como resolvo o sobreajuste?": the thing to put right searched, not the fixing. */
const withoutRemedyVerbs = (question: Question, words: ReadonlyArray<string>): string[] => {
  if (!question.has(howToQuestion)) return [...words];
  const things = words.filter((word) => !remedyVerb.test(foldAccents(word.toLowerCase())));
  return things.length > 0 ? things : [...words];
};

/** "who do I call if something breaks?": the repairs searched, with the thing broken ("fridge") and not the breaking nor the calling. */
const repairWords = (question: Question, asked: ReadonlyArray<string>): string[] => [
  question.language === "pt" ? "reparação" : "repair",
  ...asked.filter((word) => !brokenWord.test(foldAccents(word.toLowerCase())) && !(question.has(whomToCall) && callingWord.test(foldAccents(word.toLowerCase())))),
];

/**
 * What the person did, asked: "what did I do…", "when did I last…", "where did I go on holiday?", "o que fiz…", "onde
 * estive…", "o que é que eu fiz…" ("when was my last tetanus shot?" asks a record).
 */
const doneAsked =
  /\bwhat did i do\b|\bwhen did i last\b|\bwhere (?:did i (?:go|travel|stay|spend)|have i (?:been|gone|travell?ed))\b|\bwhat (?:trips|holidays|vacations) (?:did|have) i\b|\bo que (?:e que )?(?:eu )?fiz\b|\bonde (?:e que )?(?:eu )?(?:fui|estive|viajei|fiquei|passei)\b|\bque (?:viagens|ferias) (?:e que )?(?:eu )?(?:fiz|tive)\b/;
