import type { Language } from "@lifeos/core";
import type { DocumentJson } from "../api/documents.js";

/** The words of the documents page (list, uploads, viewer and retrieval test) and of the passages card in an answer, in one language. */
export interface DocumentsWords {
  readonly documents: string;
  readonly status: Readonly<Record<DocumentJson["processingStatus"], string>>;
  readonly outcome: Readonly<Record<"created" | "duplicate" | "replaced", string>>;
  readonly confirmDelete: (name: string) => string;
  readonly dropHere: string;
  readonly chooseFiles: string;
  readonly uploadDocuments: string;
  readonly uploads: string;
  readonly uploadOf: (name: string) => string;
  readonly samplesNote: string;
  readonly removeSamples: string;
  readonly noneYet: string;
  readonly loadSamples: string;
  readonly columns: { readonly name: string; readonly status: string; readonly size: string; readonly pages: string; readonly uploaded: string; readonly actions: string };
  readonly retry: string;
  readonly delete: string;
  readonly deleteNamed: (name: string) => string;
  /** The viewer. */
  readonly viewer: (name: string) => string;
  readonly download: string;
  readonly close: string;
  readonly pages: string;
  readonly previous: string;
  readonly next: string;
  readonly page: (page: number, of: number | null) => string;
  readonly openWithDownload: string;
  readonly pdfNotOpened: string;
  readonly pageNotShown: string;
  /** The retrieval test. */
  readonly testRetrieval: string;
  readonly askPlaceholder: string;
  readonly question: string;
  readonly search: string;
  readonly noPassageForQuestion: string;
  readonly score: (score: string) => string;
  /** The passages card of an answer. */
  readonly nothingMatched: string;
}

export const documentsWords: Readonly<Record<Language, DocumentsWords>> = {
  en: {
    documents: "Documents",
    status: { queued: "Queued", parsing: "Reading", embedding: "Indexing", ready: "Ready", failed: "Failed" },
    outcome: { created: "Uploaded", duplicate: "Already here: the same file is kept once", replaced: "Replaced the earlier file of this name" },
    confirmDelete: (name) => `Delete ${name}? Its file and everything indexed from it are removed.`,
    dropHere: "Drop PDF, Word (.docx), HTML, Markdown or text files here (up to 50 MB each), or",
    chooseFiles: "Choose files",
    uploadDocuments: "Upload documents",
    uploads: "Uploads",
    uploadOf: (name) => `Upload of ${name}`,
    samplesNote: "The documents named “Sample · …” are samples, not yours.",
    removeSamples: "Remove the samples",
    noneYet: "No documents yet. Upload some to ask questions about them in the chat, or",
    loadSamples: "Load sample documents",
    columns: { name: "Name", status: "Status", size: "Size", pages: "Pages", uploaded: "Uploaded", actions: "Actions" },
    retry: "Retry",
    delete: "Delete",
    deleteNamed: (name) => `Delete ${name}`,
    viewer: (name) => `Viewer: ${name}`,
    download: "Download",
    close: "Close",
    pages: "Pages",
    previous: "Previous",
    next: "Next",
    page: (page, of) => `Page ${page}${of !== null ? ` of ${of}` : ""}`,
    openWithDownload: "Open the original with Download.",
    pdfNotOpened: "The PDF could not be opened",
    pageNotShown: "The page could not be shown",
    testRetrieval: "Test retrieval",
    askPlaceholder: "Ask a question to see which passages it finds",
    question: "Question",
    search: "Search",
    noPassageForQuestion: "Nothing in your documents matches this question.",
    score: (score) => `score ${score}`,
    nothingMatched: "Nothing in your documents matched.",
  },
  pt: {
    documents: "Documentos",
    status: { queued: "Na fila", parsing: "Em leitura", embedding: "Em indexação", ready: "Pronto", failed: "Falhou" },
    outcome: { created: "Enviado", duplicate: "Já existe: o mesmo documento é guardado uma só vez", replaced: "Substituiu o documento anterior com este nome" },
    confirmDelete: (name) => `Apagar ${name}? O documento e tudo o que foi indexado a partir dele são removidos.`,
    dropHere: "Arraste até aqui documentos PDF, Word (.docx), HTML, Markdown ou de texto (até 50 MB cada), ou",
    chooseFiles: "Escolher documentos",
    uploadDocuments: "Enviar documentos",
    uploads: "Envios",
    uploadOf: (name) => `Envio de ${name}`,
    samplesNote: "Os documentos chamados “Sample · …” são exemplos, não são seus.",
    removeSamples: "Remover os exemplos",
    noneYet: "Ainda não há documentos. Envie alguns para fazer perguntas sobre eles na conversa, ou",
    loadSamples: "Carregar documentos de exemplo",
    columns: { name: "Nome", status: "Estado", size: "Tamanho", pages: "Páginas", uploaded: "Enviado em", actions: "Ações" },
    retry: "Tentar de novo",
    delete: "Apagar",
    deleteNamed: (name) => `Apagar ${name}`,
    viewer: (name) => `Visualizador: ${name}`,
    download: "Download do original",
    close: "Fechar",
    pages: "Páginas",
    previous: "Anterior",
    next: "Próxima",
    page: (page, of) => `Página ${page}${of !== null ? ` de ${of}` : ""}`,
    openWithDownload: "Abra o original com “Download do original”.",
    pdfNotOpened: "Não foi possível abrir o PDF",
    pageNotShown: "Não foi possível mostrar a página",
    testRetrieval: "Testar a pesquisa",
    askPlaceholder: "Faça uma pergunta para ver que passagens encontra",
    question: "Pergunta",
    search: "Pesquisar",
    noPassageForQuestion: "Nada nos seus documentos corresponde a esta pergunta.",
    score: (score) => `pontuação ${score}`,
    nothingMatched: "Nada nos seus documentos correspondeu.",
  },
};

/** A file's size in `locale`'s numbers and units: "1.5 kB" in "en-US", "1,5 kB" in "pt-BR". */
export const fileSize = (bytes: number, locale: string): string => {
  const [value, unit] = bytes < 1024 ? [bytes, "byte"] : bytes < 1024 * 1024 ? [bytes / 1024, "kilobyte"] : [bytes / 1024 / 1024, "megabyte"];
  return new Intl.NumberFormat(locale, { style: "unit", unit, unitDisplay: "short", maximumFractionDigits: unit === "byte" ? 0 : 1, minimumFractionDigits: unit === "byte" ? 0 : 1 }).format(value);
};

