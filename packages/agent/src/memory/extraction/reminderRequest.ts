import type { RecurrenceSaid } from "./reminderRecurrence.js";
import { recurrenceIn } from "./reminderRecurrence.js";

/**
 * A message that asks outright for a reminder ("remind me to call mom
 * tomorrow", "lembra-me de ligar à minha mãe amanhã", "don't let me forget
 * to pay the rent on Friday"), read as the task it names ("I need to call
 * mom tomorrow", "Preciso de ligar à minha mãe amanhã"), so the extractor
 * finds the task and its date as it does in any other telling. Asking is
 * consent: the reminder is created without an offer. Null for any other
 * message (a question about reminders is not a request).
 */
export interface ReminderRequest {
  readonly language: "en" | "pt";
  /** The message as a telling of the task (of its first occurrence when it repeats). */
  readonly task: string;
  /** How it repeats ("every Sunday", "todos os meses"), or null for once. */
  readonly repeats: RecurrenceSaid | null;
  /** It says it repeats ("every …", "todos os …") in words no rule reads: only the first one can be set. */
  readonly repeatUnread: boolean;
}

const please = "(?:(?:please|por\\s+favor|pf|pls)[,\\s]+)?";

const english = new RegExp(
  `^${please}(?:(?:can|could|would|will)\\s+you\\s+)?(?:remind\\s+me|set\\s+(?:a|me\\s+a)\\s+reminder|don'?t\\s+let\\s+me\\s+forget|make\\s+sure\\s+i\\s+(?:don'?t\\s+forget|remember))\\s+(?:(to)\\s+|(about|of|that)\\s+)?(.+?)[\\s.!?]*$`,
  "isu",
);
const portuguese = new RegExp(
  `^${please}(?:(?:podes|pode|podia|podias)\\s+)?(?:lembra-?me|lembre-?me|lembrar-?me|me\\s+lembr(?:a|e|ar)|n[ãa]o\\s+me\\s+deix(?:a|e|es)\\s+esquecer|cria(?:r)?\\s+um\\s+lembrete|p[õo]e\\s+um\\s+lembrete)\\s+(?:(de|para|pra)\\s+|(que|do|da|dos|das)\\s+)?(.+?)[\\s.!?]*$`,
  "isu",
);

/** Words that say something repeats ("every 5th", "every first Monday", "todo dia 5", "a cada quinzena"), whether or not a rule reads how. */
const repeatWords =
  /(?<![\p{L}])(?:(?:every|each)\s+(?:\p{L}+\s+)?(?:\d+(?:st|nd|rd|th)?|first|second|third|fourth|last|day|week|month|year|morning|evening|night|weekend|weekday|hour)|(?:tod[oa]s?\s+(?:[oa]s?\s+)?|cada\s+)(?:\p{L}+\s+)?(?:\d+|primeir[oa]|[úu]ltim[oa]|dias?|semanas?|m[êe]s|meses|anos?|manh[ãa]s?|noites?|tardes?|fins?|horas?|quinzenas?))(?![\p{L}])/iu;

/**
 * When said before the task ("remind me in 2 hours to take my medicine", "lembra-me daqui a 30 minutos de tirar o bolo",
 * "remind me on Monday to water the plants"): a time from now, today's or tomorrow's part of the day, a weekday, or a
 * clock time.
 */
