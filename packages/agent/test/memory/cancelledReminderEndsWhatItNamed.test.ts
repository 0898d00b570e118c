import type { UserId } from "@lifeos/core";
import { MemoryExtractor, MemoryRepository, ReminderRepository } from "@lifeos/core";
import { Effect } from "effect";
import { describe, expect, it } from "vitest";
import { learnFromMessage, OfflineMemoryExtractor } from "../../src/index.js";
import { makeUser, runJournal } from "../journal-support/journalTestLayer.js";

// Cancelling a reminder ends the task it was about, not only the memory it was made from: a task whose reminder was
// made without it (as `create_reminder` may be). Before, the task stayed current and was still told as ahead. An
// appointment stays: cancelling the reminder of a visit does not cancel the visit. On the SQLite test storage.

const timeZone = "Europe/Lisbon";
const message = (text: string, sentAt: string, previousText: string | null) => ({
  threadId: null, messageId: null, text, sentAt: new Date(sentAt), timeZone, previousAnswer: null, previousText, previousMessageId: null,
});

/** The current memories after the messages said in turn, a reminder made by hand (no memory) before the last when given. */
const currentAfter = (said: ReadonlyArray<string>, byHand: string | null = null) =>
  runJournal(
    Effect.provideService(Effect.gen(function* () {
      const user = (yield* makeUser).id as UserId;
      let previous: string | null = null;
      for (const [index, text] of said.entries()) {
        if (byHand !== null && index === said.length - 1) {
          yield* (yield* ReminderRepository).create(user, { text: byHand, dueAt: new Date("2025-06-13T09:00:00Z"), memoryId: null, sourceThreadId: null });
        }
        yield* learnFromMessage(user, message(text, `2025-06-10T10:0${index}:00Z`, previous));
        previous = text;
      }
      const statuses = (yield* (yield* ReminderRepository).list(user, {})).items.map((reminder) => reminder.status);
      const current = (yield* (yield* MemoryRepository).list(user, { limit: 50 })).items.filter((memory) => memory.validTo === null).map((memory) => memory.content);
      return { statuses, current };
    }), MemoryExtractor, OfflineMemoryExtractor.make()),
  );

describe("a cancelled reminder ends the task it named", () => {
  it.each([
    [["I have a dentist appointment on Friday", "remind me of the dentist appointment on Friday", "cancel the dentist reminder"], "I have a dentist appointment"],
    [["tenho consulta no dentista na sexta", "lembra-me da consulta no dentista na sexta", "cancela o lembrete do dentista"], "Tenho consulta no dentista"],
  ])("%j: the reminder is cancelled, the appointment itself stays", async (said, appointment) => {
    const { statuses, current } = await currentAfter(said);
    expect(statuses).toEqual(["dismissed"]);
    expect(current.filter((content) => content.startsWith(appointment))).toHaveLength(1);
  });

  it.each([
    [["I need to renew my passport", "cancel the passport reminder"], "Renew my passport", "I need to renew my passport"],
    [["preciso de renovar o passaporte", "cancela o lembrete do passaporte"], "Renovar o passaporte", "Preciso de renovar o passaporte"],
  ])("%j, the reminder made without its memory: the task is no longer current", async (said, byHand, task) => {
    const { statuses, current } = await currentAfter(said, byHand);
    expect(statuses).toEqual(["dismissed"]);
    expect(current.filter((content) => content.startsWith(task))).toEqual([]);
  });

  it.each([
    [["I have a dentist appointment on Friday", "remind me to call the dentist tomorrow", "cancel the dentist reminder"], "I have a dentist appointment"],
    [["tenho consulta no dentista na sexta", "lembra-me de ligar ao dentista amanhã", "cancela o lembrete do dentista"], "Tenho consulta no dentista"],
  ])("%j: an appointment the reminder did not name stays", async (said, appointment) => {
    const { statuses, current } = await currentAfter(said);
    expect(statuses).toEqual(["dismissed"]);
    expect(current.filter((content) => content.startsWith(appointment))).toHaveLength(1);
  });
});
