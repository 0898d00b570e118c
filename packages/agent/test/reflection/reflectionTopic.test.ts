import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

const conversation = offlineConversation({ skills: everySkill, now: new Date("2025-03-12T10:00:00Z"), timeZone: "Europe/Lisbon" });

const callsOf = async (question: string) => (await conversation.ask(question)).calls.map((call) => ({ name: call.name, arguments: JSON.parse(call.arguments) as Record<string, unknown> }));

/** A reflection as `reflect_on_entry` returns it, for the entry asked for. */
const reflectionOf = (id: string, date: string, language: "en" | "pt") => ({
  entryId: id,
  date,
  title: null,
  reflection: {
    summary: language === "pt" ? "Um dia de ansiedade antes da apresentação." : "An anxious day before the presentation.",
    themes: [language === "pt" ? "preocupação" : "worry"],
    mood: "tense",
    prompts: [{ text: language === "pt" ? "Nomeie a preocupação com o futuro" : "Name the worry about the future", source: "buddhist", rationale: "." }],
    advice: language === "pt" ? "Um passo concreto: respire." : "One concrete step: breathe.",
    trace_id: "t",
  },
});

const found = (results: ReadonlyArray<readonly [string, string, "high" | "low"]>) => ({
  results: results.map(([entryId, date, confidence]) => ({ entryId, date, excerpt: "…", score: 1, confidence })),
  confidence: results.some((result) => result[2] === "high") ? "high" : results.length > 0 ? "low" : "none",
});

