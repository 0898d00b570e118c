import type { ReminderRecurrence } from "@lifeos/core";

/** How a reminder asked for repeats, and the words that say so, in the request's language. */
export interface RecurrenceSaid {
  readonly recurrence: ReminderRecurrence;
  /** "every Sunday", "todas as semanas": as the reply names it. */
  readonly label: string;
  /** The request with the repeating words replaced by the first occurrence ("every Sunday" → "on Sunday"), or taken out. */
  readonly text: string;
}

type Language = "en" | "pt";
type Unit = ReminderRecurrence["unit"];

const weekdaysEn = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"] as const;
/** Portuguese weekdays: the plural stem, the singular, its article ("na segunda", "no sábado"), the plural article. */
const weekdaysPt = [
  { stem: "segunda", one: "segunda-feira", on: "na segunda", every: "todas as segundas" },
  { stem: "ter[çc]a", one: "terça-feira", on: "na terça", every: "todas as terças" },
  { stem: "quarta", one: "quarta-feira", on: "na quarta", every: "todas as quartas" },
  { stem: "quinta", one: "quinta-feira", on: "na quinta", every: "todas as quintas" },
  { stem: "sexta", one: "sexta-feira", on: "na sexta", every: "todas as sextas" },
  { stem: "s[áa]bado", one: "sábado", on: "no sábado", every: "todos os sábados" },
  { stem: "domingo", one: "domingo", on: "no domingo", every: "todos os domingos" },
] as const;

const numbersEn: Readonly<Record<string, number>> = { other: 2, two: 2, three: 3, four: 4, five: 5, six: 6, ten: 10, twelve: 12 };
const numbersPt: Readonly<Record<string, number>> = { dois: 2, duas: 2, "três": 3, tres: 3, quatro: 4, cinco: 5, seis: 6, dez: 10, doze: 12, quinze: 15 };

const unitsEn: Readonly<Record<string, Unit>> = { day: "day", days: "day", week: "week", weeks: "week", month: "month", months: "month", year: "year", years: "year" };
const unitsPt: Readonly<Record<string, Unit>> = { dia: "day", dias: "day", semana: "week", semanas: "week", "mês": "month", mes: "month", meses: "month", ano: "year", anos: "year" };

/** "every 2 weeks", "a cada 3 meses": the label of a repetition by a count of units. */
const countLabel = (every: number, unit: Unit, language: Language): string => {
  if (language === "en") return every === 1 ? `every ${unit}` : `every ${every} ${unit}s`;
  const pt: Readonly<Record<Unit, readonly [once: string, many: string]>> = {
    day: ["todos os dias", "dias"],
    week: ["todas as semanas", "semanas"],
    month: ["todos os meses", "meses"],
    year: ["todos os anos", "anos"],
  };
  return every === 1 ? pt[unit][0] : `a cada ${every} ${pt[unit][1]}`;
};

interface Rule {
  readonly pattern: RegExp;
  /** The repetition the match says, its label, and what stands in its place (the first occurrence, or ""). */
  readonly read: (match: RegExpExecArray) => { every: number; unit: Unit; label: string; first: string } | null;
}

const countOf = (word: string, numbers: Readonly<Record<string, number>>): number | null => (/^\d+$/.test(word) ? Number(word) : (numbers[word.toLowerCase()] ?? null));

const english: ReadonlyArray<Rule> = [
  {
    // "on the 5th of every month", "every month on the 5th", "the 1st of each month"
    pattern: /\b(?:(?:on\s+)?the\s+(\d{1,2})(?:st|nd|rd|th)?\s+of\s+(?:every|each)\s+month|(?:every|each)\s+month\s+on\s+the\s+(\d{1,2})(?:st|nd|rd|th)?)\b/iu,
    read: (match) => {
      const day = Number(match[1] ?? match[2]);
      const nth = day % 10 === 1 && day !== 11 ? "st" : day % 10 === 2 && day !== 12 ? "nd" : day % 10 === 3 && day !== 13 ? "rd" : "th";
      return day < 1 || day > 31 ? null : { every: 1, unit: "month", label: `every month on the ${day}${nth}`, first: `on the ${day}${nth}` };
    },
  },
  {
    // "every Sunday", "every other Monday", "each Friday", "on Mondays"
    pattern: new RegExp(`\\b(?:(?:every|each)\\s+(other\\s+)?(${weekdaysEn.join("|")})|on\\s+(${weekdaysEn.join("|")})s)\\b`, "iu"),
    read: (match) => {
      const day = (match[2] ?? match[3]!).toLowerCase();
      const name = day.charAt(0).toUpperCase() + day.slice(1);
      const every = match[1] === undefined ? 1 : 2;
      return { every, unit: "week", label: every === 1 ? `every ${name}` : `every other ${name}`, first: `on ${name}` };
    },
  },
  {
    // "every day", "every other week", "every 3 months", "every two years"
    pattern: /\b(?:every|each)\s+(?:(other|\d{1,3}|two|three|four|five|six|ten|twelve)\s+)?(days?|weeks?|months?|years?)\b/iu,
    read: (match) => {
      const every = match[1] === undefined ? 1 : countOf(match[1], numbersEn);
      const unit = unitsEn[match[2]!.toLowerCase()]!;
      return every === null || every < 1 ? null : { every, unit, label: countLabel(every, unit, "en"), first: unit === "day" ? "tomorrow" : "" };
    },
  },
  {
    pattern: /\b(?:every\s+(?:morning|evening|night)|daily|weekly|fortnightly|every\s+fortnight|monthly|yearly|annually)\b/iu,
    read: (match) => {
      const word = match[0].toLowerCase();
      const [every, unit]: [number, Unit] = word.startsWith("every") && !word.includes("fortnight") ? [1, "day"] : word === "daily" ? [1, "day"] : word === "weekly" ? [1, "week"] : word.includes("fortnight") ? [2, "week"] : word === "monthly" ? [1, "month"] : [1, "year"];
      const first = word.startsWith("every ") && unit === "day" ? `tomorrow ${word.slice(6) === "night" ? "night" : word.slice(6)}` : unit === "day" ? "tomorrow" : "";
      return { every, unit, label: word.startsWith("every ") && unit === "day" ? word : countLabel(every, unit, "en"), first };
    },
  },
];

