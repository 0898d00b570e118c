import { decodeText } from "./decodeText.js";
import type { ImportFile, ImportRecord, ParsedFiles, SkippedItem } from "./ImportRecord.js";
import { isDayOneExport, parseDayOne } from "./parseDayOne.js";
import { parseMarkdownFile } from "./parseMarkdownFile.js";

/** File kinds an import reads; anything else in a folder is reported as skipped. */
export const importableExtensions = [".md", ".markdown", ".txt", ".text", ".json"] as const;

const extensionOf = (name: string) => (/\.[^./\\]+$/.exec(name)?.[0] ?? "").toLowerCase();

/**
 * Turns files into entry records: Markdown and text files (one entry each,
 * or one per dated heading) and Day One JSON exports. Every file that
 * yields nothing is listed in `skipped` with the reason.
 */
export const parseImportFiles = (files: ReadonlyArray<ImportFile>, options: { readonly timeZone: string }): ParsedFiles => {
  const records: ImportRecord[] = [];
  const skipped: SkippedItem[] = [];
  for (const file of files) {
    const extension = extensionOf(file.name);
    if (!(importableExtensions as ReadonlyArray<string>).includes(extension)) {
      skipped.push({ name: file.name, reason: `unsupported file type "${extension || "none"}"` });
      continue;
    }
    if (file.bytes.length === 0) {
      skipped.push({ name: file.name, reason: "empty" });
      continue;
    }
    const decoded = decodeText(file.bytes);
    if (!decoded.ok) {
      skipped.push({ name: file.name, reason: decoded.reason });
      continue;
    }
    if (extension === ".json") {
      let json: unknown;
      try {
        json = JSON.parse(decoded.text);
      } catch {
        skipped.push({ name: file.name, reason: "not valid JSON" });
        continue;
      }
      if (!isDayOneExport(json)) {
        skipped.push({ name: file.name, reason: "not a Day One export (no `entries` list)" });
        continue;
      }
      const parsed = parseDayOne(file.name, json, options.timeZone);
      records.push(...parsed.records);
      skipped.push(...parsed.skipped);
      continue;
    }
    const parsed = parseMarkdownFile(file.name, decoded.text);
    records.push(...parsed.records);
    skipped.push(...parsed.skipped);
  }
  return { records, skipped };
};
