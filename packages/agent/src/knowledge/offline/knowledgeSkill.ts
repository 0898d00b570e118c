import type { OfflineSkill } from "../../models/offline/OfflineSkill.js";
import { asAgain } from "./askedAgain.js";
import { composeKnowledge } from "./composeKnowledge.js";
import { knowledgeFollowUp } from "./knowledgeFollowUp.js";
import { foundNothing } from "./passageRelevance.js";
import { planKnowledge } from "./planKnowledge.js";
import { nothingInDocumentsEither } from "./searchedSubject.js";

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
export const knowledgeSkill: OfflineSkill = {
  name: "knowledge",
  tools: ["search_knowledge_base", "list_documents", "get_document_summary"],
  plan: (question) => planKnowledge(asAgain(question)),
  followUp: (question, results) => knowledgeFollowUp(asAgain(question), results),
  foundNothing,
  nothingEither: (question, results) => nothingInDocumentsEither(asAgain(question), results),
  compose: (question, results) => composeKnowledge(asAgain(question), results),
  // "what can I ask about my documents?": this skill's help alone.
  helpTopic: /\b(?:documents?|docs|notes|files?|pdfs?|contracts?|lease|documentos?|notas|ficheiros?|arquivos?|contratos?)\b/,
  help: {
    en: ["What do my notes say about neural networks?", "What does my lease say about pets?", "Which documents do I have?", "Summarise my contract."],
    pt: ["O que dizem as minhas notas sobre redes neurais?", "O que diz o meu contrato sobre animais?", "Que documentos tenho?", "Resume o meu contrato."],
  },
};
