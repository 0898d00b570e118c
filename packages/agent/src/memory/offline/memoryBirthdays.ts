import type { Question } from "../../models/offline/question/Question.js";
import type { MemoryRow } from "./memoryRows.js";

/** "whose birthday is coming up?", "upcoming birthdays", "quais são os próximos aniversários?", "quem faz anos este mês?". */
export const birthdaysAhead =
  /\b(?:whose birthday|(?:upcoming|next|coming) (?:birthdays|anniversaries)|birthdays? (?:coming up|this month|next month|soon)|any birthdays|(?:os )?proximos aniversarios?|aniversarios? (?:que vem|a seguir|este mes|deste mes|do proximo mes|em breve)|quem (?:e que )?faz anos|ha (?:algum )?aniversarios?)\b/;

const monthsEn = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"];
const monthsPt = ["janeiro", "fevereiro", "marco", "abril", "maio", "junho", "julho", "agosto", "setembro", "outubro", "novembro", "dezembro"];
const monthIndex = (word: string) => {
  const folded = word.toLowerCase().normalize("NFD").replace(/\p{M}/gu, "");
  const found = monthsEn.indexOf(folded);
  return found >= 0 ? found : monthsPt.indexOf(folded);
};

/** The day and month a remembered birthday or anniversary says ("on 12 May", "May 12", "a 12 de maio"), or null. */
const dayMonthIn = (content: string): { month: number; day: number } | null => {
  const dayFirst = /(?<![\p{L}\d])(\d{1,2})(?:st|nd|rd|th)?\s+(?:de\s+|of\s+)?(\p{L}+)/u.exec(content);
  const monthFirst = /(?<![\p{L}\d])(\p{L}+)\s+(\d{1,2})(?:st|nd|rd|th)?(?![\d])/u.exec(content);
  const readings: Array<readonly [day: string, month: string]> = [];
  if (dayFirst !== null) readings.push([dayFirst[1]!, dayFirst[2]!]);
  if (monthFirst !== null) readings.push([monthFirst[2]!, monthFirst[1]!]);
  for (const [day, month] of readings) {
    const index = monthIndex(month);
    if (index >= 0 && Number(day) >= 1 && Number(day) <= 31) return { month: index + 1, day: Number(day) };
  }
  return null;
};

// "I was born on 3 May 1990", "nasci a 3 de maio de 1990" come back every year too.
const birthdayWords = /(?:birthday|anniversary|anivers[áa]rio|faz anos|bodas|\bborn\b|\bnasc(?:i|eu)\b)/iu;
const pad = (value: number) => String(value).padStart(2, "0");

/** The next date, from today, of a day and month that comes back every year. */
const nextOccurrence = (today: string, month: number, day: number): string => {
  const year = Number(today.slice(0, 4));
  const thisYear = `${year}-${pad(month)}-${pad(day)}`;
  return thisYear >= today ? thisYear : `${year + 1}-${pad(month)}-${pad(day)}`;
};

const daysUntil = (today: string, date: string) => Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);

/**
 * The birthdays and anniversaries remembered, each at its next date from today (they come back every year), soonest
 * first with how many days away; or plainly none, with how to tell one.
 */
export const composeBirthdays = (question: Question, memories: ReadonlyArray<MemoryRow>): string => {
  const pt = question.language === "pt";
  const seen = new Set<string>();
  const ahead = memories
    // A reminder to remember a birthday is a task, not the birthday told.
    .filter((memory) => memory.current && memory.type !== "task" && birthdayWords.test(memory.content))
    .flatMap((memory) => {
      const said = dayMonthIn(memory.content);
      if (said === null || seen.has(memory.content)) return [];
      seen.add(memory.content);
      const date = nextOccurrence(question.today, said.month, said.day);
      return [{ date, days: daysUntil(question.today, date), content: memory.content }];
    })
    .sort((left, right) => left.days - right.days);
  if (ahead.length === 0) {
    return pt
      ? "Não tenho nenhum aniversário guardado. Diga-me, por exemplo, «o aniversário da minha mãe é a 12 de maio», e eu guardo (repete-se todos os anos)."
      : "I have no birthdays remembered. Tell me, for example, \"my mother's birthday is on 12 May\", and I'll keep it (it comes back every year).";
  }
  const when = (days: number) => (days === 0 ? (pt ? "hoje" : "today") : days === 1 ? (pt ? "amanhã" : "tomorrow") : pt ? `daqui a ${days} dias` : `in ${days} days`);
  return [pt ? "Os próximos aniversários que me contou:" : "The next birthdays you told me about:", ...ahead.slice(0, 8).map((row) => `- ${row.date} (${when(row.days)}): ${row.content}`)].join("\n");
};
