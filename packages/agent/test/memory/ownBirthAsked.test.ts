import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation, storedMemory, systemWith } from "../support/offlineConversation.js";

// When and where one was born, asked of memory in either language, is answered from the birth told, read by what each fact
// says (a year, a day, a place) rather than by the question's words: "what year was I born?" finds "I was born in 1990"
// beside "My birthday is 3 March". Before, a question in the other language searched the journal, "how old am I?" read
// "my birthday is 3" as an age, and "where am I from?" was not understood.

const now = new Date("2026-12-02T10:00:00Z");
const { ask } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon" });
const remembered = (...facts: ReadonlyArray<string>) => systemWith(facts.map((fact, index) => storedMemory(fact, "fact", `2026-11-2${index}`)));

describe("when one was born", () => {
  it.each([
    ["when was I born?", ["I was born on 3 March 1990"], "You were born on 3 March 1990, as you told me on 2026-11-20; you are 36."],
    ["quando nasci?", ["I was born on 3 March 1990"], "Nasceu no dia 3 de março de 1990, como me contou em 2026-11-20; tem 36 anos."],
    ["when was I born?", ["Nasci em 1990"], "You were born in 1990, as you told me on 2026-11-20; you are 35 or 36."],
    ["em que ano nasci?", ["Nasci no Porto em 1988"], "Nasceu em 1988, como me contou em 2026-11-20; tem 37 ou 38 anos."],
    ["que ano eu nasci?", ["Nasci em 1990"], "Nasceu em 1990, como me contou em 2026-11-20; tem 35 ou 36 anos."],
    ["what year was I born?", ["My birthday is 3 March", "Nasci em 1990"], "You were born on 3 March 1990, as you told me on 2026-11-20 and 2026-11-21; you are 36."],
    ["quando nasci?", ["My birthday is 3 March", "I was born in 1990"], "Nasceu no dia 3 de março de 1990, como me contou em 2026-11-20 e 2026-11-21; tem 36 anos."],
  ])("%s with %j answers from memory", async (question, facts, answer) => {
    const { calls, text } = await ask(question, remembered(...facts));
    expect(calls).toEqual([]);
    expect(text).toBe(answer);
  });

  it.each([
    ["what year was I born?", "I don't know what year you were born: you only told me the day, 3 March, on 2026-11-20."],
    ["em que ano nasci?", "Não sei em que ano nasceu: só me contou o dia, 3 de março, em 2026-11-20."],
    ["que ano eu nasci?", "Não sei em que ano nasceu: só me contou o dia, 3 de março, em 2026-11-20."],
  ])("%s with only the birthday told says the year is not known", async (question, answer) => {
    const { calls, text } = await ask(question, remembered("My birthday is 3 March"));
    expect(calls).toEqual([]);
    expect(text).toBe(answer);
  });

  it.each([
    ["how old am I?", "You are 36: you told me “I was born in 1990” (2026-11-21) and “O meu aniversário é a 3 de março” (2026-11-20)."],
    ["quantos anos tenho?", "Tem 36 anos: contou-me “I was born in 1990” (2026-11-21) e “O meu aniversário é a 3 de março” (2026-11-20)."],
  ])("%s counts from the year and the day told apart", async (question, answer) => {
    const { calls, text } = await ask(question, remembered("O meu aniversário é a 3 de março", "I was born in 1990"));
    expect(calls).toEqual([]);
    expect(text).toBe(answer);
  });

  it.each(["when was I born?", "em que ano nasci?", "que ano eu nasci?"])("%s is never answered by someone else's birth", async (question) => {
    const { text } = await ask(question, remembered("A Ana nasceu em 1992", "Tom was born in 1988"));
    expect(text).not.toMatch(/1992|1988/u);
  });

  it.each(["how old am I?", "quantos anos tenho?"])("%s never reads the day of a birthday as an age", async (question) => {
    const { text } = await ask(question, remembered("My birthday is 3 March"));
    expect(text).not.toMatch(/\b(?:are|tem) 3\b/u);
  });
});

describe("where one is from", () => {
  it.each([
    ["where am I from?", ["I was born in Porto", "I live in Lisbon"], "You were born in Porto, as you told me on 2026-11-20."],
    ["de onde sou?", ["Nasci no Porto em 1988"], "Nasceu no Porto, como me contou em 2026-11-20."],
    ["de onde eu sou?", ["Moro em Lisboa", "Nasci na Guarda"], "Nasceu na Guarda, como me contou em 2026-11-21."],
    ["de onde eu sou?", ["I was born in Porto"], "Nasceu no Porto, como me contou em 2026-11-20."],
    ["where am I from?", ["Nasci na Guarda"], "You were born in Guarda, as you told me on 2026-11-20."],
  ])("%s with %j is where one was born", async (question, facts, answer) => {
    const { calls, text } = await ask(question, remembered(...facts));
    expect(calls).toEqual([]);
    expect(text).toBe(answer);
  });

  it.each([
    ["where am I from?", "You haven't told me where you're from or where you were born. I know where you live: you told me “I live in Lisbon” (2026-11-20)."],
    ["de onde sou?", "Não me disse de onde é nem onde nasceu. Sei onde mora: contou-me “I live in Lisbon” (2026-11-20)."],
    ["de onde é que eu sou?", "Não me disse de onde é nem onde nasceu. Sei onde mora: contou-me “I live in Lisbon” (2026-11-20)."],
  ])("%s with only a home told says so plainly", async (question, answer) => {
    const { calls, text } = await ask(question, remembered("I live in Lisbon"));
    expect(calls).toEqual([]);
    expect(text).toBe(answer);
  });
});
