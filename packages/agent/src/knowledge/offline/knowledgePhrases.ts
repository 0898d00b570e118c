import type { Language } from "@lifeos/core";
import type { AskedAspect } from "./askedAspect.js";
import type { Negation } from "./negatedQuestions.js";

/** "a", "a or b", "a, b or c". */
const listed = (items: ReadonlyArray<string>, last: string): string =>
  items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} ${last} ${items[items.length - 1]}`;

/** What the knowledge skill says, in each language. */
export interface KnowledgePhrases {
  readonly notModel: string;
  readonly found: (query: string) => string;
  /** What the documents say they leave out ("exclusion") or forbid ("prohibition"), of `subject` when one was asked. */
  readonly foundNegated: (negation: Negation, subject: string) => string;
  readonly nothing: (query: string) => string;
  /** How to do something, asked of documents that do not say: so, and that the offline mode answers no general question. */
  readonly howToNothing: (query: string) => string;
  /** The same asked before any document is uploaded, said before how to add some. */
  readonly noGeneralAnswers: string;
  /** Below the journal's "nothing found": the documents were searched too. */
  readonly nothingEither: (query: string) => string;
  /** What no document mentions ("penalty", "late"), said before the passages that come closest. */
  readonly closest: (missing: ReadonlyArray<string>) => string;
  /**
   * Passages found of `query`, none of them saying what was asked (a sum, a date, a time), or none mentioning `missing`:
   * plainly so, with the documents that come closest, by name.
   */
  readonly unanswered: (query: string, missing: ReadonlyArray<string>, documents: ReadonlyArray<string>) => string;
  /**
   * Passages found of `subject`, none of whose quotes says the aspect asked of it (its causes, its advantages): plainly
   * so, before the passages that come closest.
   */
  readonly aspectUnsaid: (aspect: AskedAspect, subject: string) => string;
  readonly noDocuments: string;
  readonly noSuchDocument: (name: string) => string;
  readonly outOfRange: string;
  readonly side: (side: "above" | "below", range: string) => string;
  readonly documents: (count: number) => string;
  readonly notReady: (count: number) => string;
  readonly summaryOf: (name: string) => string;
  readonly noSummary: (name: string, status: string) => string;
  /** A failed document with why it could not be read (a clause: see `failureReason`). */
  readonly unreadable: (name: string, reason: string) => string;
  /** A document's processing status (`DocumentStatus`) in words. */
  readonly status: (status: string) => string;
  /** The document added first or last, with the day it was added, and the heading of the ones after (or before) it. */
  readonly added: (which: "oldest" | "newest", name: string, date: string) => string;
  readonly addedNext: (which: "oldest" | "newest") => string;
}

/** Each processing status in words, by language; an unknown one as it is. */
const statusWords: Readonly<Record<Language, Readonly<Record<string, string>>>> = {
  en: { queued: "queued", parsing: "being read", embedding: "being indexed", ready: "ready", failed: "failed" },
  pt: { queued: "na fila", parsing: "em leitura", embedding: "em indexação", ready: "pronto", failed: "com erro" },
};

/** Each aspect in Portuguese, for an answer whose question said none of its words. */
const aspectNoun: Readonly<Record<AskedAspect["kind"], string>> = {
  advantages: "vantagens",
  disadvantages: "desvantagens",
  risks: "riscos",
  limitations: "limitações",
  examples: "exemplos",
  types: "tipos",
  causes: "causas",
};

export const knowledgePhrases: Readonly<Record<Language, KnowledgePhrases>> = {
  en: {
    notModel: "Offline mode: these are the passages of your documents that match, quoted as they are, not an answer written by a model.",
    found: (query) => `What your documents say about “${query}”:`,
    foundNegated: (negation, subject) =>
      `What your documents ${negation === "exclusion" ? "leave out or exclude" : "forbid or do not allow"}${subject === "" ? "" : ` (about “${subject}”)`}:`,
    nothing: (query) =>
      `I found nothing about “${query}” in your documents, so I won't guess. Try other words, or check on the Documents page that the file is there and ready.`,
    howToNothing: (query) =>
      `I found nothing about “${query}” in your documents, so they don't say how. Offline mode doesn't answer general questions: it only looks things up in your own data.`,
    noGeneralAnswers: "Offline mode doesn't answer general questions: it only looks things up in your own data.",
    nothingEither: (query) => `I searched your documents too, and none of them mentions “${query}”.`,
    closest: (missing) =>
      `None of your documents mentions ${listed(missing.map((word) => `“${word}”`), "or")}, so none of them answers that. The closest passages:`,
    unanswered: (query, missing, documents) =>
      `${missing.length > 0 ? `None of your documents mentions ${listed(missing.map((word) => `“${word}”`), "or")}, so none of them answers that.` : `I found passages about “${query}” in your documents, but none of them says what you asked, so I won't guess.`}${documents.length === 0 ? "" : ` The closest ${documents.length === 1 ? "document" : "documents"}: ${listed(documents, "and")}.`}`,
    aspectUnsaid: (aspect, subject) =>
      `Your documents mention “${subject}”, but none of these passages ${aspect.kind === "causes" ? "says what causes it" : `speaks of ${aspect.said === "" ? `its ${aspect.kind}` : `“${aspect.said}”`} directly`}, so I won't guess. The closest passages:`,
    noSuchDocument: (name) => `You have no document named “${name}”.`,
    outOfRange: "The results of your reports outside their reference range:",
    side: (side, range) => `${side === "above" ? "above" : "below"} the reference (${range})`,
    noDocuments: "You have no documents yet. Upload PDFs, Word files or notes on the Documents page and ask me about them, or load the sample documents there to try.",
    documents: (count) => `You have ${count} ${count === 1 ? "document" : "documents"}:`,
    notReady: (count) => `${count} ${count === 1 ? "is" : "are"} not searchable yet (still processing or failed).`,
    summaryOf: (name) => `In short, ${name} says:`,
    status: (status) => statusWords.en[status] ?? status,
    noSummary: (name, status) => `${name} has no summary yet (it is ${status}).`,
    unreadable: (name, reason) => `${name} could not be read, so it has no summary and is not searched: ${reason}.`,
    added: (which, name, date) => `The ${which === "oldest" ? "first" : "last"} document you added is ${name}, on ${date}.`,
    addedNext: (which) => (which === "oldest" ? "Then:" : "Before it:"),
  },
  pt: {
    notModel: "Modo offline: estes são os excertos dos seus documentos que correspondem, citados tal como estão, não uma resposta escrita por um modelo.",
    found: (query) => `O que os seus documentos dizem sobre «${query}»:`,
    foundNegated: (negation, subject) =>
      `O que os seus documentos ${negation === "exclusion" ? "excluem ou não cobrem" : "proíbem ou não permitem"}${subject === "" ? "" : ` (sobre «${subject}»)`}:`,
    nothing: (query) =>
      `Não encontrei nada sobre «${query}» nos seus documentos, por isso não vou adivinhar. Experimente outras palavras, ou confirme na página Documentos que o documento lá está e pronto.`,
    howToNothing: (query) =>
      `Não encontrei nada sobre «${query}» nos seus documentos, por isso não dizem como. O modo offline não responde a perguntas gerais: só consulta os seus próprios dados.`,
    noGeneralAnswers: "O modo offline não responde a perguntas gerais: só consulta os seus próprios dados.",
    nothingEither: (query) => `Também procurei nos seus documentos, e nenhum deles fala de «${query}».`,
    closest: (missing) =>
      `Nenhum dos seus documentos fala de ${listed(missing.map((word) => `«${word}»`), "nem de")}, por isso nenhum responde a isso. Os excertos mais próximos:`,
    unanswered: (query, missing, documents) =>
      `${missing.length > 0 ? `Nenhum dos seus documentos fala de ${listed(missing.map((word) => `«${word}»`), "nem de")}, por isso nenhum responde a isso.` : `Encontrei excertos sobre «${query}» nos seus documentos, mas nenhum diz o que perguntou, por isso não vou adivinhar.`}${documents.length === 0 ? "" : ` ${documents.length === 1 ? "O documento mais próximo" : "Os documentos mais próximos"}: ${listed(documents, "e")}.`}`,
    aspectUnsaid: (aspect, subject) =>
      `Os seus documentos falam de «${subject}», mas nenhum destes excertos ${aspect.kind === "causes" ? "diz o que o causa" : `fala diretamente de «${aspect.said === "" ? aspectNoun[aspect.kind] : aspect.said}»`}, por isso não vou adivinhar. Os excertos mais próximos:`,
    noSuchDocument: (name) => `Não tem nenhum documento chamado «${name}».`,
    outOfRange: "Os resultados dos seus boletins fora dos valores de referência:",
    side: (side, range) => `${side === "above" ? "acima" : "abaixo"} da referência (${range})`,
    noDocuments: "Ainda não há documentos. Carregue PDFs, documentos Word ou notas na página Documentos e pergunte-me sobre eles, ou carregue lá os documentos de exemplo para experimentar.",
    documents: (count) => `Tem ${count} ${count === 1 ? "documento" : "documentos"}:`,
    notReady: (count) => `${count} ${count === 1 ? "ainda não pode" : "ainda não podem"} ser pesquisado${count === 1 ? "" : "s"} (em processamento ou com erro).`,
    summaryOf: (name) => `Em resumo, ${name} diz:`,
    status: (status) => statusWords.pt[status] ?? status,
    noSummary: (name, status) => `${name} ainda não tem resumo (está ${status}).`,
    unreadable: (name, reason) => `Não foi possível ler ${name}, por isso não tem resumo nem entra nas pesquisas: ${reason}.`,
    added: (which, name, date) => `O ${which === "oldest" ? "primeiro" : "último"} documento que adicionou é ${name}, em ${date}.`,
    addedNext: (which) => (which === "oldest" ? "A seguir:" : "Antes dele:"),
  },
};
