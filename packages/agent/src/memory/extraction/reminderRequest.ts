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
  /** The message as a telling of the task (of its first occurrence when it repeats), after the fact told before it, if any. */
  readonly task: string;
  /** A fact told before the request ("my passport expires in June 2027 and remind me to renew it in May"), or null. */
  readonly told: string | null;
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

/** Where a request may follow a fact told first: after a full stop, a comma, or "and" / "e". */
const requestAfter = /\s*[.;!]\s+|\s*,\s*(?:(?:and|e)\s+)?|\s+(?:and|e)\s+/giu;

/** The request alone ("remind me to …") and the fact told before it, if any. */
const splitTold = (text: string): { readonly told: string | null; readonly request: string } => {
  if (taskOf(text, "en") !== null || taskOf(text, "pt") !== null) return { told: null, request: text };
  for (const separator of text.matchAll(requestAfter)) {
    const request = text.slice(separator.index + separator[0].length);
    if (!askedNotTask.test(request) && (taskOf(request, "en") !== null || taskOf(request, "pt") !== null)) return { told: text.slice(0, separator.index).trim(), request };
  }
  return { told: null, request: text };
};

/** What the fact told is of ("my passport", "o meu passaporte"), which "it" / "o" in the request stands for. */
const toldThing = {
  en: /^((?:my|our)\s+(?:\p{L}+\s+){0,2}?\p{L}+)\s+(?:expires|runs out|renews|is|'s|needs|must|has|ends|starts)(?![\p{L}])/iu,
  pt: /^((?:(?:o|a|os|as)\s+)?(?:meu|minha|meus|minhas|nosso|nossa)\s+\p{L}+(?:\s+(?:de|do|da)\s+\p{L}+)?)\s+(?:caduca|expira|vence|renova|é|e|termina|acaba|precisa|tem)(?![\p{L}])/iu,
} as const;

/** "renew it" → "renew my passport", "de o renovar" → "de renovar o meu passaporte": the task says the thing told. */
const thingSaid = (task: string, told: string | null, language: "en" | "pt"): string => {
  // "My car inspection" said mid-task reads "my car inspection".
  const thing = told === null ? undefined : toldThing[language].exec(told)?.[1]?.replace(/^\p{L}+/u, (opening) => opening.toLowerCase());
  if (thing === undefined) return task;
  if (language === "en") return task.replace(/(?<![\p{L}'’])it(?![\p{L}'’])/u, thing);
  const withArticle = /^(?:o|a|os|as)\s/iu.test(thing) ? thing : `${/^(?:minha|nossa)\s/iu.test(thing) ? "a" : /^(?:minhas|nossas)\s/iu.test(thing) ? "as" : /^(?:meus|nossos)\s/iu.test(thing) ? "os" : "o"} ${thing}`;
  return task.replace(/(?<![\p{L}])(de|para|pra)\s+(?:o|a|os|as)\s+(\p{L}+[aei]r)(?![\p{L}])/iu, `$1 $2 ${withArticle}`);
};

export const reminderRequest = (text: string): ReminderRequest | null => {
  const { told, request } = splitTold(text.trim());
  const trimmed = request.trim();
  if (askedNotTask.test(trimmed)) return null;
  for (const language of ["en", "pt"] as const) {
    if (taskOf(trimmed, language) === null) continue;
    // "Remind me every Sunday to call mom" is read as "remind me on Sunday to call mom", repeating every week.
    const repeats = recurrenceIn(trimmed, language) ?? yearlyIn(trimmed, language);
    const task = thingSaid(taskOf(repeats?.text ?? trimmed, language) ?? taskOf(trimmed, language)!, told, language);
    return { language, task: told === null ? task : `${told.replace(/[\s,.;!]+$/u, "")}. ${task}`, told, repeats, repeatUnread: repeats === null && repeatWords.test(trimmed) };
  }
  return null;
};
