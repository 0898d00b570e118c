import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/** `lifeos import` as a person runs it: the CLI in its own process, on a SQLite file. */
describe("lifeos import (the CLI)", () => {
  let root: string;
  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), "lifeos-cli-"));
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  const lifeos = (...args: string[]) => {
    const result = spawnSync("npx", ["tsx", "--conditions=@lifeos/source", "src/cli.ts", ...args], {
      cwd: join(import.meta.dirname, ".."),
      env: { ...process.env, LIFEOS_DATABASE_URL: `file:${join(root, "lifeos.db")}`, LIFEOS_SAMPLE_DATA: "false", LIFEOS_MODE: "embedded" },
      encoding: "utf8",
      timeout: 120_000,
    });
    return { status: result.status, output: `${result.stdout}${result.stderr}` };
  };

  it("imports day-first notes in the order it is told, and exits 1 saying why when nothing can be imported", () => {
    mkdirSync(join(root, "notes"));
    writeFileSync(join(root, "notes", "05-04-2019.md"), "Ferry to the island.");
    mkdirSync(join(root, "documents"));
    writeFileSync(join(root, "documents", "payslip.docx"), "PK");

    const unsure = lifeos("import", join(root, "notes"));
    expect(unsure.status).toBe(1);
    expect(unsure.output).toContain('skipped 05-04-2019.md: ambiguous date "05-04-2019"');
    expect(unsure.output).toContain("Nothing to import");

    const told = lifeos("import", join(root, "notes"), "--date-order", "DMY");
    expect(told.status).toBe(0);
    expect(told.output).toContain("1 new, 0 updated, 0 unchanged, 0 skipped");
    const database = new Database(join(root, "lifeos.db"), { readonly: true });
    expect(database.prepare("select date, content from journal_entries").all()).toEqual([{ date: "2019-04-05", content: "Ferry to the island." }]);
    database.close();

    const wrongKind = lifeos("import", join(root, "documents"));
    expect(wrongKind.status).toBe(1);
    expect(wrongKind.output).toMatch(/skipped payslip\.docx: unsupported file type "\.docx".*upload it under Documents/);
  }, 300_000);
});
