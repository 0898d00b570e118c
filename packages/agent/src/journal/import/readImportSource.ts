import { readdir, readFile, stat } from "node:fs/promises";
import { basename, join, relative, sep } from "node:path";
import { InvalidInput } from "@lifeos/core";
import { Effect } from "effect";
import type { ImportFile, SkippedItem } from "./ImportRecord.js";

/** Most files read from one folder. */
export const maxImportFiles = 100_000;

const walk = async (root: string, directory: string, files: string[], skipped: SkippedItem[]): Promise<void> => {
  const children = await readdir(directory, { withFileTypes: true });
  children.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const child of children) {
    if (child.name.startsWith(".")) continue;
    const path = join(directory, child.name);
    if (child.isDirectory()) await walk(root, path, files, skipped);
    else if (child.isFile()) {
      if (files.length >= maxImportFiles) skipped.push({ name: relative(root, path), reason: `over the limit of ${maxImportFiles} files` });
      else files.push(path);
    }
  }
};

/**
 * The files of an import path: a folder read recursively (hidden files
 * ignored, names relative to it, in name order) or a single file. Files that
 * cannot be read are reported, not thrown.
 */
export const readImportSource = (
  path: string,
): Effect.Effect<{ files: ImportFile[]; skipped: SkippedItem[] }, InvalidInput> =>
  Effect.tryPromise({
    try: async () => {
      const info = await stat(path);
      const skipped: SkippedItem[] = [];
      const paths: string[] = [];
      if (info.isDirectory()) await walk(path, path, paths, skipped);
      else paths.push(path);
      const files: ImportFile[] = [];
      for (const file of paths) {
        const name = info.isDirectory() ? relative(path, file).split(sep).join("/") : basename(file);
        try {
          files.push({ name, bytes: await readFile(file) });
        } catch {
          skipped.push({ name, reason: "unreadable file" });
        }
      }
      return { files, skipped };
    },
    catch: () => new InvalidInput({ message: `Cannot read ${path}: no such file or folder, or no permission`, field: "path" }),
  });
