import { normalizeText, serviceTopicIn, topicLabel } from "@lifeos/core";
import { sharesInEither } from "./answeringFacts.js";
import { fold } from "./factRow.js";
import type { VisitClock, VisitDays } from "./visitCancelDays.js";
import { atClockSaid, visitDaySpelt, visitDaysIn, visitWhenSaid } from "./visitCancelDays.js";

/*
 * An appointment the person told, called off: "cancel the dentist appointment", "the dentist appointment was cancelled",
 * "cancelaram a consulta do dentista", "desmarca a consulta do dentista", "já não vou ao dentista na segunda". Not a
 * reminder's cancelling ("cancel the dentist reminder"), which the reminders' own rules read, nor a question of it.
 */

/** What a message calls off: the service it names ("dentist"), if any, and its other telling words. */
export interface VisitCancel {
  readonly topic: string | undefined;
  /** The language it was said in, from its own words: "desmarca a consulta" is Portuguese, however short. */
  readonly language: "en" | "pt";
  readonly words: ReadonlyArray<string>;
  /** The days it names the appointment by ("on the 14th", "next week's", "de dia 14"), if any: only one of them is meant. */
  readonly days?: VisitDays;
  /** The time of day it names the appointment by ("the 10am dentist appointment"), if any. */
  readonly clock?: VisitClock;
}

const visitWord = /\b(?:appointments?|visits?|consultations?|check-? ?ups?|sessions?|bookings?|consultas?|marcac(?:ao|oes)|visitas?|sess(?:ao|oes))\b/;
const cancelWord = /\b(?:cancel(?:s|l?ed|l?ing)?|call(?:ed)? off|calls off|cancel(?:a|o|ar|aram|ou|ei|e|ada|ado|adas|ados)|desmarc(?:a|o|ar|aram|ou|ei|ada|ado|adas|ados)|desmarque(?:i)?)\b/;
/** "I'm not going to the dentist anymore", "já não vou ao dentista", "não vou mais no dentista": a visit given up. */
const notGoing = /\b(?:(?:i'?m|i m|i am) (?:not|no longer) (?:going|seeing)|i (?:won'?t|won t|will not|no longer) (?:go|see)|(?:ja )?nao vou (?:mais )?(?:a|ao|a|na|no|para o|para a|pro|pra)|ja nao vou)\b/;
const reminderWord = /\b(?:reminders?|lembretes?|lembrança)\b/;
/** Asked, not said: "did I cancel the dentist appointment?", "devo desmarcar a consulta?". */
const asked = /\?\s*$|^(?:did|should|shall|do|can i|could i|when|why|devo|deveria|posso|quando|porque|por que)\b/;
const notTelling = new Set([
  "cancel", "cancelled", "canceled", "cancela", "cancelar", "cancelaram", "cancelada", "cancelado", "desmarca", "desmarcar", "desmarcaram", "desmarcada", "desmarquei",
  "appointment", "appointments", "visit", "consultation", "session", "booking", "consulta", "marcacao", "visita", "sessao",
  "the", "my", "minha", "meu", "was", "been", "has", "have", "got", "off", "call", "called", "please", "por", "favor", "going", "anymore", "longer",
  "nao", "vou", "mais", "ja", "the", "for", "com", "para", "pra", "pro", "today", "tomorrow", "hoje", "amanha", "das", "dos", "from",
]);
const dayWords = /^(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|segunda|terca|quarta|quinta|sexta|sabado|domingo|feira|next|week|semana|proxima|proximo|on|at|na|no|de|do|da|ao)$/;

/** The appointment a message sent at `now` calls off, with the days it names it by, or null when it calls off none. */
export const visitCancelIn = (text: string, now: Date, timeZone: string): VisitCancel | null => {
  const said = normalizeText(text).trim();
  if (said === "" || reminderWord.test(said) || asked.test(text.trim().toLowerCase())) return null;
  const topic = serviceTopicIn(said)?.key;
  const cancels = (cancelWord.test(said) && (visitWord.test(said) || topic !== undefined)) || (notGoing.test(said) && topic !== undefined);
  if (!cancels) return null;
  const language = /\b(?:cancel(?:a|o|ar|aram|ou|ei|ada|ado)|desmarc\w*|desmarque\w*|consultas?|marcac(?:ao|oes)|nao vou|ja nao|minha|meu)\b/.test(said) ? "pt" : "en";
  const { days, clock, rest } = visitDaysIn(text, language, now, timeZone);
  const words = normalizeText(rest).trim().split(/[^\p{L}\d]+/u).filter((word) => word.length >= 3 && !notTelling.has(word) && !dayWords.test(word) && !cancelWord.test(word));
  return { topic, words, language, ...(days === undefined ? {} : { days }), ...(clock === undefined ? {} : { clock }) };
};

/** A remembered thing that may be a visit: its words, day (YYYY-MM-DD), type and whether it still holds. */
export interface VisitRow {
  readonly content: string;
  readonly date: string;
  readonly type: string;
  readonly current: boolean;
}

/** Whether a cancelling names nothing of its appointment: no service, word, day or time ("cancel my appointment", "desmarca a consulta"). */
export const namesNoVisit = (cancel: VisitCancel): boolean => cancel.topic === undefined && cancel.words.length === 0 && cancel.days === undefined && cancel.clock === undefined;

/**
 * The appointments a cancelling may mean among `rows`, soonest first: those still ahead (from `today`), of the same
 * service, or naming the words said when no service is named (any appointment, when only a day, a time or nothing is:
 * "cancela a consulta de segunda que vem", "cancel my appointment"), on the days and at the time said when some are
 * ("the dentist appointment on the 14th", "the 10am one").
 */
