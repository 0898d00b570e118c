import type { MetricChange, Todo } from "@lifeos/core";
import type { TermInfo } from "./termKinds.js";
import type { TodoLanguage, TodoText } from "./todoPhrases.js";
import { describeMetric, fixedTodos, lessOf, moreOf } from "./todoPhrases.js";

export interface TodoInput {
  readonly metrics: { readonly happiness: MetricChange; readonly stress: MetricChange; readonly energy: MetricChange };
  readonly stressors: ReadonlyArray<{ readonly term: string; readonly lift: number }>;
  readonly protectiveFactors: ReadonlyArray<{ readonly term: string; readonly lift: number }>;
  readonly entryCount: number;
  readonly days: number;
  /** The language to write in (default English). */
  readonly language?: TodoLanguage;
  /** What each term is (see `termKinds`); a term without an entry is phrased as a name. */
  readonly kinds?: ReadonlyMap<string, TermInfo>;
}

const whyText = {
  en: {
    stress: (metric: string) => `Stress is up: ${metric}.`,
    helps: (term: string, lift: number) => `Entries that mention ${term} were about ${lift} points happier than your average.`,
    weighs: (term: string, lift: number) => `Entries that mention ${term} were about ${lift} points more stressed than usual.`,
    energy: (metric: string) => `Energy is low: ${metric}.`,
    mood: (metric: string) => `Mood has dipped: ${metric}.`,
    checkIn: (count: number, days: number) =>
      `You wrote ${count} ${count === 1 ? "entry" : "entries"} in the last ${days} days; regular entries make these readings more reliable.`,
    goodThings: (metric: string) => `Naming what went well keeps it in view; ${metric}.`,
    move: (metric: string) => `Movement tends to lift energy; ${metric}.`,
    plan: (days: number) => `A plan turns the pattern of the last ${days} days into a choice.`,
    reread: "Remembering what worked is the quickest way to do it again.",
  },
  pt: {
    stress: (metric: string) => `O stress subiu: ${metric}.`,
    helps: (term: string, lift: number) => `As entradas que mencionam ${term} foram cerca de ${lift} pontos mais felizes do que a média.`,
    weighs: (term: string, lift: number) => `As entradas que mencionam ${term} tiveram cerca de ${lift} pontos mais de stress do que o habitual.`,
    energy: (metric: string) => `A energia está baixa: ${metric}.`,
    mood: (metric: string) => `O humor desceu: ${metric}.`,
    checkIn: (count: number, days: number) =>
      `Escreveu ${count} ${count === 1 ? "entrada" : "entradas"} nos últimos ${days} dias; entradas regulares tornam estas leituras mais fiáveis.`,
    goodThings: (metric: string) => `Dar nome ao que correu bem ajuda a não o esquecer; ${metric}.`,
    move: (metric: string) => `Mexer o corpo costuma dar energia; ${metric}.`,
    plan: (days: number) => `Um plano transforma o padrão dos últimos ${days} dias numa escolha.`,
    reread: "Lembrar o que resultou é a forma mais rápida de o repetir.",
  },
} as const;

const todo = (text: TodoText, why: string, minutes: number): Todo => ({ ...text, why, minutes });

/**
 * Between 5 and 10 suggestions derived only from the readings, each a
 * grammatical sentence in `input.language` that says which number or topic
 * it answers: a break when stress is high or rising, time for the two
 * topics that went with happier days and a small step on the two that went
 * with stressful ones (phrased by what they are: a person, a place, an
 * activity, a thing), sleep when energy is low, reaching out when mood
 * dipped, and general ones to make five. Deterministic for the same input.
 */
export const suggestTodos = (input: TodoInput): Todo[] => {
  const language = input.language ?? "en";
  const why = whyText[language];
  const fixed = fixedTodos[language];
  const kindOf = (term: string): TermInfo => input.kinds?.get(term) ?? { kind: "name", article: "o", determined: true, english: false };
  const metric = (name: "happiness" | "stress" | "energy") => describeMetric(language, name, input.metrics[name].current, input.metrics[name].change);
  const { happiness, stress, energy } = input.metrics;
  const todos: Todo[] = [];
  if ((stress.current ?? 0) >= 55 || stress.trend === "rising") todos.push(todo(fixed.pressure, why.stress(metric("stress")), 15));
  for (const factor of input.protectiveFactors.slice(0, 2)) {
    todos.push(todo(moreOf(language, factor.term, kindOf(factor.term)), why.helps(factor.term, Math.round(factor.lift)), 30));
  }
  for (const stressor of input.stressors.slice(0, 2)) {
    todos.push(todo(lessOf(language, stressor.term, kindOf(stressor.term)), why.weighs(stressor.term, Math.round(stressor.lift)), 10));
  }
  if ((energy.current ?? 100) < 45 || energy.trend === "falling") todos.push(todo(fixed.sleep, why.energy(metric("energy")), 5));
  if ((happiness.current ?? 100) < 50 || happiness.trend === "falling") todos.push(todo(fixed.reachOut, why.mood(metric("happiness")), 10));
  const fillers: Todo[] = [
    todo(fixed.checkIn, why.checkIn(input.entryCount, input.days), 5),
    todo(fixed.goodThings, why.goodThings(metric("happiness")), 5),
    todo(fixed.move, why.move(metric("energy")), 20),
    todo(fixed.plan, why.plan(input.days), 15),
    todo(fixed.reread, why.reread, 5),
  ];
  for (const filler of fillers) if (todos.length < 5) todos.push(filler);
  return todos.slice(0, 10);
};
