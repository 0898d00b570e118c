import type { UserId } from "@lifeos/core";
import { EntityRepository, JournalEntryRepository, searchWords } from "@lifeos/core";
import { Effect, Layer, Option } from "effect";
import type { UserVocabularyService } from "../../chat/UserVocabulary.js";
import { UserVocabulary } from "../../chat/UserVocabulary.js";

export interface JournalVocabularyOptions {
  /** Users whose words are kept in memory at once (default 200); the least recently asked is let go first. */
  readonly users?: number;
}

/** Entries read per page while the words are built. */
const pageSize = 200;

/**
 * The user's vocabulary from their journal and memory: every word of three
 * letters or more of their entries (titles too), and the words of the names
 * of the people and places remembered. Built once per user and kept while
 * the journal's shape (its count and first and last dates) and the number of
 * names are the same: a question reads the journal's stats and the names
 * (two small queries), never every entry, unless an entry was added or
 * removed since. An entry edited in place is read at the next such change.
 */
export const make = (options: JournalVocabularyOptions = {}) =>
  Effect.gen(function* () {
    const entries = yield* JournalEntryRepository;
    const entities = yield* Effect.serviceOption(EntityRepository);
    const limit = options.users ?? 200;
    const cache = new Map<string, { readonly key: string; readonly words: ReadonlySet<string> }>();

    const names = (userId: UserId) =>
      Option.isSome(entities) ? entities.value.list(userId).pipe(Effect.map((found) => found.map((entity) => entity.name))) : Effect.succeed<ReadonlyArray<string>>([]);

    const build = (userId: UserId, known: ReadonlyArray<string>) =>
      Effect.gen(function* () {
        const words = new Set<string>();
        const add = (text: string) => {
          for (const word of searchWords(text)) if (word.length >= 3 && !/\d/.test(word)) words.add(word);
        };
        known.forEach(add);
        let cursor: string | undefined;
        do {
          const page = yield* entries.list(userId, { order: "asc", limit: pageSize, cursor });
          for (const entry of page.items) add(`${entry.title ?? ""} ${entry.content}`);
          cursor = page.nextCursor ?? undefined;
        } while (cursor !== undefined);
        return words as ReadonlySet<string>;
      });

    const words: UserVocabularyService["words"] = (userId) =>
      Effect.gen(function* () {
        const [stats, known] = yield* Effect.all([entries.stats(userId), names(userId)], { concurrency: 2 });
        const key = `${stats.count}|${stats.firstDate}|${stats.lastDate}|${known.length}`;
        const cached = cache.get(userId);
        if (cached !== undefined && cached.key === key) {
          cache.delete(userId);
          cache.set(userId, cached);
          return cached.words;
        }
        const built = yield* build(userId, known);
        cache.delete(userId);
        cache.set(userId, { key, words: built });
        if (cache.size > limit) cache.delete(cache.keys().next().value!);
        return built;
      }).pipe(Effect.orElseSucceed((): ReadonlySet<string> => new Set()));

    const journalSpan: UserVocabularyService["journalSpan"] = (userId) =>
      entries.stats(userId).pipe(
        Effect.map((stats) => (stats.firstDate === null || stats.lastDate === null ? null : { first: stats.firstDate, last: stats.lastDate })),
        Effect.orElseSucceed(() => null),
      );

    return { words, journalSpan } satisfies UserVocabularyService;
  });

export const layer = (options: JournalVocabularyOptions = {}): Layer.Layer<UserVocabulary, never, JournalEntryRepository> => Layer.effect(UserVocabulary, make(options));
