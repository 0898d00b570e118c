import { describe, expect, it } from "vitest";
import { askParts, maxAsks } from "../../src/models/offline/question/askParts.js";

describe("the asks of one message", () => {
  it.each([
    ["what did I spend on the dentist and what does my insurance cover?", ["what did I spend on the dentist?", "what does my insurance cover?"]],
    ["when did I last see Ana and how was I feeling?", ["when did I last see Ana?", "how was I feeling?"]],
    ["what's my last entry? also, any reminders?", ["what's my last entry?", "any reminders?"]],
    ["what's my net worth; any reminders", ["what's my net worth", "any reminders"]],
    ["how was March? and April?", ["how was March?", "and April?"]],
    ["did I run in March and did I sleep well?", ["did I run in March?", "did I sleep well?"]],
    ["what did I do last weekend and who was I with?", ["what did I do last weekend?", "who was I with?"]],
    ["quanto tenho investido e como está o meu humor esta semana?", ["quanto tenho investido?", "como está o meu humor esta semana?"]],
    ["quanto gastei no dentista e também o que cobre o seguro?", ["quanto gastei no dentista?", "o que cobre o seguro?"]],
    ["o que fiz no fim de semana passado e com quem estive?", ["o que fiz no fim de semana passado?", "com quem estive?"]],
    ["quais são as horas de silêncio e posso fazer uma festa?", ["quais são as horas de silêncio?", "posso fazer uma festa?"]],
    ["qual é a minha maior posição e quanto valorizou?", ["qual é a minha maior posição?", "quanto valorizou?"]],
    ["what's the rent, who's the landlord and when does the lease end?", ["what's the rent?", "who's the landlord?", "when does the lease end?"]],
    ["qual é a renda, quem é o senhorio e quando acaba o contrato?", ["qual é a renda?", "quem é o senhorio?", "quando acaba o contrato?"]],
    ["when did I last see Ana, and where?", ["when did I last see Ana?", "where?"]],
    ["quando vi a Ana pela última vez e onde?", ["quando vi a Ana pela última vez?", "onde?"]],
  ])("%s is asked in parts", (message, parts) => {
    expect(askParts(message)).toEqual(parts);
  });

  it.each([
    "how have my sleep and mood been?",
    "who are Ana and Tom?",
    "o que escrevi sobre o Rui e a Marta?",
    "compare March and April",
    "what did I write between Jan and March?",
    "como estive entre janeiro e março?",
    "how and when did I start running?",
    "I went running and did yoga",
    "fui correr e tive dores nas pernas",
    "remember that I met Ana and what she told me",
    "lembra-te que o Rui e a Marta casam em maio",
    "when did I go to Lisbon and why?",
    "o que comi e bebi ontem?",
    "A Susana precisa ir no oftalmologista; essa semana fui no dentista; preciso fazer um tratamento",
    "I'm exhausted; work was a lot today, also my back hurts",
    "I'm tired; what should I do?",
    "estou cansado; o que devo fazer?",
    "tell me about my trip to Japan and what I did there",
    "what did I write about my mom and how she is doing?",
    "tell me, what did I do yesterday?",
    "Ana, when did we last meet?",
    "diz-me, o que fiz ontem?",
  ])("%s stays one ask", (message) => {
    expect(askParts(message)).toEqual([message]);
  });

  it("reads at most three asks, the rest staying in the last", () => {
    const parts = askParts("what's my last entry? any reminders? how was March? and April?");
    expect(parts).toHaveLength(maxAsks);
    expect(parts.at(-1)).toBe("how was March? and April?");
  });

  it("splits 'and' before a thing only where each side asks of other tools", () => {
    const tools: Record<string, string> = { "show me my last 3 entries": "get_recent_entries", "any reminders?": "list_reminders", "show me my reminders": "list_reminders", "mostra as últimas entradas": "get_recent_entries", "mostra os meus lembretes?": "list_reminders" };
    const askedOf = (text: string) => (tools[text] === undefined ? undefined : new Set([tools[text]!]));
    expect(askParts("show me my last 3 entries and my reminders", askedOf)).toEqual(["show me my last 3 entries", "show me my reminders"]);
    expect(askParts("mostra as últimas entradas e os meus lembretes?", askedOf)).toEqual(["mostra as últimas entradas?", "mostra os meus lembretes?"]);
    expect(askParts("show me my last 3 entries and my reminders")).toEqual(["show me my last 3 entries and my reminders"]);
    expect(askParts("show me my last 3 entries and any reminders?", askedOf)).toEqual(["show me my last 3 entries?", "any reminders?"]);
    expect(askParts("what did I write about my mom and my dad?", () => new Set(["search_journal"]))).toEqual(["what did I write about my mom and my dad?"]);
  });

  it("asks a thing after 'and' as the ask before it, in its number, with its determiner when it has none", () => {
    const tools: Record<string, string> = {
      "qual foi a minha última entrada": "get_recent_entries",
      "quais foram as minhas metas?": "get_goals",
      "what was my last entry": "get_recent_entries",
      "what were my goals?": "get_goals",
      "what are my goals": "get_goals",
      "what are my reminders?": "list_reminders",
      "quais são as minhas metas": "get_goals",
      "quais são os meus lembretes?": "list_reminders",
      "qual é o meu património": "get_holdings",
      "quais são as minhas metas?": "get_goals",
    };
    const askedOf = (text: string) => (tools[text] === undefined ? undefined : new Set([tools[text]!]));
    expect(askParts("qual foi a minha última entrada e as minhas metas?", askedOf)).toEqual(["qual foi a minha última entrada?", "quais foram as minhas metas?"]);
    expect(askParts("what was my last entry and my goals?", askedOf)).toEqual(["what was my last entry?", "what were my goals?"]);
    expect(askParts("what are my goals and reminders?", askedOf)).toEqual(["what are my goals?", "what are my reminders?"]);
    expect(askParts("quais são as minhas metas e lembretes?", askedOf)).toEqual(["quais são as minhas metas?", "quais são os meus lembretes?"]);
    expect(askParts("qual é o meu património e metas?", askedOf)).toEqual(["qual é o meu património?", "quais são as minhas metas?"]);
    expect(askParts("how have my sleep and mood been?", () => new Set(["search_journal"]))).toEqual(["how have my sleep and mood been?"]);
    // Two measures of the mood, the period said once for both: one ask, whatever each alone would call.
    const byPeriod = (text: string) => new Set([/20\d\d/u.test(text) ? "compare_time_periods" : "get_time_series"]);
    expect(askParts("como foi o meu humor e o meu stress em 2023 e 2024?", byPeriod)).toEqual(["como foi o meu humor e o meu stress em 2023 e 2024?"]);
    expect(askParts("how was my mood and my energy in 2023 and 2024?", byPeriod)).toEqual(["how was my mood and my energy in 2023 and 2024?"]);
  });
});
