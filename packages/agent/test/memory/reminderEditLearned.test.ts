import type { TestClock } from "@lifeos/core/testing";
import type { UserId } from "@lifeos/core";
import { Clock, MemoryExtractor, ReminderRepository } from "@lifeos/core";
import { Effect } from "effect";
import { describe, expect, it } from "vitest";
import { learnFromMessage, OfflineMemoryExtractor } from "../../src/index.js";
import { makeUser, runJournal } from "../journal-support/journalTestLayer.js";

// "Move it to Saturday", "cancel it", "muda para sábado às 10h": in a conversation with the read-only tools (the web
// app's), the memory job makes the change after the answer, reading the message as the answer did, so what the answer
// promised is done. Never twice: a change the turn's own tool made is left as it is. On the SQLite test storage.

const timeZone = "Europe/Lisbon";
const message = (text: string, sentAt: string, previousText: string | null, previousAnswer: string | null) => ({
  threadId: null, messageId: null, text, sentAt: new Date(sentAt), timeZone, previousAnswer, previousText, previousMessageId: null,
});

interface Turn { readonly said: string; readonly answer: string }

/**
 * The reminders (status and due time) after a reminder is asked for and the change said right after it; `byTool`: the
 * due time the turn's own `update_reminder` set after the change was sent, before the job ran.
 */
const remindersAfter = (asked: Turn, change: string, byTool: Date | null = null) =>
  runJournal(
    Effect.provideService(Effect.gen(function* () {
      const user = (yield* makeUser).id as UserId;
      const reminders = yield* ReminderRepository;
      yield* learnFromMessage(user, message(asked.said, "2025-01-01T09:00:00Z", null, null));
      if (byTool !== null) {
        // The tool runs once the message is in: after 09:05, when it was sent.
        (yield* Clock as unknown as Effect.Effect<TestClock.SteppingClock>).advance(10 * 3_600_000);
        const [pending] = (yield* reminders.list(user, { status: "pending" })).items;
        yield* reminders.update(user, pending!.id, { dueAt: byTool });
      }
      yield* learnFromMessage(user, message(change, "2025-01-01T09:05:00Z", asked.said, asked.answer));
      return (yield* reminders.list(user, {})).items.map((reminder) => [reminder.text, reminder.status, reminder.dueAt.toISOString()]);
    }), MemoryExtractor, OfflineMemoryExtractor.make()),
  );

const mumEn: Turn = { said: "remind me to call mum on Friday at 6pm", answer: "Done, I'll remind you: Call mum (3 January 2025 at 6 PM)." };
const mumPt: Turn = { said: "lembra-me de ligar à mãe na sexta às 18h", answer: "Combinado, vou lembrar: Ligar à mãe (3 de janeiro de 2025 às 18h)." };

describe("a reminder changed in words the job reads as the answer did", () => {
  it("is set as asked first (the setting these tests change)", async () => {
    expect(await remindersAfter(mumEn, "thanks")).toEqual([["Call mum", "pending", "2025-01-03T18:00:00.000Z"]]);
  });

  it.each([
    [mumEn, "move it to Saturday", ["Call mum", "pending", "2025-01-04T18:00:00.000Z"]],
    [mumEn, "actually make it 7pm", ["Call mum", "pending", "2025-01-03T19:00:00.000Z"]],
    [mumPt, "muda para sábado às 10h", ["Ligar à mãe", "pending", "2025-01-04T10:00:00.000Z"]],
    [mumPt, "afinal passa para as 20h", ["Ligar à mãe", "pending", "2025-01-03T20:00:00.000Z"]],
    [mumEn, "no, on Saturday", ["Call mum", "pending", "2025-01-04T18:00:00.000Z"]],
    [mumPt, "afinal às 20h", ["Ligar à mãe", "pending", "2025-01-03T20:00:00.000Z"]],
  ])("after %j, %s moves it", async (asked, change, after) => {
    expect(await remindersAfter(asked, change)).toEqual([after]);
  });

  it.each([
    [mumEn, "cancel it", ["Call mum", "dismissed", "2025-01-03T18:00:00.000Z"]],
    [mumPt, "cancela", ["Ligar à mãe", "dismissed", "2025-01-03T18:00:00.000Z"]],
  ])("after %j, %s cancels it", async (asked, change, after) => {
    expect(await remindersAfter(asked, change)).toEqual([after]);
  });

  it.each([
    [mumEn, "I'm moving to Porto on Saturday"],
    [mumPt, "vou mudar de casa no sábado"],
  ])("after %j, %s changes no reminder", async (asked, said) => {
    const [[, status, dueAt]] = (await remindersAfter(asked, said)) as [[string, string, string]];
    expect([status, dueAt]).toEqual(["pending", "2025-01-03T18:00:00.000Z"]);
  });

  it("leaves a change the turn's own tool made as it is (EN and PT)", async () => {
    const sunday = new Date("2025-01-05T18:00:00.000Z");
    expect(await remindersAfter(mumEn, "move it to Saturday", sunday)).toEqual([["Call mum", "pending", sunday.toISOString()]]);
    expect(await remindersAfter(mumPt, "muda para sábado às 10h", sunday)).toEqual([["Ligar à mãe", "pending", sunday.toISOString()]]);
  });
});
