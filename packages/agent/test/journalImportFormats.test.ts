import { JournalEntryRepository, type UserId } from "@lifeos/core";
import { Effect } from "effect";
import { strToU8, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { type DayOrder, type ImportFile, importFiles } from "../src/journal/index.js";
import { makeUser, runJournal } from "./journal-support/journalTestLayer.js";

const file = (name: string, text: string | Uint8Array): ImportFile => ({ name, bytes: typeof text === "string" ? new TextEncoder().encode(text) : text });

const importAll = (files: ReadonlyArray<ImportFile>, dayOrder?: DayOrder) =>
  runJournal(
    Effect.gen(function* () {
      const user = yield* makeUser;
      const report = yield* importFiles(user.id, files, { process: false, dayOrder });
      const page = yield* (yield* JournalEntryRepository).list(user.id as UserId, { order: "asc", limit: 200 });
      return {
        report,
        entries: page.items.map((entry) => [entry.date, entry.sourceRef, entry.title, entry.content] as const),
        skipped: Object.fromEntries(report.skipped.map((item) => [item.name, item.reason])),
      };
    }),
  );

describe("journal import reads the files people actually keep", () => {
  it("dates files named in other ways: day-first numbers, dots, underscores, compact digits, written days in English and Portuguese", async () => {
    const result = await importAll([
      file("05-03-2024.md", "Dinner with Ana."),
      file("13.03.2024.md", "The 13th says the folder writes the day first."),
      file("2024.03.06.md", "Dots."),
      file("2024_03_07.md", "Underscores."),
      file("20240308_long-walk.md", "Compact, with a title."),
      file("March 9, 2024.md", "Written in English."),
      file("10 de março de 2024.md", "Escrito em português."),
      file("Monday, March 11, 2024.md", "With the weekday."),
      file("Journal 2024-03-12 0123456789abcdef0123456789abcdef.md", "Exported from Notion."),
      file("journal/2024/03/14.md", "A folder per year and month, a file per day."),
    ]);
    expect(result.entries.map(([date, sourceRef, title]) => [date, sourceRef, title])).toEqual([
      ["2024-03-05", "05-03-2024.md", null],
      ["2024-03-06", "2024.03.06.md", null],
      ["2024-03-07", "2024_03_07.md", null],
      ["2024-03-08", "20240308_long-walk.md", "long walk"],
      ["2024-03-09", "March 9, 2024.md", null],
      ["2024-03-10", "10 de março de 2024.md", null],
      ["2024-03-11", "Monday, March 11, 2024.md", null],
      ["2024-03-12", "Journal 2024-03-12 0123456789abcdef0123456789abcdef.md", "Journal"],
      ["2024-03-13", "13.03.2024.md", null],
      ["2024-03-14", "journal/2024/03/14.md", null],
    ]);
    expect(result.report.skipped).toEqual([]);
  });

  it("never guesses the order of an ambiguous numeric date: skipped with why, unless the files or the caller tell", async () => {
    const alone = await importAll([file("04-05-2024.md", "April or May?"), file("2024-03-01.md", "ISO says nothing about the order.")]);
    expect(alone.entries.map(([date]) => date)).toEqual(["2024-03-01"]);
    expect(alone.skipped["04-05-2024.md"]).toMatch(/^ambiguous date "04-05-2024" \(4 May or April 5\).*YYYY-MM-DD/);
    const monthFirst = await importAll([file("04-05-2024.md", "April."), file("04-25-2024.md", "The 25th says month first.")]);
    expect(monthFirst.entries.map(([date]) => date)).toEqual(["2024-04-05", "2024-04-25"]);
    const told = await importAll([file("04-05-2024.md", "May, as the caller says.")], "DMY");
    expect(told.entries.map(([date]) => date)).toEqual(["2024-05-04"]);
  });

  it("splits one long file at headings in several date styles, numeric ones in the file's own order, never in another parser's", async () => {
    const result = await importAll([
      file(
        "journal.md",
        [
          "# My journal 2024",
          "## 5 March 2024",
          "First.",
          "## 2024/03/06",
          "Second.",
          "## Quinta, 7 de março de 2024",
          "Terceiro.",
          "## 09/03/2024",
          "Day first, as the 13th below says.",
          "## 13/03/2024",
          "Thirteenth.",
          "## Thu 14th Mar — no year written",
          "The year of the heading above.",
          "## Fri 16th Mar",
          "The 16th was a Saturday in 2024.",
        ].join("\n\n"),
      ),
    ]);
    expect(result.entries).toEqual([
      ["2024-03-05", "journal.md#2024-03-05", null, "First."],
      ["2024-03-06", "journal.md#2024-03-06", null, "Second."],
      ["2024-03-07", "journal.md#2024-03-07", null, "Terceiro."],
      ["2024-03-09", "journal.md#2024-03-09", null, "Day first, as the 13th below says."],
      ["2024-03-13", "journal.md#2024-03-13", null, "Thirteenth."],
      ["2024-03-14", "journal.md#2024-03-14", "no year written", "The year of the heading above."],
    ]);
    expect(result.skipped).toEqual({ "journal.md#Fri 16th Mar": '"Fri 16th Mar" is not a Friday in 2024: add the year to it' });
  });

  it("gives headings without a year the year of a heading above, and lists them with why when there is none", async () => {
    const result = await importAll([
      file("2024.md", "### Mon 4th Mar\nA.\n\n### Tue 5th Mar\nB.\n"),
      file("log.md", "# 2023\n\n## 30 December\nLate in the year.\n"),
      file("undated.md", "## Mon 4th Mar\nWhich year?\n"),
      file("2024-03-20.md", "## March 12\nA heading in a file named for one day is its text."),
    ]);
    expect(result.entries.map(([date, sourceRef, , content]) => [date, sourceRef, content])).toEqual([
      ["2023-12-30", "log.md#2023-12-30", "Late in the year."],
      ["2024-03-04", "2024.md#2024-03-04", "A."],
      ["2024-03-05", "2024.md#2024-03-05", "B."],
      ["2024-03-20", "2024-03-20.md", "## March 12\nA heading in a file named for one day is its text."],
    ]);
    expect(result.skipped).toEqual({ "undated.md#Mon 4th Mar": expect.stringMatching(/^no year in "Mon 4th Mar"/) });
  });

  it("reads a plain-text diary whose days are lines holding a date", async () => {
    const result = await importAll([file("diary.txt", "5/3/2024\nFirst day.\nStill the first day.\n\n13/3/2024 - rainy\nSecond.\n\n**March 14, 2024**\nThird.\n")]);
    expect(result.entries).toEqual([
      ["2024-03-05", "diary.txt#2024-03-05", null, "First day.\nStill the first day."],
      ["2024-03-13", "diary.txt#2024-03-13", "rainy", "Second."],
      ["2024-03-14", "diary.txt#2024-03-14", null, "Third."],
    ]);
  });

  it("reads Day One's plain-text export, whose days start with a Date: line", async () => {
    const result = await importAll([
      file("Journal.txt", "\tDate:\t5 March 2024 at 22:30:00 WET\n\tWeather:\t12°C Cloudy\n\nLate walk home.\n\n\tDate:\t6 March 2024 at 08:00:00 WET\n\nCoffee first.\n"),
    ]);
    expect(result.entries.map(([date, , , content]) => [date, content])).toEqual([
      ["2024-03-05", "Weather:\t12°C Cloudy\n\nLate walk home."],
      ["2024-03-06", "Coffee first."],
    ]);
  });

  it("reads Windows line endings, a BOM and Latin-1 text (alone or pasted into UTF-8) as the words that were written", async () => {
    const latin1 = Uint8Array.from(Buffer.from("Café com o João, pão e açúcar.\n", "latin1"));
    const result = await importAll([
      file("2024-03-05.md", "\uFEFF## Morning\r\nCoffee.\r\n\r\nEvening.\r\n"),
      file("2024-03-06.md", latin1),
      file("diary.txt", "## 2024-03-07\r\nOne.\r\n## 2024-03-08\r\nTwo 🙂\r\n"),
      file("2024-03-09.md", Uint8Array.from([...Buffer.from("Café ☕ in UTF-8, then pasted: "), ...Buffer.from("João", "latin1")])),
    ]);
    expect(result.entries).toEqual([
      ["2024-03-05", "2024-03-05.md", "Morning", "## Morning\nCoffee.\n\nEvening."],
      ["2024-03-06", "2024-03-06.md", null, "Café com o João, pão e açúcar."],
      ["2024-03-07", "diary.txt#2024-03-07", null, "One."],
      ["2024-03-08", "diary.txt#2024-03-08", null, "Two 🙂"],
      ["2024-03-09", "2024-03-09.md", null, "Café ☕ in UTF-8, then pasted: João"],
    ]);
  });

  it("opens a Day One zip with several journals and its photos: text imported, each photo said in words, media files listed", async () => {
    const journal = {
      metadata: { version: "1.0" },
      entries: [
        { uuid: "A1", creationDate: "2024-03-06T01:30:00Z", timeZone: "America/Sao_Paulo", text: "Late in São Paulo\\. Still the 5th\\!" },
        {
          uuid: "A2",
          creationDate: "2024-03-05T23:30:00Z",
          timeZone: "Asia/Tokyo",
          text: "Temple.\n\n![](dayone-moment://ABCDEF0123)\n\n![](dayone-moment:/video/FF00)",
          photos: [{ identifier: "ABCDEF0123", md5: "d41d8cd9", type: "jpeg" }],
        },
        { uuid: "A3", creationDate: "2024-03-07T12:00:00Z", text: "![](dayone-moment://P2)", photos: [{ identifier: "P2", md5: "aa", type: "jpeg" }] },
        { uuid: "A4", creationDate: "2024-03-08T12:00:00Z", richText: JSON.stringify({ contents: [{ text: "Only in rich text, " }, { text: "in two runs.\n" }], meta: { version: 1 } }) },
      ],
    };
    const travel = { metadata: { version: "1.0" }, entries: [{ uuid: "T1", creationDate: "2024-04-01T10:00:00Z", timeZone: "Europe/Lisbon", text: "# Lisbon\nArrived." }] };
    const zip = zipSync({
      "Journal.json": strToU8(JSON.stringify(journal)),
      "Travel.json": strToU8(JSON.stringify(travel)),
      "photos/d41d8cd9.jpeg": new Uint8Array([0xff, 0xd8, 0xff]),
      "__MACOSX/._Journal.json": new Uint8Array([0]),
    });
    const result = await importAll([file("Export-All Journals.zip", zip), file("broken.zip", "not a zip at all"), file("payslip.docx", "PK"), file("scan.txt", "%PDF-1.7\n%\x81\x81")]);
    expect(result.entries.map(([date, sourceRef, , content]) => [date, sourceRef, content])).toEqual([
      ["2024-03-05", "dayone:A1", "Late in São Paulo. Still the 5th!"],
      ["2024-03-06", "dayone:A2", "Temple.\n\n*(a photo from Day One, not imported)*\n\n*(a video from Day One, not imported)*"],
      ["2024-03-08", "dayone:A4", "Only in rich text, in two runs."],
      ["2024-04-01", "dayone:T1", "# Lisbon\nArrived."],
    ]);
    expect(result.skipped).toEqual({
      "Journal.json entry 3": "only photos or other media, which are not imported",
      "photos/d41d8cd9.jpeg": expect.stringContaining("photos, videos and audio are not imported"),
      "broken.zip": "not a readable zip archive",
      "payslip.docx": expect.stringMatching(/^unsupported file type "\.docx": a journal imports Markdown or text files.*upload it under Documents/),
      "scan.txt": "a PDF, not text: upload it under Documents (the knowledge base) instead",
    });
  });
});
