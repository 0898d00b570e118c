import type { SkillPlan } from "../../models/offline/OfflineSkill.js";
import type { Question } from "../../models/offline/question/Question.js";

/**
 * Asks for an entry to be written, over normalised text: a request to write, add, log or save that names the journal
 * or an entry ("write a journal entry for today: …", "add to my journal: …", "log this in my diary", "new entry: …",
 * "escreve no diário: …", "acrescenta ao meu diário …", "nova entrada: …"), never a question about what was written.
 */
export const journalWriteAsked =
  /^(?:(?:please|pls|can you|could you|would you|por favor|podes|pode|consegues|consegue)\s+)?(?:(?:write|add|log|record|save|create|make|put|jot down|note down|escreve|escreva|escrever|adiciona|adicione|adicionar|acrescenta|acrescente|acrescentar|regista|registe|registar|guarda|guarde|guardar|cria|crie|criar|anota|anote|anotar|poe|ponha)\b.{0,40}\b(?:journal|diary|entry|diario|entrada)\b|(?:a\s+)?new (?:journal |diary )?entry\b|(?:uma\s+)?nova entrada\b|dear diary\b|querido diario\b)/;

/**
 * Offline chat writes no journal entries (no tool does): asked to, it says so plainly and where an entry is added,
 * rather than answering another question.
 */
export const journalWriteRoute = (question: Question): SkillPlan[] | null => {
  if (!question.has(journalWriteAsked)) return null;
  const answer =
    question.language === "pt"
      ? "O chat offline não escreve entradas no diário. Para a acrescentar, abra a página Journal e escolha «New entry» (ou «Import» para um ficheiro de entradas); depois de guardada, posso responder a perguntas sobre ela."
      : "Offline chat doesn't write journal entries. To add it, open the Journal page and choose New entry (or Import for a file of entries); once it is saved, I can answer questions about it.";
  return [{ confidence: 0.95, calls: [], answer }];
};
