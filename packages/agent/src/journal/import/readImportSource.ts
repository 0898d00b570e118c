import { readdir, readFile, stat } from "node:fs/promises";
import { basename, join, relative, sep } from "node:path";
import { InvalidInput } from "@lifeos/core";
import { Effect } from "effect";
import type { ImportFile, SkippedItem } from "./ImportRecord.js";
import { skippedItem } from "./ImportRecord.js";

/** Most files read from one folder. */
export const maxImportFiles = 100_000;

const walk = async (root: string, directory: string, files: string[], skipped: SkippedItem[], maxFiles: number): Promise<void> => {
  const children = await readdir(directory, { withFileTypes: true });
  children.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const child of children) {
    if (child.name.startsWith(".")) continue;
    const path = join(directory, child.name);
    if (child.isDirectory()) await walk(root, path, files, skipped, maxFiles);
    else if (child.isFile()) {
      if (files.length >= maxFiles) skipped.push(skippedItem(relative(root, path), "IMPORT_OVER_FILE_LIMIT", { max: maxFiles }, `over the limit of ${maxFiles} files`));
      else files.push(path);
    }
  }
};

/**
 * The files of an import path: a folder read recursively (hidden files
 * ignored, names relative to it, in name order) or a single file, at most
 * `maxFiles` of them. Files past it, and files that cannot be read, are
 * reported (`IMPORT_OVER_FILE_LIMIT`, `IMPORT_UNREADABLE_FILE`), not thrown. `read` reads one file (the disk's own
 * by default; a test gives one that refuses a file, as a disk without permission would).
 */
export const readImportSource = (
  path: string,
  maxFiles: number = maxImportFiles,
  read: (file: string) => Promise<Uint8Array> = readFile,
): Effect.Effect<{ files: ImportFile[]; skipped: SkippedItem[] }, InvalidInput> =>
  Effect.tryPromise({
    try: async () => {
      const info = await stat(path);
      const skipped: SkippedItem[] = [];
      const paths: string[] = [];
      if (info.isDirectory()) await walk(path, path, paths, skipped, maxFiles);
      else paths.push(path);
      const files: ImportFile[] = [];
      for (const file of paths) {
        const name = info.isDirectory() ? relative(path, file).split(sep).join("/") : basename(file);
        try {
          files.push({ name, bytes: await read(file) });
        } catch {
          skipped.push(skippedItem(name, "IMPORT_UNREADABLE_FILE", {}, "unreadable file"));
        }
      }
      return { files, skipped };
    },
    catch: () => new InvalidInput({ message: `Cannot read ${path}: no such file or folder, or no permission`, field: "path" }),
  });
