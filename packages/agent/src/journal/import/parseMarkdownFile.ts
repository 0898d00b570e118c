import { Limits, type LocalDate } from "@lifeos/core";
import { parseFrontMatter } from "./frontMatter.js";
import type { ImportRecord, SkippedItem } from "./ImportRecord.js";
import { findIsoDate, invalidWrittenDate, parseWrittenDate } from "./parseDate.js";

const baseName = (name: string) => name.split(/[\\/]/).pop() ?? name;

/** "2024-03-05-a-long-walk.md" → "a long walk"; null when the name is only a date. */
const titleFromName = (name: string): string | null => {
  const stem = baseName(name).replace(/\.[^.]+$/, "");
  const rest = stem.replace(/^\d{4}-\d{2}-\d{2}[-_ ]*/, "").replace(/[-_]+/g, " ").trim();
  return rest === "" || rest === stem ? null : rest;
};

const firstHeading = (body: string): string | null => {
  const match = /^\s*#{1,3}[ \t]+(.+?)\s*#*\s*$/m.exec(body.split(/\n\s*\n/)[0] ?? "");
  return match === null ? null : match[1]!.slice(0, Limits.titleChars);
};

const headingPattern = /^(#{1,4})[ \t]+(.+?)[ \t]*#*[ \t]*$/gm;

interface DatedHeading {
  readonly index: number;
  readonly end: number;
  readonly level: number;
  readonly heading: string;
  /** The day it heads, or null when it is written as a date that does not exist (see `invalid`). */
  readonly date: LocalDate | null;
  readonly invalid: string | null;
}

/**
 * Dated headings of a Markdown text: `## 2024-03-05`, `## March 5, 2024 —
 * title`, `## 5 de março de 2024`; and headings written as a day that does
 * not exist (`## 2025-02-30`), which still end the section before them.
 */
const datedHeadings = (body: string): DatedHeading[] =>
  Array.from(body.matchAll(headingPattern)).flatMap((match) => {
    const heading = match[2]!;
    const date = parseWrittenDate(heading);
    const invalid = date === null ? invalidWrittenDate(heading) : null;
    return date === null && invalid === null ? [] : [{ index: match.index, end: match.index + match[0].length, level: match[1]!.length, heading, date, invalid }];
  });

/** True when text holds more than headings and blank lines. */
const hasProse = (text: string): boolean => text.split("\n").some((line) => line.trim() !== "" && !/^\s*#{1,6}\s/.test(line));

/** The words of a dated heading besides its date ("2024-03-05 — Snow day" → "Snow day"). */
const headingTitle = (heading: string): string | null => {
  const parts = heading
    .split(/\s+[—–|:-]\s+|\s*[—–|]\s*/)
    .map((part) => part.trim())
    .filter((part) => part !== "" && parseWrittenDate(part) === null);
  return parts.length === 0 ? null : parts.join(" - ").slice(0, Limits.titleChars);
};

/**
 * Reads one Markdown or text file. A file with dated headings becomes one
 * entry per heading (text up to the next dated heading). Otherwise it is one
 * entry dated by front matter `date:` or by a date in the file name, titled
 * by front matter `title:`, the name after the date, or a first heading.
 */
export const parseMarkdownFile = (name: string, text: string): { records: ImportRecord[]; skipped: SkippedItem[] } => {
  const { fields, body } = parseFrontMatter(text.replace(/^\uFEFF/, ""));
  if (body.trim() === "") return { records: [], skipped: [{ name, reason: "empty" }] };
  const headings = datedHeadings(body);
  const frontDate = fields["date"] !== undefined ? parseWrittenDate(fields["date"]) : null;
  if (headings.length > 0 && frontDate === null) {
    const level = Math.min(...headings.map((heading) => heading.level));
    const sections = headings.filter((heading) => heading.level === level);
    const seen = new Map<string, number>();
    const records: ImportRecord[] = [];
    const skipped: SkippedItem[] = [];
    if (hasProse(body.slice(0, sections[0]!.index))) {
      skipped.push({ name: `${name} (before the first dated heading)`, reason: "text under no dated heading; give it one to import it" });
    }
    sections.forEach((section, position) => {
      const content = body.slice(section.end, sections[position + 1]?.index ?? body.length).trim();
      if (section.date === null) {
        skipped.push({ name: `${name}#${section.invalid}`, reason: `invalid date "${section.invalid}": no such day` });
        return;
      }
      const occurrence = (seen.get(section.date) ?? 0) + 1;
      seen.set(section.date, occurrence);
      const sourceRef = `${name}#${section.date}${occurrence > 1 ? `#${occurrence}` : ""}`;
      if (content === "") skipped.push({ name: sourceRef, reason: "empty" });
      else if (content.length > Limits.entryChars) skipped.push({ name: sourceRef, reason: `too large (over ${Limits.entryChars} characters)` });
      else records.push({ date: section.date, title: headingTitle(section.heading), content, sourceRef });
    });
    return { records, skipped };
  }
  if (fields["date"] !== undefined && frontDate === null) {
    return { records: [], skipped: [{ name, reason: `invalid date "${fields["date"]}" in the front matter` }] };
  }
  const date = frontDate ?? findIsoDate(baseName(name));
  if (date === null) {
    const invalid = invalidWrittenDate(baseName(name));
    const reason = invalid === null ? "no date (add front matter `date:` or name the file YYYY-MM-DD.md)" : `invalid date "${invalid}" in the file name`;
    return { records: [], skipped: [{ name, reason }] };
  }
  const content = body.trim();
  if (content.length > Limits.entryChars) return { records: [], skipped: [{ name, reason: `too large (over ${Limits.entryChars} characters)` }] };
  const title = (fields["title"]?.slice(0, Limits.titleChars) ?? null) || titleFromName(name) || firstHeading(content);
  return { records: [{ date, title, content, sourceRef: name }], skipped: [] };
};
