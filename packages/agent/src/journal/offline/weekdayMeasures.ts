import type { Language } from "@lifeos/core";
import { addDays, foldAccents } from "@lifeos/core";
import type { SkillPlan, ToolResultView } from "../../models/offline/OfflineSkill.js";
import type { Question } from "../../models/offline/question/Question.js";
import { numberOrNull, objects, text } from "./compose/readData.js";
import type { SplitSide } from "./compose/weekdaySplit.js";
import { daysWord, weekdaySplit } from "./compose/weekdaySplit.js";
import { mentionedOnWeekdays } from "./compose/mentionedOnWeekdays.js";
import { periodLabel } from "./compose/periodLabel.js";
import { habitDates, weekdayAsked, writingDaysAsked } from "./journalPatterns.js";
import { subjectWords } from "./journalQuestion.js";
import { countCall, plan } from "./planCalls.js";
import { withUnit } from "./fieldMeasures.js";
import type { Reading } from "./reading.js";
import { askingWord, patternsOf } from "./measurePatterns.js";

/** Words of what a journal's template commonly records as a number (folded): sleep, steps, weight, water, exercise. */
const measureWord =
  /^(?:sleep|slept|sleeping|steps|walk|walked|walking|weight|weigh|water|exercise|workout|workouts|run|ran|running|sono|dormir|durmo|dormi|dormia|dormido|passos|caminho|caminhei|peso|agua|treino|treinos|exercicio|corrida|corro|corri)$/;
/** Words of the comparison and of the days, not of what is measured. */
const notMeasured =
  /^(?:better|worse|best|worst|more|less|well|badly|longer|shorter|much|than|melhor|pior|mais|menos|bem|mal|quanto|weekends?|weekdays?|week|day|days|mondays|tuesdays|wednesdays|thursdays|fridays|saturdays|sundays|fim|fins|semana|dias?|uteis|util|segundas|tercas|quartas|quintas|sextas|sabados|domingos|other|outros)$/;

/** A mood measure named: the mood's own series answers it. */
const moodNamed = /\b(?:mood|moods|humor|humour|stress\w*|estress\w*|anxi\w*|ansi\w*|energy|energia|happ\w*|feliz\w*|felicidade|tired\w*|cansad\w*)\b/;

/** The words naming what a weekday question measures ("do I sleep better on weekends?" → "sleep"), or none. */
const measuredOnWeekdays = (question: Question, subject: ReadonlyArray<string>): string[] => {
  // "durmo melhor…": "melhor" alone reads as a mood; only a mood named ("is my mood better…") asks the mood's measure.
  // "do you notice any patterns in my sleep?": a measure's patterns are first its days of the week.
  const patterns = question.has(patternsOf);
  if (!(question.has(weekdayAsked) || patterns) || question.has(moodNamed) || writingDaysAsked(question.has)) return [];
  const words = subject.filter((word) => !notMeasured.test(foldAccents(word.toLowerCase())) && !(patterns && askingWord.test(foldAccents(word.toLowerCase()))));
  return words.length > 0 && words.some((word) => measureWord.test(foldAccents(word.toLowerCase()))) ? words : [];
};

/**
 * "do I sleep better on weekends?", "durmo melhor nos fins de semana?", "do I walk more on Saturdays?": what the entries
 * record of it (template fields such as "Sleep: 7h"), counted over the dates asked or the last year, to be split by day.
 */
export const weekdayMeasureRoute = (reading: Reading): SkillPlan[] | null => {
  const words = measuredOnWeekdays(reading.question, reading.subject);
  if (words.length === 0) return null;
  const range = habitDates(reading.range) ?? { from: addDays(reading.question.today, -364), to: reading.question.today, text: "", index: 0, granularity: "range" as const };
  return [plan(0.82, countCall({ ...reading, range }, words))];
};

/** Whether the results are the count `weekdayMeasureRoute` planned. */
export const isWeekdayMeasure = (question: Question, results: ReadonlyArray<ToolResultView>): boolean =>
  results.length === 1 && results[0]!.name === "count_mentions" && results[0]!.success && measuredOnWeekdays(question, subjectWords(question)).length > 0;

