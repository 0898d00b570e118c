import { foldAccents } from "@lifeos/core";
import { parseWrittenDate } from "../../journal/import/parseDate.js";
import { bullets, paragraphs, quote } from "../../models/offline/answerText.js";
import type { Question } from "../../models/offline/question/Question.js";
import { text } from "../../journal/offline/compose/readData.js";
import { countAlternation, countOf } from "../../time/monthNames.js";
import type { WordGroup } from "./wordGroups.js";
import { holdsGroup } from "./wordGroups.js";
import { dayWords, distance, monthsAfter } from "./computedEnd.js";

/**
 * A record of something repeated at an interval ("Última dose: 10 de maio de 2019. Reforço a cada 10 anos.", "Last
 * service: 3 March 2025. Service every 12 months.") asked when the next one is due: the date worked out from the last
 * date and the interval of the same section, said as worked out, with both lines quoted.
 */

/** "When is my next booster due?", "quando é o próximo reforço?". Folded text. */
const nextAsked = /\b(?:next|proxim[oa]s?)\b/;
/** An interval: "every 10 years", "a cada 10 anos", "de 10 em 10 anos". */
const intervalPattern = new RegExp(`\\b(?:every|each|a cada|cada)\\s+(${countAlternation})(?: \\(\\w+\\))? (months?|years?|meses|mes|anos?)\\b|\\bde (\\d+) em \\d+ (meses|anos)\\b`, "i");

const phrases = {
  en: {
    worked: (next: string, every: string, last: string) => `Worked out from the two lines quoted below (the document does not write this date itself): every ${every} from ${last} makes the next one due on ${next}.`,
    ahead: (months: number) => `That is about ${months} month${months === 1 ? "" : "s"} from today.`,
    past: (months: number) => `That date passed about ${months} month${months === 1 ? "" : "s"} ago: it may be overdue.`,
    length: (count: number, unit: "month" | "year") => `${count} ${unit}${count === 1 ? "" : "s"}`,
  },
  pt: {
    worked: (next: string, every: string, last: string) => `Calculado a partir das duas linhas citadas abaixo (o documento não escreve esta data): a cada ${every} desde ${last}, o próximo é em ${next}.`,
    ahead: (months: number) => `${months === 1 ? "Falta" : "Faltam"} cerca de ${months} ${months === 1 ? "mês" : "meses"}.`,
    past: (months: number) => `Essa data já passou, há cerca de ${months} ${months === 1 ? "mês" : "meses"}: pode estar em atraso.`,
    length: (count: number, unit: "month" | "year") => `${count} ${unit === "month" ? (count === 1 ? "mês" : "meses") : count === 1 ? "ano" : "anos"}`,
  },
} as const;

/** A passage's sections (split at its headings), each as its lines and sentences. */
const sectionsOf = (passage: string): string[][] =>
  passage.split(/\n(?=#+\s)/).map((section) =>
    section
      .split(/\n+|(?<=\.)\s+(?=[A-ZÀ-Ý])/)
      .map((line) => line.replace(/^[#>*\-\s|]+/, "").trim())
      .filter((line) => line !== ""),
  );

/**
 * Asked when the next of something is due, the date worked out from the section of a passage that gives one interval and
 * one date (the passages holding most of what was searched first); "" when the question asks no next one or none does.
 */
export const composeNextDue = (question: Question, passages: ReadonlyArray<Readonly<Record<string, unknown>>>, groups: ReadonlyArray<WordGroup>): string => {
  if (!question.has(nextAsked)) return "";
  const order = question.language === "pt" ? "DMY" : null;
  const weighed = passages.map((passage, index) => {
    const all = `${text(passage["heading"])} ${text(passage["text"])}`;
    return { passage, index, held: groups.filter((group) => holdsGroup(all, group)).reduce((sum, group) => sum + group.weight, 0) };
  });
  for (const { passage } of weighed.sort((a, b) => b.held - a.held || a.index - b.index)) {
    const heading = `${text(passage["heading"])} `;
    // The section that answers holds the most of what was searched (the tetanus's, not the COVID's), and some of it.
    const sections = sectionsOf(text(passage["text"])).map((lines) => ({ lines, held: groups.filter((group) => group.weight >= 3 && holdsGroup(`${heading}${lines.join(" ")}`, group)).length }));
    const most = Math.max(0, ...sections.map((section) => section.held));
    for (const { lines } of sections.filter((section) => section.held === most && (most > 0 || groups.length === 0))) {
      const intervals = lines.flatMap((line) => {
        const match = intervalPattern.exec(line);
        return match === null ? [] : [{ line, count: countOf(match[1] ?? match[3]!), unit: /^(?:months?|meses|mes)$/i.test(match[2] ?? match[4]!) ? ("month" as const) : ("year" as const) }];
      });
      const dates = lines.flatMap((line) => {
        const day = parseWrittenDate(line, { order });
        return day === null ? [] : [{ line, day }];
      });
      const interval = intervals[0];
      const last = dates[0];
      if (interval === undefined || last === undefined || intervals.length > 1 || new Set(dates.map((date) => date.day)).size > 1) continue;
      if (!Number.isInteger(interval.count) || interval.count <= 0 || foldAccents(last.line) === foldAccents(interval.line)) continue;
      const next = monthsAfter(last.day, interval.unit === "year" ? interval.count * 12 : interval.count);
      const p = phrases[question.language];
      const { months } = distance(question.today, next);
      const when = months >= 0 ? p.ahead(Math.max(1, months)) : p.past(-months);
      const quoted = [last, interval].map((entry) => `${quote(entry.line, question.language)} ${text(passage["citation"])}`.trim());
      return paragraphs(`${p.worked(dayWords(next, question.language), p.length(interval.count, interval.unit), dayWords(last.day, question.language))} ${when}`, bullets(quoted));
    }
  }
  return "";
};
