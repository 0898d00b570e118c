import { addDays, foldAccents, toLocalDate } from "@lifeos/core";
import { monthRange, parts } from "../../time/calendar.js";
import { findDates, orientDate } from "../extraction/dates/findDates.js";
import type { ToolResultView } from "../../models/offline/OfflineSkill.js";
import type { Question } from "../../models/offline/question/Question.js";
import { dayNamedIn } from "./factDays.js";
import { composeFreeDays, somethingToDoAsked } from "./memoryFreeDays.js";
import { toldBackIn } from "./toldBack.js";
import { reminderDay, reminderDue } from "./reminderDue.js";

/**
 * Asks what is planned, with no one service named ("what appointments do I have?", "what's on my schedule?",
 * "tenho alguma consulta marcada?", "os meus compromissos", "o que tenho marcado para amanhã?"), or what is ahead
 * ("what's coming up?", "what's on my plate?", "o que vem aí?", "o que tenho pela frente?").
 */
export const agendaAsked =
  /\b(?:(?:what|which|any) (?:appointments?|plans|commitments)|appointments? (?:do i have|coming up|this week|next week|today|tomorrow)|(?:do i have|have i got) (?:any )?(?:appointments?|plans)|my (?:appointments|agenda|schedule|calendar|plans)|what(?: is|s) (?:on )?my (?:agenda|schedule|calendar)|what do i have (?:planned|scheduled|booked|on|coming up)|(?:tenho|ha|temos) (?:alguma |algum |uma |um )?(?:consulta|marcacao|compromisso|reuniao|coisa)s? marcad[oa]s?|(?:as |os )?(?:minhas |meus )?(?:consultas|marcacoes|compromissos)(?: marcad[oa]s)?\b|(?:what(?: is|s)?|anything|something|is there anything) (?:else )?(?:coming up|ahead)|what(?: is|s) (?:on my plate|upcoming|next for me)|upcoming (?:plans|events|appointments|things)|(?:a )?minha agenda|o que (?:e que )?(?:vem|esta|ha) (?:ai|para vir)|o que (?:e que )?(?:tenho|ha) pela frente|o que se (?:aproxima|avizinha)|(?:tenho |ha )?(?:alguma coisa|algo) (?:ai |pela frente |para breve )?(?:a vista|em breve|para breve|pela frente)|(?:os )?(?:meus )?proximos (?:compromissos|eventos|planos)|o que (?:e que )?(?:eu )?tenho (?:marcado|agendado|planeado|planejado)|que (?:consultas|compromissos|marcacoes) tenho)\b/;

/** The end of this or next week, or of this month: "the end of the week", "o fim da próxima semana", "o final do mês" (folded). */
const periodEnd = "end of (?:the |this )?(?:week|month)|end of next (?:week|month)|(?:fim|final) d(?:a|esta) semana|(?:fim|final) da proxima semana|(?:fim|final) d(?:o|este) mes|(?:fim|final) do proximo mes";

/** The words that ask what is planned or to be done, before the days asked ("what do I have…", "what should I do…", "o que tenho…", "o que devo fazer…"). */
const agendaOpening =
  /\b(?:what (?:do|have) i (?:got|have)|what do i have|what (?:should|shall|must|can|could) i do|what do i (?:need|have) to do|what(?: is|s| have i got) to do|do i have anything|have i got anything|anything (?:on|planned|booked)|what(?: is|s) (?:on|happening|planned)|o que (?:e que )?(?:eu )?(?:tenho|temos|ha)(?! (?:escrito|feito|sentido|andado|pensado|comido|lido|dito|contado|dormido|vivido|passado|gasto)\b)|o que (?:e que )?(?:eu )?(?:devo|preciso(?: de)?|hei de|deveria|posso|poderia|podia) fazer|tenho (?:alguma coisa|algo))\b/;

/** The fixed words of a coming window: today, tomorrow, this week or weekend, next week, the end of a week or month. */
const windowWords = new RegExp(
  String.raw`\b(?:today|tomorrow|tonight|this week|next week|this weekend|hoje|amanha|esta semana|(?:a|na) proxima semana|para a semana|semana que vem|este fim de semana|${periodEnd})\b`,
);

/**
 * The day, week or month still ahead the question names past the fixed words ("on Friday", "na sexta", "on the 15th", "no
 * dia 12 de dezembro", "in January", "next month"), each read as the coming one; or null for none, or a time past.
 */
