import type { UserId } from "@lifeos/core";
import type { Effect, Schema } from "effect";
import type { ServerConfig } from "../config.js";
import type { AppServices } from "../http/AppContext.js";
import type { StackServices } from "../stacks/StackServices.js";

/** A file of a domain's part of an archive (a document's original), stored under `files/<path>`. */
export interface ArchiveFile {
  /** Where the file sits under `files/`: letters, digits, `.`, `_`, `-` and `/`, chosen by the domain. */
  readonly path: string;
  readonly bytes: Uint8Array;
}

/** What one domain puts into an archive: its records (Dates as such; the archive writes them as JSON) and its files. */
export interface ArchiveExport<A> {
  readonly records: ReadonlyArray<A>;
  readonly files?: ReadonlyArray<ArchiveFile>;
}

/** What an import gives each domain besides its own records. */
export interface ArchiveImportContext {
  /** The server's configuration (its bounds apply to imported records as to any other write). */
  readonly config: ServerConfig;
  /**
   * Old id → new id of every record imported so far, all domains together
   * (a part imports after the parts it names in `after`, so the journal's
   * entries are here before the reflections that point at them).
   */
  readonly ids: Map<string, string>;
  /** A file of the archive by its path under `files/` (undefined when the archive lacks it). */
  readonly file: (path: string) => Uint8Array | undefined;
  /**
   * Work to do once every part is written, only if the whole import
   * succeeded: typically making the domain's processing jobs due, so they do
   * not compete with the import itself (queue them with a delay before
   * writing, so a process that dies in between still processes what it wrote).
   */
  readonly afterImport: (work: Effect.Effect<void, unknown, AppServices | StackServices>) => void;
}

/**
 * A domain's part of the user's archive ("your data is yours"): the
 * server's export writes `<name>.json` with the domain's `records` encoded by
 * `record` (Dates as ISO strings) and its files; the import decodes every
 * domain's records with `record` before anything is written (one bad record
 * rejects the whole archive with INVALID_INPUT), then calls `import` domain by
 * domain. Never secrets: no API key, no token, no password.
 */
export interface DomainArchive<S extends Schema.Top = Schema.Top> {
  /** The part's name in the archive (`<name>.json`) and in the manifest's counts. */
  readonly name: string;
  /**
   * The parts imported before this one, whose new ids this part's records
   * refer to (reflections name journal entries; the chat's tool results name
   * entries and documents).
   */
  readonly after?: ReadonlyArray<string>;
  /** One record of this domain, as the archive holds it. */
  readonly record: S;
  /** Every record of the user in this domain, in the order `import` recreates them. */
  readonly export: (userId: UserId) => Effect.Effect<ArchiveExport<S["Type"]>, unknown, AppServices | StackServices>;
  /** True when the user has nothing of their own in this domain (an import only goes into an empty account). */
  readonly isEmpty: (userId: UserId) => Effect.Effect<boolean, unknown, AppServices | StackServices>;
  /**
   * Recreates the records for the user (new ids, recorded in `context.ids`);
   * returns how many were imported. Queues whatever processing the records
   * need (embedding, analysis) as the domain's jobs.
   */
  readonly import: (
    userId: UserId,
    records: ReadonlyArray<S["Type"]>,
    context: ArchiveImportContext,
  ) => Effect.Effect<number, unknown, AppServices | StackServices>;
  /**
   * Removes everything of the user in this domain: how a failed import is
   * undone, which only ever runs on an account that was empty before it.
   */
  readonly clear: (userId: UserId) => Effect.Effect<void, unknown, AppServices | StackServices>;
}

/** A domain's archive part with its record schema checked where it is written. */
export const domainArchive = <S extends Schema.Top & { readonly DecodingServices: never; readonly EncodingServices: never }>(
  archive: DomainArchive<S>,
): DomainArchive<S> => archive;

/**
 * A domain archive of any record type, as modules list them (each is checked
 * against its own schema where `domainArchive` declares it).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- differently typed parts side by side (see above)
export type AnyDomainArchive = DomainArchive<any>;
