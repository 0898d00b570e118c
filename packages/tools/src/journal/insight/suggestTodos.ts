/** A suggested next action, small enough to start today. */
export interface Todo {
  readonly title: string;
  readonly firstStep: string;
  readonly why: string;
  readonly minutes: number;
}

export interface MetricChange {
  readonly current: number | null;
  readonly previous: number | null;
  readonly change: number | null;
  readonly trend: "rising" | "falling" | "steady" | "insufficient";
}

export interface TodoInput {
  readonly metrics: { readonly happiness: MetricChange; readonly stress: MetricChange; readonly energy: MetricChange };
  readonly stressors: ReadonlyArray<{ readonly term: string; readonly lift: number }>;
  readonly protectiveFactors: ReadonlyArray<{ readonly term: string; readonly lift: number }>;
  readonly entryCount: number;
  readonly days: number;
}

const describe = (name: string, metric: MetricChange): string =>
  metric.current === null
    ? `no ${name} readings in the last 7 days`
    : `${name} averaged ${metric.current}/100 over the last 7 days` +
      (metric.change === null ? "" : ` (${metric.change >= 0 ? "+" : ""}${metric.change} vs the week before)`);

/**
 * Between 5 and 10 suggestions derived only from the readings: each says
 * which number or topic it answers. Deterministic for the same input.
 */
export const suggestTodos = (input: TodoInput): Todo[] => {
  const { happiness, stress, energy } = input.metrics;
  const todos: Todo[] = [];
  if ((stress.current ?? 0) >= 55 || stress.trend === "rising") {
    todos.push({
      title: "Take a real break from pressure",
      firstStep: "Block 15 minutes on today's calendar for a walk without your phone",
      why: `Stress is up: ${describe("stress", stress)}.`,
      minutes: 15,
    });
  }
  for (const factor of input.protectiveFactors.slice(0, 2)) {
    todos.push({
      title: `Make room for ${factor.term}`,
      firstStep: `Put one moment with ${factor.term} on your calendar this week`,
      why: `Entries that mention ${factor.term} were about ${Math.round(factor.lift)} points happier than your average.`,
      minutes: 30,
    });
  }
  for (const stressor of input.stressors.slice(0, 2)) {
    todos.push({
      title: `Shrink one thing about ${stressor.term}`,
      firstStep: `Write down the single next action on ${stressor.term} and do only that`,
      why: `Entries that mention ${stressor.term} were about ${Math.round(stressor.lift)} points more stressed than usual.`,
      minutes: 10,
    });
  }
  if ((energy.current ?? 100) < 45 || energy.trend === "falling") {
    todos.push({
      title: "Protect your sleep tonight",
      firstStep: "Set an alarm 30 minutes before bedtime to start winding down",
      why: `Energy is low: ${describe("energy", energy)}.`,
      minutes: 5,
    });
  }
  if ((happiness.current ?? 100) < 50 || happiness.trend === "falling") {
    todos.push({
      title: "Reach out to someone you trust",
      firstStep: "Send one message asking a friend for a coffee or a call",
      why: `Mood has dipped: ${describe("happiness", happiness)}.`,
      minutes: 10,
    });
  }
  const fillers: Todo[] = [
    {
      title: "Write a short check-in",
      firstStep: "Write three lines about how today actually went",
      why: `You wrote ${input.entryCount} ${input.entryCount === 1 ? "entry" : "entries"} in the last ${input.days} days; regular entries make these readings more reliable.`,
      minutes: 5,
    },
    {
      title: "Note three good things",
      firstStep: "List three things from this week you are glad about",
      why: `Naming what went well keeps it in view; ${describe("happiness", happiness)}.`,
      minutes: 5,
    },
    {
      title: "Move your body for a while",
      firstStep: "Put on your shoes and walk around the block",
      why: `Movement tends to lift energy; ${describe("energy", energy)}.`,
      minutes: 20,
    },
    {
      title: "Plan the week ahead",
      firstStep: "Pick the one thing that would make next week feel good and schedule it",
      why: `A plan turns the pattern of the last ${input.days} days into a choice.`,
      minutes: 15,
    },
    {
      title: "Re-read an entry from a good day",
      firstStep: "Open the entry from your happiest recent day and read it again",
      why: "Remembering what worked is the quickest way to do it again.",
      minutes: 5,
    },
  ];
  for (const filler of fillers) if (todos.length < 5) todos.push(filler);
  return todos.slice(0, 10);
};
