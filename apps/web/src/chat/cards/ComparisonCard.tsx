import type { CompareTimePeriodsOutput, PeriodAverage } from "@lifeos/core";
import { useAnswerLanguage, useAnswerLocale } from "../../language/AnswerLanguage.js";
import { Link } from "../../router.js";
import { moodWords } from "./moodWords.js";

type Words = ReturnType<typeof moodWords>;

const range = (period: PeriodAverage, words: Words): string =>
  `${words.date(period.from, period.from.slice(0, 4) !== period.to.slice(0, 4))} – ${words.date(period.to)}`;

const Row = ({ period, words }: { period: PeriodAverage; words: Words }) => (
  <div className="comparison-row">
    <dt>
      <Link href={`/journal/${period.from}`} title={words.openPeriod}>
        {range(period, words)}
      </Link>
    </dt>
    <dd>
      <span className="comparison-bar" aria-hidden="true">
        <span style={{ width: `${period.average === null ? 0 : Math.max(0, Math.min(100, period.average))}%` }} />
      </span>
      <span className="comparison-value">{period.average === null ? words.noReadings : `${Math.round(period.average)}/100`}</span>
      <span className="badge">{words.days(period.count)}</span>
    </dd>
  </div>
);

/** Two periods' averages of one mood metric (0-100) as bars, and the change between them in words, in the answer's language. */
export const ComparisonCard = ({ data }: { data: CompareTimePeriodsOutput }) => {
  const words = moodWords(useAnswerLanguage(), useAnswerLocale());
  return (
    <div className="comparison-card">
      <p className="summary-meta">{words.scale(data.metric)}</p>
      <dl className="comparison">
        <Row period={data.first} words={words} />
        <Row period={data.second} words={words} />
      </dl>
      <p>{words.comparison(data)}</p>
    </div>
  );
};
