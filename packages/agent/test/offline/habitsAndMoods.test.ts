import { describe, expect, it } from "vitest";
import { analyseQuestion } from "../../src/models/offline/question/analyseQuestion.js";
import { answerWith, now, plan, timeZone } from "./offlineTestModel.js";

/** Twelve whole months up to April 2024 (today is 2024-05-10): `early` a month until January, `late` a month from February. */
const months = (early: number, late: number, wordsEach: number) =>
  ["2023-05", "2023-06", "2023-07", "2023-08", "2023-09", "2023-10", "2023-11", "2023-12", "2024-01", "2024-02", "2024-03", "2024-04"].map((month) => {
    const count = month >= "2024-02" ? late : early;
    return { month, count, words: count * wordsEach };
  });
const counted = (query: string, early: number, late: number) => {
  const byMonth = months(early, late, 80);
  const mentions = byMonth.reduce((total, row) => total + row.count, 0);
  return { query, from: "2023-05-01", to: "2024-05-10", entries: 300, mentions, days: mentions, words: mentions * 80, firstDate: "2023-05-02", lastDate: "2024-04-28", recentDates: ["2024-04-28"], byMonth, perWeek: 2, perMonth: 9, truncated: false };
};

describe("how much or how often of a habit", () => {
  it.each([
    ["Am I drinking too much coffee?", "coffee"],
    ["bebo demasiado café?", "café"],
    ["am I eating too much sugar?", "sugar"],
    ["do I run enough?", "run"],
    ["como demasiados doces?", "doces"],
    ["eu como doces a mais?", "doces"],
    ["do I drink enough water?", "water"],
    ["quantas vezes chorei este ano?", "chorei"],
  ])("%s counts the entries that mention %s, whatever verb says how", async (question, thing) => {
    const { calls } = await plan(question);
    expect(calls[0]!.name).toBe("count_mentions");
    expect(calls[0]!.args["query"]).toBe(thing);
  });

  it("counts crying in both languages: 'chorei' finds the entries that say 'cried'", async () => {
    const { calls } = await plan("quantas vezes chorei este ano?");
    expect(calls[0]!.args["related"]).toEqual([expect.arrayContaining(["chorei", "cried", "cry"])]);
  });

  it.each([
    ["Am I drinking too much coffee?", "Lately it comes up more often: 12 a month from February 2024 to April 2024, against 4 a month before."],
    ["bebo demasiado café?", "Ultimamente aparece mais vezes: 12 por mês de fevereiro de 2024 a abril de 2024, contra 4 por mês antes."],
  ])("%s says how often lately against before", async (question, trend) => {
    const { text } = await answerWith(question, counted("coffee", 4, 12));
    expect(text).toContain(trend);
  });
});

describe("how much the person writes", () => {
  it.each([
    ["How many words have I written?", "You have written 24,000 words in 300 entries", "about 80 words an entry"],
    ["quantas palavras já escrevi?", "Escreveu 24.000 palavras em 300 entradas", "cerca de 80 palavras por entrada"],
  ])("%s adds up the words of every entry", async (question, total, average) => {
    const { calls, text } = await answerWith(question, counted("", 25, 25));
    expect(calls.map((call) => [call.name, call.args])).toEqual([["count_mentions", {}]]);
    expect(text.replaceAll("\u202f", " ").replaceAll("\u00a0", " ")).toContain(total);
    expect(text).toContain(average);
  });

  it.each([
    ["Am I writing less lately?", "Lately you write less: 10 entries a month from February 2024 to April 2024, against 30 a month before."],
    ["escrevo menos ultimamente?", "Ultimamente escreve menos: 10 entradas por mês de fevereiro de 2024 a abril de 2024, contra 30 por mês antes."],
    ["do I write more than I used to?", "Lately you write less"],
    ["tenho escrito mais?", "Ultimamente escreve menos"],
    // More entries, or how much, with no two periods named: the same trend, not two rolling months of their own.
    ["have I written more entries lately?", "Lately you write less"],
    ["escrevi mais entradas ultimamente?", "Ultimamente escreve menos"],
    ["how much did I write lately?", "Lately you write less"],
    ["quanto escrevi ultimamente?", "Ultimamente escreve menos"],
  ])("%s compares the entries of the latest whole months with those before", async (question, verdict) => {
    const { calls, text } = await answerWith(question, counted("", 30, 10));
    expect(calls.map((call) => call.name)).toEqual(["count_mentions"]);
    expect(text).toContain(verdict);
  });

  it.each([
    ["how much did I write this month?", "You have written 1,600 words in 20 entries this month"],
    ["quanto escrevi este mês?", "Escreveu 1.600 palavras em 20 entradas este mês"],
  ])("%s adds up the words of the period asked, not the trend", async (question, total) => {
    const { calls, text } = await answerWith(question, { ...counted("", 25, 25), from: "2024-05-01", to: "2024-05-10", entries: 20, words: 1600, byMonth: [] });
    expect(calls.map((call) => [call.name, call.args])).toEqual([["count_mentions", { from: "2024-05-01", to: "2024-05-10" }]]);
    expect(text.replaceAll("\u202f", " ").replaceAll("\u00a0", " ")).toContain(total);
  });

  it("still reads writing on weekends as the days of the week", async () => {
    const { calls } = await plan("do I write more on weekends?");
    expect(calls.map((call) => call.name)).toEqual(["count_mentions"]);
    const answer = await answerWith("escrevo mais ao fim de semana?", counted("", 30, 10));
    expect(answer.text).not.toContain("Ultimamente");
  });
});

