import { Limits, type LocalDate } from "@lifeos/core";
import { parseFrontMatter } from "./frontMatter.js";
import { emptyItem, type ImportRecord, type SkippedItem, skippedItem, tooLargeItem } from "./ImportRecord.js";
import { type DateReading, type DayOrder, readDate, yearOf } from "./parseDate.js";

const baseName = (name: string) => name.split(/[\\/]/).pop() ?? name;

const stemOf = (name: string) => baseName(name).replace(/\.[^.]+$/, "");

/** What is left of a name or heading once its date is taken out ("2024-03-05-a-long-walk" → "a long walk"); null when nothing is. */
const restOf = (text: string, found: { readonly index: number; readonly text: string }, words: "name" | "heading"): string | null => {
  const joined = `${text.slice(0, found.index)} ${text.slice(found.index + found.text.length)}`;
  // A name's separators are spaces, and the page id Notion appends to exported names is no title.
  const rest = (words === "name" ? joined.replace(/[-_]+/g, " ").replace(/\s[0-9a-f]{32}(?=\s|$)/g, " ") : joined).replace(/^[\s—–|:,.()*_-]+|[\s—–|:,.()*_-]+$/g, "").trim();
  return rest === "" ? null : rest.slice(0, Limits.titleChars);
};

const firstHeading = (body: string): string | null => {
  const match = /^\s*#{1,3}[ \t]+(.+?)\s*#*\s*$/m.exec(body.split(/\n\s*\n/)[0] ?? "");
  return match === null ? null : match[1]!.slice(0, Limits.titleChars);
};

