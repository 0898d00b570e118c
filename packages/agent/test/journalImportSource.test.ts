import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { readFile } from "node:fs/promises";
import { Effect } from "effect";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { readImportSource } from "../src/journal/import/readImportSource.js";

// A file the disk refuses to hand over (no permission, gone meanwhile): whoever runs the tests can read any file, so
// the reader given refuses it.
const refusingLocked = (path: string) => (path.endsWith("locked.md") ? Promise.reject(new Error("EACCES")) : readFile(path));

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "lifeos-import-source-"));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("the files of an import folder", () => {
  it("says by code which files were past the limit and which could not be read", async () => {
    for (const name of ["2024-01-01.md", "2024-01-02-locked.md", "2024-01-03.md", "2024-01-04.md"]) writeFileSync(join(root, name), "A day.");
    const { files, skipped } = await Effect.runPromise(readImportSource(root, 3, refusingLocked));
    expect(files.map((file) => file.name)).toEqual(["2024-01-01.md", "2024-01-03.md"]);
    expect(skipped).toEqual([
      { name: "2024-01-04.md", code: "IMPORT_OVER_FILE_LIMIT", params: { max: 3 }, reason: "over the limit of 3 files" },
      { name: "2024-01-02-locked.md", code: "IMPORT_UNREADABLE_FILE", params: {}, reason: "unreadable file" },
    ]);
  });
});