const stems = weekdaysPt.map((day) => day.stem).join("|");
const portuguese: ReadonlyArray<Rule> = [
  {
    // "todo dia 5", "todos os dias 5", "no dia 5 de cada mês", "a 5 de cada mês"
    pattern: /(?<![\p{L}])(?:tod[oa]s?\s+(?:[oa]s?\s+)?dias?\s+(\d{1,2})(?:\s+de\s+cada\s+m[êe]s)?|(?:no\s+dia|a|ao\s+dia)\s+(\d{1,2})\s+de\s+cada\s+m[êe]s)(?![\p{L}\d])/iu,
    read: (match) => {
      const day = Number(match[1] ?? match[2]);
      return day < 1 || day > 31 ? null : { every: 1, unit: "month", label: `todos os meses no dia ${day}`, first: `no dia ${day}` };
    },
  },
  {
    // "todas as segundas(-feiras)", "todos os domingos", "toda segunda", "às sextas", "aos sábados", "a cada terça"
    pattern: new RegExp(`(?<![\\p{L}])(?:tod[ao]s\\s+[ao]s\\s+(${stems})s?|tod[ao]\\s+(?:[ao]\\s+)?(${stems})|[àa]s\\s+(${stems})s|aos\\s+(${stems})s|a\\s+cada\\s+(${stems}))(?:-feiras?)?(?![\\p{L}])`, "iu"),
    read: (match) => {
      const said = (match[1] ?? match[2] ?? match[3] ?? match[4] ?? match[5]!).toLowerCase();
      const day = weekdaysPt.find((weekday) => new RegExp(`^${weekday.stem}$`, "u").test(said))!;
      return { every: 1, unit: "week", label: day.every, first: day.on };
    },
  },
  {
    // "todos os dias", "todas as semanas", "todo mês", "toda a semana", "a cada 2 semanas", "de 3 em 3 meses", "de quinze em quinze dias"
    pattern: /(?<![\p{L}])(?:tod[ao]s\s+[ao]s\s+(dias|semanas|meses|anos)|tod[ao]\s+(?:[ao]\s+)?(dia|semana|m[êe]s|ano)(?!\s+\d)|a\s+cada\s+(\d{1,3}|dois|duas|tr[êe]s|quatro|cinco|seis|dez|doze|quinze)?\s*(dias?|semanas?|m[êe]s|meses|anos?)|de\s+(\d{1,3}|dois|duas|tr[êe]s|quatro|cinco|seis|dez|doze|quinze)\s+em\s+\5\s+(dias|semanas|meses|anos))(?![\p{L}])/iu,
    read: (match) => {
      const unitWord = (match[1] ?? match[2] ?? match[4] ?? match[6]!).toLowerCase();
      const unit = unitsPt[unitWord]!;
      const count = match[3] ?? match[5];
      const every = count === undefined ? 1 : countOf(count, numbersPt);
      return every === null || every < 1 ? null : { every, unit, label: countLabel(every, unit, "pt"), first: unit === "day" ? "amanhã" : "" };
    },
  },
  {
    pattern: /(?<![\p{L}])(?:diariamente|semanalmente|quinzenalmente|mensalmente|anualmente)(?![\p{L}])/iu,
    read: (match) => {
      const word = match[0].toLowerCase();
      const [every, unit]: [number, Unit] = word.startsWith("diaria") ? [1, "day"] : word.startsWith("semanal") ? [1, "week"] : word.startsWith("quinzenal") ? [2, "week"] : word.startsWith("mensal") ? [1, "month"] : [1, "year"];
      return { every, unit, label: countLabel(every, unit, "pt"), first: unit === "day" ? "amanhã" : "" };
    },
  },
];

/**
 * The repetition a reminder request asks for ("remind me every Sunday to call mom", "lembra-me todas as segundas de
 * pôr o lixo", "every 2 weeks", "de 3 em 3 meses", "daily"), with the request rewritten to name only its first
 * occurrence, so the date is read as for any reminder; null when it names none.
 */
export const recurrenceIn = (text: string, language: Language): RecurrenceSaid | null => {
  for (const rule of language === "pt" ? portuguese : english) {
    const match = rule.pattern.exec(text);
    if (match === null) continue;
    const read = rule.read(match);
    if (read === null) continue;
    const rewritten = `${text.slice(0, match.index)}${read.first}${text.slice(match.index + match[0].length)}`.replace(/\s{2,}/g, " ").replace(/\s+([,.!?])/g, "$1").trim();
    return { recurrence: { every: read.every, unit: read.unit }, label: read.label, text: rewritten };
  }
  return null;
};
