import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// How to use LifeOS, what it is, and a bare "ok", asked in both languages with every domain's skill and tool offered.

const now = new Date("2026-11-29T10:00:00Z");
const { ask } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon" });

describe("asking what LifeOS is or how to use it", () => {
  it.each([
    ["how do I use this?", /^LifeOS is running in offline mode: I am a deterministic planner, not an AI model\.[\s\S]*You can ask, for example:\n- /],
    ["how does this app work?", /^LifeOS is running in offline mode: I am a deterministic planner, not an AI model\./],
    ["o que és tu?", /^O LifeOS está em modo offline: sou um planeador determinístico, não um modelo de IA\.[\s\S]*Pode perguntar, por exemplo:\n- /],
    ["podes ajudar-me?", /^O LifeOS está em modo offline: sou um planeador determinístico, não um modelo de IA\./],
    ["como funciona isto?", /^O LifeOS está em modo offline/],
    ["como é que uso isto?", /^O LifeOS está em modo offline/],
  ])("%s: what the offline mode is and what it can be asked, without a search", async (question, said) => {
    const { calls, text } = await ask(question);
    expect(calls).toEqual([]);
    expect(text).toMatch(said);
    expect(text).not.toMatch(/I don't know how to answer|Não sei responder/);
  });

  it.each(["o que é o IRS?", "podes ajudar-me com o contrato de arrendamento?"])("%s: not a question about LifeOS", async (question) => {
    expect((await ask(question)).text).not.toMatch(/^O LifeOS está em modo offline/);
  });
});

describe("an acknowledgement", () => {
  it.each([
    ["ok", "All right. Ask me whenever you want something looked up in your data."],
    ["got it!", "All right. Ask me whenever you want something looked up in your data."],
    ["percebi", "Combinado. Pergunte sempre que quiser consultar alguma coisa nos seus dados."],
    ["está bem", "Combinado. Pergunte sempre que quiser consultar alguma coisa nos seus dados."],
  ])("%s: a short reply, not the list of what can be asked", async (question, said) => {
    expect(await ask(question)).toEqual({ calls: [], text: said });
  });
});

describe("thanks with praise, languages, privacy, venting and market prices", () => {
  it.each([
    ["thank you so much, that was helpful", "You're welcome."],
    ["obrigado, foi muito útil", "De nada."],
    ["thanks, you helped a lot", "You're welcome."],
    ["obrigada, ajudaste muito", "De nada."],
    ["valeu, você me ajudou demais", "De nada."],
    ["valeu demais", "De nada."],
  ])("%s: welcome, without a search for the praise", async (question, said) => {
    expect(await ask(question)).toEqual({ calls: [], text: said });
  });

  it.each([
    ["what languages do you speak?", /^I understand questions in English and in Portuguese/],
    ["falas inglês?", /^Entendo perguntas em português \(de Portugal e do Brasil\) e em inglês/],
    ["do you store my data?", /^Your data stays in LifeOS's own database[\s\S]*In offline mode nothing is sent anywhere\./],
    ["os meus dados ficam privados?", /^Os seus dados ficam na base de dados do próprio LifeOS[\s\S]*Em modo offline nada é enviado/],
    ["I need to vent", /^I'm not a person[\s\S]*“reflect on my last entry”/],
    ["preciso de desabafar", /^Não sou uma pessoa[\s\S]*«reflita sobre a minha última entrada»/],
    ["what's the bitcoin price today?", /^I can't do that in offline mode/],
    ["qual é a cotação do bitcoin hoje?", /^Não consigo fazer isso em modo offline/],
  ])("%s: said plainly, without a search", async (question, said) => {
    const { calls, text } = await ask(question);
    expect(calls).toEqual([]);
    expect(text).toMatch(said);
  });
});

describe("whether it is a person, and messages in other languages", () => {
  it.each([
    ["és uma pessoa?", /^O LifeOS está em modo offline: sou um planeador determinístico, não um modelo de IA\./],
    ["você é humano?", /^O LifeOS está em modo offline/],
    ["are you human?", /^LifeOS is running in offline mode: I am a deterministic planner, not an AI model\./],
  ])("%s: what the offline mode is, without a search", async (question, said) => {
    const { calls, text } = await ask(question);
    expect(calls).toEqual([]);
    expect(text).toMatch(said);
  });

  it.each(["hola, ¿qué tal?", "¿cuál fue mi última entrada?", "bonjour", "wie geht es dir?", "qu'est-ce que j'ai écrit hier? c'est important"])(
    "%s: the languages it reads, in both, instead of a search for the words",
    async (question) => {
      const { calls, text } = await ask(question);
      expect(calls).toEqual([]);
      expect(text).toMatch(/^I understand questions in English and in Portuguese[\s\S]*\n\nEntendo perguntas em português/);
    },
  );

  it.each(["what did I write about Hola Bar?", "fiz um brunch com a Ana", "o que escrevi sobre o Rui e a Marta?", "help"])("%s: still read in its own language", async (question) => {
    expect((await ask(question)).text).not.toMatch(/^I understand questions in English and in Portuguese/);
  });

  it.each(["help", "ajuda"])("%s: what can be asked, not a welcome", async (question) => {
    expect((await ask(question)).text).not.toMatch(/^(?:You're welcome|De nada)/);
  });
});

describe("a Brazilian greeting", () => {
  it.each(["oi, tudo certo?", "e aí, beleza?", "oi, tudo tranquilo?", "olá, tudo bem contigo?"])("%s is greeted, not searched", async (question) => {
    const { calls, text } = await ask(question);
    expect(calls).toEqual([]);
    expect(text).toMatch(/^Olá!/);
  });

  it("still reads a mood asked after the greeting", async () => {
    expect((await ask("oi, estou tranquilo esta semana?")).calls.map((call) => call.name)).toEqual(["get_time_series"]);
  });
});

describe("examples beside another answer", () => {
  const examples = (text: string) => text.split("\n").filter((line) => line.startsWith("- ")).length;

  it.each([
    ["hi", /\n\nAsk “what can you do\?” for the whole list\./],
    ["olá", /\n\nPergunte «o que pode fazer\?» para ver a lista toda\./],
    ["what's the capital of France?", /Ask “what can you do\?” for the whole list\./],
    ["tell me a joke", /Ask “what can you do\?” for the whole list\./],
  ])("%s shows a few of them, and how to see all", async (question, more) => {
    const { text } = await ask(question);
    expect(examples(text)).toBe(6);
    expect(text).toMatch(more);
  });

  it.each(["what can you do?", "Hi! What can you do?"])("%s shows them all", async (question) => {
    const { text } = await ask(question);
    expect(examples(text)).toBeGreaterThan(8);
    expect(text).not.toMatch(/for the whole list/);
  });
});