const namedAhead = (question: Question): { readonly from: string; readonly to: string } | null => {
  const mention = findDates(question.text, question.language, question.now, question.timeZone).find((found) => found.since !== true);
  if (mention === undefined) return null;
  const ahead = orientDate(mention, "future", question.now, question.timeZone);
  const from = toLocalDate(ahead.at, question.timeZone);
  const [year, month] = parts(from);
  const to = ahead.precision === "week" ? addDays(from, 6) : ahead.precision === "month" ? monthRange(year, month).to : ahead.precision === "year" ? null : from;
  if (to === null || to < question.today) return null;
  return { from: from < question.today ? question.today : from, to };
};

/**
 * "what do I have tomorrow?", "o que tenho esta semana?", "what should I do on Friday?", "o que devo fazer no dia 15?",
 * "what do I have until the end of the week?", "o que tenho até ao fim do mês?": what is planned, or to be done, in a
 * coming window.
 */
export const agendaInWindowAsked = (question: Question): boolean => {
  const opening = agendaOpening.exec(question.normalized);
  if (opening === null) return false;
  const after = question.normalized.slice(opening.index + opening[0].length);
  return windowWords.test(after) || namedAhead(question) !== null;
};

/**
 * The days of the window the question names, from `today` ("YYYY-MM-DD"): today, tomorrow, this week (to Sunday), next
 * week, this weekend, to the end of this or next week or month, or a day, week or month ahead named otherwise ("on
 * Friday", "no dia 15"); or null.
 */
export const windowOf = (question: Question): { readonly from: string; readonly to: string } | null => {
  const day = (offset: number): string => addDays(question.today, offset);
  const weekday = new Date(`${question.today}T12:00:00Z`).getUTCDay();
  const toSunday = (7 - weekday) % 7;
  const [year, month] = parts(question.today);
  // To the end of a week or month: from today to its last day (a week ends on Sunday).
  if (question.has(/\b(?:end of next week|(?:fim|final) da proxima semana)\b/)) return { from: day(0), to: day(toSunday + 7) };
  if (question.has(/\b(?:end of (?:the |this )?week|(?:fim|final) d(?:a|esta) semana)\b/)) return { from: day(0), to: day(toSunday) };
  if (question.has(/\b(?:end of next month|(?:fim|final) do proximo mes)\b/)) return { from: day(0), to: monthRange(year, month + 1).to };
  if (question.has(/\b(?:end of (?:the |this )?month|(?:fim|final) d(?:o|este) mes)\b/)) return { from: day(0), to: monthRange(year, month).to };
  if (question.has(/\b(?:next week|(?:a|na) proxima semana|para a semana|semana que vem)\b/)) return { from: day(toSunday + 1), to: day(toSunday + 7) };
  if (question.has(/\b(?:this week|esta semana)\b/)) return { from: day(0), to: day(toSunday) };
  if (question.has(/\b(?:this weekend|este fim de semana)\b/)) return { from: day(Math.max(0, toSunday - 1)), to: day(toSunday) };
  if (question.has(/\b(?:tomorrow|amanha)\b/)) return { from: day(1), to: day(1) };
  if (question.has(/\b(?:today|tonight|hoje)\b/)) return { from: day(0), to: day(0) };
  return namedAhead(question);
};

interface AgendaMemory {
  readonly content: string;
  readonly date: string;
  readonly type?: string;
  readonly current: boolean;
}
interface AgendaReminder {
  readonly text: string;
  readonly dueAt: string;
  readonly overdue: boolean;
}

const rowsOf = <Row>(results: ReadonlyArray<ToolResultView>, tool: string, key: string): Row[] =>
  results.filter((result) => result.name === tool && result.success).flatMap((result) => (result.data[key] as ReadonlyArray<Row> | undefined) ?? []);

const byDate = (left: { readonly date: string }, right: { readonly date: string }) => (left.date < right.date ? -1 : left.date > right.date ? 1 : 0);

/**
 * A fact telling that something began on its day ("I started a new job at Farfetch (3 December 2026)", "Mudei-me para
 * Lisboa (3 de dezembro de 2026)"): what holds since, not a day still to come.
 */
const beganThen = /\b(?:started|began|begun|moved|joined|comecei|comecou|comecaram|mudei|mudou|mudamos|entrei|entrou)\b/u;

/**
 * The facts that name a day still ahead ("My sister's wedding is on 5 December 2026", "The party is on 12 December
 * 2026", "O meu exame é no dia 4 de dezembro de 2026"), found or in the system prompt, each on that day, soonest first.
 */
