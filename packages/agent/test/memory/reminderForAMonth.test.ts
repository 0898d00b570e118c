import type { UserId } from "@lifeos/core";
import { MemoryExtractor, ReminderRepository } from "@lifeos/core";
import { Effect } from "effect";
import { describe, expect, it } from "vitest";
import { learnFromMessage, OfflineMemoryExtractor } from "../../src/index.js";
import { makeUser, runJournal } from "../journal-support/journalTestLayer.js";

// A reminder asked for a month with no day ("in May", "em junho de 2027") says the month in its text, so it is listed
// by the month it is for, not by the first day it is due on. On real storage.

const timeZone = "Europe/Lisbon";
const storedReminders = (text: string) =>
  runJournal(
    Effect.provideService(
      Effect.gen(function* () {
        const user = (yield* makeUser).id as UserId;
        yield* learnFromMessage(user, { threadId: null, messageId: null, text, sentAt: new Date("2026-11-30T10:00:00Z"), timeZone, previousAnswer: null, previousText: null, previousMessageId: null });
        return (yield* (yield* ReminderRepository).list(user, {})).items.map((reminder) => [reminder.text, reminder.dueAt.toISOString()]);
      }),
      MemoryExtractor,
      OfflineMemoryExtractor.make(),
    ),
  );

describe("a reminder for a month", () => {
  it.each([
    ["remind me to pay the tax in May", [["Pay the tax (May 2027)", "2027-04-30T23:00:00.000Z"]]],
    ["lembre-me de renovar o passaporte em junho de 2027", [["Renovar o passaporte (junho de 2027)", "2027-05-31T23:00:00.000Z"]]],
    ["remind me to call mum on 3 June 2027", [["Call mum", "2027-06-02T23:00:00.000Z"]]],
  ])("%s", async (text, expected) => {
    expect(await storedReminders(text)).toEqual(expected);
  });
});
