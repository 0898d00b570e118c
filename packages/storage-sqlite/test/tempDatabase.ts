import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** A fresh directory for a database file, and a way to remove it. */
export const tempDatabase = (): { readonly filename: string; readonly remove: () => void } => {
  const directory = mkdtempSync(join(tmpdir(), "lifeos-sqlite-"));
  return { filename: join(directory, "lifeos.db"), remove: () => rmSync(directory, { recursive: true, force: true }) };
};
