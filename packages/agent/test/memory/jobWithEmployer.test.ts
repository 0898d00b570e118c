import type { UserId } from "@lifeos/core";
import { MemoryExtractor, MemoryRepository } from "@lifeos/core";
import { Effect } from "effect";
import { describe, expect, it } from "vitest";
import { extractOffline, learnFromMessage, OfflineMemoryExtractor } from "../../src/index.js";
import { makeUser, runJournal } from "../journal-support/journalTestLayer.js";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// A job told with where it is done ("I work as a nurse at Santa Maria", "trabalho como enfermeira no Santa Maria")
// keeps both: the job, and the employer as where the person works, which replaces an employer told before and
// answers "where do I work?". A city is where, not an employer ("a nurse in Lisbon", "médica no Porto").

const now = new Date("2026-11-20T10:00:00Z");
const timeZone = "Europe/Lisbon";
const triples = (text: string) => extractOffline({ text, sentAt: now, timeZone }).memories.map((memory) => [memory.triple?.predicate, memory.triple?.object]);

describe("a job told with its employer", () => {
  it.each([
    ["I work as a nurse at Santa Maria", "nurse"],
    ["I'm a nurse at Santa Maria", "nurse"],
    ["trabalho como enfermeira no Santa Maria", "enfermeira"],
    ["sou enfermeira no Santa Maria", "enfermeira"],
  ])("%s keeps the job and the employer", (text, job) => {
    expect(triples(text)).toEqual([["job_title", job], ["works_at", "Santa Maria"]]);
  });

  it.each(["I work as a nurse in Lisbon", "trabalho como enfermeira em Lisboa", "sou médica no Porto", "I work as a nurse at the hospital"])("%s keeps the job alone", (text) => {
    expect(triples(text).map(([predicate]) => predicate)).toEqual(["job_title"]);
  });
});

const message = (text: string) => ({ threadId: null, messageId: null, text, sentAt: now, timeZone, previousAnswer: null, previousText: null, previousMessageId: null });

/** The memories still true after telling `told`, one message at a time, on real storage. */
const currentAfter = (told: ReadonlyArray<string>) =>
  runJournal(
    Effect.provideService(Effect.gen(function* () {
      const user = (yield* makeUser).id as UserId;
      for (const text of told) yield* learnFromMessage(user, message(text));
      return (yield* (yield* MemoryRepository).list(user, { limit: 20 })).items.filter((memory) => memory.validTo === null).map((memory) => memory.content);
    }), MemoryExtractor, OfflineMemoryExtractor.make()),
  );

const { answerWith } = offlineConversation({ skills: everySkill, now, timeZone });

describe("where the person works, after a new job told with its employer", () => {
  it.each([
    [["I work at Google", "I work as a nurse at Santa Maria"], "where do I work?", "You work at Santa Maria, as you told me"],
    [["Trabalho na Google", "Trabalho como enfermeira no Santa Maria"], "onde eu trabalho?", "Trabalha em Santa Maria, como me contou"],
  ])("%j, then %s, is answered with the new employer", async (told, question, answer) => {
    const current = await currentAfter(told);
    expect(current.some((content) => content.includes("Google"))).toBe(false);
    const memories = current.map((content) => ({ content, date: "2026-11-20", dated: false, type: "fact", current: true }));
    const text = await answerWith(question, (name) => (name === "search_memories" ? { memories } : { results: [] }));
    expect(text.startsWith(answer)).toBe(true);
  });
});

describe("a job told with its employer, said back", () => {
  const { ask } = offlineConversation({ skills: everySkill, now, timeZone });
  it.each([
    ["I work as a nurse at Santa Maria", "Noted: You work as a nurse at Santa Maria."],
    ["trabalho como enfermeira no Santa Maria", "Anotado: Trabalha como enfermeira no Santa Maria."],
  ])("%s is said back once, not again as where", async (text, reply) => {
    expect((await ask(text)).text).toBe(reply);
  });
});

describe("where the person works, beside a task or a visit that names a profession", () => {
  const rows = [
    { content: "I need to call the dentist", date: "2026-11-21", dated: false, type: "task", current: true },
    { content: "Tenho consulta no dentista na sexta", date: "2026-11-22", dated: true, type: "appointment", current: true },
    { content: "I work at Santa Maria", date: "2026-11-20", dated: false, type: "fact", current: true },
  ];
  it.each([
    ["where do I work?", "You work at Santa Maria, as you told me on 2026-11-20."],
    ["onde eu trabalho?", "Trabalha em Santa Maria, como me contou em 2026-11-20."],
  ])("%s is answered by the work alone", async (question, answer) => {
    expect(await answerWith(question, (name) => (name === "search_memories" ? { memories: rows } : { results: [] }))).toBe(answer);
  });
});

describe("what is remembered about the person, after a job told with its employer", () => {
  it.each([
    ["what do you know about me?", ["I work as a nurse at Santa Maria", "I work at Santa Maria"], "What I remember about you:\n- 2026-11-20: You work as a nurse at Santa Maria"],
    ["o que sabes sobre mim?", ["Trabalho como enfermeira no Santa Maria", "Trabalho em Santa Maria"], "O que sei:\n- 2026-11-20: Trabalha como enfermeira no Santa Maria"],
  ])("%s lists the job once, not again as where", async (question, contents, answer) => {
    const memories = contents.map((content) => ({ content, date: "2026-11-20", dated: false, type: "fact", current: true }));
    expect(await answerWith(question, (name) => (name === "search_memories" ? { memories } : { results: [] }))).toBe(answer);
  });
});
