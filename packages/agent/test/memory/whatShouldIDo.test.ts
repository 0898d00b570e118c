import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// "What should I do?", "o que faço?" asked alone: what is to be done, the open tasks and the pending reminders; with
// none, plainly that, and what the offline mode can do instead (it gives no advice of its own).

const now = new Date("2026-11-30T10:00:00Z");
const { ask, answerWith } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon" });
const open = (name: string) =>
  name === "search_memories"
    ? { memories: [{ content: "I need to renew my passport", date: "2026-11-28", dated: false, type: "task", current: true }] }
    : { reminders: [{ reminderId: "r1", text: "Ligar ao banco", dueAt: "2026-12-01T09:00:00.000Z", overdue: false }] };
const none = (name: string) => (name === "search_memories" ? { memories: [] } : { reminders: [] });

describe("what to do, asked alone", () => {
  it.each(["what should I do?", "what should I do now?", "o que faço?", "o que devo fazer hoje?"])("%s looks up the tasks and the reminders", async (question) => {
    expect((await ask(question)).calls.map((call) => call.name)).toEqual(["search_memories", "list_reminders"]);
  });

  it.each([
    ["what should I do?", "What you told me you need to do:\n- 2026-11-28: I need to renew my passport\nYour reminders:\n- 2026-12-01 at 9 AM: Ligar ao banco"],
    ["o que faço?", "O que me disse que precisa de fazer:\n- 2026-11-28: I need to renew my passport\nOs seus lembretes:\n- 2026-12-01 às 9h: Ligar ao banco"],
  ])("%s lists them", async (question, answer) => {
    expect(await answerWith(question, open)).toBe(answer);
  });

  it.each([
    ["what should I do?", /^You have no open tasks or reminders\. In offline mode I give no advice of my own/],
    ["o que faço?", /^Não tem tarefas nem lembretes em aberto\. Em modo offline não dou conselhos meus/],
  ])("%s with none says so, and what can be done", async (question, answer) => {
    expect(await answerWith(question, none)).toMatch(answer);
  });

  it.each(["what should I do about my stress?", "o que faço ao fim de semana?"])("%s is not a question of tasks", async (question) => {
    expect((await ask(question)).calls.map((call) => call.name)).not.toEqual(["search_memories", "list_reminders"]);
  });
});
