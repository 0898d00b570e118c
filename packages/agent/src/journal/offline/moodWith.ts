import type { Language, MoodMetric } from "@lifeos/core";
import { addDays, foldAccents } from "@lifeos/core";
import { paragraphs } from "../../models/offline/answerText.js";
import type { SkillPlan, ToolResultView } from "../../models/offline/OfflineSkill.js";
import type { Question } from "../../models/offline/question/Question.js";
import { objects, text } from "./compose/readData.js";
import { speaksOf } from "./feelingAbout.js";
import type { Period } from "./periods.js";
import { daysIn } from "./periods.js";
import { call, dateBounds, plan, search } from "./planCalls.js";
import type { Reading } from "./reading.js";

const measured = "(?:happier|sadder|calmer|less \\w+|more \\w+|mais \\w+|menos \\w+)";

/** Words of how something acts on a mood ("does running improve my mood?", "o exercício melhora o meu humor?"). */
const moodEffect = {
  en: "improve|improves|improved|affect|affects|affected|help|helps|helped|lift|lifts|boost|boosts|change|changes|influence|influences|impact|impacts|hurt|hurts|worsen|worsens|raise|raises|lower|lowers|reduce|reduces|increase|increases|good for|bad for",
  pt: "melhora|melhoram|melhor|afeta|afetam|afecta|influencia|influenciam|ajuda|ajudam|piora|pioram|muda|mudam|aumenta|aumentam|reduz|reduzem|diminui|diminuem|faz bem a[o]?|faz mal a[o]?|fazem bem a[o]?",
};
/** A word of such an effect, which names no subject ("affect", "good", "melhora", "bem"). */
const effectWord = new RegExp(`^(?:${[moodEffect.en, moodEffect.pt].join("|").replace(/ a\[o\]\?/g, "")}|good|bad|bem|mal|faz|fazem|really|actually|realmente)$`);

/** The measures such an effect is asked of. */
const moodWords = {
  en: "mood|happiness|stress|stress levels|energy|energy levels|anxiety|wellbeing|well-being",
  pt: "humor|felicidade|stress|estresse|energia|ansiedade|bem-estar|disposicao",
};

/**
 * The mood asked of the days with someone or something (accent-folded): "how do I feel when I see Miguel?", "how did I
 * feel after seeing Miguel?", "am I happier on days with Ana?", "am I less stressed on days I go climbing?", "como me
 * sinto quando estou com o Miguel?", "como eu me sinto depois de ver o Miguel?", "fico mais feliz nos dias com a Ana?".
 */
const moodWithAsked = new RegExp(
  [
    "\\bhow (?:do|did|does|have) i (?:usually |normally |tend to )?(?:been )?feel(?:ing)? (?:when|whenever|after|around|on (?:the )?days)\\b",
    `\\b${measured} (?:on|in) (?:the )?days\\b`,
    `\\b${measured} (?:when|whenever|after) i\\b`,
    "\\bcomo (?:e que )?(?:eu )?me (?:sinto|senti|sentia|fico|fiquei) (?:quando|sempre que|depois de|nos dias)\\b",
    `\\b${measured} (?:nos|em) dias\\b`,
    `\\b${measured} (?:quando|sempre que|depois de) (?:estou|vejo|vou|estive|vi|fui|passo|saio)\\b`,
    `\\b(?:does|do|did|is|are|would|can) \\w+(?: \\w+)? (?:${moodEffect.en}) (?:my )?(?:${moodWords.en})\\b`,
    `\\b(?:${moodEffect.pt}) (?:o |a )?(?:meu |minha )?(?:${moodWords.pt})\\b`,
  ].join("|"),
);

/** A year back from today when no period is said: enough days on each side to compare. */
const yearBack = (question: Question): Period => ({ from: addDays(question.today, -364), to: question.today });

/** The measure compared: the one asked (stress, energy), happiness for a feeling or a mood in general. */
const measureOf = (question: Question): MoodMetric => (question.metric === null || question.metric === "valence" ? "happiness" : question.metric);

/** Days a part of the period may hold: the daily series is read day by day (not averaged into buckets) up to 120 days. */
const partDays = 100;

/** The period cut into even parts of at most `partDays` days, each searched and read apart (a search returns at most 20 entries). */
const partsOf = (range: Period): Period[] => {
  const days = daysIn(range);
  const size = Math.ceil(days / Math.ceil(days / partDays));
  const parts: Period[] = [];
  for (let from = range.from; from <= range.to; from = addDays(from, size)) {
    const to = addDays(from, size - 1);
    parts.push({ from, to: to > range.to ? range.to : to });
  }
  return parts;
};