export const visitsMeant = <Row extends VisitRow>(cancel: VisitCancel, rows: ReadonlyArray<Row>, today: string): ReadonlyArray<Row> =>
  rows
    .filter((row) => row.current && (row.type === "appointment" || row.type === "event") && row.date >= today)
    .filter((row) => (cancel.days === undefined || (row.date >= cancel.days.from && row.date <= cancel.days.to)) && atClockSaid(row.content, cancel.clock))
    .filter((row) => (cancel.topic !== undefined ? serviceTopicIn(row.content)?.key === cancel.topic : cancel.words.length > 0 ? cancel.words.some((word) => sharesInEither(fold(row.content), word)) : row.type === "appointment"))
    .sort((left, right) => (left.date < right.date ? -1 : left.date > right.date ? 1 : 0));

/**
 * The appointment a cancelling means among `rows` (see `visitsMeant`): the soonest when several are of what it names;
 * when it names nothing, the only one ahead, and none when several are (which one is asked, see `visitWhichReply`).
 * Undefined when none is known.
 */
export const visitToCancel = <Row extends VisitRow>(cancel: VisitCancel, rows: ReadonlyArray<Row>, today: string): Row | undefined => {
  const meant = visitsMeant(cancel, rows, today);
  return namesNoVisit(cancel) && meant.length > 1 ? undefined : meant[0];
};

/** "the dentist appointment" of "I have a dentist appointment (7 December 2026 at 3 PM)"; "a consulta no dentista" of "Tenho consulta no dentista (…)". */
const visitNamed = (content: string, pt: boolean): string => {
  const what = content.replace(/\s*\([^()]*\)\s*$/u, "").replace(/^(?:i have|i've got|i have got|i've|tenho|tem|vou ter)\s+/iu, "").trim();
  if (pt) {
    // "tenho outra consulta no dentista": which one is said by its day, not as another.
    const bare = what.replace(/^(?:uma?|a|o|outr[ao]|mais uma?)\s+/iu, "");
    return /^\p{L}*(?:a|ão)(?![\p{L}])/iu.test(bare) ? `a ${bare}` : `o ${bare}`;
  }
  return /^(?:an?|the|another)\s+/iu.test(what) ? what.replace(/^(?:an?|the|another)\s+/iu, "the ") : `the ${what}`;
};

/** "at 3 PM", "às 15h": the time the told words give the appointment, if any. */
const timeNamed = (content: string): string | null => /\((?:[^()]*?)\s((?:at|às|as)\s[^()]+)\)\s*$/iu.exec(content)?.[1] ?? null;

/** An appointment in words, with its day and time: "the dentist appointment on Monday 7 December at 3 PM", "a consulta no dentista de segunda-feira, 7 de dezembro, às 15h". */
const visitSaid = (row: VisitRow, pt: boolean): string => {
  const time = timeNamed(row.content);
  return pt ? `${visitNamed(row.content, true)} de ${visitDaySpelt(row.date, true)}${time === null ? "" : `, ${time}`}` : `${visitNamed(row.content, false)} on ${visitDaySpelt(row.date, false)}${time === null ? "" : ` ${time}`}`;
};

/**
 * The reply to a cancelling that names no appointment when several are ahead: each of them, and which one is asked;
 * nothing is cancelled. "You have 2 appointments ahead:\n- the dentist appointment on Monday 7 December at 3 PM\n- …\nWhich
 * one should I cancel? I have cancelled nothing yet." / "Tem 2 compromissos marcados: … Qual quer desmarcar? Ainda não
 * desmarquei nada."
 */
export const visitWhichReply = (cancel: VisitCancel, ahead: ReadonlyArray<VisitRow>): string => {
  const pt = cancel.language === "pt";
  const lines = ahead.map((row) => `- ${visitSaid(row, pt)}`);
  return pt
    ? [`Tem ${ahead.length} compromissos marcados:`, ...lines, "Qual quer desmarcar? Ainda não desmarquei nada."].join("\n")
    : [`You have ${ahead.length} appointments ahead:`, ...lines, "Which one should I cancel? I have cancelled nothing yet."].join("\n");
};

/**
 * The reply to a cancelling: "Done: I'll take the dentist appointment on Monday 7 December at 3 PM off your agenda." /
 * "Feito: vou tirar a consulta no dentista de segunda-feira, 7 de dezembro, às 15h, da sua agenda."; with no such
 * appointment known (on the days said, if any), that plainly, with the day of the one known on another day
 * (`otherDay`), and nothing noted nor cancelled.
 */
export const visitCancelReply = (cancel: VisitCancel, meant: VisitRow | undefined, otherDay?: VisitRow): string => {
  const language = cancel.language;
  const pt = language === "pt";
  if (meant === undefined) {
    const what = cancel.topic !== undefined ? topicLabel(cancel.topic, language) : cancel.words.join(" ");
    const when = visitWhenSaid(cancel.days, cancel.clock, pt);
    const other = otherDay === undefined ? "" : pt ? ` A próxima que me contou é ${visitDaySpelt(otherDay.date, true)}.` : ` The next one you told me about is on ${visitDaySpelt(otherDay.date, false)}.`;
    return pt
      ? `Não tenho nenhuma consulta ${what === "" ? "" : `de ${what.replace(/^(?:o|a)\s+/u, "")} `}${when}entre o que me contou, por isso não há nada a desmarcar; não anotei nada.${other}`
      : `I know of no appointment ${what === "" ? "" : `with ${what} `}${when}you told me about, so there is nothing to cancel; I noted nothing.${other}`;
  }
  return pt ? `Feito: vou tirar ${visitSaid(meant, true)}, da sua agenda.` : `Done: I'll take ${visitSaid(meant, false)} off your agenda.`;
};
