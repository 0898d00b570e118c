import { Conflict, InvalidInput, decodeInput, type UserId } from "@lifeos/core";
import { Effect, Schema } from "effect";
import type { ServerConfig } from "../config.js";
import type { AppServices } from "../http/AppContext.js";
import type { StackServices } from "../stacks/StackServices.js";
import { isSafeArchivePath, type ReadArchive } from "./archiveFile.js";
import type { AnyDomainArchive, ArchiveFile } from "./DomainArchive.js";

/** Each domain's records encoded as JSON (Dates as ISO strings), its files, and the counts for the manifest. */
export interface CollectedArchive {
  readonly parts: ReadonlyArray<{ readonly name: string; readonly json: unknown; readonly count: number }>;
  readonly files: ReadonlyArray<ArchiveFile>;
}

/** The part's records as JSON: the domain's record schema, with Dates as ISO strings. */
const jsonCodec = (archive: AnyDomainArchive) => Schema.toCodecJson(Schema.Array(archive.record as Schema.Codec<unknown, unknown, never, never>));

/** Every domain's part of the user's data, ready to be written (see `archiveFile`). */
export const collectArchive = (userId: UserId, archives: ReadonlyArray<AnyDomainArchive>) =>
  Effect.gen(function* () {
    const parts = [];
    const files: ArchiveFile[] = [];
    for (const archive of archives) {
      const part = yield* archive.export(userId);
      const json = yield* Schema.encodeUnknownEffect(jsonCodec(archive))(part.records);
      for (const file of part.files ?? []) {
        if (!isSafeArchivePath(file.path)) return yield* Effect.die(new Error(`The ${archive.name} archive named an unsafe file path: ${file.path}`));
        files.push(file);
      }
      parts.push({ name: archive.name, json, count: part.records.length });
    }
    const collected: CollectedArchive = { parts, files };
    return collected;
  });

/** The parts in import order: each after those it names in `after`, otherwise as listed. */
export const importOrder = (archives: ReadonlyArray<AnyDomainArchive>): ReadonlyArray<AnyDomainArchive> => {
  const ordered: AnyDomainArchive[] = [];
  const placing = new Set<string>();
  const place = (archive: AnyDomainArchive) => {
    if (ordered.includes(archive) || placing.has(archive.name)) return;
    placing.add(archive.name);
    for (const name of archive.after ?? []) {
      const before = archives.find((candidate) => candidate.name === name);
      if (before !== undefined) place(before);
    }
    ordered.push(archive);
  };
  for (const archive of archives) place(archive);
  return ordered;
};

/** What an import did: records per domain. */
export interface ImportReport {
  readonly counts: Readonly<Record<string, number>>;
}

/**
 * Imports an archive into the user's account, all or nothing:
 * 1. every domain's records are decoded (INVALID_INPUT names the domain; nothing written);
 * 2. the account must hold nothing of the person's own in any domain (CONFLICT otherwise);
 * 3. domains import in `importOrder`, each in its own batches (each batch one transaction), then
 *    the work they left for afterwards (making their processing jobs due) runs;
 * 4. if any step fails, every domain's `clear` removes what was imported, and the error is returned.
 * A process that dies between 3 and 4 can leave part of an import; importing again is then refused until the account is emptied.
 */
export const importArchive = (
  userId: UserId,
  archive: ReadArchive,
  archives: ReadonlyArray<AnyDomainArchive>,
  config: ServerConfig,
): Effect.Effect<ImportReport, unknown, AppServices | StackServices> =>
  Effect.gen(function* () {
    const known = new Set(archives.map((part) => part.name));
    for (const name of archive.parts.keys()) {
      if (!known.has(name)) return yield* Effect.fail(new InvalidInput({ message: `The archive holds a part this server does not know: ${name}.json (made by a newer LifeOS?)`, field: "archive" }));
    }
    const decoded: Array<{ archive: AnyDomainArchive; records: ReadonlyArray<unknown> }> = [];
    for (const part of importOrder(archives)) {
      const json = archive.parts.get(part.name);
      if (json === undefined) continue;
      const records = yield* decodeInput(jsonCodec(part), json).pipe(
        Effect.mapError((error) => new InvalidInput({ message: `${part.name}.json: ${error.message}`, field: "archive" })),
      );
      decoded.push({ archive: part, records });
    }
    for (const part of archives) {
      if (!(yield* part.isEmpty(userId)))
        return yield* Effect.fail(new Conflict({ message: `An archive is imported only into an account with no data of its own; this one already has ${part.name} data` }));
    }
    const ids = new Map<string, string>();
    const afterwards: Array<Effect.Effect<void, unknown, AppServices | StackServices>> = [];
    const context = { config, ids, file: (path: string) => archive.files.get(path), afterImport: (work: (typeof afterwards)[number]) => void afterwards.push(work) };
    const counts: Record<string, number> = {};
    const run = Effect.gen(function* () {
      for (const { archive: part, records } of decoded) counts[part.name] = yield* part.import(userId, records, context);
      for (const work of afterwards) yield* work;
    });
    yield* run.pipe(
      Effect.onError(() =>
        Effect.gen(function* () {
          for (const { archive: part } of [...decoded].reverse()) yield* Effect.ignore(part.clear(userId));
        }),
      ),
    );
    const report: ImportReport = { counts };
    return report;
  });