const whenFirst = {
  en: /^((?:in|within) (?:\d+|an?|one|two|three|half an?) (?:minutes?|mins?|hours?|hrs?|days?|weeks?)|on the \d{1,2}(?:st|nd|rd|th)?|(?:on )?(?:next |this )?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)(?: (?:morning|afternoon|evening|night))?(?: at \d{1,2}(?::\d{2})?\s*(?:am|pm|h)?)?|(?:tomorrow|tonight|today|this (?:morning|afternoon|evening))(?: (?:morning|afternoon|evening|night))?(?: at \d{1,2}(?::\d{2})?\s*(?:am|pm|h)?)?|at \d{1,2}(?::\d{2})?\s*(?:am|pm|h)?(?: (?:today|tomorrow|tonight))?) to (.+)$/isu,
  pt: /^((?:daqui a|dentro de|em) (?:\d+|uma?|dois|duas|tr[êe]s|meia) (?:minutos?|min|horas?|h|dias?|semanas?)|no dia \d{1,2}|(?:n[ao]|[àa]|ao) (?:pr[óo]xim[oa] )?(?:segunda|ter[çc]a|quarta|quinta|sexta|s[áa]bado|domingo)(?:-feira)?(?: [àa]s? \d{1,2}(?:[:h]\d{2})?h?)?|(?:amanh[ãa]|hoje|logo)(?: (?:de|[àa]) (?:manh[ãa]|tarde|noite))?(?: [àa]s? \d{1,2}(?:[:h]\d{2})?h?)?|[àa]s? \d{1,2}(?:[:h]\d{2})?h?(?: (?:de hoje|de amanh[ãa]|amanh[ãa]|hoje))?) (?:de|para|pra) (.+)$/isu,
} as const;

/** "in 2 hours to take my medicine" → "take my medicine in 2 hours": the task first, as the extractor reads a telling. */
const taskFirst = (rest: string, language: "en" | "pt"): string => {
  const said = whenFirst[language].exec(rest);
  return said === null ? rest : `${said[2]!} ${said[1]!}`;
};

const taskOf = (text: string, language: "en" | "pt"): string | null => {
  if (language === "en") {
    const en = english.exec(text);
    return en === null ? null : en[2] === undefined ? `I need to ${taskFirst(en[3]!, "en")}` : `I need to remember ${en[3]!}`;
  }
  const pt = portuguese.exec(text);
  return pt === null ? null : pt[2] === undefined ? `Preciso de ${taskFirst(pt[3]!, "pt")}` : `Preciso de me lembrar ${pt[2] === "que" ? "que " : `${pt[2]} `}${pt[3]!}`;
};

/** A birthday or an anniversary, which comes back every year ("Ana's birthday", "o aniversário da minha mãe", "faz anos"). */
const yearlyOccasion = /(?<![\p{L}])(?:birthdays?|bdays?|anniversar(?:y|ies)|anivers[áa]rios?|faz(?:em)? anos|bodas)(?![\p{L}])/iu;

/** A birthday or anniversary to be reminded of, with no year said, repeats every year: "remind me of Ana's birthday on 12 May". */
const yearlyIn = (text: string, language: "en" | "pt"): RecurrenceSaid | null =>
  yearlyOccasion.test(text) && !/\b\d{4}\b/.test(text) ? { recurrence: { every: 1, unit: "year" }, label: language === "pt" ? "todos os anos" : "every year", text } : null;

/**
 * What follows "remind me" that asks instead of naming a task: a question word ("remind me what my
 * reminders are", "remind me when the dentist is", "lembra-me quando é o dentista") or the reminders
 * themselves ("remind me of my reminders", "lembra-me dos meus lembretes").
 */
const askedNotTask =
  /^(?:(?:can|could|would|will)\s+you\s+)?(?:please\s+)?(?:remind\s+me|lembra-?me|lembre-?me|me\s+lembr(?:a|e))\s+(?:(?:what|which|when|where|who|whom|whose|how|if|whether|o\s+que|que\s+(?=\p{L}+\s+(?:tenho|t[êe]m|h[áa]|s[ãa]o|[ée])\b)|quais?|quando|onde|quem|como|se)\b|.*\b(?:reminders|lembretes)\b)/iu;

export const reminderRequest = (text: string): ReminderRequest | null => {
  const trimmed = text.trim();
  if (askedNotTask.test(trimmed)) return null;
  for (const language of ["en", "pt"] as const) {
    if (taskOf(trimmed, language) === null) continue;
    // "Remind me every Sunday to call mom" is read as "remind me on Sunday to call mom", repeating every week.
    const repeats = recurrenceIn(trimmed, language) ?? yearlyIn(trimmed, language);
    const task = taskOf(repeats?.text ?? trimmed, language) ?? taskOf(trimmed, language)!;
    return { language, task, repeats, repeatUnread: repeats === null && repeatWords.test(trimmed) };
  }
  return null;
};
