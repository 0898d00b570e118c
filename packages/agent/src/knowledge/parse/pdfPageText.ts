import type { PageHeading } from "@lifeos/core";
import type { PdfLine } from "./pdfLines.js";
import { headingLevelOf } from "./pdfLines.js";

interface Block {
  readonly lines: PdfLine[];
  readonly level: number | null;
}

/** The lower median: of a line gap and a paragraph gap, the line gap. */
const lowerMedian = (values: ReadonlyArray<number>): number | undefined => {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
};

/**
 * Lays a page's lines out as text: lines of one paragraph joined by "\n",
 * paragraphs by a blank line. A paragraph ends where the gap to the next
 * line is clearly wider than the page's usual line spacing (a third more),
 * where the font size changes, where text jumps up (a new column), and
 * around headings; a heading's lines are joined by spaces into one line.
 */
export const pdfPageText = (
  lines: ReadonlyArray<PdfLine>,
  body: number,
  levels: ReadonlyMap<number, number>,
): { readonly text: string; readonly headings: PageHeading[] } => {
  const spacing = lowerMedian(
    lines.slice(1).flatMap((line, index) => {
      const previous = lines[index]!;
      const gap = previous.y - line.y;
      return Math.abs(previous.size - line.size) < 0.5 && gap > 0 && gap < 2.5 * line.size ? [gap] : [];
    }),
  );
  const blocks: Block[] = [];
  for (const [index, line] of lines.entries()) {
    const level = headingLevelOf(line, body, levels);
    const previous = index > 0 ? lines[index - 1] : undefined;
    const current = blocks.at(-1);
    const gap = previous === undefined ? 0 : previous.y - line.y;
    const breaks =
      current === undefined ||
      previous === undefined ||
      current.level !== level ||
      Math.abs(previous.size - line.size) > 0.15 * Math.max(previous.size, line.size) ||
      gap < -0.5 * line.size ||
      gap > (spacing !== undefined ? spacing * 1.35 : line.size * 1.6);
    if (breaks) blocks.push({ lines: [line], level });
    else current.lines.push(line);
  }
  let text = "";
  const headings: PageHeading[] = [];
  for (const block of blocks) {
    if (text !== "") text += "\n\n";
    if (block.level !== null) {
      const heading = block.lines.map((line) => line.text).join(" ");
      headings.push({ text: heading, level: block.level, offset: text.length });
      text += heading;
    } else text += block.lines.map((line) => line.text).join("\n");
  }
  return { text, headings };
};