const phrases: Readonly<Record<Language, {
  split: (name: string, period: string, first: string, second: string) => string;
  more: (difference: string, label: string) => string;
  same: string;
  tooFew: (name: string, period: string) => string;
  unrecorded: (words: string, period: string) => string;
}>> = {
  en: {
    split: (name, period, first, second) => `${name}, as your entries record it ${period}: on average ${first} and ${second}`,
    more: (difference, label) => `, ${difference} more ${label}.`,
    same: ", about the same.",
    tooFew: (name, period) => `${name} is recorded ${period} on too few days to compare them.`,
    unrecorded: (words, period) =>
      `Your entries ${period} record no ${words} as a number (a line such as “Sleep: 7h” or “Steps: 8000”), so I can't compare days of the week by it. Offline I can compare your mood, stress or energy by day of the week, or count the entries that mention ${words}.`,
  },
  pt: {
    split: (name, period, first, second) => `${name}, pelo que as entradas indicam ${period}: em média ${first} e ${second}`,
    more: (difference, label) => `, mais ${difference} ${label}.`,
    same: ", praticamente igual.",
    tooFew: (name, period) => `${name} está registado ${period} em poucos dias para os comparar.`,
    unrecorded: (words, period) =>
      `As entradas ${period} não trazem ${words} como número (uma linha como «Sono: 7h» ou «Passos: 8000»), por isso não consigo comparar os dias da semana por aí. No modo offline posso comparar o humor, o stress ou a energia por dia da semana, ou contar as entradas que mencionam ${words}.`,
  },
};

/** A value to a tenth, in the language's decimals, with its unit: "7.5 h", "7,5 h", "8000". */
const tenths = (value: number, unit: string, language: Language): string => withUnit(Math.round(value * 10) / 10, unit, language);

/** The nouns a measure is named by, folded: "durmo" is said as "sono", "slept" as "sleep". */
const measureNouns: Readonly<Record<Language, ReadonlyArray<string>>> = {
  en: ["sleep", "steps", "weight", "water", "exercise", "workout", "running", "walking"],
  pt: ["sono", "passos", "peso", "agua", "exercicio", "treino", "corrida", "caminhada"],
};

/** What the count measured, as a noun of the answer's language among the words searched, else the word asked. */
const measureName = (result: ToolResultView, language: Language): string => {
  const related = result.arguments["related"];
  const words = [text(result.arguments["query"]), ...(Array.isArray(related) ? related.flat() : [])].filter((word): word is string => typeof word === "string");
  return words.find((word) => measureNouns[language].includes(foldAccents(word.toLowerCase()))) ?? text(result.arguments["query"]);
};

/** Each number field measured, split by the day the question names (or weekends against weekdays), with each side's days. */
export const composeWeekdayMeasure = (question: Question, result: ToolResultView): string => {
  const p = phrases[question.language];
  const period = periodLabel(question, text(result.data["from"]), text(result.data["to"]));
  const measures = objects(result.data["measures"]).filter((measure) => measure["kind"] === "number");
  // No number recorded: how often the days mention it, when they do at all.
  if (measures.length === 0) return mentionedOnWeekdays(question, result, measureName(result, question.language), period) ?? p.unrecorded(measureName(result, question.language), period);
  return measures
    .map((measure) => {
      const name = text(measure["name"]);
      const unit = text(measure["unit"]);
      const days = objects(measure["byWeekday"]).flatMap((day) => {
        const [weekday, average, count] = [numberOrNull(day["weekday"]), numberOrNull(day["average"]), numberOrNull(day["count"])];
        return weekday === null || average === null || count === null ? [] : [{ weekday, average, count }];
      });
      const split = weekdaySplit(days, question.normalized, question.language);
      if (split === null) return p.tooFew(name, period);
      const [first, second] = split;
      const side = (each: SplitSide) => `${tenths(each.average, unit, question.language)} ${each.label} (${daysWord(each.count, question.language)})`;
      const higher = first.average >= second.average ? first : second;
      const difference = Math.abs(first.average - second.average);
      // Under a twentieth of the average apart reads as the same.
      const same = difference < Math.abs(higher.average) / 20;
      return p.split(name, period, side(first), side(second)) + (same ? p.same : p.more(tenths(difference, unit, question.language), higher.label));
    })
    .join("\n\n");
};
