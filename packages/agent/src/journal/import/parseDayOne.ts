import { Limits, isLocalDate } from "@lifeos/core";
import { emptyItem, skippedItem, tooLargeItem, type ImportRecord, type SkippedItem } from "./ImportRecord.js";
import { localDateOf } from "./parseDate.js";

interface DayOneEntry {
  readonly uuid?: unknown;
  readonly photos?: unknown;
  readonly videos?: unknown;
  readonly audios?: unknown;
  readonly creationDate?: unknown;
  readonly text?: unknown;
  readonly richText?: unknown;
  readonly timeZone?: unknown;
}

/** True when the parsed JSON looks like a Day One export (`{ entries: [...] }`). */
export const isDayOneExport = (json: unknown): json is { entries: ReadonlyArray<DayOneEntry> } =>
  typeof json === "object" && json !== null && Array.isArray((json as { entries?: unknown }).entries);

/**
 * The calendar day an ISO timestamp starts with, when that day does not
 * exist: `Date` would roll "2025-02-30T10:00:00Z" over to March 2.
 */
const invalidCalendarDay = (timestamp: string): string | null => {
  const day = /^\s*([+-]?\d{4,6}-\d{2}-\d{2})(?:[T\s]|$)/.exec(timestamp)?.[1];
  return day !== undefined && !isLocalDate(day) ? day : null;
};

const titleOf = (text: string): string | null => {
  const match = /^\s*#{1,3}[ \t]+(.+?)\s*$/m.exec(text.split("\n")[0] ?? "");
  return match === null ? null : match[1]!.slice(0, Limits.titleChars);
};

/** The words of Day One's `richText` (a JSON string of `contents` runs), for an entry exported without `text`. */
const richTextWords = (richText: unknown): string => {
  if (typeof richText !== "string") return "";
  try {
    const contents = (JSON.parse(richText) as { contents?: unknown }).contents;
    if (!Array.isArray(contents)) return "";
    return contents.map((run) => (typeof run === "object" && run !== null && typeof (run as { text?: unknown }).text === "string" ? (run as { text: string }).text : "")).join("");
  } catch {
    return "";
  }
};

/** Day One's reference to a photo, video, audio or PDF of an entry: `![](dayone-moment://ID)`, `![](dayone-moment:/video/ID)`. */
const momentReference = /!\[[^\]\n]*\]\(dayone-moment:\/{1,2}(?:(video|audio|pdfAttachment)\/)?[^)\s]*\)/g;

const momentWord: Record<string, string> = { video: "a video", audio: "an audio recording", pdfAttachment: "a PDF" };

/** The entry's text with each media reference, which nothing could show, said in words. */
const withMomentsInWords = (text: string): { text: string; moments: number } => {
  let moments = 0;
  const replaced = text.replace(momentReference, (_reference, kind: string | undefined) => {
    moments++;
    return `*(${momentWord[kind ?? ""] ?? "a photo"} from Day One, not imported)*`;
  });
  return { text: replaced, moments };
};

const mediaCount = (entry: DayOneEntry) =>
  [entry.photos, entry.videos, entry.audios].reduce<number>((sum, list) => sum + (Array.isArray(list) ? list.length : 0), 0);

/**
 * Reads a Day One JSON export: each entry dated by `creationDate` in its own
 * `timeZone` (else `defaultTimeZone`), keyed by its `uuid` for re-imports.
 * Photos and other media are not imported; where the text showed one, it
 * says so in words, and an entry with nothing but media is listed as skipped.
 */
export const parseDayOne = (
  name: string,
  json: { entries: ReadonlyArray<DayOneEntry> },
  defaultTimeZone: string,
): { records: ImportRecord[]; skipped: SkippedItem[] } => {
  const records: ImportRecord[] = [];
  const skipped: SkippedItem[] = [];
  json.entries.forEach((entry, index) => {
    const ref = typeof entry.uuid === "string" && entry.uuid !== "" ? `dayone:${entry.uuid}` : `${name}#${index}`;
    const raw = typeof entry.text === "string" && entry.text.trim() !== "" ? entry.text.replace(/\\([.!()[\]#*_-])/g, "$1") : richTextWords(entry.richText);
    const written = withMomentsInWords(raw.replace(/\r\n?/g, "\n"));
    const text = written.moments > 0 && written.text.replace(/\*\([^)]*not imported\)\*/g, "").trim() === "" ? "" : written.text.trim();
    const media = Math.max(written.moments, mediaCount(entry));
    const instant = typeof entry.creationDate === "string" ? new Date(entry.creationDate) : new Date(Number.NaN);
    const invalid = typeof entry.creationDate === "string" ? invalidCalendarDay(entry.creationDate) : null;
    const where = `${name} entry ${index + 1}`;
    if (text === "") skipped.push(media > 0 ? skippedItem(where, "IMPORT_MEDIA_ONLY", {}, "only photos or other media, which are not imported") : emptyItem(where));
    else if (invalid !== null) skipped.push(skippedItem(where, "IMPORT_NO_SUCH_DAY", { text: invalid }, `invalid date "${invalid}" in creationDate: no such day`));
    else if (Number.isNaN(instant.getTime())) skipped.push(skippedItem(where, "IMPORT_NO_DATE", {}, "no date (missing or invalid creationDate)"));
    else if (text.length > Limits.entryChars) skipped.push(tooLargeItem(where));
    else {
      const zone = typeof entry.timeZone === "string" ? entry.timeZone : undefined;
      records.push({ date: localDateOf(instant, zone, defaultTimeZone), title: titleOf(text), content: text, sourceRef: ref });
    }
  });
  return { records, skipped };
};
