import type { SkillPlan, ToolResultView } from "../../models/offline/OfflineSkill.js";
import type { Question } from "../../models/offline/question/Question.js";
import { journalWriteWords } from "../../journal/offline/write/journalWriteWords.js";
import { entryDay } from "../../journal/offline/write/journalWriteSkill.js";
import { secretIn } from "@lifeos/core";

/**
 * How a question or a request begins, in either language (accent-folded): "what…", "how…", "and…", "show me…",
 * "o que…", "quando…", "mostra…", "e…". A message that begins so asks something; one that does not, with no
 * question mark, tells something.
 */
const asking =
  /^(?:what|whats|when|where|who|whom|whose|why|how|which|is|are|was|were|do|does|did|can|could|should|would|will|shall|have|has|had|am|tell|show|give|list|find|search|reflect|help|and|what about|remind|remember|add|write|log|o que|que|quando|onde|quem|porque|por que|como|qual|quais|quanto|quantos|quantas|sera|posso|podes|pode|devo|mostra|mostre|diz|diga|da|lista|procura|reflete|reflita|ajuda|ajude|e|lembra|lembre|anota|escreve|acrescenta|adiciona)\b/;

/** Words about the prompts themselves ("I don't like these prompts", "não gosto destas perguntas"): a remark on them, not an answer. */
const aboutPrompts =
  /\bprompts?\b|\b(?:these|those|the|your|this|that|other|more) (?:questions?|suggestions?|ideas?|reflections?)\b|\b(?:estas|essas|as|tuas|suas|destas|dessas|outras|mais) (?:perguntas|sugestoes|ideias|reflexoes)\b|\b(?:esta|essa|a|tua|sua|desta|dessa|outra) (?:pergunta|sugestao|ideia|reflexao)\b/;

/** Kinds of message that are never an answer to a prompt: a greeting, thanks, goodbye, a question about the assistant, or something to remember. */
const notAnswers = ["greeting", "thanks", "farewell", "capabilities", "remember"] as const;

/**
 * A reply to a reflection's prompts: the message right after "reflect on my last entry" or "what should I write
 * about?" that tells rather than asks ("I think I was tired because I slept badly", "Acho que estava cansado porque
 * dormi mal"). It is the person's own reflection, so it is offered as a draft for the journal (`add_journal_entry`,
 * saved only when the person presses Save), not searched for as a question.
 */
export const reflectionAnswerPlan = (question: Question, promptsGiven: (previous: Question) => boolean): ReadonlyArray<SkillPlan> => {
  const previous = question.previous;
  if (previous === null || !promptsGiven(previous) || question.text.includes("?") || question.words.length < 4) return [];
  if (question.has(asking) || question.has(aboutPrompts) || notAnswers.some((cue) => question.cues.has(cue)) || secretIn(question.text) !== null) return [];
  const date = entryDay(question);
  return [{ confidence: 0.88, calls: [{ name: "add_journal_entry", arguments: { content: question.text.trim(), ...(date === question.today ? {} : { date }) } }] }];
};

/** The draft offered: said as the answer to the reflection, then where it goes and that nothing is written until Save. */
export const composeReflectionAnswer = (question: Question, results: ReadonlyArray<ToolResultView>): string | null => {
  const drafted = results.find((result) => result.name === "add_journal_entry" && result.success);
  if (drafted === undefined) return null;
  const date = typeof drafted.data["date"] === "string" ? drafted.data["date"] : question.today;
  const joins = drafted.data["appendTo"] !== null && drafted.data["appendTo"] !== undefined;
  const lead = question.language === "pt" ? "Obrigado por pôr isso em palavras; vale a pena guardá-lo junto do diário." : "Thank you for putting that into words; it is worth keeping with your journal.";
  return `${lead} ${journalWriteWords[question.language].drafted(date, joins)}`;
};
