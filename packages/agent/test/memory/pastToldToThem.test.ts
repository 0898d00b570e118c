import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation, storedMemory, systemWith } from "../support/offlineConversation.js";

// A fact told in the Portuguese first person with a past in "-i" ("Parti o braço", "Vivi no Porto", "Conheci o Tom") or
// said of oneself ("Mudei-me para Lisboa") is said to the person as "Comprei o carro" is ("Partiu o braço…", "Mudou-se
// para Lisboa…"); the facts listed under the answer are said to them the same way, not quoted, unless turning would read
// wrong (more of the person's own further in), as the answer's own fact.

const now = new Date("2026-12-02T10:00:00Z");
const { ask, answerWith } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon" });

describe("a past told in the first person, said to the person", () => {
  it.each([
    ["quando comprei o carro?", "Comprei o carro em 2020", "Comprou o carro em 2020, como me contou em 2026-11-20."],
    ["quando me mudei para Lisboa?", "Mudei-me para Lisboa em 2019", "Mudou-se para Lisboa em 2019, como me contou em 2026-11-20."],
    ["quando parti o braço?", "Parti o braço em 2021", "Partiu o braço em 2021, como me contou em 2026-11-20."],
    ["onde vivi?", "Vivi no Porto", "Viveu no Porto, como me contou em 2026-11-20."],
    ["when did I move to Lisbon?", "I moved to Lisbon in 2019", "You moved to Lisbon in 2019, as you told me on 2026-11-20."],
    ["when did I meet Tom?", "I met Tom at university in 2015", "You met Tom at university in 2015, as you told me on 2026-11-20."],
  ])("%s", async (question, told, answer) => {
    const { calls, text } = await ask(question, systemWith([storedMemory(told, "fact", "2026-11-20")]));
    expect(calls).toEqual([]);
    expect(text).toBe(answer);
  });

  it.each([
    ["quando me mudei?", "Mudei-me para casa da minha mãe em 2019"],
    ["o que estou a aprender?", "Estou a aprender espanhol"],
  ])("%s: quoted as told when turning would read wrong", async (question, told) => {
    const { text } = await ask(question, systemWith([storedMemory(told, "fact", "2026-11-20")]));
    expect(text).toContain(`“${told}”`);
  });
});

describe("the facts listed under an answer, said to the person", () => {
  it.each([
    ["o que sei sobre o carro?", ["Comprei o carro em 2020", "Vendi o carro em 2023", "O meu carro é um Fiat"], ["- Vendeu o carro em 2023 (2026-11-20)", "- O seu carro é um Fiat (2026-11-20)"]],
    ["quando parti o braço?", ["Parti o braço em 2021", "Parti o braço outra vez em 2023"], ["- Partiu o braço outra vez em 2023 (2026-11-20)"]],
    ["when did I move to Lisbon?", ["I moved to Lisbon in 2019", "I moved to Lisbon again in 2023"], ["- You moved to Lisbon again in 2023 (2026-11-20)"]],
  ])("%s", async (question, told, listed) => {
    const { calls, text } = await ask(question, systemWith(told.map((fact) => storedMemory(fact, "fact", "2026-11-20"))));
    expect(calls).toEqual([]);
    for (const line of listed) expect(text).toContain(line);
    expect(text).not.toMatch(/“(?:Vendi|Parti|I moved)/u);
  });
});

describe("an irregular past of the person's, said to them", () => {
  it.each([
    ["no sábado estive com o Pedro em Braga", "Anotado: Esteve com o Pedro em Braga (28 de novembro de 2026)."],
    ["ontem fiz um bolo com a Ana", "Anotado: Fez um bolo com a Ana (1 de dezembro de 2026)."],
  ])("%s is noted to the person", async (told, noted) => {
    const text = await answerWith(told, () => ({ person: null, relationships: [], memories: [] }));
    expect(text).toMatch(new RegExp(`^${noted.replace(/[.()]/g, "\\$&")}`));
  });
});
