import type { UserId } from "@lifeos/core";
import { MemoryExtractor, MemoryRepository } from "@lifeos/core";
import { getPerson, searchMemories } from "@lifeos/tools";
import { Effect } from "effect";
import { describe, expect, it } from "vitest";
import { learnFromMessage, OfflineMemoryExtractor } from "../../src/index.js";
import { makeUser, runJournal } from "../journal-support/journalTestLayer.js";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// A relation had one at a time told with someone new ("my dentist is Dr. Lopes", then "actually my dentist is Dr.
// Costa"): on real storage the earlier holder ends, kept as history, so "what do you remember about me?" names the
// current one alone, "who is my dentist?" the new one, and "who was my dentist before?" still the earlier one. A second
// friend or brother ends no one.

const firstDay = new Date("2026-11-20T10:00:00Z");
const now = new Date("2026-12-02T10:00:00Z");
const timeZone = "Europe/Lisbon";
const { ask, answerWith } = offlineConversation({ skills: everySkill, now, timeZone });
const noLonger = /no longer|já não/;
const tools = { search_memories: searchMemories, get_person: getPerson } as const;

const message = (text: string, sentAt: Date) => ({ threadId: null, messageId: null, text, sentAt, timeZone, previousAnswer: null, previousText: null, previousMessageId: null });

/** After telling `told` a day apart on real storage: the memories still current, and each question's answer from the memory tools' results. */
const afterTelling = (told: ReadonlyArray<string>, questions: ReadonlyArray<string>) =>
  runJournal(
    Effect.provideService(
      Effect.gen(function* () {
        const user = (yield* makeUser).id as UserId;
        for (const [index, text] of told.entries()) yield* learnFromMessage(user, message(text, new Date(firstDay.getTime() + index * 86_400_000)));
        const current = (yield* (yield* MemoryRepository).list(user, { limit: 50 })).items.filter((memory) => memory.validTo === null).map((memory) => memory.content);
        const context = { userId: user, threadId: null, timeZone, now };
        const answers: string[] = [];
        for (const question of questions) {
          const { calls } = yield* Effect.promise(() => ask(question));
          const data: Record<string, unknown> = {};
          for (const call of calls) {
            const tool = tools[call.name as keyof typeof tools];
            data[call.name] = tool === undefined ? {} : (yield* tool.run(JSON.parse(call.arguments) as never, context)).data;
          }
          answers.push(yield* Effect.promise(() => answerWith(question, data)));
        }
        return { current, answers };
      }),
      MemoryExtractor,
      OfflineMemoryExtractor.make(),
    ),
  );

describe("a new holder of a relation had one at a time, kept", () => {
  it.each([
    [["my dentist is Dr. Lopes", "actually my dentist is Dr. Costa"], "Costa", "Lopes", ["what do you remember about me?", "who is my dentist?", "who was my dentist before?"]],
    [["my boss is Mark", "my boss is now Rita"], "Rita", "Mark", ["what do you remember about me?", "who is my boss?", "who was my boss before?"]],
    [["O meu dentista é o Dr. Lopes", "o meu dentista agora é o Dr. Costa"], "Costa", "Lopes", ["o que sabes sobre mim?", "quem é o meu dentista?", "quem era o meu dentista antes?"]],
    [["A minha chefe é a Rita", "a minha chefe agora é a Marta"], "Marta", "Rita", ["o que sabes sobre mim?", "quem é a minha chefe?", "quem era a minha chefe antes?"]],
  ])("%j: only %s is current", { timeout: 120_000 }, async (told, holder, earlier, questions) => {
    const { current, answers } = await afterTelling(told, questions);
    // "my boss is now Rita" also keeps "Mark is no longer my boss", which is true now.
    expect(current.filter((content) => content.includes(earlier) && !noLonger.test(content))).toEqual([]);
    expect(current.filter((content) => content.includes(holder))).toHaveLength(1);
    const [aboutMe, who, before] = answers;
    expect(aboutMe).toContain(holder);
    expect(aboutMe!.split("\n").filter((line) => line.includes(earlier) && !noLonger.test(line))).toEqual([]);
    expect(who!.split("\n")[0]).toContain(holder);
    expect(who!.split("\n")[0]).not.toContain(earlier);
    expect(before).toMatch(new RegExp(`^(?:Before|Antes d[oa]) (?:Dr\\. )?${holder}\\b.*\\b${earlier}\\b`, "u"));
  });

  it.each([
    [["my dentist is Dr. Costa", "my dentist is Dr. Costa"], "what do you remember about me?"],
    [["O meu dentista é o Dr. Costa", "o meu dentista é o Dr. Costa"], "o que sabes sobre mim?"],
  ])("%j, the same holder told again, stays current once", async (told, question) => {
    const { current, answers } = await afterTelling(told, [question]);
    expect(current.filter((content) => content.includes("Costa"))).toHaveLength(1);
    expect(answers[0]).toContain("Costa");
  });

  it.each([
    [["my friend is Tom", "my friend is Ana"], "what do you remember about me?"],
    [["O meu irmão é o Pedro", "O meu irmão é o João"], "o que sabes sobre mim?"],
  ])("%j, a relation had several of, keeps both", async (told, question) => {
    const { current, answers } = await afterTelling(told, [question]);
    expect(current).toHaveLength(2);
    for (const name of told.map((text) => text.split(" ").at(-1)!)) expect(answers[0]).toContain(name);
  });
});

describe("the earlier holder of a relation had one at a time, asked by name", () => {
  it.each([
    [["my dentist is Dr. Lopes", "actually my dentist is Dr. Costa"], "who is Dr. Lopes?", /Lopes is your dentist/],
    [["O meu dentista é o Dr. Lopes", "afinal o meu dentista é o Dr. Costa"], "quem é o Dr. Lopes?", /Lopes é (?:o )?seu dentista/],
  ])("%j, then %s, is not said to be it now", { timeout: 120_000 }, async (told, question, stale) => {
    const { answers } = await afterTelling(told, [question]);
    expect(answers[0]).toContain("Lopes");
    expect(answers[0]).not.toMatch(stale);
  });
});