const headingPattern = /^(#{1,4})[ \t]+(.+?)[ \t]*#*[ \t]*$/gm;

/** A heading or line that starts a day's section. */
interface DayMarker {
  readonly index: number;
  readonly end: number;
  /** Heading level (a date line is 0): only the markers of the outermost level split a file. */
  readonly level: number;
  readonly label: string;
  readonly reading: NonNullable<DateReading>;
  readonly title: string | null;
}

/** The words of a dated heading or line besides its date ("2024-03-05 — Snow day" → "Snow day"). */
const headingTitle = (heading: string, reading: NonNullable<DateReading>): string | null => restOf(heading, reading, "heading");

/**
 * Markdown headings that name a day: `## 2024-03-05`, `## March 5, 2024 —
 * title`, `## terça, 5 de março de 2024`; headings written as a day that
 * does not exist (`## 2025-02-30`), which still end the section before them;
 * and, when `yearFrom` is not null, headings that start with a day and month
 * but no year (`### Mon 11th Mar`), which take the year of the dated heading
 * above, or of a heading that is a year (`# 2024`), or `yearFrom`; with no
 * year known they are listed with the reason.
 */
const datedHeadings = (body: string, order: DayOrder | null, yearFrom: number | null | undefined): DayMarker[] => {
  let year = yearFrom ?? null;
  const markers: DayMarker[] = [];
  for (const match of body.matchAll(headingPattern)) {
    const heading = match[2]!;
    let reading = readDate(heading, { order, year: yearFrom === undefined ? null : year });
    if (reading === null && yearFrom !== undefined && year === null) {
      const probe = readDate(heading, { order, year: 2000 });
      if (probe !== null) {
        const reason = `no year in "${probe.text}": add it to the heading, or put a heading with the year (# 2024) above`;
        reading = { kind: "invalid", reason, code: "IMPORT_NO_YEAR", params: { text: probe.text }, index: probe.index, text: probe.text };
      }
    }
    if (reading === null) {
      year = yearOf(heading) ?? year;
      continue;
    }
    if (reading.kind === "date") year = Number(reading.date.slice(0, 4));
    markers.push({ index: match.index, end: match.index + match[0].length, level: match[1]!.length, label: reading.text.trim(), reading, title: headingTitle(heading, reading) });
  }
  return markers;
};

/** A short line: a date line is one. */
const shortLine = /^[^\n]{6,80}$/gm;

/**
 * Lines that are a date, at the start of the text or after a blank line (a
 * plain-text diary's days): the date first (bold or not, or after a label
 * such as Day One's text export's "Date:"), then nothing or a title after a
 * dash, bar, colon or parenthesis ("5/3/2024", "March 7, 2024 - rainy").
 */
const dateLines = (body: string, order: DayOrder | null): DayMarker[] =>
  Array.from(body.matchAll(shortLine)).flatMap((match) => {
    const line = match[0];
    if (match.index !== 0 && !/\n[ \t]*\n$/.test(body.slice(0, match.index))) return [];
    const reading = readDate(line, { order });
    if (reading === null || !/^(?:(?:date|data|day|dia):?)?$/i.test(line.slice(0, reading.index).replace(/[*_\s]/g, ""))) return [];
    const rest = line.slice(reading.index + reading.text.length).replace(/^[*_]+/, "").trim();
    if (rest !== "" && !/^[—–\-|:(]/.test(rest)) return [];
    return [{ index: match.index, end: match.index + line.length, level: 0, label: reading.text.trim(), reading, title: restOf(rest, { index: 0, text: "" }, "heading") }];
  });

/** True when text holds more than headings and blank lines. */
const hasProse = (text: string): boolean => text.split("\n").some((line) => line.trim() !== "" && !/^\s*#{1,6}\s/.test(line));

/** One entry per marker of the outermost level, with the text up to the next one. */
const splitAt = (name: string, body: string, markers: ReadonlyArray<DayMarker>): { records: ImportRecord[]; skipped: SkippedItem[] } => {
  const level = Math.min(...markers.map((marker) => marker.level));
  const sections = markers.filter((marker) => marker.level === level);
  const seen = new Map<string, number>();
  const records: ImportRecord[] = [];
  const skipped: SkippedItem[] = [];
  const where = level === 0 ? "date line" : "dated heading";
  if (hasProse(body.slice(0, sections[0]!.index))) {
    skipped.push(skippedItem(`${name} (before the first ${where})`, "IMPORT_UNDATED_TEXT", { marker: level === 0 ? "line" : "heading" }, `text under no ${where}; give it one to import it`));
  }
  sections.forEach((section, position) => {
    const content = body.slice(section.end, sections[position + 1]?.index ?? body.length).trim();
    if (section.reading.kind === "invalid") {
      const { reason, code, params } = section.reading;
      skipped.push(skippedItem(`${name}#${section.label}`, code, params, reason));
      return;
    }
    const date: LocalDate = section.reading.date;
    const occurrence = (seen.get(date) ?? 0) + 1;
    seen.set(date, occurrence);
    const sourceRef = `${name}#${date}${occurrence > 1 ? `#${occurrence}` : ""}`;
    if (content === "") skipped.push(emptyItem(sourceRef));
    else if (content.length > Limits.entryChars) skipped.push(tooLargeItem(sourceRef));
    else records.push({ date, title: section.title, content, sourceRef });
  });
  return { records, skipped };
};

/**
 * Reads one Markdown or text file (`order`: how the import writes numeric
 * dates, see `dayOrderOf`). A file with dated headings becomes one entry per
 * heading (text up to the next dated heading). Otherwise it is one entry
 * dated by front matter `date:` or by a date in the file name
 * ("2024-03-05.md", "05-03-2024.md", "March 5, 2024.md") or its folders
 * ("2024/03/05.md"), titled by front
 * matter `title:`, the name besides the date, or a first heading; or, with
 * neither, one entry per line that is a date (a plain-text diary).
 */
export const parseMarkdownFile = (name: string, text: string, order: DayOrder | null = null): { records: ImportRecord[]; skipped: SkippedItem[] } => {
  const { fields, body } = parseFrontMatter(text.replace(/^\uFEFF/, ""));
  if (body.trim() === "") return { records: [], skipped: [emptyItem(name)] };
  const stem = stemOf(name);
  const front = fields["date"] !== undefined ? readDate(fields["date"], { order }) : null;
  const frontDate = front?.kind === "date" ? front.date : null;
  // Folders by year and month hold files named by the day alone ("2024/03/05.md").
  const fromPath = (): DateReading => {
    const reading = readDate(name.replace(/\.[^./\\]+$/, "").replace(/\\/g, "/"), { order });
    return reading?.kind === "date" && /^\d{4}\/\d{1,2}\/\d{1,2}$/.test(reading.text) ? { ...reading, index: 0, text: stem } : null;
  };
  const fromName = readDate(stem, { order }) ?? fromPath();
  // A file named for one day reads "## March 12" as its own text, not as another day.
  const headings = datedHeadings(body, order, fromName?.kind === "date" || frontDate !== null ? undefined : yearOf(stem));
  if (headings.length > 0 && frontDate === null) return splitAt(name, body, headings);
  if (fields["date"] !== undefined && frontDate === null) {
    return { records: [], skipped: [skippedItem(name, "IMPORT_FRONT_MATTER_DATE", { text: fields["date"] }, `invalid date "${fields["date"]}" in the front matter`)] };
  }
  if (frontDate === null && fromName?.kind === "invalid") {
    return { records: [], skipped: [skippedItem(name, fromName.code, { ...fromName.params, place: "name" }, `${fromName.reason} (in the file name)`)] };
  }
  const date = frontDate ?? (fromName?.kind === "date" ? fromName.date : null);
  if (date === null) {
    const lines = dateLines(body, order);
    if (lines.length > 0) return splitAt(name, body, lines);
    return { records: [], skipped: [skippedItem(name, "IMPORT_NO_DATE_IN_FILE", {}, "no date: name the file YYYY-MM-DD.md, add front matter `date:`, or start each day with a dated heading")] };
  }
  const content = body.trim();
  if (content.length > Limits.entryChars) return { records: [], skipped: [tooLargeItem(name)] };
  const nameTitle = fromName?.kind === "date" ? restOf(stem, fromName, "name") : null;
  const title = (fields["title"]?.slice(0, Limits.titleChars) ?? null) || nameTitle || firstHeading(content);
  return { records: [{ date, title, content, sourceRef: name }], skipped: [] };
};
