import type { Asset, Entity, KnownAsset, UserId } from "@lifeos/core";
import { EntityRepository, JournalEntryRepository, PortfolioRepository, searchWords } from "@lifeos/core";
import { Effect, Layer, Option } from "effect";
import type { UserVocabularyService, UserWords } from "../../chat/UserVocabulary.js";
import { UserVocabulary } from "../../chat/UserVocabulary.js";
import { WrittenNames } from "./writtenNames.js";

export interface JournalVocabularyOptions {
  /** Users whose words are kept in memory at once (default 200); the least recently asked is let go first. */
  readonly users?: number;
}

/** Entries read per page while the words are built. */
const pageSize = 200;

interface Cached {
  /** The journal's shape and the number of names the journal's words were built from. */
  readonly key: string;
  readonly journalWords: ReadonlySet<string>;
  /** The names among the journal's words and the names remembered (`UserWords.names`). */
  readonly names: ReadonlySet<string>;
  /** The assets' symbols and names and the accounts' names, as read. */
  readonly assetsKey: string;
  readonly assets: ReadonlyArray<KnownAsset> | null;
  /** The journal's words with the assets' names. */
  readonly words: ReadonlySet<string>;
}

const addWords = (words: Set<string>, text: string) => {
  for (const word of searchWords(text)) if (word.length >= 3 && !/\d/.test(word)) words.add(word);
};

const assetsKeyOf = (assets: ReadonlyArray<Asset> | null) => (assets === null ? "" : assets.map((asset) => `${asset.symbol}\u0000${asset.name}`).join("\u0001"));

/**
 * The user's vocabulary from their journal, memory and portfolio: every
 * word of three letters or more of their entries (titles too), the words of
 * the names of the people and places remembered, and the names of their
 * assets and accounts; and the names among them (`WrittenNames`). Built once per user and kept while the journal's shape (its count
 * and first and last dates), the number of names and the assets are the
 * same: a turn reads the journal's stats, the names, the assets and the accounts (four
 * small queries), never every entry, unless an entry was added or removed
 * since. An entry edited in place is read at the next such change.
 */
export const make = (options: JournalVocabularyOptions = {}) =>
  Effect.gen(function* () {
    const entries = yield* JournalEntryRepository;
    const entities = yield* Effect.serviceOption(EntityRepository);
    const portfolio = yield* Effect.serviceOption(PortfolioRepository);
    const limit = options.users ?? 200;
    const cache = new Map<string, Cached>();

    const remembered = (userId: UserId) =>
      Option.isSome(entities) ? entities.value.list(userId) : Effect.succeed<ReadonlyArray<Pick<Entity, "name" | "type">>>([]);
    // Not known (null) without a portfolio here or when it cannot be read: any capitalised name may then be an asset.
    const assetsOf = (userId: UserId) =>
      Option.isSome(portfolio) ? portfolio.value.listAssets(userId).pipe(Effect.orElseSucceed(() => null)) : Effect.succeed<ReadonlyArray<Asset> | null>(null);

    // The accounts' names, read beside the assets (a handful of rows): null as the assets when not known.
    const accountsOf = (userId: UserId) =>
      Option.isSome(portfolio)
        ? portfolio.value.listAccounts(userId).pipe(
            Effect.map((found): ReadonlyArray<string> | null => found.map((account) => account.name)),
            Effect.orElseSucceed(() => null),
          )
        : Effect.succeed<ReadonlyArray<string> | null>(null);

    const build = (userId: UserId, known: ReadonlyArray<Pick<Entity, "name" | "type">>) =>
      Effect.gen(function* () {
        const words = new Set<string>();
        const names = new WrittenNames();
        for (const { name, type } of known) {
          addWords(words, name);
          if (type === "person" || type === "place") names.addName(name);
        }
        let cursor: string | undefined;
        do {
          const page = yield* entries.list(userId, { order: "asc", limit: pageSize, cursor });
          for (const entry of page.items) {
            addWords(words, `${entry.title ?? ""} ${entry.content}`);
            names.add(entry.title ?? "");
            names.add(entry.content);
          }
          cursor = page.nextCursor ?? undefined;
        } while (cursor !== undefined);
        return { words: words as ReadonlySet<string>, names: names.names() };
      }).pipe(Effect.option);

    const withAssets = (journalWords: ReadonlySet<string>, assets: ReadonlyArray<KnownAsset> | null, accounts: ReadonlyArray<string> | null): ReadonlySet<string> => {
      if ((assets === null || assets.length === 0) && (accounts === null || accounts.length === 0)) return journalWords;
      const words = new Set(journalWords);
      for (const asset of assets ?? []) addWords(words, asset.name);
      for (const account of accounts ?? []) addWords(words, account);
      return words;
    };

    const read: UserVocabularyService["read"] = (userId) =>
      Effect.gen(function* () {
        const [stats, known, found, accounts] = yield* Effect.all([entries.stats(userId).pipe(Effect.option), remembered(userId).pipe(Effect.option), assetsOf(userId), accountsOf(userId)], { concurrency: 4 });
        const journalSpan = Option.isNone(stats) || stats.value.firstDate === null || stats.value.lastDate === null ? null : { first: stats.value.firstDate, last: stats.value.lastDate };
        const cached = cache.get(userId);
        const assetsKey = `${assetsKeyOf(found)}\u0002${accounts?.join("\u0001") ?? ""}`;
        const sameAssets = cached !== undefined && cached.assetsKey === assetsKey && (cached.assets === null) === (found === null);
        const assets: ReadonlyArray<KnownAsset> | null = sameAssets ? cached.assets : found === null ? null : found.map(({ symbol, name }) => ({ symbol, name }));
        // The journal or the names unreadable: no words this turn, and nothing kept that would hide the next turn's.
        if (Option.isNone(stats) || Option.isNone(known)) return { words: new Set<string>(), names: new Set<string>(), journalSpan, assets, accounts } satisfies UserWords;
        const key = `${stats.value.count}|${stats.value.firstDate}|${stats.value.lastDate}|${known.value.length}`;
        const built = cached !== undefined && cached.key === key ? Option.some({ words: cached.journalWords, names: cached.names }) : yield* build(userId, known.value);
        if (Option.isNone(built)) return { words: new Set<string>(), names: new Set<string>(), journalSpan, assets, accounts } satisfies UserWords;
        const { words: journalWords, names } = built.value;
        const words = sameAssets && cached.journalWords === journalWords ? cached.words : withAssets(journalWords, assets, accounts);
        cache.delete(userId);
        cache.set(userId, { key, journalWords, names, assetsKey, assets, words });
        if (cache.size > limit) cache.delete(cache.keys().next().value!);
        return { words, names, journalSpan, assets, accounts } satisfies UserWords;
      });

    return { read } satisfies UserVocabularyService;
  });

export const layer = (options: JournalVocabularyOptions = {}): Layer.Layer<UserVocabulary, never, JournalEntryRepository> => Layer.effect(UserVocabulary, make(options));
