type Loose = Readonly<Record<string, unknown>>;

const asArray = (value: unknown): ReadonlyArray<unknown> => (Array.isArray(value) ? value : []);
const asText = (value: unknown): string => {
  if (typeof value === "string") return value;
  if (typeof value === "number") return String(value);
  if (value && typeof value === "object") {
    const record = value as Loose;
    for (const key of ["label", "name", "term", "title", "text", "theme"]) if (typeof record[key] === "string") return record[key] as string;
  }
  return "";
};
const pick = (record: Loose, keys: ReadonlyArray<string>): unknown => keys.map((key) => record[key]).find((value) => value !== undefined);

const Chips = ({ title, items }: { title: string; items: ReadonlyArray<unknown> }) => {
  const texts = items.map(asText).filter((text) => text !== "");
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

const Metrics = ({ metrics }: { metrics: unknown }) => {
  const rows: Array<{ name: string; value: string; trend: string }> = [];
  const add = (name: string, raw: unknown) => {
    if (typeof raw === "number") rows.push({ name, value: String(Math.round(raw * 10) / 10), trend: "" });
    else if (raw && typeof raw === "object") {
      const record = raw as Loose;
      const value = pick(record, ["current", "recent", "value", "average", "last7"]);
      const trend = pick(record, ["trend", "direction", "change"]);
      rows.push({
        name: asText(record.metric) || name,
        value: typeof value === "number" ? String(Math.round(value * 10) / 10) : "—",
        trend: typeof trend === "number" ? (trend > 0 ? `+${Math.round(trend)}` : String(Math.round(trend))) : asText(trend) || (typeof trend === "string" ? trend : ""),
      });
    }
  };
  if (Array.isArray(metrics)) metrics.forEach((metric, index) => add(String(index), metric));
  else if (metrics && typeof metrics === "object") for (const [name, value] of Object.entries(metrics)) add(name, value);
  if (rows.length === 0) return null;
  return (
    <dl className="metrics">
      {rows.map((row) => (
        <div key={row.name}>
          <dt>{row.name}</dt>
          <dd>
            {row.value} {row.trend && <span className="trend">{row.trend}</span>}
          </dd>
        </div>
      ))}
    </dl>
  );
};

/** How the person is doing lately: mood metrics with trends, themes, and suggested todos with a first step each. */
export const CurrentStateCard = ({ data }: { data: Loose }) => {
  const todos = asArray(pick(data, ["todos", "suggestedTodos", "suggestions"]));
  return (
    <div className="state-card">
      <Metrics metrics={pick(data, ["metrics", "mood"])} />
      <Chips title="Themes" items={asArray(data.themes)} />
      <Chips title="Stressors" items={asArray(data.stressors)} />
      <Chips title="What helps" items={asArray(pick(data, ["protectiveFactors", "protective"]))} />
      {todos.length > 0 && (
        <div>
          <h4>Suggested next steps</h4>
          <ol className="todos">
            {todos.map((todo, index) => {
              const record = (todo ?? {}) as Loose;
              const minutes = pick(record, ["minutes", "estimatedMinutes"]);
              return (
                <li key={index}>
                  <strong>{asText(pick(record, ["title", "task", "todo", "text"])) || asText(todo)}</strong>
                  {typeof minutes === "number" && <span className="badge">{minutes} min</span>}
                  {typeof record.firstStep === "string" && <p>First step: {record.firstStep}</p>}
                  {typeof pick(record, ["why", "whyItMatters", "rationale"]) === "string" && (
                    <p className="muted">{pick(record, ["why", "whyItMatters", "rationale"]) as string}</p>
                  )}
                </li>
              );
            })}
          </ol>
        </div>
      )}
    </div>
  );
};
