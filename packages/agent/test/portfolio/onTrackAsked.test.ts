import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// "am I on track?" with nothing named, right after a question of money or goals, is of the savings goals: each against its
// target with the pace it needs, beside the last twelve months' performance; asked after a question of another kind, it
// stays where it was.

const now = new Date("2026-11-20T10:00:00Z");
const { callsAfter, turn } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon" });
const onTrackCalls = [["get_goals", {}], ["get_performance", { period: "1Y" }], ["get_health_status", {}]];

describe("on track, asked after money or goals", () => {
  it.each([
    ["how much is my portfolio worth?", "am I on track?"],
    ["what are my savings goals?", "are we on track?"],
    ["how much did I get in dividends this year?", "so am I on track?"],
    ["quanto vale a minha carteira?", "estou no caminho certo?"],
    ["quais são as minhas metas de poupança?", "vou bem?"],
    ["quanto recebi de dividendos este ano?", "estamos no bom caminho?"],
  ])("%s then %s: the goals and the last 12 months' performance", async (before, question) => {
    expect(await callsAfter(before, question)).toEqual(onTrackCalls);
  });

  it.each([
    ["how did I sleep last week?", "am I on track?"],
    ["how are my habits going?", "are we on track?"],
    ["como dormi esta semana?", "vou bem?"],
    ["como estão os meus hábitos?", "estou no caminho certo?"],
  ])("%s then %s: no goals read", async (before, question) => {
    expect((await callsAfter(before, question)).map(([name]) => name)).not.toContain("get_goals");
  });

  it.each([["am I on track?"], ["estou no caminho certo?"], ["vou bem?"]])("%s with nothing before: no goals read", async (question) => {
    expect((await callsAfter(question)).map(([name]) => name)).not.toContain("get_goals");
  });
});

const goals = {
  baseCurrency: "EUR",
  goals: [
    { goalId: "g1", name: "House", target: "40000.00", current: "10000.00", progress: 0.25, remaining: "30000.00", deadline: "2030-01-01", daysLeft: 1138, monthlyNeeded: "802.32" },
    { goalId: "g2", name: "Car", target: "5000.00", current: "6000.00", progress: 1, remaining: "0.00", deadline: null, daysLeft: null, monthlyNeeded: null },
    { goalId: "g3", name: "Trip", target: "3000.00", current: "1000.00", progress: 1 / 3, remaining: "2000.00", deadline: null, daysLeft: null, monthlyNeeded: null },
  ],
};
const performance = {
  report: {
    baseCurrency: "EUR", from: "2025-11-20", to: "2026-11-20", startValue: "10000.00", endValue: "17000.00", netFlows: "6000.00", gain: "1000.00",
    twr: { cumulative: 0.08 }, mwr: { annualised: 0.09 }, drawdown: { maxDrawdown: -0.05 },
  },
};

/** The answer to `question` asked after `before`, once its calls came back. */
const answered = async (before: string, question: string) => {
  const messages = [{ role: "user" as const, content: before }, { role: "assistant" as const, content: "…" }, { role: "user" as const, content: question }];
  const { calls } = await turn(messages);
  const data: Record<string, unknown> = { get_goals: goals, get_performance: performance, get_health_status: { issues: [] } };
  return (
    await turn([
      ...messages,
      { role: "assistant", content: "", toolCalls: calls },
      ...calls.map((call) => ({ role: "tool" as const, toolCallId: call.id, name: call.name, content: JSON.stringify({ success: true, data: data[call.name] }) })),
    ])
  ).text;
};

describe("on track, answered", () => {
  it("in English: each goal, saved against its target, with the pace it needs", async () => {
    const text = await answered("what are my savings goals?", "am I on track?");
    expect(text).toMatch(/^Your savings goals, each against its target:\n- House: 10,000\.00 EUR saved of 40,000\.00 EUR \(25\.00%\); 30,000\.00 EUR to go by 2030-01-01, about 802\.32 EUR a month\.\n- Car: 6,000\.00 EUR saved of 5,000\.00 EUR \(100\.00%\): reached\.\n- Trip: .*no date set/);
    expect(text).toContain("you put in 500.00 EUR a month on average");
    expect(text).toContain("so the gain is 1,000.00 EUR");
  });

  it("in Portuguese: each goal, saved against its target, with the pace it needs", async () => {
    const text = await answered("quais são as minhas metas?", "estou no caminho certo?");
    expect(text).toMatch(/^As suas metas de poupança, cada uma face ao seu valor:\n- House: 10\.000,00 EUR de 40\.000,00 EUR \(25,00%\); faltam 30\.000,00 EUR até 2030-01-01, cerca de 802,32 EUR por mês\.\n- Car: .*meta atingida\.\n- Trip: .*sem data definida/);
    expect(text).toContain("colocou em média 500,00 EUR por mês");
    expect(text).toContain("por isso o ganho é de 1.000,00 EUR");
  });
});
