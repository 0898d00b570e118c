import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation, storedMemory, systemWith } from "../support/offlineConversation.js";

// "How many days until it?", "quantos dias faltam?", "e quanto falta para isso?" after an answer that wrote a day count
// the days to that day, whether the answer wrote it in words ("3 March", "15 de janeiro de 2027") or in digits; a day
// without its year is its next one. Before, only a question naming the day was counted.

const now = new Date("2026-12-02T10:00:00Z");
const { ask, turn } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon" });

/** The reply to `next` after `question` was answered with `answer` (the model's own when left out). */
const after = async (question: string, next: string, system: string, answer?: string) => {
  const said = answer ?? (await ask(question, system)).text;
  return turn([{ role: "user", content: question }, { role: "assistant", content: said }, { role: "user", content: next }], system);
};

describe("days until the day the last answer named", () => {
  it.each([
    ["when is my mom's birthday?", "My mom's birthday is on 3 March", "how many days until it?", "91 days until 2027-03-03 (Wednesday)."],
    ["when is my mom's birthday?", "My mom's birthday is on 3 March", "how many weeks until then?", "13 weeks (91 days) until 2027-03-03 (Wednesday)."],
    ["quando faz anos a minha mãe?", "O aniversário da minha mãe é a 3 de março", "quantos dias faltam?", "Faltam 91 dias para 2027-03-03 (quarta-feira)."],
    ["quando faz anos a minha mãe?", "O aniversário da minha mãe é a 3 de março", "e quanto falta para isso?", "Faltam 91 dias para 2027-03-03 (quarta-feira)."],
  ])("%s → %s", async (question, fact, next, answer) => {
    const { calls, text } = await after(question, next, systemWith([storedMemory(fact, "fact", "2026-11-20")]));
    expect(calls).toEqual([]);
    expect(text).toBe(answer);
  });

  it.each([
    ["The lease ends on 15 January 2027, according to “lease.pdf”.", "how many days until it?", "44 days until 2027-01-15 (Friday)."],
    ["O contrato termina a 15 de janeiro de 2027, segundo o documento «contrato.pdf».", "quantos dias faltam?", "Faltam 44 dias para 2027-01-15 (sexta-feira)."],
    ["I'll remind you on 20 December at 09:00: pay the rent.", "how long until then?", "18 days until 2026-12-20 (Sunday)."],
    ["Vou lembrá-lo no dia 20 de dezembro às 09:00: pagar a renda.", "e quanto falta para isso?", "Faltam 18 dias para 2026-12-20 (domingo)."],
  ])("after “%s”, %s", async (answer, next, said) => {
    const { calls, text } = await after("…", next, "", answer);
    expect(calls).toEqual([]);
    expect(text).toBe(said);
  });

  it.each([
    ["I went to Porto on 3 March 2025.", "how many days until it?"],
    ["Fui ao Porto a 3 de março de 2025.", "quantos dias faltam?"],
  ])("after “%s”, a day gone is not counted to", async (answer, next) => {
    const { text } = await after("…", next, "", answer);
    expect(text).not.toMatch(/days until|dias para/u);
  });
});
