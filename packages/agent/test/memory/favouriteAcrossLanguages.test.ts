import type { UserId } from "@lifeos/core";
import { MemoryExtractor, MemoryRepository } from "@lifeos/core";
import { Effect } from "effect";
import { describe, expect, it } from "vitest";
import { learnFromMessage, OfflineMemoryExtractor } from "../../src/index.js";
import { makeUser, runJournal } from "../journal-support/journalTestLayer.js";

// A favourite told again in the other language replaces the one told before ("my favourite food is sushi", then "a
// minha comida preferida é bacalhau"): one favourite of a kind is current, whichever language it was said in. On
// real storage; a favourite of another kind stays.

const timeZone = "Europe/Lisbon";
const message = (text: string, sentAt: string) => ({ threadId: null, messageId: null, text, sentAt: new Date(sentAt), timeZone, previousAnswer: null, previousText: null, previousMessageId: null });

const currentAfter = (told: ReadonlyArray<string>) =>
  runJournal(
    Effect.provideService(Effect.gen(function* () {
      const user = (yield* makeUser).id as UserId;
      for (const [at, text] of told.entries()) yield* learnFromMessage(user, message(text, `2030-05-1${at}T10:00:00Z`));
      return (yield* (yield* MemoryRepository).list(user, { limit: 20 })).items.filter((memory) => memory.validTo === null).map((memory) => memory.content).sort();
    }), MemoryExtractor, OfflineMemoryExtractor.make()),
  );

describe("a favourite told again in the other language", () => {
  it.each([
    [["My favourite food is sushi", "A minha comida preferida é bacalhau"], "A minha comida preferida é bacalhau"],
    [["A minha cor preferida é o verde", "My favourite colour is blue"], "My favourite colour is blue"],
    [["O meu filme preferido é o Casablanca", "My favourite movie is Alien"], "My favourite movie is Alien"],
  ])("%j: only the last is current", async (told, last) => {
    expect(await currentAfter([...told, "My favourite band is Radiohead"])).toEqual([last, "My favourite band is Radiohead"].sort());
  });
});
