import type { ToolResultView } from "../../models/offline/OfflineSkill.js";
import type { Question } from "../../models/offline/question/Question.js";
import type { FactAsk } from "./factAsk.js";
import { factAnswer } from "./factAnswer.js";
import { fold } from "./factRow.js";
import { shares } from "./answeringFacts.js";
import { journalMentions } from "./memoryPeople.js";
import { journalRows } from "./memoryRows.js";
import { memoryForms } from "./memoryWords.js";

/**
 * "When is my next exam?" with none remembered: that plainly, then the journal's entries that name it in either
 * language ("exam" finds "exame de matemática"), quoted with their dates. What the documents say is read back by the
 * documents' skill.
 */
export const composeNextThingUnremembered = (question: Question, ask: FactAsk, asked: string, results: ReadonlyArray<ToolResultView>): string => {
  const forms = [...new Set(ask.words.flatMap((word) => memoryForms(word)))];
  const naming = journalRows(results).filter((entry) => forms.some((form) => shares(fold(entry.excerpt), form)));
  return [factAnswer(question, ask, []), ...journalMentions(question, asked, naming, forms)].join("\n");
};
