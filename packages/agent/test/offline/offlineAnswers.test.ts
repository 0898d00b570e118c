import type { ModelToolCall } from "@lifeos/core";
import { describe, expect, it } from "vitest";
import { resolveDateRange } from "../../src/index.js";
import { now, plan, stream, timeZone, toolSpecs, turn } from "./offlineTestModel.js";

/** The model's answer to a question whose first call returned `data`. */
const answer = async (question: string, data: unknown, options: { success?: boolean; error?: string } = {}) => {
  const { calls } = await plan(question);
  const first = calls[0]!;
  const call: ModelToolCall = { id: first.id, name: first.name, arguments: JSON.stringify(first.args) };
  const content = JSON.stringify(options.success === false ? { success: false, error: { code: "X", message: options.error } } : { success: true, data, meta: null });
  const parts = await stream({
    system: "",
    messages: [
      { role: "user", content: question },
      { role: "assistant", content: "", toolCalls: [call] },
      { role: "tool", toolCallId: call.id, name: call.name, content },
    ],
    tools: toolSpecs(),
    now,
    timeZone,
  });
  const deltas = parts.flatMap((part) => (part.type === "textDelta" ? [part.delta] : []));
  return { deltas, text: deltas.join("") };
};

describe("the offline model's answers", () => {
  it("cites the dates and the matching sentence of search results, in word-sized deltas, without emphasis markers", async () => {
    const { deltas, text } = await answer("When did I write about the river?", {
      results: [
        { entryId: "e1", date: "2024-03-05", excerpt: "A slow morning. Ran 5 km by the river and felt great.", score: 1, confidence: "high" },
        { entryId: "e2", date: "2024-02-01", excerpt: "Walked along the river with Ana.", score: 0.8, confidence: "high" },
      ],
      confidence: "high",
    });
    expect(deltas.length).toBeGreaterThan(5);
    // "When…?" is answered by the days, oldest first, and the latest one's sentence.
    expect(text).toBe("2 entries mention “river”: on 2024-02-01 and 2024-03-05.\n\nThe latest, on 2024-03-05: “Ran 5 km by the river and felt great.”");
    expect(text).not.toMatch(/\*\*|\bAI\b|language model/);
  });

  it("says plainly when nothing was found, in the user's language, naming the related words it also tried", async () => {
    const empty = { results: [], confidence: "none" };
    expect((await answer("Did I mention whales?", empty)).text).toBe("I found nothing about “whales” in your journal.");
    expect((await answer("Escrevi sobre baleias?", empty)).text).toBe("Não encontrei nada sobre «baleias» no diário.");
    expect((await answer("What did I write about my dog?", empty)).text).toBe(
      "I found nothing about “dog” in your journal.\n\nI also looked for “dogs”, “puppy”, “puppies” and “pup”.",
    );
  });

  it("reads mood on the 0-100 scale: the average, the lowest and highest days, and the trend", async () => {
    const { text } = await answer("How was my mood in March?", {
      metric: "valence",
      from: "2024-03-01",
      to: "2024-03-31",
      points: [{ date: "2024-03-02", value: 40 }, { date: "2024-03-09", value: 71.5 }, { date: "2024-03-20", value: 55 }],
      average: 55.5,
      min: 40,
      max: 71.5,
      count: 3,
      trend: "rising",
    });
    expect(text).toBe("Your mood in March (2024-03-01 to 2024-03-31) averaged 56/100 over 3 days with entries. It was lowest on 2024-03-02 (40/100) and highest on 2024-03-09 (72/100). Overall it was rising.");
  });

  it("reads a metric by weekday: weekends against weekdays, the highest and lowest weekday, and a yes or no when asked", async () => {
    const byWeekday = [52, 48, 50, 51, 55, 70, 68].map((average, index) => ({ weekday: index + 1, average, count: 10 }));
    const data = { metric: "valence", from: "2023-05-12", to: "2024-05-10", points: [], average: 56, min: 10, max: 95, count: 70, trend: "steady", byWeekday };
    expect((await answer("is my mood better on weekends?", data)).text).toBe(
      "Yes. Your mood from 2023-05-12 to 2024-05-10 averaged 69/100 on weekends (20 days) and 51/100 on weekdays (50 days): 18 points higher on weekends. Highest on Saturdays (70/100), lowest on Tuesdays (48/100).",
    );
    expect((await answer("o meu humor é melhor ao fim de semana?", data)).text).toBe(
      "A média de humor de 2023-05-12 a 2024-05-10 foi 69/100 ao fim de semana (20 dias) e 51/100 nos dias úteis (50 dias): 18 pontos mais alta ao fim de semana. Mais alta aos sábados (70/100), mais baixa às terças (48/100).",
    );
    const stress = { ...data, metric: "stress", byWeekday: byWeekday.map((day) => ({ ...day, average: 100 - day.average })) };
    expect((await answer("am I more stressed on weekends?", stress)).text).toMatch(/^No\. Your stress .* 31\/100 on weekends \(20 days\) and 49\/100 on weekdays \(50 days\): 18 points higher on weekdays\./);
    const sparse = { ...data, byWeekday: byWeekday.map((day) => ({ ...day, count: day.weekday === 7 ? 1 : 3 })) };
    expect((await answer("which day of the week am I happiest?", sparse)).text).toBe(
      "There are too few days with entries from 2023-05-12 to 2024-05-10 to compare weekdays: each day of the week needs at least two.",
    );
  });

  it("answers a comparison with yes or no when the question asks one, naming both periods in the user's words", async () => {
    const data = { metric: "happiness", first: { from: "2023-03-01", to: "2023-05-31", average: 52, count: 80 }, second: { from: "2024-03-01", to: "2024-05-10", average: 64.4, count: 60 }, difference: 12.4 };
    expect((await answer("was I happier this spring than last spring?", data)).text).toBe(
      "Yes. Your happiness averaged 52/100 last spring (2023-03-01 to 2023-05-31) and 64/100 this spring (2024-03-01 to 2024-05-10), so it was 12 points higher this spring.",
    );
    expect((await answer("was I sadder this spring than last spring?", data)).text).toMatch(/^No\. /);
    const stress = { metric: "stress", first: { from: "2024-03-01", to: "2024-03-31", average: 31, count: 25 }, second: { from: "2024-04-01", to: "2024-04-30", average: 22, count: 27 }, difference: -9 };
    expect((await answer("estive mais stressado em março ou em abril?", stress)).text).toBe(
      "O stress teve uma média de 31/100 em março (2024-03-01 a 2024-03-31) e de 22/100 em abril (2024-04-01 a 2024-04-30): 9 pontos mais alto em março.",
    );
  });

  it("names a season asked with “the” as “in the summer”, and “the weekend” as “over the weekend”", async () => {
    const data = { metric: "happiness", first: { from: "2023-12-01", to: "2024-02-29", average: 51, count: 80 }, second: { from: "2023-06-01", to: "2023-08-31", average: 67, count: 82 }, difference: 16 };
    const { text } = await answer("was I happier in the summer or in the winter?", data);
    expect(text).toContain("in the winter (2023-12-01 to 2024-02-29)");
    expect(text).toContain("so it was 16 points higher in the summer.");
    const people = { kind: "person", from: "2023-06-01", to: "2023-08-31", entries: 83, names: [{ name: "Miguel", entries: 43, lastDate: "2023-08-31" }] };
    expect((await answer("who did I hang out with most in the summer?", people)).text).toMatch(/^The people your entries name most in the summer \(2023-06-01 to 2023-08-31\), out of 83 entries:\n- Miguel: 43 entries, the last on 2023-08-31/);
  });

  it("answers a bare “why?” with what lifted the period before and what weighed on it, in both languages", async () => {
    const summary = (period: string) => ({
      summary: { kind: "year", period, narrative: "", positiveDrivers: ["Miguel's wedding", "climbing"], negativeDrivers: ["deadline"], topEvents: ["deadline"], happinessAverage: 57, happinessInterval: null, entryCount: 310, method: "lexicon", generatedAt: "2024-05-10T10:00:00Z" },
    });
    const ask = async (first: string, why: string) => {
      const history = [{ role: "user" as const, content: first }, { role: "assistant" as const, content: "…" }, { role: "user" as const, content: why }];
      const { calls } = await turn(history);
      const call: ModelToolCall = { id: calls[0]!.id, name: calls[0]!.name, arguments: JSON.stringify(calls[0]!.args) };
      const parts = await stream({
        system: "",
        messages: [...history, { role: "assistant", content: "", toolCalls: [call] }, { role: "tool", toolCallId: call.id, name: call.name, content: JSON.stringify({ success: true, data: summary("2023"), meta: null }) }],
        tools: toolSpecs(),
        now,
        timeZone,
      });
      return { calls, text: parts.flatMap((part) => (part.type === "textDelta" ? [part.delta] : [])).join("") };
    };
    const english = await ask("how was 2023?", "why?");
    expect(english.calls.map((call) => [call.name, call.args])).toEqual([["get_year_summary", { year: 2023 }]]);
    expect(english.text).toBe("2023: 310 entries, happiness 57/100 on average.\n\nWhat lifted 2023, in your words: Miguel's wedding and climbing. What weighed on it: deadline.");
    const portuguese = await ask("como foi 2023?", "porquê?");
    expect(portuguese.text).toContain("O que animou 2023, pelo que escreveu: casamento de Miguel e escalada. O que pesou: prazo.");
    expect((await ask("how did I feel in March?", "how come?")).calls.map((call) => call.name)).toEqual(["get_month_summary"]);
  });

  it("answers how often a mood came from the days above 60 or below 40, in both languages", async () => {
    const data = { metric: "stress", from: "2024-05-01", to: "2024-05-10", points: [], average: 48, min: 10, max: 90, count: 8, trend: "steady", byWeekday: [], byMonth: [], byWeek: [], bands: { low: 2, middle: 3, high: 3 } };
    expect((await answer("how many days did I feel stressed this month?", data)).text).toBe("Your stress was above 60/100 on 3 of the 8 days with entries this month (2024-05-01 to 2024-05-10): 38%. 3 more had moderate stress (40 to 60/100), so 75% of those days were at least moderately stressful.");
    const sad = { ...data, metric: "happiness", from: "2024-02-11", to: "2024-05-10", count: 70, bands: { low: 14, middle: 30, high: 26 } };
    expect((await answer("how often am I sad?", sad)).text).toBe("Your happiness was below 40/100 on 14 of the 70 days with entries over the last 90 days (2024-02-11 to 2024-05-10): 20%.");
    expect((await answer("quantos dias estive cansado em abril?", { ...sad, metric: "energy", from: "2024-04-01", to: "2024-04-30", count: 20, bands: { low: 5, middle: 10, high: 5 } })).text).toBe(
      "O valor de energia esteve abaixo de 40/100 em 5 dos 20 dias com entradas em abril (2024-04-01 a 2024-04-30): 25%.",
    );
  });

  it("counts a stressful day from moderate stress too, since stress starts at none and seldom passes 60", async () => {
    const data = { metric: "stress", from: "2024-04-01", to: "2024-04-30", points: [], average: 30, min: 5, max: 58, count: 20, trend: "steady", byWeekday: [], byMonth: [], byWeek: [], bands: { low: 14, middle: 6, high: 0 } };
    expect((await answer("how many stressful days did I have last month?", data)).text).toBe(
      "Your stress was above 60/100 on 0 of the 20 days with entries last month (2024-04-01 to 2024-04-30): 0%. 6 more had moderate stress (40 to 60/100), so 30% of those days were at least moderately stressful.",
    );
    expect((await answer("quantos dias stressantes tive no mês passado?", data)).text).toBe(
      "O valor de stress esteve acima de 60/100 em 0 dos 20 dias com entradas no mês passado (2024-04-01 a 2024-04-30): 0%. Mais 6 tiveram stress moderado (de 40 a 60/100): 30% desses dias foram pelo menos moderadamente stressantes.",
    );
  });

  it("counts bad days as the days of low mood and good days as those of high mood, in both languages", async () => {
    const data = { metric: "valence", from: "2024-04-01", to: "2024-04-30", points: [], average: 60, min: 5, max: 95, count: 20, trend: "steady", byWeekday: [], byMonth: [], byWeek: [], bands: { low: 4, middle: 6, high: 10 } };
    expect((await answer("how many bad days did I have last month?", data)).text).toBe("Your mood was below 40/100 on 4 of the 20 days with entries last month (2024-04-01 to 2024-04-30): 20%.");
    expect((await answer("quantos dias maus tive no mês passado?", data)).text).toBe("O valor de humor esteve abaixo de 40/100 em 4 dos 20 dias com entradas no mês passado (2024-04-01 a 2024-04-30): 20%.");
    expect((await answer("how many good days did I have last month?", data)).text).toBe("Your mood was above 60/100 on 10 of the 20 days with entries last month (2024-04-01 to 2024-04-30): 50%.");
  });

  it("lists the happiest days with their score, not a chart", async () => {
    const { text } = await answer("what made me happy last week?", {
      entries: [
        { entryId: "a", date: "2024-05-04", title: null, excerpt: "Lunch with Sofia by the sea. We laughed a lot.", mood: { happiness: 88, stress: 10, energy: 70, mood: 85 } },
        { entryId: "b", date: "2024-05-01", title: "Climbing", excerpt: "New route done at the gym.", mood: { happiness: 75, stress: 20, energy: 80, mood: 70 } },
      ],
      sort: "happiest",
    });
    expect(text).toBe(
      "Your happiest days last week (2024-04-29 to 2024-05-05):\n- 2024-05-04 (happiness 88/100): “We laughed a lot.”\n- 2024-05-01 (happiness 75/100): “Climbing” — “New route done at the gym.”",
    );
  });

  it("says what was written on a day, or which days nearby have entries", async () => {
    const written = await answer("o que escrevi no dia 3 de março?", {
      entries: [{ entryId: "a", date: "2024-03-03", title: "Domingo", content: "Dia tranquilo em casa. Li um livro inteiro.", truncated: false }],
    });
    expect(written.text).toBe("Em 2024-03-03 escreveu uma entrada: «Domingo». Começa assim: «Dia tranquilo em casa. Li um livro inteiro.»");
    // After the journal's last entry (the nearest entries on both sides are shown: doneAsked.test.ts).
    const nothing = await answer("What did I write on March 3rd?", { entries: [], nearestDates: { before: "2024-03-01", after: null } });
    expect(nothing.text).toBe("You wrote nothing on 2024-03-03.\n\nYour latest entry before it is from 2024-03-01.");
  });

  it("reports a month without entries and a failed call plainly", async () => {
    expect((await answer("How was March 2024?", { summary: null })).text).toBe("I found no entries in March 2024, so there is nothing to summarise.");
    expect((await answer("How am I doing?", null, { success: false, error: "the journal is locked" })).text).toBe("I couldn't use get_current_state: the journal is locked");
  });

  it("shares one date resolver with the tools", () => {
    expect(resolveDateRange("semana passada", now, timeZone)).toMatchObject({ from: "2024-04-29", to: "2024-05-05" });
  });
});

