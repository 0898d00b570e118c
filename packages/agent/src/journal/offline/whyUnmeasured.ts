import { addDays, foldAccents } from "@lifeos/core";
import type { SkillPlan } from "../../models/offline/OfflineSkill.js";
import { feelingAsked } from "../../models/offline/question/feelingWords.js";
import type { Question } from "../../models/offline/question/Question.js";
import { call, dateBounds, plan } from "./planCalls.js";
import type { Reading } from "./reading.js";

/** "why am I…", "why do I feel…", "porque ando…", "por que me sinto…": asking why of how the person is. */
const whyOfSelf =
  /^(?:(?:and|but|so|e|mas|entao) )?(?:why|how come|porque|por que|por qu[eê])(?: (?:e que|razao))? (?:am i|do i|have i|did i|i am|i'm|i feel|(?:e que )?(?:eu )?(?:ando|estou|estive|me sinto|sinto-me|fico|tenho andado|tenho estado|tou|to))\b/;

/** The feelings the journal's readings measure (happiness, stress, energy): asked why, their own routes answer. */
const measured = /^(?:stressed|stress|anxious|sad|sadness|happy|happiness|tired|calm)$/;

/**
 * The feeling a "why" question asks of that no reading measures ("why am I so lonely lately?", "why do I feel so bored?",
 * "porque ando tão irritada?"), with its words in both languages; null for another question, or one of a measured
 * feeling, or one with a subject beside the feeling.
 */
export const unmeasuredFeelingAsked = (question: Question, subject: ReadonlyArray<string>): { readonly word: string; readonly related: ReadonlyArray<string> } | null => {
  if (!question.has(whyOfSelf)) return null;
  const feeling = feelingAsked(question.topicWords);
  if (feeling === null || feeling.related.some((word) => measured.test(foldAccents(word.toLowerCase())))) return null;
  const said = new Set(feeling.related.map((word) => foldAccents(word.toLowerCase())));
  return subject.every((word) => said.has(foldAccents(word.toLowerCase()))) ? feeling : null;
};

/**
 * "why am I so lonely lately?", "porque ando tão aborrecido?": loneliness is no low happiness, nor boredom low energy. With
 * no reading of it, the entries that speak of it, in its words of both languages (of the last 30 days when asked of
 * lately or of the period said, else of any time); the answer says plainly that is what was looked at.
 */
export const whyUnmeasuredRoute = (reading: Reading): SkillPlan[] | null => {
  const { question } = reading;
  const feeling = unmeasuredFeelingAsked(question, reading.subject);
  if (feeling === null) return null;
  const range = reading.range ?? (question.cues.has("lately") ? { from: addDays(question.today, -29), to: question.today } : null);
  return [plan(0.82, call("search_journal", { query: feeling.word, related: [feeling.related], ...dateBounds(range) }))];
};
