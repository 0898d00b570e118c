import { isLocalDate, isStorableText, replaceUnstorableText } from "@lifeos/core";
import { decodeText } from "./decodeText.js";
import { expandZips } from "./expandZips.js";
import { emptyItem, skippedItem, type ImportFile, type ImportRecord, type ParsedFiles, type SkippedItem } from "./ImportRecord.js";
import { type DayOrder, dayOrderOf, numericDayMonths } from "./parseDate.js";
import { isDayOneExport, parseDayOne } from "./parseDayOne.js";
import { parseMarkdownFile } from "./parseMarkdownFile.js";

/** File kinds an import reads (a zip is opened and its files read); anything else in a folder is reported as skipped. */
export const importableExtensions = [".md", ".markdown", ".txt", ".text", ".json"] as const;

/** Media a journal export carries beside its text (Day One's photos, videos, audio). */
const mediaExtensions = new Set([".jpg", ".jpeg", ".png", ".gif", ".heic", ".heif", ".webp", ".tif", ".tiff", ".mov", ".mp4", ".m4v", ".m4a", ".mp3", ".aac", ".wav", ".caf"]);

const extensionOf = (name: string) => (/\.[^./\\]+$/.exec(name)?.[0] ?? "").toLowerCase();

const unstorableReason = "contains characters that cannot be stored (U+0000 or an unpaired surrogate)";

/**
 * Why a record cannot be saved as it is, or null: text no adapter stores (see
 * `isStorableText`) or a date outside `YYYY-MM-DD`. Checked here so such a
 * record is skipped with its reason, never aborts or half-writes an import.
 */
const refusal = (record: ImportRecord): string | null => {
  if (![record.content, record.title ?? "", record.sourceRef].every(isStorableText)) return unstorableReason;
  if (!isLocalDate(record.date)) return `invalid date "${record.date}"`;
  return null;
};

export interface ParseOptions {
  /** Zone for Day One entries that carry none. */
  readonly timeZone: string;
  /** How numeric dates ("05-03-2024") are written; without it, what the files' own dates tell (see `dayOrderOf`). */
  readonly dayOrder?: DayOrder | undefined;
  /** Most bytes the import's zips may unpack to (see `expandZips`). */
  readonly maxUnpackedBytes?: number | undefined;
}

/**
 * Turns files into entry records: Markdown and text files (one entry each,
 * or one per dated heading) and Day One JSON exports. Every file or record
 * that yields nothing is listed in `skipped` with the reason; so is one
 * whose name or text cannot be stored.
 */
export const parseImportFiles = (files: ReadonlyArray<ImportFile>, options: ParseOptions): ParsedFiles => {
  const parsed = parseEach(files, options);
  const records: ImportRecord[] = [];
  const skipped: SkippedItem[] = parsed.skipped.map((item) => ({ ...item, name: replaceUnstorableText(item.name) }));
  for (const record of parsed.records) {
    const reason = refusal(record);
    if (reason === null) records.push(record);
    else skipped.push({ name: replaceUnstorableText(record.sourceRef), reason });
  }
  return { records, skipped };
};

/** Files that are documents rather than a journal: they belong in the knowledge base. */
const documentExtensions = new Set([".pdf", ".docx", ".doc", ".odt", ".rtf", ".html", ".htm", ".pages"]);

const toDocuments = "upload it under Documents (the knowledge base) instead";

const supported = "a journal imports Markdown or text files (.md, .markdown, .txt, .text), Day One JSON exports (.json) and zips of them";

/** Where numeric dates may stand in a text file: its name, and its short lines (headings and a diary's date lines). */
const dateSpots = (name: string, text: string): string => [name, ...text.split("\n").filter((line) => line.length <= 80)].join("\n");

/**
 * How the import writes numeric dates ("05-03-2024"): told by the names and
 * headings of all its files together, so a folder whose 13th of the month
 * says "day first" reads its 5th of March the same way.
 */
const dayOrderOfFiles = (texts: ReadonlyArray<readonly [string, string]>): DayOrder | null =>
  dayOrderOf(texts.flatMap(([name, text]) => numericDayMonths(dateSpots(name.split("/").pop() ?? name, text))));

const parseEach = (files: ReadonlyArray<ImportFile>, options: ParseOptions): ParsedFiles => {
  const records: ImportRecord[] = [];
  const skipped: SkippedItem[] = [];
  const texts: Array<readonly [ImportFile, string]> = [];
  const unzipped = expandZips(files, options.maxUnpackedBytes);
  skipped.push(...unzipped.skipped);
  for (const file of unzipped.files) {
    if (!isStorableText(file.name)) {
      skipped.push(skippedItem(file.name, "IMPORT_UNSTORABLE_NAME", {}, `the file name ${unstorableReason}`));
      continue;
    }
    const extension = extensionOf(file.name);
    if (mediaExtensions.has(extension)) {
      skipped.push(skippedItem(file.name, "IMPORT_MEDIA_FILE", {}, "photos, videos and audio are not imported: the journal keeps the text of its entries"));
      continue;
    }
    if (!(importableExtensions as ReadonlyArray<string>).includes(extension)) {
      const hint = documentExtensions.has(extension) ? `; for a document, ${toDocuments}` : "";
      skipped.push(
        skippedItem(file.name, "IMPORT_UNSUPPORTED_TYPE", { extension, document: documentExtensions.has(extension) ? 1 : 0 }, `unsupported file type "${extension || "none"}": ${supported}${hint}`),
      );
      continue;
    }
    if (file.bytes.length === 0) {
      skipped.push(emptyItem(file.name));
      continue;
    }
    if (new TextDecoder().decode(file.bytes.subarray(0, 5)) === "%PDF-") {
      skipped.push(skippedItem(file.name, "IMPORT_PDF", {}, `a PDF, not text: ${toDocuments}`));
      continue;
    }
    const decoded = decodeText(file.bytes);
    if (!decoded.ok) {
      skipped.push(skippedItem(file.name, decoded.code, {}, decoded.reason));
      continue;
    }
    if (extension === ".json") {
      let json: unknown;
      try {
        json = JSON.parse(decoded.text);
      } catch {
        skipped.push(skippedItem(file.name, "IMPORT_NOT_JSON", {}, "not valid JSON"));
        continue;
      }
      if (!isDayOneExport(json)) {
        skipped.push(skippedItem(file.name, "IMPORT_NOT_DAY_ONE", {}, "not a Day One export (no `entries` list)"));
        continue;
      }
      const parsed = parseDayOne(file.name, json, options.timeZone);
      records.push(...parsed.records);
      skipped.push(...parsed.skipped);
      continue;
    }
    texts.push([file, decoded.text]);
  }
  const order = options.dayOrder ?? dayOrderOfFiles(texts.map(([file, text]) => [file.name, text]));
  for (const [file, text] of texts) {
    const parsed = parseMarkdownFile(file.name, text, order);
    records.push(...parsed.records);
    skipped.push(...parsed.skipped);
  }
  return { records, skipped };
};