describe("a topic that leads to a name", () => {
  const search = (query: string, results: unknown[]) => JSON.stringify({ success: true, data: { results, confidence: results.length > 0 ? "high" : "none" } });

  it("searches the name a result introduces for the topic, and reads both as one answer", async () => {
    const question = "What did I write about my dog?";
    const first = (await plan(question)).calls[0]!;
    const firstCall: ModelToolCall = { id: first.id, name: first.name, arguments: JSON.stringify(first.args) };
    const adoption = { entryId: "a", date: "2023-02-12", excerpt: "What a day. We adopted a puppy today! His name is Biscuit and he sleeps on Ana's feet.", score: 1, confidence: "high" };
    const messages = [
      { role: "user" as const, content: question },
      { role: "assistant" as const, content: "", toolCalls: [firstCall] },
      { role: "tool" as const, toolCallId: first.id, name: "search_journal", content: search("dog", [adoption]) },
    ];
    const second = await stream({ system: "", messages, tools: toolSpecs(), now, timeZone });
    const followUp = second.flatMap((part) => (part.type === "toolCall" ? [part.call] : []));
    expect(followUp.map((call) => [call.name, JSON.parse(call.arguments)])).toEqual([["search_journal", { query: "Biscuit" }]]);
    const walks = [{ entryId: "b", date: "2023-04-26", excerpt: "Took Biscuit for a walk in the park.", score: 1, confidence: "high" }];
    const final = await stream({
      system: "",
      messages: [...messages, { role: "assistant", content: "", toolCalls: followUp }, { role: "tool", toolCallId: followUp[0]!.id, name: "search_journal", content: search("Biscuit", walks) }],
      tools: toolSpecs(),
      now,
      timeZone,
    });
    expect(final.flatMap((part) => (part.type === "textDelta" ? [part.delta] : [])).join("")).toBe(
      "Your dog seems to be Biscuit: on 2023-02-12 you wrote “His name is Biscuit and he sleeps on Ana's feet.”\n\nI found 1 entry about “Biscuit”. The closest:\n- 2023-04-26: “Took Biscuit for a walk in the park.”",
    );
  });

  it("takes no name from a weak match: a question about a flat's deposit is not about the dog", async () => {
    const question = "what's the deposit for my flat?";
    const first = (await plan(question)).calls[0]!;
    const firstCall: ModelToolCall = { id: first.id, name: first.name, arguments: JSON.stringify(first.args) };
    const weak = { entryId: "a", date: "2023-02-12", excerpt: "We adopted a puppy and brought him home to the flat. His name is Biscuit.", score: 1, confidence: "low" };
    const messages = [
      { role: "user" as const, content: question },
      { role: "assistant" as const, content: "", toolCalls: [firstCall] },
      { role: "tool" as const, toolCallId: first.id, name: "search_journal", content: JSON.stringify({ success: true, data: { results: [weak], confidence: "low" } }) },
    ];
    const second = await stream({ system: "", messages, tools: toolSpecs(), now, timeZone });
    const calls = second.flatMap((part) => (part.type === "toolCall" ? [JSON.parse(part.call.arguments) as Record<string, unknown>] : []));
    expect(calls.map((args) => args["query"])).not.toContain("Biscuit");
  });

  it("names the word the name stands for, not the whole query (“walk the dog” → “Your dog seems to be Biscuit”)", async () => {
    const question = "when did I last walk the dog?";
    const first = (await plan(question)).calls[0]!;
    expect(first.args["query"]).toBe("walk dog");
    const firstCall: ModelToolCall = { id: first.id, name: first.name, arguments: JSON.stringify(first.args) };
    const adoption = { entryId: "a", date: "2023-02-12", excerpt: "We adopted a puppy today! His name is Biscuit.", score: 1, confidence: "high" };
    const messages = [
      { role: "user" as const, content: question },
      { role: "assistant" as const, content: "", toolCalls: [firstCall] },
      { role: "tool" as const, toolCallId: first.id, name: "search_journal", content: search("walk dog", [adoption]) },
    ];
    const second = await stream({ system: "", messages, tools: toolSpecs(), now, timeZone });
    const followUp = second.flatMap((part) => (part.type === "toolCall" ? [part.call] : []));
    const walks = [{ entryId: "b", date: "2023-04-26", excerpt: "Took Biscuit for a walk in the park.", score: 1, confidence: "high" }];
    const final = await stream({
      system: "",
      messages: [...messages, { role: "assistant", content: "", toolCalls: followUp }, { role: "tool", toolCallId: followUp[0]!.id, name: "search_journal", content: search("Biscuit", walks) }],
      tools: toolSpecs(),
      now,
      timeZone,
    });
    expect(final.flatMap((part) => (part.type === "textDelta" ? [part.delta] : [])).join("")).toMatch(/^Your dog seems to be Biscuit: on 2023-02-12/);
  });

  it("does not take someone called on the phone for the topic's name", async () => {
    const question = "What did I write about work?";
    const first = (await plan(question)).calls[0]!;
    const call: ModelToolCall = { id: first.id, name: first.name, arguments: JSON.stringify(first.args) };
    const parts = await stream({
      system: "",
      messages: [
        { role: "user", content: question },
        { role: "assistant", content: "", toolCalls: [call] },
        { role: "tool", toolCallId: call.id, name: "search_journal", content: search("work", [{ entryId: "a", date: "2024-03-01", excerpt: "Long day at the office; we called Miguel after work.", score: 1, confidence: "high" }]) },
      ],
      tools: toolSpecs(),
      now,
      timeZone,
    });
    expect(parts.some((part) => part.type === "toolCall")).toBe(false);
  });
});