describe("a feeling told in everyday words", () => {
  it.each([
    ["Estou farta", "Isso parece difícil."],
    ["estou farto disto", "Isso parece difícil."],
    ["I'm fed up", "That sounds hard."],
    ["estou de rastos", "Isso parece difícil."],
    ["I feel burnt out", "That sounds hard."],
    ["I'm knackered", "That sounds hard."],
    ["estou chateada", "Isso parece difícil."],
    ["I feel strange today", "Thank you for telling me."],
  ])("%s is read as a feeling, answered before the journal's state", async (question, lead) => {
    const { calls, text } = await answerWith(question, { days: 14, entries: 10 });
    expect(calls.map((call) => call.name)).toEqual(["get_current_state"]);
    expect(text.startsWith(lead), text).toBe(true);
  });
});

describe("nouns the stop-word lists hold", () => {
  it.each([
    ["como está a minha relação com a Ana?", "relação"],
    ["what about my relationship with Ana?", "relationship"],
    ["o que escrevi sobre a viagem?", "viagem"],
  ])("%s keeps %s as a topic", (text, word) => {
    expect(analyseQuestion({ text, now, timeZone, tools: new Set(["search_journal"]), capabilities: () => [] }).topicWords).toContain(word);
  });
});

describe("what one does in a mood, and since when", () => {
  it.each(["what do I do when I'm stressed?", "o que faço quando estou triste?", "what do I usually do when I feel down?"])("%s reads the topics that go with the mood", async (question) => {
    const { calls } = await plan(question);
    expect(calls.map((call) => call.name)).toEqual(["get_current_state"]);
  });

  it.each([
    ["how long have I had Biscuit?", "Biscuit"],
    ["há quanto tempo conheço a Rita?", "Rita"],
    ["since when do I go climbing?", "climbing"],
  ])("%s counts the entries that name %s, from the first", async (question, subject) => {
    const { calls, text } = await answerWith(question, { ...counted(subject, 2, 2), firstDate: "2023-05-02" });
    expect(calls[0]!.name).toBe("count_mentions");
    expect(calls[0]!.args["query"]).toBe(subject);
    expect(text).toContain("2023-05-02");
  });
});

describe("a pastime compared over two periods", () => {
  it.each(["did I read more this year than last year?", "do I cook more this month than last month?"])("%s counts the verb in each period, not the mood", async (question) => {
    const { calls } = await plan(question);
    expect(calls.map((call) => call.name)).toEqual(["count_mentions", "count_mentions"]);
    expect(calls[0]!.args["query"]).toBe(question.includes("read") ? "read" : "cook");
  });

  it.each(["what's the most stressful thing in my life?", "quais são as coisas mais stressantes?"])("%s reads the topics that go with stress", async (question) => {
    const { calls } = await plan(question);
    expect(calls.map((call) => call.name)).toEqual(["get_current_state"]);
  });
});

describe("the sentence shown for the last time with someone", () => {
  it.each([
    ["when did I last cook with Rita?", "Spent the evening cooking, which always clears my head. Rita came over for dinner and we cooked together.", "Rita came over for dinner"],
    ["quando foi a última vez que cozinhei com a Rita?", "Passei a noite a cozinhar, o que me acalma sempre. Jantei com a Rita e cozinhámos juntos.", "Jantei com a Rita"],
  ])("%s quotes the sentence with the person, not the first with the activity", async (question, excerpt, shown) => {
    const { calls, text } = await answerWith(question, { results: [{ entryId: "e1", date: "2024-05-01", excerpt, score: 1, confidence: "high" }], confidence: "high" });
    expect(calls[0]!.name).toBe("search_journal");
    expect(text).toContain("2024-05-01");
    expect(text).toContain(shown);
  });
});

describe("what happened over a month or a year", () => {
  it.each([
    ["what happened in March 2024?", "get_month_summary", { month: "2024-03" }],
    ["o que aconteceu em março de 2024?", "get_month_summary", { month: "2024-03" }],
    ["what happened in 2023?", "get_year_summary", { year: 2023 }],
    ["o que se passou em 2023?", "get_year_summary", { year: 2023 }],
  ])("%s reads the period's summary, with its main events", async (question, tool, args) => {
    const { calls } = await plan(question);
    expect(calls.map((call) => [call.name, call.args])).toEqual([[tool, args]]);
  });
});

describe("advice asked on a subject", () => {
  it.each([
    ["can you give me some advice for sleeping better?", "I can't give advice of my own"],
    ["any tips for sleeping better?", "I can't give advice of my own"],
    ["dá-me uns conselhos para dormir melhor", "Não consigo dar conselhos meus"],
    ["tens dicas para dormir melhor?", "Não consigo dar conselhos meus"],
  ])("%s says plainly no advice is given, then what the entries say", async (question, lead) => {
    const found = { results: [{ date: "2024-05-02", excerpt: "Slept badly again, woke at four.", confidence: "high", score: 1 }], count: 1 };
    const { calls, text } = await answerWith(question, found);
    expect(calls.map((call) => call.name)).toEqual(["search_journal"]);
    expect(text.startsWith(lead), text).toBe(true);
    expect(text).toContain("2024-05-02");
  });

  it("a search without advice asked has no such lead", async () => {
    const { text } = await answerWith("what did I write about sleep?", { results: [{ date: "2024-05-02", excerpt: "Slept badly again.", confidence: "high", score: 1 }], count: 1 });
    expect(text).not.toContain("advice");
  });
});
