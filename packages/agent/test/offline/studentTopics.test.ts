import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// A Brazilian student's journal asked in English and in European Portuguese: the bus ("ônibus", "autocarro"), exams
// ("provas"), a stolen phone ("celular roubado"), carnival, being made permanent ("efetivado").
const conversation = offlineConversation({ skills: everySkill, now: new Date("2026-11-29T10:00:00Z"), timeZone: "America/Sao_Paulo" });
const relatedOf = async (question: string) => {
  const [call] = (await conversation.ask(question)).calls;
  return { name: call?.name, related: ((JSON.parse(call?.arguments ?? "{}") as { related?: string[][] }).related ?? []).flat() };
};

describe("everyday topics in the other language's words", () => {
  it.each([
    ["How often do I take the bus?", ["ônibus", "autocarro"]],
    ["Quantas vezes apanhei o autocarro?", ["ônibus", "bus"]],
    ["When did my phone get stolen?", ["celular", "roubado"]],
    ["Quando me roubaram o telemóvel?", ["celular", "phone", "stolen"]],
    ["When was I promoted?", ["efetivado"]],
  ])("%s", async (question, words) => {
    expect((await relatedOf(question)).related).toEqual(expect.arrayContaining(words));
  });

  it.each([["What did I do at carnival?"], ["o que fiz no carnaval?"]])("%s reads carnival as its day", async (question) => {
    const [call] = (await conversation.ask(question)).calls;
    expect([call?.name, JSON.parse(call?.arguments ?? "{}")]).toEqual(["get_entry", { date: "2026-02-17" }]);
  });

  it.each([
    ["What did I write about exams?", ["provas", "exame"]],
    ["O que escrevi sobre as provas?", ["exam", "exames"]],
  ])("%s looks for exams, not every word of school", async (question, words) => {
    const { related } = await relatedOf(question);
    expect(related).toEqual(expect.arrayContaining(words));
    expect(related).not.toContain("school");
    expect(related).not.toContain("aula");
  });

  it("still reaches exams from studying", async () => {
    expect((await relatedOf("How much did I study?")).related).toEqual(expect.arrayContaining(["exam", "provas", "school"]));
  });
});