const datedAhead = (question: Question, found: ReadonlyArray<AgendaMemory>, inWindow: (date: string) => boolean): ReadonlyArray<AgendaMemory> => {
  const facts = [...found.filter((memory) => memory.type === "fact" && memory.current), ...question.remembered.filter((fact) => fact.type === "fact")];
  const seen = new Set<string>();
  return facts
    .flatMap((fact) => {
      const day = dayNamedIn(fact);
      if (day === null || day < question.today || !inWindow(day) || seen.has(fact.content) || beganThen.test(foldAccents(fact.content.toLowerCase()))) return [];
      seen.add(fact.content);
      return [{ content: fact.content, date: day, current: true }];
    })
    .sort(byDate);
};

/** The appointments remembered from today on, soonest first, the days ahead told as facts, and the pending reminders; or plainly none, with how to add one. */
export const composeAgenda = (question: Question, results: ReadonlyArray<ToolResultView>): string => {
  const pt = question.language === "pt";
  const window = windowOf(question);
  const inWindow = (date: string) => window === null || (date >= window.from && date <= window.to);
  const found = rowsOf<AgendaMemory>(results, "search_memories", "memories");
  const appointments = found
    .filter((memory, index) => memory.type !== "fact" && memory.type !== "task" && memory.current && memory.date >= question.today && inWindow(memory.date) && found.findIndex((other) => other.content === memory.content) === index)
    .sort(byDate);
  const dated = datedAhead(question, found, inWindow).filter((fact) => !appointments.some((appointment) => appointment.content === fact.content));
  // An overdue reminder is still to do, whatever the window.
  const reminders = rowsOf<AgendaReminder>(results, "list_reminders", "reminders").filter((reminder) => reminder.overdue || inWindow(reminderDay(reminder.dueAt, question.timeZone)));
  if (appointments.length === 0 && dated.length === 0 && reminders.length === 0 && window !== null) {
    // "What should I do this weekend?" with nothing planned: what could be done then, from what is kept.
    if (question.has(somethingToDoAsked)) return composeFreeDays(question, results, window);
    const one = window.from === window.to;
    return pt
      ? `Não tenho nenhuma marcação nem lembrete ${one ? `para o dia ${window.from}` : `entre ${window.from} e ${window.to}`}.`
      : `I have no appointments or reminders ${one ? `for ${window.from}` : `between ${window.from} and ${window.to}`}.`;
  }
  if (appointments.length === 0 && dated.length === 0 && reminders.length === 0) {
    return pt
      ? "Não tenho nenhuma marcação nem lembrete guardado. Diga-me, por exemplo, «tenho dentista na sexta às 15h» ou «lembre-me de pagar a renda no dia 5», e eu guardo."
      : "I have no appointments or reminders saved. Tell me, for example, “I have a dentist appointment on Friday at 3pm” or “remind me to pay the rent on the 5th”, and I'll keep it.";
  }
  const sections: string[] = [];
  if (appointments.length > 0) sections.push([pt ? "Marcações que me contou:" : "Appointments you told me about:", ...appointments.slice(0, 8).map((memory) => `- ${memory.date}: ${memory.content}`)].join("\n"));
  if (dated.length > 0) sections.push([pt ? "Dias que me contou:" : "Days you told me about:", ...dated.slice(0, 8).map((fact) => `- ${fact.date}: ${toldBackIn(fact.content, question.language === "pt" ? "pt" : "en")}`)].join("\n"));
  if (reminders.length > 0) {
    sections.push(
      [
        pt ? "Lembretes pendentes:" : "Pending reminders:",
        ...reminders.map((reminder) => `- ${reminderDue(reminder.dueAt, question.language, question.timeZone, reminder.text)}: ${reminder.text}${reminder.overdue ? (pt ? " (atrasado)" : " (overdue)") : ""}`),
      ].join("\n"),
    );
  }
  if (appointments.length === 0 && dated.length === 0) {
    const days = window === null ? null : window.from === window.to ? { en: "that day", pt: "esse dia" } : { en: "those days", pt: "esses dias" };
    sections.unshift(pt ? `Não tenho marcações ${days === null ? "futuras guardadas" : `guardadas para ${days.pt}`}.` : `I have no ${days === null ? "upcoming " : ""}appointments saved${days === null ? "" : ` for ${days.en}`}.`);
  }
  return sections.join("\n\n");
};
