import { InvalidInput, PayloadTooLarge } from "@lifeos/core";
import { Schema } from "effect";
import { Zip, ZipDeflate, strFromU8, strToU8, unzipSync, type UnzipFileInfo } from "fflate";

/** What the archive's format is called in its manifest. */
export const archiveFormat = "lifeos-archive";
/** The archive format this server writes and reads. */
export const archiveFormatVersion = 1;

/** `manifest.json`: what the archive is, who made it when, and how many records each domain holds. */
export const ArchiveManifest = Schema.Struct({
  format: Schema.Literal(archiveFormat),
  formatVersion: Schema.Literal(archiveFormatVersion),
  appVersion: Schema.String,
  createdAt: Schema.String,
  counts: Schema.Record(Schema.String, Schema.Int.check(Schema.isGreaterThanOrEqualTo(0))),
  files: Schema.Int.check(Schema.isGreaterThanOrEqualTo(0)),
});
export type ArchiveManifest = typeof ArchiveManifest.Type;

/** A file path under `files/` that cannot climb out of it or name anything odd. */
const safePath = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}(\/[A-Za-z0-9][A-Za-z0-9._-]{0,199}){0,4}$/;
export const isSafeArchivePath = (path: string): boolean => safePath.test(path) && !path.split("/").some((segment) => segment === "..");

/**
 * Writes an archive as a stream of zip bytes: `add` puts one member
 * (compressed), `end` finishes the central directory. Bytes go to `onChunk`
 * as they are made; `onEnd` once the last is out.
 */
export const zipWriter = (onChunk: (bytes: Uint8Array) => void, onEnd: () => void, onError: (error: Error) => void) => {
  const zip = new Zip((error, chunk, final) => {
    if (error) return onError(error);
    onChunk(chunk);
    if (final) onEnd();
  });
  return {
    add: (name: string, bytes: Uint8Array) => {
      const member = new ZipDeflate(name, { level: 6 });
      zip.add(member);
      member.push(bytes, true);
    },
    addJson: (name: string, value: unknown) => {
      const member = new ZipDeflate(name, { level: 6 });
      zip.add(member);
      member.push(strToU8(JSON.stringify(value)), true);
    },
    end: () => zip.end(),
  };
};

/** An archive read back: its manifest, each domain's JSON value, and its files by path under `files/`. */
export interface ReadArchive {
  readonly manifest: ArchiveManifest;
  readonly parts: ReadonlyMap<string, unknown>;
  readonly files: ReadonlyMap<string, Uint8Array>;
}

const notAnArchive = (detail: string) => new InvalidInput({ message: `Not a LifeOS archive: ${detail}`, field: "archive" });

/**
 * Reads a LifeOS archive, throwing INVALID_INPUT for anything that is not
 * one (not a zip, no or a wrong manifest, a part that is not JSON, a member
 * outside the known layout) and PAYLOAD_TOO_LARGE when its members would
 * unpack to more than `maxBytes` together (checked before unpacking).
 */
export const readArchive = (bytes: Uint8Array, maxBytes: number): ReadArchive => {
  let total = 0;
  let unexpected: string | undefined;
  const accept = (file: UnzipFileInfo) => {
    total += file.originalSize;
    if (total > maxBytes) throw new PayloadTooLarge({ message: `The archive unpacks to more than ${maxBytes} bytes`, limit: maxBytes });
    const known = file.name === "manifest.json" || /^[a-z][a-z0-9-]{0,40}\.json$/.test(file.name) || (file.name.startsWith("files/") && isSafeArchivePath(file.name.slice(6)));
    if (!known && !file.name.endsWith("/")) unexpected ??= file.name;
    return known;
  };
  let members: Record<string, Uint8Array>;
  try {
    members = unzipSync(bytes, { filter: accept });
  } catch (error) {
    if (error instanceof PayloadTooLarge) throw error;
    throw notAnArchive("the file is not a readable zip archive");
  }
  if (unexpected !== undefined) throw notAnArchive(`unexpected member "${unexpected.slice(0, 200)}"`);
  const json = (name: string): unknown => {
    try {
      return JSON.parse(strFromU8(members[name]!));
    } catch {
      throw notAnArchive(`${name} is not JSON`);
    }
  };
  if (members["manifest.json"] === undefined) throw notAnArchive("manifest.json is missing");
  const decoded = Schema.decodeUnknownExit(ArchiveManifest)(json("manifest.json"));
  if (decoded._tag === "Failure") throw notAnArchive(`manifest.json is not a version ${archiveFormatVersion} manifest`);
  const parts = new Map<string, unknown>();
  const files = new Map<string, Uint8Array>();
  for (const name of Object.keys(members)) {
    if (name.startsWith("files/")) files.set(name.slice(6), members[name]!);
    else if (name !== "manifest.json" && name.endsWith(".json")) parts.set(name.slice(0, -5), json(name));
  }
  return { manifest: decoded.value, parts, files };
};
