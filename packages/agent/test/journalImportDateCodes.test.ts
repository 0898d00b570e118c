import { journalImportSkipCodes, Limits } from "@lifeos/core";
import { describe, expect, it } from "vitest";
import { type ImportFile, parseImportFiles } from "../src/journal/index.js";

const file = (name: string, text: string): ImportFile => ({ name, bytes: new TextEncoder().encode(text) });

/** Each skipped item's name, with its code and params (the words a client writes) beside the English reason kept for others. */
const skippedOf = (files: ReadonlyArray<ImportFile>) =>
  Object.fromEntries(parseImportFiles(files, { timeZone: "UTC" }).skipped.map((item) => [item.name, { code: item.code, params: item.params, reason: item.reason }]));

describe("a journal import's date reasons carry a code and the values they name", () => {
  it("an ambiguous day/month in a file's name: the text, its two numbers, and that it was the name", () => {
    const skipped = skippedOf([file("04-05-2024.md", "April or May?")]);
    expect(skipped["04-05-2024.md"]).toEqual({
      code: "IMPORT_AMBIGUOUS_DATE",
      params: { text: "04-05-2024", first: 4, second: 5, place: "name" },
      reason: expect.stringMatching(/^ambiguous date "04-05-2024" \(4 May or April 5\).*\(in the file name\)$/),
    });
  });

  it("a heading's day and month with no year above it, and one whose weekday is not that day's in the year above", () => {
    const skipped = skippedOf([
      file("undated.md", "## Mon 4th Mar\n\nNo year anywhere."),
      file("journal 2024.md", "## Thu 14th Mar\n\nRight.\n\n## Fri 16th Mar\n\nThe 16th was a Saturday in 2024."),
    ]);
    expect(skipped["undated.md#Mon 4th Mar"]).toMatchObject({ code: "IMPORT_NO_YEAR", params: { text: "Mon 4th Mar" } });
    expect(skipped["journal 2024.md#Fri 16th Mar"]).toMatchObject({ code: "IMPORT_WRONG_WEEKDAY", params: { text: "Fri 16th Mar", weekday: 5, year: 2024 } });
  });

  it("no such day in a name, a heading or written in words; a front matter date that is none; a file with no date; text before the first dated heading", () => {
    const skipped = skippedOf([
      file("2025-02-30.md", "No such day."),
      file("days.md", "## 2024-03-05\n\nA day.\n\n## 31/04/2024\n\nApril has 30 days."),
      file("words.md", "## February 30, 2025\n\nNo such day either."),
      file("front.md", "---\ndate: someday\n---\nText."),
      file("notes.md", "Just notes."),
      file("preface.md", "A preface.\n\n## 2024-03-05\n\nThe day."),
    ]);
    expect(skipped["2025-02-30.md"]).toMatchObject({ code: "IMPORT_NO_SUCH_DAY", params: { text: "2025-02-30", place: "name" } });
    expect(skipped["days.md#31/04/2024"]).toMatchObject({ code: "IMPORT_NO_SUCH_DAY", params: { text: "31/04/2024" } });
    expect(skipped["words.md#February 30, 2025"]).toMatchObject({ code: "IMPORT_NO_SUCH_DAY", params: { text: "February 30, 2025" } });
    expect(skipped["front.md"]).toMatchObject({ code: "IMPORT_FRONT_MATTER_DATE", params: { text: "someday" }, reason: 'invalid date "someday" in the front matter' });
    expect(skipped["notes.md"]).toMatchObject({ code: "IMPORT_NO_DATE_IN_FILE", params: {} });
    expect(skipped["preface.md (before the first dated heading)"]).toMatchObject({ code: "IMPORT_UNDATED_TEXT", params: { marker: "heading" } });
  });

  it("an empty or too long day of a split file is told by code too, and every code is one core lists", () => {
    const long = "x".repeat(Limits.entryChars + 1);
    const parsed = parseImportFiles([file("split.md", `## 2024-03-05\n\n## 2024-03-06\n\n${long}`), file("blank.md", "  \n")], { timeZone: "UTC" });
    const codes = Object.fromEntries(parsed.skipped.map((item) => [item.name, [item.code, item.params]]));
    expect(codes).toEqual({
      "split.md#2024-03-05": ["IMPORT_EMPTY", {}],
      "split.md#2024-03-06": ["IMPORT_TOO_LARGE", { characters: Limits.entryChars }],
      "blank.md": ["IMPORT_EMPTY", {}],
    });
    for (const item of parsed.skipped) expect(journalImportSkipCodes).toContain(item.code);
  });
});
