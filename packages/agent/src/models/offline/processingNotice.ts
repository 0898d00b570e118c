import type { Language, ToolResultProcessing } from "@lifeos/core";
import type { ToolResultView } from "./OfflineSkill.js";

const journal: Readonly<Record<Language, (processing: ToolResultProcessing) => string>> = {
  en: ({ processed, total }) =>
    `Your journal is still being analysed (${processed} of ${total} entries so far); answers about moods and searches may be incomplete — ask again in a minute.`,
  pt: ({ processed, total }) =>
    `A análise do seu diário ainda não terminou (${processed} de ${total} entradas até agora); as respostas sobre o humor e as pesquisas podem estar incompletas — pergunte de novo daqui a um minuto.`,
};

const documents: Readonly<Record<Language, (processing: ToolResultProcessing) => string>> = {
  en: ({ pending }) =>
    `${pending === 1 ? "One document is" : `${pending} documents are`} still being processed; searches of your documents may be incomplete — ask again in a minute.`,
  pt: ({ pending }) =>
    `${pending === 1 ? "Um documento ainda está" : `${pending} documentos ainda estão`} em processamento; as pesquisas nos seus documentos podem estar incompletas — pergunte de novo daqui a um minuto.`,
};

/**
 * What the answer says first when a tool it rests on read data still being
 * processed (its `meta.processing`): one sentence per source, from the
 * latest counts, so "nothing found" right after an import is not taken for
 * "not there". Null when nothing is pending.
 */
export const processingNotice = (results: ReadonlyArray<ToolResultView>, language: Language): string | null => {
  const latest = new Map<ToolResultProcessing["source"], ToolResultProcessing>();
  for (const result of results) if (result.processing !== undefined) latest.set(result.processing.source, result.processing);
  const sentences = [...latest.values()].map((processing) => (processing.source === "journal" ? journal : documents)[language](processing));
  return sentences.length === 0 ? null : sentences.join(" ");
};
