import { plain, sentenceEnd } from "../../models/offline/answerText.js";
import { cellsOf, rowText } from "./tableRows.js";

/* A passage read as lines: its text's lines split into sentences, each with the heading it falls under. */


export interface Line {
  readonly text: string;
  /** The heading of the section the line falls under, within the passage, with a table row's column names. */
  readonly heading: string;
  /** The Markdown heading the line falls under within the passage ("" above the passage's first one). */
  readonly section: string;
  readonly index: number;
}

/**
 * A plain-text heading: a short line (four words at most) with no number and no closing punctuation but a colon, not a
 * list item nor a "label: value" field, with text below it ("Error codes", "Coberturas:"): it names the lines below.
 */
const plainHeading = (raw: string, next: string | undefined): boolean => {
  const line = raw.trim();
  if (next === undefined || next.trim() === "" || /^(?:[-*•]|\d+[.)])\s/.test(line) || /\p{N}/u.test(line) || /[.!?;,]$/.test(line) || /:\s*\S/.test(line)) return false;
  return line.split(/\s+/).length <= 4;
};

/**
 * The lines of a passage: each line of the text (a payslip's "Net pay: 2,260.00 EUR" stays whole, not run into the
 * next; a line broken inside a sentence, going on in lower case, joined to the next), split into sentences; a Markdown
 * heading is not a line but the heading of those below it, and so is a table's header row for the table's rows, each
 * row read with its cells apart (`rowText`).
 */
export const linesOf = (passage: string, passageHeading: string): Line[] => {
  let heading = "";
  const lines: Line[] = [];
  // A line broken inside a sentence (a PDF's lines end where the page's width did) goes on in the next line.
  const joined = passage.replace(/([^\n.!?:;])[ \t]*\n[ \t]*(?=\p{Ll})/gu, "$1 ");
  // The header row of the table being read ("Análise | Resultado | Valores de referência") and its cells, where the last
  // row began, and its cells.
  let columns = "";
  let names: ReadonlyArray<string> = [];
  let rowStart = -1;
  let lastCells: ReadonlyArray<string> = [];
  const raws = joined.split(/\n+/);
  for (const [at, raw] of raws.entries()) {
    // A table's separator row: the row before it was the header, which names the columns of the rows below it, as a
    // heading does, and is no answer itself.
    if (/^\s*\|?[\s:|-]*-{2,}[\s:|-]*$/.test(raw)) {
      if (rowStart >= 0) {
        columns = lines.splice(rowStart).map((line) => line.text).join(" ");
        names = lastCells;
      }
      rowStart = -1;
      continue;
    }
    const row = /^\s*\|.*\|\s*$/.test(raw);
    if (!row) {
      columns = "";
      names = [];
    }
    lastCells = row ? cellsOf(raw) : [];
    const text = row ? rowText(lastCells, names) : plain(raw.replace(/^\s*(?:[-*•]|\d+[.)])\s+/, "")).replace(/^…\s*/, "");
    if (text === "") continue;
    // A Markdown heading, the passage's heading said again as its first line, or a plain-text one (`plainHeading`).
    if (/^\s*#{1,6}\s/.test(raw) || (lines.length === 0 && text === passageHeading) || (!row && plainHeading(raw, raws[at + 1]))) {
      heading = text;
      rowStart = -1;
      continue;
    }
    rowStart = row ? lines.length : -1;
    const under = columns === "" ? heading : `${heading} ${columns}`.trim();
    for (const sentence of text.split(sentenceEnd)) lines.push({ text: sentence, heading: under, section: heading, index: lines.length });
  }
  return lines;
};