/** "am I happier on days with Ana?" → for each part of the last year (or the period asked), the entries that mention Ana and the measure of each day. */
export const moodWithRoute = (reading: Reading): SkillPlan[] | null => {
  const { question } = reading;
  // "does running improve my mood?": what acts on the mood is the subject, not how it acts.
  const subject = reading.subject.filter((word) => !effectWord.test(foldAccents(word.toLowerCase())));
  if (!question.has(moodWithAsked) || subject.length === 0 || question.cues.has("count")) return null;
  const metric = measureOf(question);
  const calls = partsOf(reading.range ?? yearBack(question)).flatMap((range) => [
    ...search({ ...reading, subject, range: null }, 0.86, { limit: 20, ...dateBounds(range) }).calls,
    call("get_time_series", { metric, ...dateBounds(range) }),
  ]);
  return [plan(0.86, ...calls)];
};

/** Whether the results are those of `moodWithRoute`: searches, each with its part's daily measure, all answered. */
export const isMoodWith = (question: Question, results: ReadonlyArray<ToolResultView>): boolean =>
  question.has(moodWithAsked) &&
  results.length >= 2 &&
  results.length % 2 === 0 &&
  results.every((result, index) => result.success && result.name === (index % 2 === 0 ? "search_journal" : "get_time_series") && result.data["sampled"] !== true);

const measureNames: Record<Language, Record<MoodMetric, string>> = {
  en: { happiness: "happiness", stress: "stress", energy: "energy", valence: "mood" },
  pt: { happiness: "felicidade", stress: "stress", energy: "energia", valence: "humor" },
};

const phrases = {
  en: {
    on: (days: number, topic: string, measure: string, average: number) => `On the ${days === 1 ? "day" : `${days} days`} your entries mention “${topic}”, your ${measure} averaged ${average}/100`,
    against: (average: number, days: number, difference: number) =>
      `, against ${average}/100 on the other ${days === 1 ? "day" : `${days} days`} with entries: ${difference === 0 ? "the same" : `${Math.abs(difference)} ${Math.abs(difference) === 1 ? "point" : "points"} ${difference > 0 ? "higher" : "lower"}`}.`,
    noOthers: ".",
    pattern: "That is a pattern in your entries, not proof that one causes the other.",
  },
  pt: {
    on: (days: number, topic: string, measure: string, average: number) =>
      `${days === 1 ? "No dia" : `Nos ${days} dias`} em que as suas entradas falam de «${topic}», ${measure === "stress" || measure === "humor" ? "o seu" : "a sua"} ${measure} teve uma média de ${average}/100`,
    against: (average: number, days: number, difference: number, feminine: boolean) =>
      `, contra ${average}/100 ${days === 1 ? "no outro dia" : `nos outros ${days} dias`} com entradas: ${difference === 0 ? "igual" : `${Math.abs(difference)} ${Math.abs(difference) === 1 ? "ponto" : "pontos"} mais ${difference > 0 ? (feminine ? "alta" : "alto") : feminine ? "baixa" : "baixo"}`}.`,
    noOthers: ".",
    pattern: "É um padrão nas suas entradas, não uma prova de que uma coisa causa a outra.",
  },
} as const;

const mean = (values: ReadonlyArray<number>): number => Math.round(values.reduce((sum, value) => sum + value, 0) / values.length);

/**
 * The measure on the days whose entries mention the subject against the other days with a reading, said to be a
 * pattern, not a cause; `otherwise` (the results' own answer) when no day with a reading mentions it.
 */
export const composeMoodWith = (question: Question, results: ReadonlyArray<ToolResultView>, otherwise: () => string): string => {
  const searches = results.filter((result) => result.name === "search_journal");
  const topic = text(searches[0]!.arguments["query"]);
  const terms = [topic, ...((searches[0]!.arguments["related"] as string[][] | undefined)?.flat() ?? [])];
  const rows = searches.flatMap((searched) => objects(searched.data["results"])).filter((row) => row["confidence"] !== "low" && speaksOf(text(row["excerpt"]), terms));
  const dates = new Set(rows.map((row) => text(row["date"])));
  const series = results.filter((result) => result.name === "get_time_series");
  const byDate = new Map(series.flatMap((result) => objects(result.data["points"])).filter((point) => typeof point["value"] === "number").map((point) => [text(point["date"]), point["value"] as number]));
  const on = [...byDate].filter(([date]) => dates.has(date)).map(([, value]) => value);
  const off = [...byDate].filter(([date]) => !dates.has(date)).map(([, value]) => value);
  if (on.length === 0) return otherwise();
  const metric = (text(series[0]!.arguments["metric"]) || "happiness") as MoodMetric;
  const measure = measureNames[question.language][metric] ?? measureNames[question.language].happiness;
  const feminine = measure === "felicidade" || measure === "energia";
  if (question.language === "pt") {
    const p = phrases.pt;
    return paragraphs(`${p.on(on.length, topic, measure, mean(on))}${off.length === 0 ? p.noOthers : p.against(mean(off), off.length, mean(on) - mean(off), feminine)}`, p.pattern);
  }
  const p = phrases.en;
  return paragraphs(`${p.on(on.length, topic, measure, mean(on))}${off.length === 0 ? p.noOthers : p.against(mean(off), off.length, mean(on) - mean(off))}`, p.pattern);
};
