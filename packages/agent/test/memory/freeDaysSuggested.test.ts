import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// "What should I do this weekend?" listed the agenda only: with nothing planned it said no more than that. With the
// days free it says so, then what could be done from what is kept: the open tasks, and what the journal links with
// happier days; nothing made up.

// Thursday 3 December 2026, in Lisbon: this weekend is 5-6 December.
const { ask, answerWith } = offlineConversation({ skills: everySkill, now: new Date("2026-12-03T10:00:00Z"), timeZone: "Europe/Lisbon" });
const task = (content: string, date: string, dated = false) => ({ content, date, dated, type: "task", current: true });
const state = (protectiveFactors: ReadonlyArray<string>) => ({ days: 14, entryCount: 9, from: "2026-11-20", to: "2026-12-03", metrics: {}, themes: [], protectiveFactors, stressors: [], todos: [] });
const data = (memories: ReadonlyArray<unknown>, factors: ReadonlyArray<string>) => (name: string, args: Record<string, unknown>) => {
  if (name === "search_memories") return { memories: memories.filter((memory) => (memory as { type: string }).type === args["type"]) };
  if (name === "list_reminders") return { reminders: [] };
  if (name === "get_current_state") return state(factors);
  return {};
};

describe("what to do in free days", () => {
  it.each(["what should I do this weekend?", "o que devo fazer este fim de semana?", "what can I do this weekend?", "o que posso fazer este fim de semana?"])("%s looks up the open tasks and the journal's state with the agenda", async (question) => {
    const { calls } = await ask(question);
    expect(calls.map((call) => [call.name, JSON.parse(call.arguments).type])).toEqual([
      ["search_memories", "appointment"],
      ["search_memories", "fact"],
      ["list_reminders", undefined],
      ["search_memories", "task"],
      ["get_current_state", undefined],
    ]);
  });

  it.each([
    [
      "what should I do this weekend?",
      [task("I need to renew my passport", "2026-11-30"), task("I need to fix the bike (by 20 December 2026)", "2026-12-20", true)],
      ["walks", "cooking"],
      "You have nothing planned between 2026-12-05 and 2026-12-06: no appointments or reminders.\n\nOpen tasks you could do then:\n- You need to renew your passport\n\nIn your journal, days with walks and cooking tended to be happier.",
    ],
    [
      "o que devo fazer este fim de semana?",
      [task("Preciso de renovar o passaporte", "2026-11-30")],
      ["caminhadas"],
      "Não tem nada marcado entre 2026-12-05 e 2026-12-06: nenhuma marcação nem lembrete.\n\nTarefas em aberto que podia fazer nesses dias:\n- Precisa de renovar o passaporte\n\nNo seu diário, os dias com caminhadas tenderam a ser mais felizes.",
    ],
  ])("%s with nothing planned says so, then what could be done", async (question, memories, factors, answer) => {
    expect(await answerWith(question, data(memories, factors))).toBe(answer);
  });

  it.each([
    ["what should I do this weekend?", "You have nothing planned between 2026-12-05 and 2026-12-06: no appointments or reminders.\n\nI have no open tasks and nothing from your journal to suggest. Tell me what you need to do (“I need to renew my passport”) or write in your journal, and I can suggest from that."],
    ["o que devo fazer amanhã?", "Não tem nada marcado para o dia 2026-12-04: nenhuma marcação nem lembrete.\n\nNão tenho tarefas em aberto nem nada do seu diário para lhe sugerir. Diga-me o que precisa de fazer («preciso de renovar o passaporte») ou escreva no diário, e passo a sugerir a partir daí."],
  ])("%s with nothing kept to suggest says that plainly", async (question, answer) => {
    expect(await answerWith(question, data([], []))).toBe(answer);
  });

  it.each([
    ["what should I do this weekend?", "Appointments you told me about:\n- 2026-12-05: I have a dentist appointment (5 December 2026 at 10 AM)"],
    ["o que devo fazer este fim de semana?", "Marcações que me contou:\n- 2026-12-05: Tenho consulta no dentista (5 de dezembro de 2026 às 10h)"],
  ])("%s with something planned lists the agenda", async (question, answer) => {
    const content = answer.split("\n")[1]!.replace(/^- 2026-12-05: /, "");
    const planned = { content, date: "2026-12-05", dated: true, type: "appointment", current: true };
    expect(await answerWith(question, data([planned, task("I need to renew my passport", "2026-11-30")], ["walks"]))).toBe(answer);
  });

  it.each([
    ["what should I do this weekend?", "You have nothing planned between 2026-12-05 and 2026-12-06: no appointments or reminders."],
    ["o que devo fazer este fim de semana?", "Não tem nada marcado entre 2026-12-05 e 2026-12-06: nenhuma marcação nem lembrete."],
  ])("%s, where the journal's state cannot be read, says the days are free and claims nothing it did not look up", async (question, answer) => {
    const { answerWith: without } = offlineConversation({ skills: everySkill, tools: ["search_memories", "list_reminders"], now: new Date("2026-12-03T10:00:00Z"), timeZone: "Europe/Lisbon" });
    expect(await without(question, data([], []))).toBe(answer);
  });
});

describe("what one can do on days ahead", () => {
  it.each(["what can I do tomorrow?", "o que posso fazer amanhã?", "o que posso fazer no sábado?"])("%s asks the agenda, not what the offline mode can do", async (question) => {
    const { calls } = await ask(question);
    expect(calls.map((call) => call.name)).toContain("list_reminders");
  });

  it.each(["o que posso fazer?", "o que posso perguntar?", "o que posso fazer aqui?"])("%s is still what the offline mode can do", async (question) => {
    const { text } = await ask(question);
    expect(text).toMatch(/modo offline/);
  });
});
