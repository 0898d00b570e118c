import type { ToolResultView } from "../../models/offline/OfflineSkill.js";
import type { Question } from "../../models/offline/question/Question.js";
import { objects } from "./compose/readData.js";

type Feeling = "hard" | "good" | "unsaid";

/** A feeling told to a journal with no entry at all: answered once, with how to start one, not as a search that found nothing. */
const unwritten: Readonly<Record<"en" | "pt", Readonly<Record<Feeling, string>>>> = {
  en: {
    hard: "That sounds hard. Your journal has no entries yet, so I can't look back at your last days with you. Writing about it can help: write an entry on the Journal page (New entry), and “reflect on my last entry” then gives you prompts for it.",
    good: "Good to hear. Your journal has no entries yet, so I can't look back at your last days; write this down on the Journal page (New entry) to keep it.",
    unsaid: "Thank you for telling me. Your journal has no entries yet, so I can't look back at your last days; write an entry on the Journal page (New entry), and I can read it with you.",
  },
  pt: {
    hard: "Isso parece difícil. O seu diário ainda não tem entradas, por isso não consigo rever consigo os últimos dias. Escrever sobre isso pode ajudar: escreva uma entrada na página Diário («Nova entrada»), e «reflita sobre a minha última entrada» dá-lhe depois perguntas para pensar.",
    good: "Ainda bem. O seu diário ainda não tem entradas, por isso não consigo rever os últimos dias; escreva isto na página Diário («Nova entrada») para o guardar.",
    unsaid: "Obrigado por me dizer. O seu diário ainda não tem entradas, por isso não consigo rever os últimos dias; escreva uma entrada na página Diário («Nova entrada») e leio-a consigo.",
  },
};

/** Whether a result read the journal and found no entry in it: no entries listed, no search match, a state of none. */
const foundNone = (result: ToolResultView): boolean => {
  if (!result.success) return false;
  if (result.name === "get_current_state") return result.data["totalEntries"] === 0;
  if (result.name === "get_recent_entries") return objects(result.data["entries"]).length === 0;
  if (result.name === "search_journal") return objects(result.data["results"]).length === 0;
  return false;
};

/**
 * "I'm anxious about my exam", "estou muito feliz hoje" told before any entry is written: the feeling answered in one
 * paragraph that says the journal is empty, rather than "here is how your last days look" over empty readings. The
 * journal is known empty from the state's count, or from the journal's span, which a journal with entries always has.
 */
export const feelingUnwritten = (question: Question, feeling: Feeling, results: ReadonlyArray<ToolResultView>): string | null => {
  if (results.length === 0 || !results.every(foundNone)) return null;
  const known = results.some((result) => result.name === "get_current_state") || question.journalSpan === null;
  return known ? unwritten[question.language][feeling] : null;
};
