import type { ModelMessage } from "@lifeos/core";
import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// "When is it?", "e quando é?" right after a reminder was set: when that reminder is due, found among the pending ones as
// "cancel it" finds it (the one the last answer named), with its day and weekday, not a question left unanswered.

const now = new Date("2026-12-03T10:00:00Z");
const timeZone = "Europe/Lisbon";
const { turn } = offlineConversation({ skills: everySkill, now, timeZone });

const row = (reminderId: string, text: string, dueAt: string) => ({ reminderId, text, dueAt, overdue: false, status: "pending", recurrence: null });
const passport = row("r-passport", "Renew my passport (before June 2027)", "2027-05-30T23:00:00.000Z");
const passaporte = row("r-passaporte", "Renovar o passaporte (antes de junho de 2027)", "2027-05-30T23:00:00.000Z");
const ana = row("r-ana", "Call Ana", "2026-12-04T18:00:00.000Z");
const imi = row("r-imi", "Pagar o IMI", "2027-05-30T23:00:00.000Z");
const pending = [passport, passaporte, ana, imi];

/** The calls made and the answer to `question`, asked after `before` (a message and its answer, in turn), the reminders listed. */
const askedAfter = async (before: ReadonlyArray<string>, question: string) => {
  const messages: ModelMessage[] = [...before.map((content, index): ModelMessage => ({ role: index % 2 === 0 ? "user" : "assistant", content })), { role: "user", content: question }];
  const calls: string[] = [];
  let step = await turn(messages);
  for (let round = 0; round < 3 && step.calls.length > 0; round++) {
    calls.push(...step.calls.map((call) => call.name));
    messages.push(
      { role: "assistant", content: "", toolCalls: step.calls },
      ...step.calls.map((call): ModelMessage => ({ role: "tool", toolCallId: call.id, name: call.name, content: JSON.stringify({ success: true, data: call.name === "list_reminders" ? { reminders: pending } : {} }) })),
    );
    step = await turn(messages);
  }
  return { calls, text: step.text };
};

const offeredEn = ["I need to renew my passport before June", "Noted: You need to renew your passport (before June 2027). Shall I remind you to renew your passport?", "yes", "Done, I'll remind you: Renew my passport (before June 2027)."];
const offeredPt = ["preciso de renovar o passaporte antes de junho", "Anotado: Precisa de renovar o passaporte (antes de junho de 2027). Quer um lembrete para renovar o passaporte?", "sim", "Combinado, vou lembrar: Renovar o passaporte (antes de junho de 2027)."];
const imiPt = ["tenho de pagar o IMI até 31 de maio", "Anotado: Tem de pagar o IMI (até 31 de maio de 2027). Quer um lembrete para pagar o IMI?", "sim", "Combinado, vou lembrar: Pagar o IMI (até 31 de maio de 2027)."];

describe("when the reminder just set is due", () => {
  it.each([
    ["when is it?", offeredEn, "The reminder “Renew my passport (before June 2027)” is due Monday 31 May 2027."],
    ["when is that due?", offeredEn, "The reminder “Renew my passport (before June 2027)” is due Monday 31 May 2027."],
    ["ok, and when will you remind me?", offeredEn, "The reminder “Renew my passport (before June 2027)” is due Monday 31 May 2027."],
    ["e quando é?", offeredPt, "O lembrete «Renovar o passaporte (antes de junho de 2027)» é para segunda-feira, 31 de maio de 2027."],
    ["para quando ficou?", offeredPt, "O lembrete «Renovar o passaporte (antes de junho de 2027)» é para segunda-feira, 31 de maio de 2027."],
    ["quando é isso?", imiPt, "O lembrete «Pagar o IMI» é para segunda-feira, 31 de maio de 2027."],
    ["what time is it for?", ["remind me to call Ana tomorrow at 6pm", "Done, I'll remind you: Call Ana (4 December 2026 at 6 PM)."], "The reminder “Call Ana” is due Friday 4 December 2026 at 6 PM."],
  ])("%s", async (question, before, answer) => {
    expect(await askedAfter(before, question)).toEqual({ calls: ["list_reminders"], text: answer });
  });

  it.each([
    ["I need to renew my passport before June", "Noted: You need to renew your passport (before June 2027). Shall I remind you to renew your passport?"],
    ["preciso de renovar o passaporte antes de junho", "Anotado: Precisa de renovar o passaporte (antes de junho de 2027). Quer um lembrete para renovar o passaporte?"],
  ])("while a reminder is only offered, the task told answers: %s", async (said, answer) => {
    expect((await askedAfter([said, answer], said.startsWith("I") ? "when is it?" : "e quando é?")).calls).not.toContain("list_reminders");
  });

  it.each([
    ["what time is it?", offeredEn],
    ["que dia é hoje?", offeredPt],
  ])("%s asks the clock, not the reminder", async (question, before) => {
    expect((await askedAfter(before, question)).calls).not.toContain("list_reminders");
  });
});
