import type { Language, ValuationPointView } from "@lifeos/core";
import { shortDate } from "../chat/cards/moodWords.js";
import { useAnswerLanguage, useAnswerLocale } from "../language/AnswerLanguage.js";
import { money } from "./format.js";

export type ValuationPointJson = ValuationPointView;

/** The chart's words in each language (`from`/`to` dates and amounts already written in the answer's locale). */
export const valuationWords: Readonly<
  Record<Language, { readonly tooShort: string; readonly summary: (from: string, to: string, value: string) => string; readonly caption: (value: string, contributed: string) => string }>
> = {
  en: {
    tooShort: "Not enough history to chart yet.",
    summary: (from, to, value) => `Value from ${from} to ${to}: ${value}`,
    caption: (value, contributed) => `Value ${value} · money put in ${contributed} (dashed)`,
  },
  pt: {
    tooShort: "Ainda não há histórico suficiente para o gráfico.",
    summary: (from, to, value) => `Valor de ${from} a ${to}: ${value}`,
    caption: (value, contributed) => `Valor ${value} · dinheiro investido ${contributed} (tracejado)`,
  },
};

const width = 560;
const height = 200;

/** The portfolio's value (line) against the money put in (dashed line), in the base currency; its words follow the answer's language. */
export const ValuationChart = ({ points, currency }: { points: ReadonlyArray<ValuationPointJson>; currency: string }) => {
  const words = valuationWords[useAnswerLanguage()];
  const locale = useAnswerLocale();
  if (points.length < 2) return <p className="card-empty">{words.tooShort}</p>;
  const values = points.flatMap((point) => [Number(point.value), Number(point.netContribution)]);
  const min = Math.min(0, ...values);
  const max = Math.max(...values, 1);
  const x = (index: number) => (index / (points.length - 1)) * (width - 20) + 10;
  const y = (value: number) => height - 20 - ((value - min) / (max - min)) * (height - 40);
  const path = (pick: (point: ValuationPointJson) => number) => points.map((point, index) => `${index === 0 ? "M" : "L"}${x(index).toFixed(1)},${y(pick(point)).toFixed(1)}`).join(" ");
  const last = points[points.length - 1]!;
  const [from, to] = [shortDate(points[0]!.date, locale), shortDate(last.date, locale)];
  return (
    <figure className="valuation-chart" data-testid="valuation-chart">
      <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-label={words.summary(from, to, money(last.value, currency, locale))}>
        <path className="chart-line" d={path((point) => Number(point.value))} fill="none" stroke="currentColor" strokeWidth="2" />
        <path className="chart-contribution" d={path((point) => Number(point.netContribution))} fill="none" stroke="currentColor" strokeDasharray="4 4" strokeWidth="1" opacity="0.6" />
        <text x="10" y="14" className="chart-label">{money(max, currency, locale)}</text>
        <text x="10" y={height - 4} className="chart-label">{from}</text>
        <text x={width - 10} y={height - 4} className="chart-label" textAnchor="end">{to}</text>
      </svg>
      <figcaption>{words.caption(money(last.value, currency, locale), money(last.netContribution, currency, locale))}</figcaption>
    </figure>
  );
};
