import type { JournalDraftDecision, Language } from "@lifeos/core";

type SavedOutcome = Extract<JournalDraftDecision, { status: "confirmed" }>["outcome"];

/** The words inside the chat's cards (entries, summaries, drafts, conversations, any other tool's data), in the answer's language; the mood cards' are in `moodWords`. */
export interface CardWords {
  /** Entries. */
  readonly sample: string;
  readonly confidence: Readonly<Record<"high" | "low", string>>;
  readonly happinessOf: (happiness: number) => string;
  readonly moodOf: (happiness: number, stress: number, energy: number) => string;
  readonly nothingInJournal: string;
  readonly noEntries: string;
  /** Summaries. */
  readonly noEntriesToSummarise: (period: string | undefined) => string;
  readonly periodKind: Readonly<Record<"month" | "year", string>>;
  readonly entries: (count: number) => string;
  readonly happiness: (average: number) => string;
  readonly interval: (low: number, high: number) => string;
  readonly liftedYou: string;
  readonly weighedOnYou: string;
  readonly mainEvents: string;
  /** How you are doing: minutes a suggested step takes. */
  readonly minutes: (count: number) => string;
  /** Earlier conversations. */
  readonly noConversation: string;
  /** A drafted journal entry. */
  readonly appendedAtEnd: string;
  readonly newEntry: string;
  readonly saved: Readonly<Record<SavedOutcome, string>>;
  readonly openEntry: string;
  readonly discarded: string;
  readonly saving: string;
  readonly discarding: string;
  readonly saveToJournal: string;
  readonly discard: string;
  /** Any other tool's data. */
  readonly yes: string;
  readonly no: string;
  readonly rawData: string;
  /** A result with nothing in it (an empty list, no record found). */
  readonly nothingToShow: string;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export const cardWords: Readonly<Record<Language, CardWords>> = {
  en: {
    sample: "sample",
    confidence: { high: "high", low: "low" },
    happinessOf: (happiness) => `happiness ${happiness}/100`,
    moodOf: (happiness, stress, energy) => `happiness ${happiness}/100, stress ${stress}/100, energy ${energy}/100`,
    nothingInJournal: "Nothing in the journal matched.",
    noEntries: "No entries for that.",
    noEntriesToSummarise: (period) => `No entries to summarise${period ? ` for ${period}` : ""}.`,
    periodKind: { month: "Month", year: "Year" },
    entries: (count) => `${count} entries`,
    happiness: (average) => `happiness ${average}`,
    interval: (low, high) => `(95% CI ${low}–${high})`,
    liftedYou: "Lifted you",
    weighedOnYou: "Weighed on you",
    mainEvents: "Main events",
    minutes: (count) => `${count} min`,
    noConversation: "No earlier conversation matched.",
    appendedAtEnd: "added at the end of that day's entry",
    newEntry: "a new entry",
    saved: {
      created: "Saved to your journal as a new entry.",
      appended: "Added to the end of that day's entry.",
      unchanged: "That day's entry already says this: nothing was added.",
    },
    openEntry: "Open the entry",
    discarded: "Discarded: nothing was written.",
    saving: "Saving…",
    discarding: "Discarding…",
    saveToJournal: "Save to journal",
    discard: "Discard",
    yes: "yes",
    no: "no",
    rawData: "Raw data",
    nothingToShow: "Nothing found.",
  },
  pt: {
    sample: "exemplo",
    confidence: { high: "alta", low: "baixa" },
    happinessOf: (happiness) => `felicidade ${happiness}/100`,
    moodOf: (happiness, stress, energy) => `felicidade ${happiness}/100, stress ${stress}/100, energia ${energy}/100`,
    nothingInJournal: "Nada no diário correspondeu.",
    noEntries: "Não há entradas para isso.",
    noEntriesToSummarise: (period) => `Não há entradas para resumir${period ? ` em ${period}` : ""}.`,
    periodKind: { month: "Mês", year: "Ano" },
    entries: (count) => plural(count, "entrada", "entradas"),
    happiness: (average) => `felicidade ${average}`,
    interval: (low, high) => `(IC 95% ${low}–${high})`,
    liftedYou: "O que ajudou",
    weighedOnYou: "O que pesou",
    mainEvents: "Acontecimentos principais",
    minutes: (count) => `${count} min`,
    noConversation: "Nenhuma conversa anterior correspondeu.",
    appendedAtEnd: "acrescentado no fim da entrada desse dia",
    newEntry: "uma nova entrada",
    saved: {
      created: "Guardado no seu diário como nova entrada.",
      appended: "Acrescentado no fim da entrada desse dia.",
      unchanged: "A entrada desse dia já diz isto: nada foi acrescentado.",
    },
    openEntry: "Abrir a entrada",
    discarded: "Descartado: nada foi escrito.",
    saving: "Em curso…",
    discarding: "Em curso…",
    saveToJournal: "Guardar no diário",
    discard: "Descartar",
    yes: "sim",
    no: "não",
    rawData: "Dados brutos",
    nothingToShow: "Nada encontrado.",
  },
};
