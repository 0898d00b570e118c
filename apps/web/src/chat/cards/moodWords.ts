import type { CompareTimePeriodsOutput, GetTimeSeriesOutput, Language, MoodMetric, Trend } from "@lifeos/core";

/** A calendar date (`YYYY-MM-DD`) as a short date of `locale`: "Mar 14, 2026", "14/03/2026". */
export const shortDate = (date: string, locale: string, withYear = true): string =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString(locale, { month: "short", day: "numeric", ...(withYear ? { year: "numeric" } : {}), timeZone: "UTC" });

const metricNames: Readonly<Record<Language, Readonly<Record<MoodMetric, string>>>> = {
  en: { valence: "mood", happiness: "happiness", stress: "stress", energy: "energy" },
  pt: { valence: "humor", happiness: "felicidade", stress: "stress", energy: "energia" },
};

const trendNames: Readonly<Record<Language, Readonly<Record<Trend, string>>>> = {
  en: { rising: "rising", falling: "falling", steady: "steady", insufficient: "too few readings" },
  pt: { rising: "em subida", falling: "em descida", steady: "estável", insufficient: "poucos dados" },
};

const capitalised = (text: string): string => `${text[0]!.toUpperCase()}${text.slice(1)}`;

/**
 * The words of the mood cards (chart, comparison, how you are doing) in the
 * answer's language, with dates in `locale`. A metric is named as a person
 * names it: valence is their overall mood.
 */
export const moodWords = (language: Language, locale: string) => {
  const pt = language === "pt";
  const metric = (name: string): string => metricNames[language][name as MoodMetric] ?? name;
  const days = (count: number) => `${count} ${pt ? (count === 1 ? "dia" : "dias") : count === 1 ? "day" : "days"}`;
  const date = (day: string, withYear = true) => shortDate(day, locale, withYear);
  return {
    metric,
    trend: (trend: string): string => trendNames[language][trend as Trend] ?? trend,
    days,
    date,
    /** The chart's caption (and its text for screen readers). */
    chartSummary: (data: Pick<GetTimeSeriesOutput, "metric" | "from" | "to" | "count" | "average" | "min" | "max">): string => {
      const name = metric(data.metric);
      const [from, to] = [date(data.from), date(data.to)];
      if (data.count === 0) return pt ? `Sem dados de ${name} entre ${from} e ${to}.` : `No ${name} readings between ${from} and ${to}.`;
      return pt
        ? `${capitalised(name)} de ${from} a ${to}: média ${data.average}/100, mínimo ${data.min}, máximo ${data.max}, em ${days(data.count)}.`
        : `${capitalised(name)} from ${from} to ${to}: average ${data.average}/100, lowest ${data.min}, highest ${data.max}, over ${days(data.count)}.`;
    },
    chartDays: pt ? "Dias no gráfico" : "Days on the chart",
    ofHundred: pt ? "de 100" : "of 100",
    /** The change between two periods, in a sentence. */
    comparison: (data: Pick<CompareTimePeriodsOutput, "metric" | "difference">): string => {
      const name = metric(data.metric);
      if (data.difference === null) return pt ? "Um dos períodos não tem dados, por isso não podem ser comparados." : "One of the periods has no readings, so they cannot be compared.";
      const points = Math.abs(Math.round(data.difference));
      if (Math.abs(data.difference) < 1) return pt ? `${capitalised(name)} mais ou menos igual nos dois.` : `About the same ${name} in both.`;
      if (pt) return `${capitalised(name)}: ${data.difference > 0 ? "subiu" : "desceu"} ${points} ${points === 1 ? "ponto" : "pontos"}.`;
      return `${capitalised(name)} ${data.difference > 0 ? "rose" : "fell"} by ${points} ${points === 1 ? "point" : "points"}.`;
    },
    scale: (name: string) => (pt ? `${metric(name)}, numa escala de 0 a 100` : `${metric(name)}, on a 0-100 scale`),
    noReadings: pt ? "sem dados" : "no readings",
    openPeriod: pt ? "Abrir o primeiro dia deste período no diário" : "Open the first day of this period in the journal",
    state: pt
      ? {
          themes: "Temas", stressors: "O que pesa", helps: "O que ajuda", lowEnergy: "Nos dias de menos energia", lowMood: "Nos dias menos felizes",
          nextSteps: "Próximos passos sugeridos", firstStep: "Primeiro passo",
        }
      : {
          themes: "Themes", stressors: "Stressors", helps: "What helps", lowEnergy: "On days of lower energy", lowMood: "On less happy days",
          nextSteps: "Suggested next steps", firstStep: "First step",
        },
  };
};
