import type { GetCurrentStateOutput, MetricChange } from "@lifeos/core";
import { useAnswerLanguage, useAnswerLocale } from "../../language/AnswerLanguage.js";
import { moodWords } from "./moodWords.js";
import { cardWords } from "./cardWords.js";

type Words = ReturnType<typeof moodWords>;

const Chips = ({ title, items }: { title: string; items: ReadonlyArray<string> }) => {
  const texts = items.filter((text) => text !== "");
  if (texts.length === 0) return null;
  return (
      <div>
        <h4>{title}</h4>
        <ul className="chips">
          {texts.map((text) => (
            <li key={text} className="chip">
              {text}
            </li>
          ))}
        </ul>
      </div>
    );
  };

  const Metrics = ({ metrics, words }: { metrics: GetCurrentStateOutput["metrics"]; words: Words }) => {
    const rows = (Object.entries(metrics) as Array<[string, MetricChange]>).map(([name, metric]) => ({
      name,
      value: metric.current === null ? "—" : String(Math.round(metric.current * 10) / 10),
      trend: metric.trend,
    }));
    return (
      <dl className="metrics">
        {rows.map((row) => (
          <div key={row.name}>
            <dt>{words.metric(row.name)}</dt>
            <dd>
              {row.value} <span className="trend">{words.trend(row.trend)}</span>
            </dd>
          </div>
        ))}
      </dl>
    );
  };

  /**
   * How the person is doing lately: mood metrics with trends, themes, stressors, what helps, what came up on the days of
   * lower energy and on the less happy days, and suggested todos with a first step each, labelled in the answer's language.
   */
  export const CurrentStateCard = ({ data }: { data: GetCurrentStateOutput }) => {
    const language = useAnswerLanguage();
    const words = moodWords(language, useAnswerLocale());
    return (
    <div className="state-card">
      <Metrics metrics={data.metrics} words={words} />
      <Chips title={words.state.themes} items={data.themes} />
      <Chips title={words.state.stressors} items={data.stressors} />
      <Chips title={words.state.helps} items={data.protectiveFactors} />
      <Chips title={words.state.lowEnergy} items={data.lowEnergyFactors ?? []} />
      <Chips title={words.state.lowMood} items={data.lowMoodFactors ?? []} />
      {data.todos.length > 0 && (
        <div>
          <h4>{words.state.nextSteps}</h4>
          <ol className="todos">
            {data.todos.map((todo, index) => (
              <li key={index}>
                <strong>{todo.title}</strong>
                <span className="badge">{cardWords[language].minutes(todo.minutes)}</span>
                <p>
                  {words.state.firstStep}: {todo.firstStep}
                </p>
                <p className="muted">{todo.why}</p>
              </li>
            ))}
          </ol>
        </div>
      )}
    </div>
  );
};
