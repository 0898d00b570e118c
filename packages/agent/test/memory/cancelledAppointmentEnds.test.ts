import type { UserId } from "@lifeos/core";
import { MemoryExtractor, MemoryRepository, ReminderRepository } from "@lifeos/core";
import { Effect } from "effect";
import { describe, expect, it } from "vitest";
import { learnFromMessage, OfflineMemoryExtractor } from "../../src/index.js";
import { makeUser, runJournal } from "../journal-support/journalTestLayer.js";

// "Cancel the dentist appointment" was kept as a new appointment, "Cancel the dentist appointment", and the one told
// stayed current, so the agenda still listed it. Calling off an appointment ends the one told (and its reminder), and
// notes nothing; with none told, nothing changes. On the SQLite test storage.

const timeZone = "Europe/Lisbon";
const message = (text: string, sentAt: string, previousText: string | null) => ({
  threadId: null, messageId: null, text, sentAt: new Date(sentAt), timeZone, previousAnswer: null, previousText, previousMessageId: null,
});

/** The memories (current and ended) and the reminders' statuses after the messages said in turn. */
const after = (said: ReadonlyArray<string>) =>
  runJournal(
    Effect.provideService(Effect.gen(function* () {
      const user = (yield* makeUser).id as UserId;
      let previous: string | null = null;
      for (const [index, text] of said.entries()) {
        yield* learnFromMessage(user, message(text, `2025-06-10T10:0${index}:00Z`, previous));
        previous = text;
      }
      const statuses = (yield* (yield* ReminderRepository).list(user, {})).items.map((reminder) => reminder.status);
      const all = (yield* (yield* MemoryRepository).list(user, { limit: 50, includeArchived: true })).items;
      return { statuses, current: all.filter((memory) => memory.validTo === null).map((memory) => memory.content), ended: all.filter((memory) => memory.validTo !== null).map((memory) => memory.content) };
    }), MemoryExtractor, OfflineMemoryExtractor.make()),
  );

describe("an appointment called off ends the one told", () => {
  it.each([
    ["I have a dentist appointment on Friday at 3pm", "cancel the dentist appointment"],
    ["I have a dentist appointment on Friday at 3pm", "the dentist appointment was cancelled"],
    ["I have a dentist appointment on Friday at 3pm", "I'm not going to the dentist on Friday anymore"],
    ["tenho consulta no dentista na sexta às 15h", "cancelaram a consulta do dentista"],
    ["tenho consulta no dentista na sexta às 15h", "desmarca a consulta do dentista"],
    ["tenho consulta no dentista na sexta às 15h", "já não vou ao dentista na sexta"],
    ["tenho consulta no dentista na sexta às 15h", "cancela minha consulta no dentista"],
  ])("%s, then %s: no longer current, nothing new kept", async (told, cancel) => {
    const { current, ended } = await after([told, cancel]);
    expect(current).toEqual([]);
    expect(ended).toHaveLength(1);
    expect(ended[0]).toMatch(/dentist/i);
  });

  it.each([
    [["I have a dentist appointment on Friday", "remind me of the dentist appointment on Friday", "cancel the dentist appointment"]],
    [["tenho consulta no dentista na sexta", "lembra-me da consulta no dentista na sexta", "desmarca a consulta do dentista"]],
  ])("%j: its reminder is dismissed with it", async (said) => {
    const { statuses, current } = await after(said);
    expect(statuses).toEqual(["dismissed"]);
    expect(current.filter((content) => /dentist/i.test(content) && !/^(?:remind|lembr)/i.test(content))).toEqual([]);
  });

  it.each([
    ["I have a dentist appointment on Friday at 3pm", "cancel my appointment"],
    ["tenho consulta no dentista na sexta às 15h", "desmarca a minha consulta"],
  ])("%s, then %s with none named: the only one ahead ends", async (told, cancel) => {
    const { current, ended } = await after([told, cancel]);
    expect(current).toEqual([]);
    expect(ended).toHaveLength(1);
  });

  it.each([
    [["I have a dentist appointment on Friday at 3pm", "I have a physio session on Saturday at 10am", "cancel my appointment"]],
    [["tenho consulta no dentista na sexta às 15h", "tenho fisioterapia no sábado às 10h", "desmarca a minha consulta"]],
  ])("%j: of several ahead, none named, none ends", async (said) => {
    const { current, ended } = await after(said);
    expect(current).toHaveLength(2);
    expect(ended).toEqual([]);
  });

  it.each([["cancel the dentist appointment"], ["desmarca a consulta do dentista"], ["cancela minha consulta no dentista"]])("%s with none told keeps nothing", async (cancel) => {
    const { current, ended } = await after([cancel]);
    expect([...current, ...ended]).toEqual([]);
  });

  it.each([
    ["I have a dentist appointment on Friday at 3pm", "cancel the dentist reminder"],
    ["tenho consulta no dentista na sexta às 15h", "cancela o lembrete do dentista"],
  ])("%s, then %s: the appointment stays", async (told, cancel) => {
    const { current } = await after([told, cancel]);
    expect(current).toHaveLength(1);
  });
});
