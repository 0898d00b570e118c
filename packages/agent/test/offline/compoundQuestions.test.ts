import { describe, expect, it } from "vitest";
import { generalPhrases } from "../../src/models/offline/general/generalPhrases.js";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// A message with two asks is answered ask by ask: each planned as a question of its own, the answers joined in
// order under the asks as headings; one ask that merely joins things with "and" is answered once.

/** Sunday 29 November 2026 in Lisbon. */
const now = new Date("2026-11-29T11:00:00Z");
const timeZone = "Europe/Lisbon";
const { ask, answerWith } = offlineConversation({ skills: everySkill, now, timeZone });

const callsOf = async (question: string) => (await ask(question)).calls.map((call) => ({ id: call.id, name: call.name, args: JSON.parse(call.arguments) as Record<string, unknown> }));

const row = (date: string, excerpt: string) => ({ entryId: date, date, excerpt, score: 1, confidence: "high" });

describe("two asks in one message", () => {
  it.each([
    ["what did I spend on the dentist and what does my insurance cover?", "dentist", "insurance"],
    ["quanto gastei no dentista e o que cobre o meu seguro?", "dentista", "seguro"],
  ])("%s searches each ask on its own", async (question, first, second) => {
    const queries = (await callsOf(question)).map((call) => String(call.args["query"] ?? ""));
    expect(queries.some((query) => query.includes(first) && !query.includes(second))).toBe(true);
    expect(queries.some((query) => query.includes(second) && !query.includes(first))).toBe(true);
  });

  it.each([
    ["what's my last entry? also, any reminders?", ["#### What's my last entry?", "#### Any reminders?"], "Gym then groceries."],
    ["qual é a minha última entrada e tenho lembretes?", ["#### Qual é a minha última entrada?", "#### Tenho lembretes?"], "Gym then groceries."],
  ])("%s answers both, in order, under the asks", async (question, headings, excerpt) => {
    const text = await answerWith(question, (name) => {
      if (name === "get_recent_entries") return { entries: [{ id: "e1", date: "2026-11-28", excerpt, title: null, valence: null }] };
      if (name === "list_reminders") return { reminders: [{ id: "r1", text: "Call the bank", dueAt: "2026-12-01T09:00:00.000Z", status: "pending" }] };
      return {};
    });
    const [first, second] = headings.map((heading) => text.indexOf(heading));
    expect(first).toBe(0);
    expect(second).toBeGreaterThan(first!);
    expect(text.slice(first!, second)).toContain(excerpt);
    expect(text.slice(second!)).toContain("Call the bank");
  });

  it.each([
    ["qual foi a minha última entrada e as minhas metas?", ["#### Qual foi a minha última entrada?", "#### Quais foram as minhas metas?"]],
    ["what was my last entry and my goals?", ["#### What was my last entry?", "#### What were my goals?"]],
    ["quais são as minhas metas e lembretes?", ["#### Quais são as minhas metas?", "#### Quais são os meus lembretes?"]],
    ["what are my goals and reminders?", ["#### What are my goals?", "#### What are my reminders?"]],
  ])("%s answers each thing under its own ask", async (question, headings) => {
    const text = await answerWith(question, (name) => {
      if (name === "get_recent_entries") return { entries: [{ id: "e1", date: "2026-11-28", excerpt: "Gym then groceries.", title: null, valence: null }] };
      if (name === "search_memories") return { memories: [{ content: "Run a marathon in 2027", date: "2026-10-01", dated: false, type: "goal", current: true }] };
      if (name === "list_reminders") return { reminders: [{ id: "r1", text: "Call the bank", dueAt: "2026-12-01T09:00:00.000Z", status: "pending" }] };
      return {};
    });
    const [first, second] = headings.map((heading) => text.indexOf(heading));
    expect(first).toBe(0);
    expect(second).toBeGreaterThan(first!);
    expect(text.slice(second!)).toMatch(/Run a marathon|Call the bank/u);
  });

  it.each(["how have my sleep and mood been?", "who are Ana and Tom?", "o que escrevi sobre o Rui e a Marta?", "compare March and April", "compara março e abril"])(
    "%s is one ask",
    async (question) => {
      const calls = await callsOf(question);
      expect(calls.length).toBeGreaterThan(0);
      // A call for a second ask is tagged with it ("-p1-").
      expect(calls.filter((call) => /-p\d+-/.test(call.id))).toEqual([]);
    },
  );

  it.each(["how have I been lately and what should I do?", "como tenho andado e o que devo fazer?"])("%s makes a call both asks need once", async (question) => {
    const calls = await callsOf(question);
    const keys = calls.map((call) => `${call.name} ${JSON.stringify(call.args)}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it.each([
    ["when did I last go running and how far did I go?", "en"],
    ["quando fui correr pela última vez? e depois?", "pt"],
  ] as const)("%s says in a line that one ask is not understood, without the list of what can be asked", async (question, language) => {
    const text = await answerWith(question, (name) => (name === "search_journal" ? { results: [row("2026-11-27", "Went running by the river.")] } : {}));
    expect(text).toContain("2026-11-27");
    expect(text).toContain(generalPhrases[language].unknown);
    expect(text).not.toMatch(/You can ask|Pode perguntar/);
  });
});

describe("a later ask with what it leaves to the one before", () => {
  it.each(["who is Ana and when did I last see her?", "quem é a Ana e quando a vi pela última vez?"])("%s looks for the last time with Ana", async (question) => {
    const calls = await callsOf(question);
    expect(calls.find((call) => call.name === "search_journal" && call.args["recencyBoost"] === true)?.args["query"]).toBe("Ana");
  });

  it.each([
    "what did I do last weekend and who was I with?",
    "o que fiz no fim de semana passado e com quem estive?",
    "where did I go last weekend, and with whom?",
    "onde fui no fim de semana passado, e com quem?",
  ])("%s asks who was there that weekend", async (question) => {
    const people = (await callsOf(question)).find((call) => call.name === "rank_names" && call.args["kind"] === "person");
    expect(people?.args).toMatchObject({ kind: "person", from: "2026-11-21", to: "2026-11-22" });
  });

  it.each(["what did I do on Saturday and where?", "o que fiz no sábado e onde?"])("%s asks where I went of that day", async (question) => {
    const second = (await callsOf(question)).filter((call) => /-p\d*1-/.test(call.id));
    expect(second.length).toBeGreaterThan(0);
    for (const call of second) expect(JSON.stringify(call.args)).toContain("2026-11-28");
  });

  it.each(["how many times did I see Ana this year, and where?", "quantas vezes vi a Ana este ano, e onde?"])("%s searches the entries of Ana that year", async (question) => {
    const second = (await callsOf(question)).filter((call) => /-p\d*1-/.test(call.id));
    expect(second.some((call) => call.name === "search_journal" && call.args["query"] === "Ana" && call.args["from"] === "2026-01-01")).toBe(true);
  });

  it.each([
    ["how was my mood in October and what made me stressed then?", "stress"],
    ["como estava o meu humor em outubro e o que me stressou?", "stress"],
    ["how was my mood in October and what stressed me?", "stress"],
    ["como estava o meu humor em outubro e o que me chateou?", "chateou"],
  ])("%s asks of October's %s", async (question) => {
    const calls = await callsOf(question);
    const second = calls.filter((call) => /-p1-/.test(call.id));
    expect(second.length).toBeGreaterThan(0);
    for (const call of second) expect(JSON.stringify(call.args)).toContain("2026-10-01");
  });

  it.each(["how many times did I see Tom this year and when was the last time?", "quantas vezes vi o Tom este ano e quando foi a última vez?"])(
    "%s asks the last time of Tom",
    async (question) => {
      const calls = await callsOf(question);
      expect(calls.some((call) => call.name === "count_mentions" && call.args["query"] === "Tom")).toBe(true);
      expect(calls.some((call) => call.name === "search_journal" && call.args["query"] === "Tom")).toBe(true);
    },
  );
});

describe("an amount of what the ask before named", () => {
  const vwce = { symbol: "VWCE", name: "Vanguard FTSE All-World" };
  const { ask: askWithAssets } = offlineConversation({ skills: everySkill, now, timeZone, assets: [vwce] });

  it.each(["what is VWCE and how much do I have?", "o que é o VWCE e quanto tenho?"])("%s asks the holdings for both", async (question) => {
    const { calls, text } = await askWithAssets(question);
    expect(text).toBe("");
    expect(calls.filter((call) => /-p\d*1-/.test(call.id)).map((call) => call.name)).toContain("get_holdings");
  });
});

describe("Brazilian and European words of a later ask", () => {
  it.each([
    ["o que me stressou na semana passada?", "what stressed me out last week?"],
    ["como eu tava ontem?", "como eu estava ontem?"],
    ["com quem eu tava no sábado?", "com quem eu estava no sábado?"],
  ])("%s is planned as %s", async (question, same) => {
    const calls = (await callsOf(question)).map(({ name, args }) => ({ name, args }));
    expect(calls.map((call) => call.name)).not.toContain("search_knowledge_base");
    expect(calls).toEqual((await callsOf(same)).map(({ name, args }) => ({ name, args })));
  });
});

describe("'and' before a thing asked of other tools", () => {
  it.each([
    ["show me my last 3 entries and my reminders", ["get_recent_entries", "list_reminders"]],
    ["mostra as últimas entradas e os meus lembretes", ["get_recent_entries", "list_reminders"]],
    ["my holdings and my cash", ["get_holdings", "get_cash_balances"]],
    ["as minhas posições e o meu dinheiro em caixa", ["get_holdings", "get_cash_balances"]],
    ["what's my last entry and my goals?", ["get_recent_entries", "get_goals"]],
    ["show me my last entry and also my reminders", ["get_recent_entries", "list_reminders"]],
    ["mostra a minha última entrada e também os meus lembretes", ["get_recent_entries", "list_reminders"]],
    ["mostra a minha última entrada e as minhas metas", ["get_recent_entries", "get_goals"]],
  ])("%s asks both", async (question, tools) => {
    const names = (await callsOf(question)).map((call) => call.name);
    for (const tool of tools) expect(names).toContain(tool);
  });

  it.each(["what did I write about my mom and my dad?", "o que escrevi sobre a minha mãe e o meu pai?", "how have my sleep and my mood been?", "compare my spending and my income", "I'm exhausted; work was a lot today, also my back hurts"])(
    "%s stays one ask",
    async (question) => {
      expect((await callsOf(question)).filter((call) => /-p\d+-/.test(call.id))).toEqual([]);
    },
  );
});

describe("a question word alone after an ask of an event", () => {
  it.each([
    ["when did I last go to Sintra, and with whom?", "Sintra", "With whom?", "en"],
    ["quando fui a Sintra pela última vez, e com quem?", "Sintra", "Com quem?", "pt"],
    ["when did I last see Ana, and where?", "Ana", "Where?", "en"],
    ["quando vi a Ana pela última vez, e onde?", "Ana", "Onde?", "pt"],
    ["did I go to Sintra this month, and with whom?", "Sintra", "With whom?", "en"],
    ["fui a Sintra este mês? e com quem?", "Sintra", "Com quem?", "pt"],
  ] as const)("%s asks it of the same event", async (question, subject, heading, language) => {
    const searches = (await callsOf(question)).filter((call) => call.name === "search_journal");
    expect(searches.length).toBeGreaterThan(0);
    for (const search of searches) expect(search.args).toMatchObject({ query: subject });
    const text = await answerWith(question, (name) => (name === "search_journal" ? { results: [row("2026-11-25", "Walked through Sintra with Ana, up to the castle.")] } : {}));
    expect(text).toContain("2026-11-25");
    // Answered together with the event, or on its own by the people the event's entries name.
    expect(text).toMatch(new RegExp(`(?:\\? |#### )${heading.replace("?", "\\?")}\n`));
    expect(text.slice(text.indexOf(heading))).toContain("Ana");
    expect(text).not.toContain(generalPhrases[language].unknown);
  });
});
