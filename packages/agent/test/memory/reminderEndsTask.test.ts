import type { UserId } from "@lifeos/core";
import { MemoryExtractor, MemoryRepository, ReminderRepository } from "@lifeos/core";
import { Effect } from "effect";
import { describe, expect, it } from "vitest";
import { learnFromMessage, OfflineMemoryExtractor } from "../../src/index.js";
import { makeUser, runJournal } from "../journal-support/journalTestLayer.js";

// A reminder asked for keeps the task it names as a memory ("Preciso de ligar à minha mãe"); cancelling the reminder,
// or marking it done, in the chat ends that task, so it is no longer told as current. On real storage.

const timeZone = "Europe/Lisbon";
const message = (text: string, sentAt: string, previousText: string | null = null) => ({
  threadId: null, messageId: null, text, sentAt: new Date(sentAt), timeZone, previousAnswer: null, previousText, previousMessageId: null,
});

/** The current memories and the reminders' statuses after asking for a reminder, then saying `change`. */
const afterChange = (request: string, change: string) =>
  runJournal(
    Effect.provideService(Effect.gen(function* () {
      const user = (yield* makeUser).id as UserId;
      yield* learnFromMessage(user, message(request, "2024-05-10T10:00:00Z"));
      const before = (yield* (yield* MemoryRepository).list(user, { limit: 20 })).items.filter((memory) => memory.validTo === null).map((memory) => memory.content);
      yield* learnFromMessage(user, message(change, "2024-05-10T10:05:00Z", request));
      const current = (yield* (yield* MemoryRepository).list(user, { limit: 20 })).items.filter((memory) => memory.validTo === null).map((memory) => memory.content);
      const statuses = (yield* (yield* ReminderRepository).list(user, {})).items.map((reminder) => reminder.status);
      return { before, current, statuses };
    }), MemoryExtractor, OfflineMemoryExtractor.make()),
  );

describe("ending a reminder ends the task it came from", () => {
  it.each([
    ["Lembra-me de ligar à minha mãe amanhã", "cancela o lembrete da mãe", "Preciso de ligar à minha mãe", "dismissed"],
    ["remind me to call the dentist tomorrow", "cancel the dentist reminder", "I need to call the dentist", "dismissed"],
    ["lembra-me de pagar a luz amanhã", "já paguei, marca como feito", "Preciso de pagar a luz", "done"],
    ["remind me to water the plants tomorrow", "mark it done", "I need to water the plants", "done"],
  ])("%s, then %s: the task is no longer current", async (request, change, task, status) => {
    const { before, current, statuses } = await afterChange(request, change);
    expect(before.some((content) => content.startsWith(task))).toBe(true);
    expect(statuses).toEqual([status]);
    expect(current.filter((content) => content.startsWith(task))).toEqual([]);
  });
});
