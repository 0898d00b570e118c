import { bullets, clip, paragraphs, quote } from "../../models/offline/answerText.js";
import type { Question } from "../../models/offline/question/Question.js";
import { text } from "../../journal/offline/compose/readData.js";

/**
 * A request for the documents on a subject ("which documents do I have about health?", "que documentos tenho sobre
 * saúde?", "which files mention VWCE?", "quais documentos falam do seguro?"): answered with the documents, not with
 * their passages. Normalised text.
 */
export const documentsAboutAsked =
  /\b(?:(?:which|what|any) (?:documents|docs|files|pdfs)\b(?: (?:do i have|have i got|are there|i have))?(?: (?:about|on|regarding|mentioning|that mention|mention|talk about|cover))\b|(?:list|show)(?: me)? (?:all )?(?:my |the )?(?:documents|files|pdfs) (?:about|on|regarding)\b|(?:que|quais) (?:documentos|ficheiros|arquivos)\b(?: (?:tenho|ha|existem|temos))? (?:sobre|acerca d[eo]s?|a respeito d[eo]s?|que (?:falam|mencionam|tratam)|falam|mencionam|tratam)\b|(?:lista|mostra)(?:-me)? (?:os )?(?:meus )?(?:documentos|ficheiros|arquivos) (?:sobre|acerca d[eo]s?)\b)/;

const phrases = {
  en: { about: (subject: string) => `Your documents about “${subject}” (each with the line that mentions it):`, more: "Ask about any of them to read what it says." },
  pt: { about: (subject: string) => `Os seus documentos sobre «${subject}» (cada um com a linha que fala disso):`, more: "Pergunte sobre qualquer um deles para ler o que diz." },
} as const;

/** A passage found, with the line of it that answers and how well. */
export interface RankedPassage {
  readonly passage: Readonly<Record<string, unknown>>;
  readonly quoted: string;
}

/**
 * The documents of the passages found, each once in the order of its best passage, named by title with its file and the
 * line that mentions the subject: the answer to a request for the documents on a subject. "" when none was found.
 */
export const composeDocumentsAbout = (question: Question, subject: string, ranked: ReadonlyArray<RankedPassage>): string => {
  const seen = new Set<string>();
  const lines: string[] = [];
  for (const { passage, quoted } of ranked) {
    const name = text(passage["name"]);
    const key = text(passage["documentId"]) || name;
    if (key === "" || seen.has(key)) continue;
    seen.add(key);
    const title = text(passage["title"]).trim();
    const named = title === "" || title === name.replace(/\.[a-z0-9]+$/i, "") ? `**${name}**` : `**${title}** (${name})`;
    lines.push(quoted === "" ? named : `${named}: ${quote(clip(quoted, 120), question.language)}`);
  }
  if (lines.length === 0) return "";
  const p = phrases[question.language];
  return paragraphs(p.about(subject), bullets(lines), p.more);
};
