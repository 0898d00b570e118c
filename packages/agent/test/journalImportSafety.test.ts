import { JournalEntryRepository, type UserId } from "@lifeos/core";
import { Effect } from "effect";
import { describe, expect, it } from "vitest";
import { contentHash, importFiles } from "../src/journal/index.js";
import { makeUser, runJournal } from "./journal-support/journalTestLayer.js";

const file = (name: string, text: string) => ({ name, bytes: new TextEncoder().encode(text) });

const entriesOf = (userId: UserId) =>
  Effect.gen(function* () {
    const page = yield* (yield* JournalEntryRepository).list(userId, { order: "asc", limit: 200 });
    return page.items.map((entry) => ({ date: entry.date, content: entry.content, sourceRef: entry.sourceRef, source: entry.source }));
  });

const reasons = (skipped: ReadonlyArray<{ name: string; reason: string }>) => Object.fromEntries(skipped.map((item) => [item.name, item.reason]));

describe("an import never drops or overwrites silently", () => {
  it("keeps the same words on two days, equal to an entry written in the app, or under two headings of one file, as entries of their own", async () => {
    const result = await runJournal(
      Effect.gen(function* () {
        const user = yield* makeUser;
        const entries = yield* JournalEntryRepository;
        yield* entries.create(user.id, { date: "2025-01-05" as never, content: "Rest day.", contentHash: contentHash("Rest day.") });
        const report = yield* importFiles(
          user.id,
          [
            file("2025-01-01.md", "Rest day."),
            file("2025-01-02.md", "Rest day."),
            file("2025-01-05.md", "Rest day."),
            file("log.md", "## 2025-01-03\nRest day.\n\n## 2025-01-04\nRest day.\n"),
          ],
          { process: false },
        );
        return { report, entries: yield* entriesOf(user.id) };
      }),
    );
    expect(result.report).toMatchObject({ created: 5, updated: 0, unchanged: 0, kept: 0, skipped: [] });
    expect(result.entries.map((entry) => [entry.date, entry.sourceRef])).toEqual([
      ["2025-01-01", "2025-01-01.md"],
      ["2025-01-02", "2025-01-02.md"],
      ["2025-01-03", "log.md#2025-01-03"],
      ["2025-01-04", "log.md#2025-01-04"],
      ["2025-01-05", null],
      ["2025-01-05", "2025-01-05.md"],
    ]);
  });

  it("keeps an entry edited in the app when its file is imported again, and reports it; updates only unedited entries", async () => {
    const result = await runJournal(
      Effect.gen(function* () {
        const user = yield* makeUser;
        const entries = yield* JournalEntryRepository;
        yield* importFiles(user.id, [file("2025-02-01.md", "Draft one."), file("2025-02-02.md", "Draft two.")], { process: false });
        const [first] = (yield* entries.list(user.id, { order: "asc" })).items;
        // What the app's PATCH does: the text changes and the entry becomes the person's own.
        yield* entries.update(user.id, first!.id, { content: "My careful edit.", contentHash: contentHash("My careful edit."), source: "manual" });
        const sameFiles = yield* importFiles(user.id, [file("2025-02-01.md", "Draft one."), file("2025-02-02.md", "Draft two.")], { process: false });
        const changedFiles = yield* importFiles(user.id, [file("2025-02-01.md", "Draft one, revised."), file("2025-02-02.md", "Draft two, revised.")], {
          process: false,
        });
        return { sameFiles, changedFiles, entries: yield* entriesOf(user.id) };
      }),
    );
    for (const report of [result.sameFiles, result.changedFiles]) {
      expect(report.kept).toBe(1);
      expect(report.skipped).toEqual([{ name: "2025-02-01.md", reason: expect.stringMatching(/^kept your edit/), code: "IMPORT_KEPT_EDIT", params: {} }]);
    }
    expect(result.sameFiles).toMatchObject({ created: 0, updated: 0, unchanged: 1 });
    expect(result.changedFiles).toMatchObject({ created: 0, updated: 1, unchanged: 0 });
    expect(result.entries.map((entry) => [entry.content, entry.source])).toEqual([
      ["My careful edit.", "manual"],
      ["Draft two, revised.", "import"],
    ]);
  });

  it("skips every invalid date with its reason and never moves text to another day", async () => {
    const dayOne = JSON.stringify({
      entries: [
        { uuid: "BAD", creationDate: "2025-02-30T10:00:00Z", text: "Leap into nowhere." },
        { uuid: "GOOD", creationDate: "2025-02-28T10:00:00Z", text: "A real day." },
      ],
    });
    const result = await runJournal(
      Effect.gen(function* () {
        const user = yield* makeUser;
        const report = yield* importFiles(
          user.id,
          [
            file("journal.md", "# 2025-02-30\nThe thirtieth of February.\n\n# 2025-03-01\nMarch begins.\n\n# 2025-03-32\nOff the end.\n"),
            file("99999-01-01.md", "Far future."),
            file("2025-02-30.md", "Not a day."),
            file("fronted.md", "---\ndate: 2025-02-30\n---\nFront matter day."),
            file("written.md", "## February 30, 2025\nWritten out.\n\n## 30 de fevereiro de 2025\nEscrito.\n\n## March 2, 2025\nFine.\n"),
            file("Journal.json", dayOne),
          ],
          { process: false },
        );
        return { report, entries: yield* entriesOf(user.id) };
      }),
    );
    expect(result.entries.map((entry) => [entry.date, entry.content])).toEqual([
      ["2025-02-28", "A real day."],
      ["2025-03-01", "March begins."],
      ["2025-03-02", "Fine."],
    ]);
    expect(reasons(result.report.skipped)).toEqual({
      "journal.md#2025-02-30": expect.stringContaining('invalid date "2025-02-30"'),
      "journal.md#2025-03-32": expect.stringContaining('invalid date "2025-03-32"'),
      "99999-01-01.md": expect.stringContaining('invalid date "99999-01-01"'),
      "2025-02-30.md": expect.stringContaining('invalid date "2025-02-30"'),
      "fronted.md": expect.stringContaining('invalid date "2025-02-30"'),
      "written.md#February 30, 2025": expect.stringContaining("invalid date"),
      "written.md#30 de fevereiro de 2025": expect.stringContaining("invalid date"),
      "Journal.json entry 1": expect.stringContaining('invalid date "2025-02-30"'),
    });
  });

  it("reports text before the first dated heading instead of dropping it", async () => {
    const result = await runJournal(
      Effect.gen(function* () {
        const user = yield* makeUser;
        return yield* importFiles(user.id, [file("notes.md", "# Notes\nSome thoughts with no day.\n\n## 2025-03-03\nA dated day.\n")], { process: false });
      }),
    );
    expect(result).toMatchObject({ created: 1 });
    expect(reasons(result.skipped)).toEqual({ "notes.md (before the first dated heading)": expect.stringContaining("no dated heading") });
  });

  it("skips a file or record whose name or text cannot be stored, and imports the rest", async () => {
    const dayOne = JSON.stringify({
      entries: [
        { uuid: "NUL", creationDate: "2025-04-01T10:00:00Z", text: "before\u0000after" },
        { uuid: "LONE", creationDate: "2025-04-02T10:00:00Z", text: "half an emoji \ud83d" },
        { uuid: "bad\u0000uuid", creationDate: "2025-04-03T10:00:00Z", text: "Fine text." },
        { uuid: "OK", creationDate: "2025-04-04T10:00:00Z", text: "Stored. 👍🏽 שלום" },
      ],
    });
    const result = await runJournal(
      Effect.gen(function* () {
        const user = yield* makeUser;
        const report = yield* importFiles(
          user.id,
          [file("2025-04-05\u0000.md", "A name with NUL."), file("2025-04-06.md", "A fine file."), file("2025-04-07.md", "nul\u0000inside"), file("export.json", dayOne)],
          { process: false },
        );
        return { report, entries: yield* entriesOf(user.id) };
      }),
    );
    expect(result.entries.map((entry) => entry.content)).toEqual(["Stored. 👍🏽 שלום", "A fine file."]);
    expect(reasons(result.report.skipped)).toEqual({
      "2025-04-05\uFFFD.md": expect.stringContaining("file name contains characters that cannot be stored"),
      "2025-04-07.md": expect.stringContaining("binary"),
      "dayone:NUL": expect.stringContaining("cannot be stored"),
      "dayone:LONE": expect.stringContaining("cannot be stored"),
      "dayone:bad\uFFFDuuid": expect.stringContaining("cannot be stored"),
    });
  });
});
