import { describe, expect, it } from "vitest";
import { memorySkill } from "../../src/index.js";
import { journalSkill } from "../../src/journal/offline/journalSkill.js";
import { detectLanguage } from "../../src/memory/extraction/detectLanguage.js";
import { extractOffline } from "../../src/memory/extraction/extractOffline.js";
import { offlineConversation, storedMemory, systemWith } from "../support/offlineConversation.js";

// A fact told in one language and asked about in the other is said to the person in the language they asked in, from
// what it says (a name, a workplace, a home, someone's relationship, a birthday, a like), never translated as a quote:
// what says more than that is quoted as told, after "from what you told me".

const now = new Date("2024-05-10T10:00:00Z");
const timeZone = "Europe/Lisbon";
const { ask } = offlineConversation({ skills: [journalSkill, memorySkill], tools: ["search_journal", "get_recent_entries", "search_memories", "get_person"], now, timeZone });

/** The system prompt after the person told `said`, each kept as the offline rules keep it. */
const toldAs = (...said: ReadonlyArray<string>) =>
  systemWith(said.flatMap((text) => extractOffline({ text, sentAt: now, timeZone, language: detectLanguage(text) }).memories.map((memory) => storedMemory(memory.content, memory.type, "2024-05-01"))));

const answer = async (question: string, system: string) => {
  const { calls, text } = await ask(question, system);
  expect(calls).toEqual([]);
  return text;
};

describe("told in English, asked in Portuguese", () => {
  const told = toldAs("My name is Pedro", "I work at Google", "I live in Porto", "My sister is Ana", "My boss is Rui", "My doctor is Dr. Lopes", "I don't like mushrooms");

  it.each([
    ["qual é o meu nome?", "O seu nome é Pedro, como me contou em 2024-05-01."],
    ["como me chamo?", "O seu nome é Pedro, como me contou em 2024-05-01."],
    ["onde trabalho?", "Trabalha em Google, como me contou em 2024-05-01."],
    ["em que empresa eu trabalho?", "Trabalha em Google, como me contou em 2024-05-01."],
    ["onde moro?", "Mora no Porto, como me contou em 2024-05-01."],
    ["onde eu vivo?", "Mora no Porto, como me contou em 2024-05-01."],
    ["quem é a minha irmã?", "A Ana é a sua irmã, como me contou em 2024-05-01."],
    ["como se chama a minha irmã?", "A Ana é a sua irmã, como me contou em 2024-05-01."],
    ["quem é o meu chefe?", "O Rui é o seu chefe, como me contou em 2024-05-01."],
    ["quem é o meu médico?", "O Dr. Lopes é o seu médico, como me contou em 2024-05-01."],
    ["de que é que não gosto?", "Não gosta de “mushrooms”, como me contou em 2024-05-01."],
  ])("%s", async (question, expected) => {
    expect(await answer(question, told)).toBe(expected);
  });

  it.each([
    ["onde mora a minha irmã?", "A sua irmã Ana mora em Braga, como me contou em 2024-05-01."],
    ["onde vive a Ana?", "A sua irmã Ana mora em Braga, como me contou em 2024-05-01."],
    ["onde trabalha o meu irmão?", "O seu irmão Rui trabalha em Siemens, como me contou em 2024-05-01."],
  ])("%s: where someone of the person's lives or works", async (question, expected) => {
    expect(await answer(question, toldAs("My sister Ana lives in Braga", "My brother Rui works at Siemens"))).toBe(expected);
  });

  it("says a workplace that names its kind with the article it takes", async () => {
    expect(await answer("onde trabalho?", toldAs("I work at the Hospital de Santa Maria"))).toBe("Trabalha no Hospital de Santa Maria, como me contou em 2024-05-01.");
  });

  it("says a birthday by its day, in Portuguese", async () => {
    expect(await answer("quando faço anos?", toldAs("My birthday is on 3 March"))).toBe("O seu aniversário é na segunda-feira, 3 de março de 2025 (daqui a 297 dias), como me disse.");
    // Whether Marta takes "da" or "do" is not told: "de" reads right either way.
    expect(await answer("quando é o aniversário da Marta?", toldAs("Marta's birthday is on 12 March"))).toBe(
      "O aniversário de Marta é na quarta-feira, 12 de março de 2025 (daqui a 306 dias), como me disse.",
    );
    expect(await answer("quando é o aniversário da minha irmã?", toldAs("My sister Ana's birthday is on 12 March"))).toMatch(/^O aniversário da Ana é na quarta-feira, 12 de março de 2025/u);
  });

  it("quotes as told, after saying it was told, what says more than such a fact", async () => {
    expect(await answer("onde trabalho?", toldAs("I work as a nurse in Lisbon"))).toBe("Pelo que me contou: “I work as a nurse in Lisbon” (2024-05-01).");
  });
});

describe("told in Portuguese, asked in English", () => {
  const told = toldAs("chamo-me Pedro", "trabalho na Sonae", "moro em Lisboa", "a minha irmã é a Ana", "o meu chefe é o Rui", "a minha médica é a Dra. Costa", "gosto de café");

  it.each([
    ["what's my name?", "Your name is Pedro, as you told me on 2024-05-01."],
    ["where do I work?", "You work at Sonae, as you told me on 2024-05-01."],
    ["which company do I work for?", "You work at Sonae, as you told me on 2024-05-01."],
    ["where do I live?", "You live in Lisboa, as you told me on 2024-05-01."],
    ["who is my sister?", "Ana is your sister, as you told me on 2024-05-01."],
    ["what's my sister's name?", "Ana is your sister, as you told me on 2024-05-01."],
    ["who is my boss?", "Rui is your boss, as you told me on 2024-05-01."],
    ["who is my doctor?", "Dra. Costa is your doctor, as you told me on 2024-05-01."],
    ["what do I like?", "You like coffee, as you told me on 2024-05-01."],
  ])("%s", async (question, expected) => {
    expect(await answer(question, told)).toBe(expected);
  });

  it.each([
    ["where does my sister live?", "Your sister Ana lives in Braga, as you told me on 2024-05-01."],
    ["where does Ana live?", "Your sister Ana lives in Braga, as you told me on 2024-05-01."],
    ["where does my brother work?", "Your brother Rui works at Siemens, as you told me on 2024-05-01."],
  ])("%s: where someone of the person's lives or works", async (question, expected) => {
    expect(await answer(question, toldAs("A minha irmã Ana mora em Braga", "O meu irmão Rui trabalha na Siemens"))).toBe(expected);
  });

  it("says a birthday by its day, in English", async () => {
    expect(await answer("when is my birthday?", toldAs("o meu aniversário é a 3 de março"))).toBe("Your birthday is on Monday, 3 March 2025 (in 297 days), as you told me.");
    expect(await answer("when is Marta's birthday?", toldAs("o aniversário da Marta é a 12 de março"))).toBe("Marta's birthday is on Wednesday, 12 March 2025 (in 306 days), as you told me.");
  });

  it("quotes as told, after saying it was told, what says more than such a fact", async () => {
    expect(await answer("where do I work?", toldAs("trabalho como enfermeira no Santa Maria desde 2019 com a Ana"))).toMatch(/^From what you told me: “/u);
  });
});
