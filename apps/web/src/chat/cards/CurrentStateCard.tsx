import type { GetCurrentStateOutput, MetricChange } from "@lifeos/core";

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

const Metrics = ({ metrics }: { metrics: GetCurrentStateOutput["metrics"] }) => {
  const rows = (Object.entries(metrics) as Array<[string, MetricChange]>).map(([name, metric]) => ({
    name,
    value: metric.current === null ? "—" : String(Math.round(metric.current * 10) / 10),
    trend: metric.trend,
  }));
  return (
    <dl className="metrics">
      {rows.map((row) => (
        <div key={row.name}>
          <dt>{row.name}</dt>
          <dd>
            {row.value} <span className="trend">{row.trend}</span>
          </dd>
        </div>
      ))}
    </dl>
  );
};

/** How the person is doing lately: mood metrics with trends, themes, and suggested todos with a first step each. */
export const CurrentStateCard = ({ data }: { data: GetCurrentStateOutput }) => (
  <div className="state-card">
    <Metrics metrics={data.metrics} />
    <Chips title="Themes" items={data.themes} />
    <Chips title="Stressors" items={data.stressors} />
    <Chips title="What helps" items={data.protectiveFactors} />
    {data.todos.length > 0 && (
      <div>
        <h4>Suggested next steps</h4>
        <ol className="todos">
          {data.todos.map((todo, index) => (
            <li key={index}>
              <strong>{todo.title}</strong>
              <span className="badge">{todo.minutes} min</span>
              <p>First step: {todo.firstStep}</p>
              <p className="muted">{todo.why}</p>
            </li>
          ))}
        </ol>
      </div>
    )}
  </div>
);
