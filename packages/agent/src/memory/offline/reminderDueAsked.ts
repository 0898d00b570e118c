import { foldAccents } from "@lifeos/core";
import type { ToolResultView } from "../../models/offline/OfflineSkill.js";
import type { Question } from "../../models/offline/question/Question.js";
import { offeredReminder } from "../learn/conversationCues.js";
import type { ReminderRow } from "./memoryReminders.js";
import { remindersIn } from "./memoryReminders.js";
import { reminderDue } from "./reminderDue.js";
import { reminderJustSpokenOf } from "./reminderEditAsked.js";
import { dueWithWeekday } from "./reminderEdit.js";
import { reminderSpokenOf } from "./reminderTarget.js";

/** Lower case, no accents, apostrophes straight, words only. */
const plain = (text: string) => foldAccents(text.toLowerCase()).replace(/[’‘`´]/g, "'").replace(/[^\p{L}\d' ]+/gu, " ").replace(/\s+/g, " ").trim();

/** Words said before the question: "and", "so", "ok", "e", "então", "ok". */
const opening = String.raw`(?:(?:and|so|ok|okay|great|thanks|e|entao|ok|otimo|obrigad[oa]|certo) )*`;
/** The reminder spoken of: "it", "that", "the reminder", "isso", "esse lembrete". */
const itEn = String.raw`(?:it|that|this|that one|the reminder|that reminder|this reminder|my reminder)`;
const itPt = String.raw`(?:isso|isto|esse|este|ele|o lembrete|esse lembrete|este lembrete)`;

/**
 * "when is it?", "when is that due?", "when's the reminder for?", "when will you remind me?", "what day is it for?", "e
 * quando é?", "quando é isso?", "para quando ficou?", "quando me vais lembrar?", "que dia ficou?": when the reminder just
 * spoken of is due, asked with no other word that names something ("what time is it?", "que dia é hoje?" ask the clock).
 */
const dueAsked = new RegExp(
  "^" +
    opening +
    String.raw`(?:when(?: is| was|s)? ${itEn}(?: (?:due|for|set for|set))?|when (?:is|will) ${itEn} (?:be )?due|when will you remind me(?: of it| about it)?|what (?:day|date|time) is ${itEn} (?:due|for|set for)|for when is ${itEn}|` +
    String.raw`quando (?:e|fica|ficou)(?: que e)?(?: ${itPt})?|para quando (?:e|fica|ficou|esta)(?: ${itPt})?|quando (?:e que )?(?:me )?(?:vais|vai|vas|vas me|voce vai|vai me) lembrar|quando (?:e que )?me (?:lembras|lembra)|que dia (?:fica|ficou)(?: ${itPt})?|que dia e ${itPt})` +
    "$",
);

/**
 * Whether the message asks when the reminder just set, moved or named is due ("when is it?", "e quando é?"): right after
 * an answer that spoke of one, not while a reminder is still offered (the task told then answers, see `factReferred`).
 */
export const reminderDueAsked = (question: Question): boolean =>
  dueAsked.test(plain(question.text)) && reminderJustSpokenOf(question) && !offeredReminder(question.lastAnswer);

/**
 * When the reminder asked of is due: the one the last answer named ("Done, I'll remind you: Renew my passport (before
 * June 2027)") with its day and weekday; those it could be when several were named; the list when none is pending yet.
 */
export const composeReminderDue = (question: Question, results: ReadonlyArray<ToolResultView>): string => {
  const pt = question.language === "pt";
  const language = pt ? "pt" : "en";
  const reminders = remindersIn(results);
  if (reminders.length === 0) return pt ? "Ainda não encontro esse lembrete nos seus lembretes pendentes." : "I can't find that reminder among your pending reminders yet.";
  const when = (reminder: ReminderRow) => {
    const listed = reminderDue(reminder.dueAt, question.language, question.timeZone, reminder.text);
    // A reminder for a month is said by its month; one for a day by the day and its weekday.
    return /^\d{4}-\d{2}-\d{2}/u.test(listed) ? dueWithWeekday(reminder.dueAt, language, question.timeZone) : listed;
  };
  const quoted = (text: string) => (pt ? `«${text}»` : `“${text}”`);
  const target = reminderSpokenOf(question, "", reminders);
  if (target.meant !== undefined) return pt ? `O lembrete ${quoted(target.meant.text)} é para ${when(target.meant)}.` : `The reminder ${quoted(target.meant.text)} is due ${when(target.meant)}.`;
  const line = (reminder: ReminderRow) => `- ${when(reminder)}: ${reminder.text}`;
  return [pt ? "Os seus lembretes:" : "Your reminders:", ...target.candidates.map(line)].join("\n");
};
