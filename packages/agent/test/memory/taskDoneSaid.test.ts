import type { UserId } from "@lifeos/core";
import { MemoryExtractor, MemoryRepository, ReminderRepository } from "@lifeos/core";
import { Effect } from "effect";
import { describe, expect, it } from "vitest";
import { learnFromMessage, OfflineMemoryExtractor } from "../../src/index.js";
import { makeUser, runJournal } from "../journal-support/journalTestLayer.js";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// "I've renewed my passport", "já renovei o passaporte": saying something is done completes the open task or reminder
// that names it (the verb by its stem in any form, "renewed" ~ "renew" ~ "renovar", and what was done), and the reply
// says so. On real storage for the memory job; the reply from the offline skill.

const timeZone = "Europe/Lisbon";
const now = new Date("2026-11-30T10:00:00Z");
const message = (text: string, sentAt: Date, previousText: string | null = null, previousAnswer: string | null = null) => ({
  threadId: null, messageId: null, text, sentAt, timeZone, previousAnswer, previousText, previousMessageId: null,
});

/** The task memories still current and the reminders' statuses after telling a task, saying yes to the offer, then `done`. */
const afterDone = (task: string, yes: string, done: string) =>
  runJournal(
    Effect.provideService(Effect.gen(function* () {
      const user = (yield* makeUser).id as UserId;
      yield* learnFromMessage(user, message(task, now));
      yield* learnFromMessage(user, message(yes, new Date(now.getTime() + 60_000), task, "Shall I remind you to do it?"));
      yield* learnFromMessage(user, message(done, new Date(now.getTime() + 120_000)));
      const tasks = (yield* (yield* MemoryRepository).list(user, { type: "task", limit: 20 })).items.filter((memory) => memory.validTo === null).map((memory) => memory.content);
      const statuses = (yield* (yield* ReminderRepository).list(user, {})).items.map((reminder) => reminder.status);
      return { tasks, statuses };
    }), MemoryExtractor, OfflineMemoryExtractor.make()),
  );

describe("something said to be done ends the open task and its reminder", () => {
  it.each([
    ["Preciso de renovar o passaporte.", "sim", "já renovei o passaporte"],
    ["I need to renew my passport.", "yes", "I've renewed my passport"],
    ["I need to renew my passport.", "yes", "já renovei o passaporte"],
    ["Preciso de pagar a renda.", "sim", "paguei a renda"],
    ["I need to call the bank.", "yes", "I already called the bank"],
  ])("%s, %s, then %s", async (task, yes, done) => {
    const { tasks, statuses } = await afterDone(task, yes, done);
    expect(tasks).toEqual([]);
    expect(statuses).toEqual(["done"]);
  });

  it.each([
    ["Preciso de renovar o passaporte.", "já paguei a renda"],
    ["I need to renew my passport.", "I've renewed my library card"],
  ])("%s, then %s, leaves it open", async (task, done) => {
    const { tasks, statuses } = await afterDone(task, "sim", done);
    expect(tasks).toHaveLength(1);
    expect(statuses).toEqual(["pending"]);
  });
});

describe("the reply says which one is done", () => {
  const { answerWith } = offlineConversation({ skills: everySkill, now, timeZone });
  const reminders = { reminders: [{ reminderId: "r1", text: "Renovar o passaporte", dueAt: "2026-12-01T10:00:00.000Z", overdue: false }, { reminderId: "r2", text: "Call the bank", dueAt: "2026-12-02T10:00:00.000Z", overdue: false }] };
  const data = (name: string, args: Record<string, unknown>) =>
    name === "list_reminders" ? reminders : name === "complete_reminder" ? { completed: reminders.reminders.find((row) => row.reminderId === args["reminderId"]) } : { memories: [] };
  it.each([
    ["já renovei o passaporte", "Muito bem! Marquei «Renovar o passaporte» como concluído."],
    ["I've renewed my passport", "Well done! I marked “Renovar o passaporte” as completed."],
    ["I already called the bank", "Well done! I marked “Call the bank” as completed."],
    ["já liguei para o banco", "Muito bem! Marquei «Call the bank» como concluído."],
    ["I've renewed my library card", "Noted. I had no open task or reminder about that."],
  ])("%s → %s", async (said, answer) => {
    expect(await answerWith(said, data)).toBe(answer);
  });
});

describe("the reply says a reminder completed before was already done", () => {
  const { answerWith } = offlineConversation({ skills: everySkill, now, timeZone });
  const reminders = { reminders: [{ reminderId: "r2", text: "Call the bank", dueAt: "2026-12-02T10:00:00.000Z", overdue: false }] };
  const data = (name: string) =>
    name === "list_reminders" ? reminders : name === "complete_reminder" ? { completed: { ...reminders.reminders[0], status: "done" }, next: null, alreadyDone: true } : { memories: [] };
  it.each([
    ["I already called the bank", "“Call the bank” was already marked as completed: nothing changed."],
    ["já liguei para o banco", "«Call the bank» já estava marcado como concluído: não mudei nada."],
  ])("%s → %s", async (said, answer) => {
    expect(await answerWith(said, data)).toBe(answer);
  });
});

describe("a task with no reminder is said to be done", () => {
  const { answerWith } = offlineConversation({ skills: everySkill, now, timeZone });
  const task = (content: string) => ({ memoryId: content, content, date: "2026-11-29", dated: false, type: "task", current: true });
  const data = (name: string) => (name === "list_reminders" ? { reminders: [] } : name === "search_memories" ? { memories: [task("I need to renew my passport"), task("Preciso de pagar a renda")] } : {});
  it.each([
    ["I've renewed my passport", "Well done! “I need to renew my passport” is done: it is off your open tasks."],
    ["já paguei a renda", "Muito bem! «Preciso de pagar a renda» está feito: saiu das suas tarefas em aberto."],
  ])("%s → %s", async (said, answer) => {
    const text = await answerWith(said, data);
    expect(text).toBe(answer);
    expect(text).not.toMatch(/I'll mark|Vou marcar/);
  });
});
