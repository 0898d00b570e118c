import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { JournalEntryRepository } from "@lifeos/core";
import { Effect } from "effect";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { ImportProgress } from "../src/journal/index.js";
import { importJournal } from "../src/journal/index.js";
import { makeUser, runJournal } from "./journal-support/journalTestLayer.js";

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "lifeos-import-"));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const write = (name: string, content: string | Uint8Array) => {
  const path = join(root, name);
  mkdirSync(join(path, ".."), { recursive: true });
  writeFileSync(path, content);
  return path;
};

const listAll = (userId: string) =>
  Effect.gen(function* () {
    const page = yield* (yield* JournalEntryRepository).list(userId as never, { order: "asc", limit: 200 });
    return page.items.map((entry) => ({ date: entry.date, title: entry.title, content: entry.content, sourceRef: entry.sourceRef, source: entry.source }));
  });

describe("importJournal", () => {
  it("imports a folder of Markdown and text files, dated by file name or front matter, and reports bad files by name", async () => {
    write("2024-03-05.md", "A walk by the river.");
    write("2024/2024-03-06-first-swim.md", "Cold water, big smile.");
    write("notes/trip.md", "---\ntitle: Sintra trip\ndate: 2024-03-07\ntags: [travel]\n---\nWe hiked to the palace.");
    write("2024-03-08.txt", "Plain text entry.");
    write("undated.md", "I forgot to write the date.");
    write("2024-03-09.md", "");
    write("2024-03-10.md", new Uint8Array([0x48, 0x69, 0xff, 0xfe, 0xfd, 0x20, 0xc3]));
    write("photo.png", new Uint8Array([1, 2, 3]));
    const progress: ImportProgress[] = [];
    const result = await runJournal(
      Effect.gen(function* () {
        const user = yield* makeUser;
        const report = yield* importJournal(user.id, root, { onProgress: (step) => progress.push(step) });
        return { report, entries: yield* listAll(user.id) };
      }),
    );
    expect(result.entries).toEqual([
      { date: "2024-03-05", title: null, content: "A walk by the river.", sourceRef: "2024-03-05.md", source: "import" },
      { date: "2024-03-06", title: "first swim", content: "Cold water, big smile.", sourceRef: "2024/2024-03-06-first-swim.md", source: "import" },
      { date: "2024-03-07", title: "Sintra trip", content: "We hiked to the palace.", sourceRef: "notes/trip.md", source: "import" },
      { date: "2024-03-08", title: null, content: "Plain text entry.", sourceRef: "2024-03-08.txt", source: "import" },
    ]);
    expect(result.report).toMatchObject({ files: 8, records: 4, created: 4, updated: 0, unchanged: 0 });
    expect(result.report.processing).toMatchObject({ done: 4, failed: [] });
    expect(Object.fromEntries(result.report.skipped.map((item) => [item.name, item.reason]))).toEqual({
      "2024-03-09.md": "empty",
      "2024-03-10.md": expect.stringContaining("unreadable encoding (neither UTF-8 nor Latin-1 text)"),
      "photo.png": expect.stringContaining("photos, videos and audio are not imported"),
      "undated.md": expect.stringContaining("no date"),
    });
    expect(progress.map((step) => step.phase)).toEqual(expect.arrayContaining(["reading", "saving", "processing", "done"]));
  });

  it("splits a single Markdown file at dated headings", async () => {
    const file = write(
      "journal.md",
      "# My journal\n\n## 2024-01-02\nBack to work.\n\n### Lunch\nSoup.\n\n## January 3, 2024 — Snow day\nIt snowed!\n\n## 4 de janeiro de 2024\nDia calmo.\n",
    );
    const entries = await runJournal(
      Effect.gen(function* () {
        const user = yield* makeUser;
        yield* importJournal(user.id, file, { process: false });
        return yield* listAll(user.id);
      }),
    );
    expect(entries.map(({ date, title, content, sourceRef }) => ({ date, title, content, sourceRef }))).toEqual([
      { date: "2024-01-02", title: null, content: "Back to work.\n\n### Lunch\nSoup.", sourceRef: "journal.md#2024-01-02" },
      { date: "2024-01-03", title: "Snow day", content: "It snowed!", sourceRef: "journal.md#2024-01-03" },
      { date: "2024-01-04", title: null, content: "Dia calmo.", sourceRef: "journal.md#2024-01-04" },
    ]);
  });

  it("reads a Day One export, dating each entry in its own time zone", async () => {
    const file = write(
      "Journal.json",
      JSON.stringify({
        metadata: { version: "1.0" },
        entries: [
          { uuid: "A1", creationDate: "2024-03-05T23:30:00Z", timeZone: "Asia/Tokyo", text: "# Tokyo\nLate ramen." },
          { uuid: "B2", creationDate: "2024-03-06T01:30:00Z", timeZone: "America/New_York", text: "Still the 5th in New York." },
          { uuid: "C3", creationDate: "2024-03-07T10:00:00Z", text: "" },
        ],
      }),
    );
    const result = await runJournal(
      Effect.gen(function* () {
        const user = yield* makeUser;
        const report = yield* importJournal(user.id, file, { process: false });
        return { report, entries: yield* listAll(user.id) };
      }),
    );
    expect(result.entries.map(({ date, title, sourceRef }) => ({ date, title, sourceRef }))).toEqual([
      { date: "2024-03-05", title: null, sourceRef: "dayone:B2" },
      { date: "2024-03-06", title: "Tokyo", sourceRef: "dayone:A1" },
    ]);
    expect(result.report.skipped).toEqual([{ name: "Journal.json entry 3", reason: "empty", code: "IMPORT_EMPTY", params: {} }]);
  });

  it("re-imports idempotently: unchanged files are skipped, an edited file is updated and processed again", async () => {
    write("2024-03-05.md", "Original text.");
    write("2024-03-06.md", "Another day.");
    const result = await runJournal(
      Effect.gen(function* () {
        const user = yield* makeUser;
        const first = yield* importJournal(user.id, root);
        const again = yield* importJournal(user.id, root);
        write("2024-03-05.md", "Edited text, now longer.");
        const edited = yield* importJournal(user.id, root);
        return { first, again, edited, entries: yield* listAll(user.id) };
      }),
    );
    expect(result.first).toMatchObject({ created: 2, unchanged: 0 });
    expect(result.again).toMatchObject({ created: 0, updated: 0, unchanged: 2 });
    expect(result.again.processing?.processed).toBe(0);
    expect(result.edited).toMatchObject({ created: 0, updated: 1, unchanged: 1 });
    expect(result.edited.processing?.processed).toBe(1);
    expect(result.entries.map((entry) => entry.content)).toEqual(["Edited text, now longer.", "Another day."]);
  });

  it("fails clearly when the path does not exist", async () => {
    const error = await runJournal(
      Effect.gen(function* () {
        const user = yield* makeUser;
        return yield* Effect.flip(importJournal(user.id, join(root, "missing")));
      }),
    );
    expect(error).toMatchObject({ _tag: "InvalidInput", field: "path" });
  });
});
