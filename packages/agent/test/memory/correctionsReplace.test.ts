import type { UserId } from "@lifeos/core";
import { MemoryExtractor, MemoryRepository } from "@lifeos/core";
import { Effect } from "effect";
import { describe, expect, it } from "vitest";
import { extractOffline, learnFromMessage, OfflineMemoryExtractor } from "../../src/index.js";
import { makeUser, runJournal } from "../journal-support/journalTestLayer.js";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// A correction of what was just told ("actually it's shellfish, not peanuts", "na verdade é marisco, não amendoim")
// replaces it: the corrected fact is kept, the earlier one ends (superseded by it), and the reply says what changed.

const now = new Date("2026-11-20T10:00:00Z");
const timeZone = "Europe/Lisbon";
const cases = [
  ["I'm allergic to peanuts", "actually it's shellfish, not peanuts", "I'm allergic to shellfish", "Corrected: You're allergic to shellfish, not peanuts."],
  ["Sou alérgico a amendoim", "na verdade é marisco, não amendoim", "Sou alérgico a marisco", "Corrigido: É alérgico a marisco, não amendoim."],
  ["A minha irmã Ana mora em Braga", "não é Braga, é Coimbra", "A minha irmã Ana mora em Coimbra", null],
] as const;

describe("a correction, read", () => {
  it.each(cases)("%s, then %s", (told, correction, kept) => {
    const memories = extractOffline({ text: correction, previousText: told, sentAt: now, timeZone }).memories.map((memory) => memory.content);
    expect(memories.join(" | ")).toContain(kept.replace(/^A minha irmã /, ""));
  });
});

describe("a correction, said back", () => {
  const { turn } = offlineConversation({ skills: everySkill, now, timeZone });
  it.each(cases.filter(([, , , reply]) => reply !== null))("%s, then %s", async (told, correction, _kept, reply) => {
    const { text } = await turn([{ role: "user", content: told }, { role: "assistant", content: "…" }, { role: "user", content: correction }]);
    expect(text).toBe(reply);
  });
});

const message = (text: string, previousText: string | null, at: Date) => ({ threadId: null, messageId: null, text, sentAt: at, timeZone, previousAnswer: null, previousText, previousMessageId: null });

describe("a correction, kept", () => {
  it.each(cases)("%s, then %s: only the corrected fact is current", async (told, correction, kept) => {
    const current = await runJournal(
      Effect.provideService(
        Effect.gen(function* () {
          const user = (yield* makeUser).id as UserId;
          yield* learnFromMessage(user, message(told, null, now));
          yield* learnFromMessage(user, message(correction, told, new Date(now.getTime() + 60_000)));
          return (yield* (yield* MemoryRepository).list(user, { limit: 20 })).items.filter((memory) => memory.validTo === null).map((memory) => memory.content);
        }),
        MemoryExtractor,
        OfflineMemoryExtractor.make(),
      ),
    );
    expect(current.join(" | ")).toContain(kept.replace(/^A minha irmã /, ""));
    const wrong = /peanuts|amendoim|Braga/;
    expect(current.filter((content) => wrong.test(content))).toEqual([]);
  });
});
