import type { UserId } from "@lifeos/core";
import { MemoryExtractor, ReminderRepository } from "@lifeos/core";
import { Effect } from "effect";
import { describe, expect, it } from "vitest";
import { learnFromMessage, OfflineMemoryExtractor } from "../../src/index.js";
import { makeUser, runJournal } from "../journal-support/journalTestLayer.js";

// A reminder for a task due "before" a day or a month comes the last day before it, and its text says the deadline as
// told, so the list does not read as a day never said ("before June" is due 31 May, "Renew my passport (before June
// 2027)"); one due "by" or "até" a day comes that day. Made on a yes to the offer, or asked for outright. On real storage.

const timeZone = "Europe/Lisbon";
const sentAt = new Date("2026-12-03T10:00:00Z");
const storedReminders = (text: string, previous?: { readonly text: string; readonly answer: string }) =>
  runJournal(
    Effect.provideService(
      Effect.gen(function* () {
        const user = (yield* makeUser).id as UserId;
        yield* learnFromMessage(user, { threadId: null, messageId: null, text, sentAt, timeZone, previousAnswer: previous?.answer ?? null, previousText: previous?.text ?? null, previousMessageId: null });
        return (yield* (yield* ReminderRepository).list(user, {})).items.map((reminder) => [reminder.text, reminder.dueAt.toISOString()]);
      }),
      MemoryExtractor,
      OfflineMemoryExtractor.make(),
    ),
  );

describe("a reminder for a task with a deadline", () => {
  it.each([
    ["I need to renew my passport before June", "Noted: You need to renew your passport (before June 2027). Shall I remind you to renew your passport?", "yes", ["Renew my passport (before June 2027)", "2027-05-30T23:00:00.000Z"]],
    ["preciso de renovar o passaporte antes de junho", "Anotado: Precisa de renovar o passaporte (antes de junho de 2027). Quer um lembrete para renovar o passaporte?", "sim", ["Renovar o passaporte (antes de junho de 2027)", "2027-05-30T23:00:00.000Z"]],
    ["I have to pay the tax before 30 June", "Noted: You have to pay the tax (before 30 June 2027). Shall I remind you to pay the tax?", "yes please", ["Pay the tax (before 30 June 2027)", "2027-06-28T23:00:00.000Z"]],
    ["preciso de entregar o IRS antes de 30 de junho", "Anotado: Precisa de entregar o IRS (antes de 30 de junho de 2027). Quer um lembrete para entregar o IRS?", "sim", ["Entregar o IRS (antes de 30 de junho de 2027)", "2027-06-28T23:00:00.000Z"]],
    ["tenho de pagar o IMI até 31 de maio", "Anotado: Tem de pagar o IMI (até 31 de maio de 2027). Quer um lembrete para pagar o IMI?", "sim", ["Pagar o IMI", "2027-05-30T23:00:00.000Z"]],
  ])("on a yes to the offer: %s", async (text, answer, yes, reminder) => {
    expect(await storedReminders(yes, { text, answer })).toEqual([reminder]);
  });

  it.each([
    ["remind me to pay the tax before June", ["Pay the tax (before June 2027)", "2027-05-30T23:00:00.000Z"]],
    ["lembra-me de pagar o IUC antes de 30 de junho", ["Pagar o IUC (antes de 30 de junho de 2027)", "2027-06-28T23:00:00.000Z"]],
  ])("asked for: %s", async (text, reminder) => {
    expect(await storedReminders(text)).toEqual([reminder]);
  });
});
