import type { Language } from "@lifeos/core";

/** What is being processed: the journal's entries, or the documents. */
export type ProcessingSource = "journal" | "documents";

/** The words of the components every page shares (banners, error notices, date fields), in the person's language. */
export interface ComponentWords {
  readonly hideNotice: string;
  readonly chooseOnCalendar: string;
  readonly writeDateAs: (pattern: string) => string;
  /** An error. */
  readonly notSaved: string;
  readonly somethingWrong: string;
  /** What a person can do about a failure of the server's storage, by code; nothing of the failed action was saved. */
  readonly storageNotices: Readonly<Record<string, string>>;
  readonly retry: string;
  readonly dismiss: string;
  /** The offline banner. */
  readonly offlineTitle: string;
  readonly offline: string;
  readonly noModel: string;
  readonly connectOne: string;
  readonly offlineMode: string;
  readonly offlineText: string;
  readonly connectInSettings: string;
  /** The processing notice: "Analysing your journal — 412 of 636 entries so far". */
  readonly analysing: (source: ProcessingSource, processed: number, total: number) => string;
  readonly analysingShort: (source: ProcessingSource, processed: number, total: number) => string;
}

const items: Readonly<Record<Language, Readonly<Record<ProcessingSource, readonly [string, string, string]>>>> = {
  en: { journal: ["your journal", "entry", "entries"], documents: ["your documents", "document", "documents"] },
  pt: { journal: ["o seu diário", "entrada", "entradas"], documents: ["os seus documentos", "documento", "documentos"] },
};

/** "412 of 636 entries", in `language`. */
const counted = (language: Language, source: ProcessingSource, processed: number, total: number): string => {
  const [, one, many] = items[language][source];
  return `${processed} ${language === "pt" ? "de" : "of"} ${total} ${total === 1 ? one : many}`;
};

export const componentWords: Readonly<Record<Language, ComponentWords>> = {
  en: {
    hideNotice: "Hide this notice",
    chooseOnCalendar: "Choose on a calendar",
    writeDateAs: (pattern) => `Write the date as ${pattern}`,
    notSaved: "Not saved.",
    somethingWrong: "Something went wrong.",
    storageNotices: {
      INSUFFICIENT_STORAGE: "The disk where LifeOS keeps your data is full, so this was not saved. Free some space, then try again.",
      STORAGE_UNAVAILABLE: "LifeOS cannot write to its database right now, so this was not saved. Try again in a moment.",
    },
    retry: "Retry",
    dismiss: "Dismiss",
    offlineTitle: "Offline mode: answers are assembled from your data without an AI model.",
    offline: "Offline",
    noModel: "— no AI model.",
    connectOne: "Connect one",
    offlineMode: "Offline mode.",
    offlineText: "Answers are assembled from your data without an AI model.",
    connectInSettings: "Connect a model in Settings",
    analysing: (source, processed, total) => `Analysing ${items.en[source][0]} — ${counted("en", source, processed, total)} so far`,
    analysingShort: (source, processed, total) => `Analysing: ${counted("en", source, processed, total)}`,
  },
  pt: {
    hideNotice: "Ocultar este aviso",
    chooseOnCalendar: "Escolher no calendário",
    writeDateAs: (pattern) => `Escreva a data como ${pattern}`,
    notSaved: "Não foi guardado.",
    somethingWrong: "Ocorreu um erro.",
    storageNotices: {
      INSUFFICIENT_STORAGE: "O disco onde o LifeOS guarda os seus dados está cheio, por isso isto não foi guardado. Faça espaço no disco e tente de novo.",
      STORAGE_UNAVAILABLE: "O LifeOS não consegue escrever na base de dados neste momento, por isso isto não foi guardado. Tente de novo daqui a pouco.",
    },
    retry: "Tentar de novo",
    dismiss: "Fechar",
    offlineTitle: "Modo offline: as respostas são montadas a partir dos seus dados, sem um modelo de IA.",
    offline: "Offline",
    noModel: "— sem modelo de IA.",
    connectOne: "Conectar um",
    offlineMode: "Modo offline.",
    offlineText: "As respostas são montadas a partir dos seus dados, sem um modelo de IA.",
    connectInSettings: "Escolha um modelo nas Preferências",
    analysing: (source, processed, total) => `Análise de ${items.pt[source][0]} em curso — ${counted("pt", source, processed, total)} até agora`,
    analysingShort: (source, processed, total) => `Análise: ${counted("pt", source, processed, total)}`,
  },
};
