import type { IgnoredReason } from "@lifeos/core";
import { escapeRegExp, normalizeText } from "@lifeos/core";
import type { ExtractionLanguage } from "./detectLanguage.js";
import { clauseCues } from "./lexicon/clauseCues.js";
import type { Clause } from "./splitClauses.js";

const phrase = (words: ReadonlyArray<string>) =>
  words
    .map((word) => escapeRegExp(word).replace(/'/g, "['’]").replace(/\s+/g, "\\s+"))
    .sort((left, right) => right.length - left.length)
    .join("|");
const end = "(?![\\p{L}\\p{N}])";

const compile = (language: ExtractionLanguage) => {
  const cues = clauseCues[language];
  return {
    connectors: new RegExp(`^(?:(?:(?:${phrase(cues.connectors)})${end}[\\s,]*)|(?:(?:${phrase(cues.interjections)})\\s*,\\s*))+`, "iu"),
    question: new RegExp(`^(?:${phrase(cues.question)})${end}`, "iu"),
    hypothetical: new RegExp(`^(?:${phrase(cues.hypothetical)})${end}`, "iu"),
    hedges: new RegExp(`(?<![\\p{L}\\p{N}])(?:${phrase(cues.hedges)})${end}`, "iu"),
    instruction: new RegExp(`^(?:${phrase(cues.instruction)})${end}`, "iu"),
    smallTalk: new Set(cues.smallTalk.map(normalizeText)),
  };
};
const byLanguage = { en: compile("en"), pt: compile("pt") };

/** A clause without the connectors (and interjections before a comma) it opens with ("e também preciso…", "sim, fui…"). */
export const withoutConnectors = (text: string, language: ExtractionLanguage): string => text.replace(byLanguage[language].connectors, "").trim();

/** A question typed without its "?" that ends on its question word: "fui ao dentista quando", "the party is where". */
const trailingQuestionWord = /(?<![\p{L}])(?:when|where|who|why|what|which|quando|onde|quem|porqu[êe]|o qu[êe]|qual|quais|quanto|quantos)\s*[.!]*\s*$/iu;

/** Whether a message or clause ends on a question word, asking without a "?" (see `trailingQuestionWord`). */
export const endsAsQuestion = (text: string): boolean => trailingQuestionWord.test(text.trim());

/** A request to be called by a name: "can you call me Sofi", "please call me Sofi", "podes tratar-me por Sofi", "pode chamar-me Sofi". */
const addressedAs =
  /^(?:(?:can|could|would) you(?: please)?|please|(?:você |voce |tu )?(?:podes|pode|podia|podias)(?: por favor)?)\s+(?:call me|tratar-me por|chamar-me|me chamar de|me tratar por)\s+\p{Lu}/u;

/**
 * Why a clause must not be remembered, or null when it may hold something:
 * a question (asked with "?" or opened by a question word), small talk (the
 * whole clause is a greeting or thanks), an instruction to the assistant
 * ("show me…", "mostra…"), or a hypothetical ("if I…", "talvez…").
 */
export const classifyClause = (clause: Clause, language: ExtractionLanguage): IgnoredReason | null => {
  const cues = byLanguage[language];
  const text = withoutConnectors(clause.text, language);
  // Asked to be called by a name ("can you call me Sofi?", "podes tratar-me por Sofi"): the name is told, not asked.
  if (addressedAs.test(text)) return null;
  if (clause.question || cues.question.test(text) || endsAsQuestion(text)) return "question";
  if (cues.smallTalk.has(normalizeText(text)) || normalizeText(text) === "") return "smallTalk";
  if (cues.instruction.test(text)) return "instruction";
  if (cues.hypothetical.test(text) || cues.hedges.test(text)) return "hypothetical";
  return null;
};
