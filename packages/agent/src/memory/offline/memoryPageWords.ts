import { memorySwitchPlace } from "@lifeos/core";

type Language = "en" | "pt";

/** The labels of the web app's memories page that an answer points to, as that page shows them in each language. */
export interface MemoryPageWords {
  /** The page ("Memories", "Memórias"). */
  readonly page: string;
  /** The tab where remembering is switched and everything deleted ("Privacy", "Privacidade"). */
  readonly privacy: string;
  /** The tab of reminders ("Reminders", "Lembretes"). */
  readonly reminders: string;
  /** The checkbox that turns learning on ("Learn from my conversations"). */
  readonly learn: string;
  /** The button that deletes every memory ("Delete all memories"). */
  readonly deleteAll: string;
}

/** The same words as the web app's memoryWords (apps/web/src/memory/memoryWords.ts), in English and Portuguese. */
export const memoryPageWords: Readonly<Record<Language, MemoryPageWords>> = {
  en: { page: memorySwitchPlace.page, privacy: memorySwitchPlace.tab, reminders: "Reminders", learn: memorySwitchPlace.label, deleteAll: "Delete all memories" },
  pt: { page: "Memórias", privacy: "Privacidade", reminders: "Lembretes", learn: "Aprender com as minhas conversas", deleteAll: "Apagar todas as memórias" },
};