describe("reflecting on a topic", () => {
  it.each([
    ["quero refletir sobre a ansiedade", "ansiedade", "ansiosa"],
    ["help me reflect on my anxiety", "anxiety", "anxious"],
    ["I want to reflect on work stress", "work stress", "stressed"],
    ["faz uma reflexão sobre o meu stress no trabalho", "stress trabalho", "stressada"],
    ["can you reflect on what I wrote about my mother?", "mother", "mãe"],
  ])("%j searches the journal for the topic (with its related words), recent entries first", async (question, query, relatedWord) => {
    const [call, ...rest] = await callsOf(question);
    expect(rest).toEqual([]);
    expect(call).toMatchObject({ name: "search_journal", arguments: { query, recencyBoost: true } });
    expect((call!.arguments["related"] as string[][]).flat()).toContain(relatedWord);
  });

  it.each([
    ["reflect on my work stress this month", "work stress", { from: "2025-03-01", to: "2025-03-12" }],
    ["reflete sobre a ansiedade desta semana", "ansiedade", { from: "2025-03-10", to: "2025-03-12" }],
    ["reflect on what I wrote about my mother yesterday", "mother", { from: "2025-03-11", to: "2025-03-11" }],
  ])("%j searches for the topic within the days it names", async (question, query, days) => {
    const [call] = await callsOf(question);
    expect(call).toMatchObject({ name: "search_journal", arguments: { query, ...days } });
  });

  it.each([
    ["help me reflect on my anxiety", "en"],
    ["quero refletir sobre a ansiedade", "pt"],
  ] as const)("%j reflects on the entry most about it, in the question's language, and says which and why", async (question, language) => {
    const asked: Array<Record<string, unknown>> = [];
    const text = await conversation.answerWith(question, (name, args) => {
      asked.push({ name, ...args });
      return name === "search_journal"
        ? found([["e-7", "2025-03-10", "high"], ["e-3", "2025-02-20", "high"], ["e-1", "2025-01-02", "low"]])
        : reflectionOf(String(args["id"]), "2025-03-10", language);
    });
    expect(asked.map((call) => call["name"])).toEqual(["search_journal", "reflect_on_entry"]);
    expect(asked[1]).toEqual({ name: "reflect_on_entry", id: "e-7", language });
    expect(text.split("\n")[0]).toBe(
      language === "pt"
        ? "Reflexão sobre a entrada de 2025-03-10, a que mais fala de «ansiedade» entre as mais recentes (o tema volta em 2025-02-20)."
        : "A reflection on your entry of 2025-03-10, the recent one that speaks most of “anxiety” (it comes up on 2025-02-20 too).",
    );
    expect(text).toContain(language === "pt" ? "Nomeie a preocupação com o futuro (Budista)" : "Name the worry about the future (Buddhist)");
  });

  it.each([
    ["help me reflect on my anxiety", "en", "Biscuit chased the neighbour's dog around the garden. The anxiety about the move came back at night.", "On it, you wrote: “The anxiety about the move came back at night.”"],
    ["quero refletir sobre a ansiedade", "pt", "O Biscuit correu atrás do cão do vizinho. À noite a ansiedade com a mudança voltou.", "Sobre isso, escreveu: «À noite a ansiedade com a mudança voltou.»"],
  ] as const)("%j quotes what the entry says of the topic, not its first words", async (question, language, excerpt, said) => {
    const text = await conversation.answerWith(question, (name, args) =>
      name === "search_journal"
        ? { results: [{ entryId: "e-7", date: "2025-03-10", excerpt: `…${excerpt}…`, score: 1, confidence: "high" }], confidence: "high" }
        : reflectionOf(String(args["id"]), "2025-03-10", language),
    );
    expect(text.split("\n")[0]).toContain(said);
    expect(text.split("\n")[0]).not.toContain("Biscuit");
  });

  it.each([
    ["I want to reflect on work stress", "None of your entries mentions “work stress”, so there is no entry about it for me to reflect on. The closest is from 2025-03-01: ask me to reflect on that day if you like."],
    ["quero refletir sobre a ansiedade", "Nenhuma das suas entradas fala de «ansiedade», por isso não tenho nenhuma sobre isso para refletir. A mais próxima é de 2025-03-01: peça-me uma reflexão sobre esse dia, se quiser."],
  ])("%j says plainly when no entry is about it, and reflects on none", async (question, said) => {
    const asked: string[] = [];
    const text = await conversation.answerWith(question, (name) => (asked.push(name), found([["e-2", "2025-03-01", "low"]])));
    expect(asked).toEqual(["search_journal"]);
    expect(text).toBe(said);
  });

  it.each([
    ["help me reflect on the holidays with my sister", "A reflection on your entry of 2025-03-08, the recent one that speaks most of “holidays sister”. No entry says “holidays”."],
    ["reflete sobre as férias com a minha irmã", "Reflexão sobre a entrada de 2025-03-08, a que mais fala de «férias irmã» entre as mais recentes. Nenhuma entrada diz «férias»."],
  ])("%j reflects on the entry with the words the journal holds, and says which it never does", async (question, lead) => {
    const asked: Array<Record<string, unknown>> = [];
    const text = await conversation.answerWith(question, (name, args) => {
      asked.push({ name, ...args });
      const missing = String(args["query"]).split(" ")[0]!;
      return name === "search_journal" ? { ...found([["e-5", "2025-03-08", "low"]]), missing: [missing] } : reflectionOf(String(args["id"]), "2025-03-08", "en");
    });
    expect(asked.map((call) => call["id"] ?? call["name"])).toEqual(["search_journal", "e-5"]);
    expect(text.split("\n")[0]).toBe(lead);
  });

  it.each([
    ["help me reflect on my relationship with Ana", "Ana"],
    ["quero refletir sobre a minha relação com o Tom", "Tom"],
    ["reflect on my friendship with Rita", "Rita"],
    ["reflect on my relationships", "relationships"],
  ])("%j searches for the person, not the word of the bond", async (question, query) => {
    const { calls } = await conversation.ask(question);
    expect(calls.map((call) => [call.name, JSON.parse(call.arguments)["query"]])).toEqual([["search_journal", query]]);
  });

  it("says so without a closest day when the search found nothing at all", async () => {
    const text = await conversation.answerWith("help me reflect on my anxiety", () => found([]));
    expect(text).toBe("None of your entries mentions “anxiety”, so there is no entry about it for me to reflect on.");
  });

  it.each([
    ["reflect on yesterday's entry", { date: "2025-03-11", language: "en" }],
    ["reflete sobre a entrada de ontem", { date: "2025-03-11", language: "pt" }],
    ["help me think about my last entry", { language: "en" }],
    ["ajuda-me a pensar sobre a minha última entrada", { language: "pt" }],
  ])("%j still reflects on the entry it names, with no search", async (question, args) => {
    expect(await callsOf(question)).toEqual([{ name: "reflect_on_entry", arguments: args }]);
  });

  it("reflects on the latest entry when the search is not offered", async () => {
    const { calls } = await conversation.ask("help me reflect on my anxiety", "", [{ name: "reflect_on_entry", description: "", parameters: {} }]);
    expect(calls.map((call) => [call.name, JSON.parse(call.arguments)])).toEqual([["reflect_on_entry", { language: "en" }]]);
  });
});
