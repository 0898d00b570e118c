import { unzipSync } from "fflate";
import { skippedItem, type ImportFile, type SkippedItem } from "./ImportRecord.js";

/** Default bound on what the zips of one import may unpack to. */
export const defaultMaxUnpackedBytes = 200 * 1024 * 1024;

const isZip = (name: string) => /\.zip$/i.test(name);

/** Folders and files an archiver adds that are nobody's writing: `__MACOSX/`, `.DS_Store`, hidden paths. */
const isClutter = (path: string) => path.endsWith("/") || path.split("/").some((segment) => segment.startsWith(".") || segment === "__MACOSX");

/**
 * Replaces each zip among the files (a Day One export, a zipped folder of
 * notes) with its members, named by their path inside it. A zip that cannot
 * be read, or whose members together would unpack to more than
 * `maxUnpackedBytes`, is listed as skipped with why and nothing of it is
 * read; a zip inside a zip is not opened.
 */
export const expandZips = (files: ReadonlyArray<ImportFile>, maxUnpackedBytes = defaultMaxUnpackedBytes): { files: ImportFile[]; skipped: SkippedItem[] } => {
  const expanded: ImportFile[] = [];
  const skipped: SkippedItem[] = [];
  let unpacked = 0;
  for (const file of files) {
    if (!isZip(file.name)) {
      expanded.push(file);
      continue;
    }
    let total = unpacked;
    let tooLarge = false;
    let members: Record<string, Uint8Array>;
    try {
      members = unzipSync(file.bytes, {
        filter: (member) => {
          if (isClutter(member.name)) return false;
          total += member.originalSize;
          if (total > maxUnpackedBytes) tooLarge = true;
          return !tooLarge;
        },
      });
    } catch {
      skipped.push(skippedItem(file.name, "IMPORT_NOT_A_ZIP", {}, "not a readable zip archive"));
      continue;
    }
    if (tooLarge) {
      const megabytes = Math.floor(maxUnpackedBytes / 1024 / 1024);
      skipped.push(skippedItem(file.name, "IMPORT_ZIP_TOO_LARGE", { megabytes }, `unpacks to more than ${megabytes} MB: unzip it and import the folder`));
      continue;
    }
    unpacked = total;
    for (const [name, bytes] of Object.entries(members).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
      if (isZip(name)) skipped.push(skippedItem(`${file.name}/${name}`, "IMPORT_ZIP_IN_ZIP", {}, "a zip inside a zip is not opened: unzip it and import what it holds"));
      else expanded.push({ name, bytes });
    }
  }
  return { files: expanded, skipped };
};
