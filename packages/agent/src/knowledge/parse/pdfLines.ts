/** The fields of a pdf.js text item that layout needs. */
export interface PdfTextItem {
  readonly str: string;
  /** [a, b, c, d, x, y]: scale/rotation, then the baseline origin in page space (y grows upwards). */
  readonly transform: ReadonlyArray<number>;
  readonly width: number;
  readonly height: number;
  readonly hasEOL: boolean;
}

/** A line of text on a page: where its baseline is and its font size. */
export interface PdfLine {
  readonly text: string;
  readonly y: number;
  readonly size: number;
}

interface OpenLine {
  text: string;
  y: number;
  size: number;
  end: number;
}

/**
 * Rebuilds the lines of a page from pdf.js text items in content order. An
 * item starts a new line after one that ended a line (`hasEOL`) or when its
 * baseline moves by more than half the font size (sub- and superscripts stay
 * on their line). Within a line, a space is put between items separated by a
 * gap wider than a sixth of the font size. Blank lines are dropped.
 */
export const pdfLines = (items: ReadonlyArray<PdfTextItem>): PdfLine[] => {
  const lines: PdfLine[] = [];
  let line: OpenLine | undefined;
  const close = () => {
    const text = line?.text.replace(/\s+/g, " ").trim() ?? "";
    if (line !== undefined && text !== "") lines.push({ text, y: line.y, size: line.size });
    line = undefined;
  };
  for (const item of items) {
    const [a = 0, b = 0, c = 0, d = 0, x = 0, y = 0] = item.transform;
    const size = Math.hypot(c, d) || Math.hypot(a, b) || item.height || 1;
    if (item.str !== "") {
      if (line !== undefined && Math.abs(y - line.y) > 0.5 * Math.max(size, line.size)) close();
      if (line === undefined) line = { text: item.str, y, size, end: x + item.width };
      else {
        const gap = x - line.end;
        const spaced = /\s$/.test(line.text) || /^\s/.test(item.str);
        line.text += !spaced && (gap > size / 6 || gap < -size) ? ` ${item.str}` : item.str;
        line.end = x + item.width;
        if (item.str.trim() !== "") line.size = Math.max(line.size, size);
      }
    }
    if (item.hasEOL) close();
  }
  close();
  return lines;
};

const roundSize = (size: number) => Math.round(size * 2) / 2;

/** The body font size of a document: the size that carries the most characters. */
export const bodySize = (lines: ReadonlyArray<PdfLine>): number => {
  const characters = new Map<number, number>();
  for (const line of lines) characters.set(roundSize(line.size), (characters.get(roundSize(line.size)) ?? 0) + line.text.length);
  let best = 0;
  let most = -1;
  for (const [size, count] of characters) if (count > most || (count === most && size < best)) [best, most] = [size, count];
  return best;
};

/** Whether a line reads as a heading: a short line in a font at least 15% larger than the body's. */
export const isHeadingLine = (line: PdfLine, body: number): boolean =>
  body > 0 && line.size >= body * 1.15 && line.text.length <= 200 && /\p{L}/u.test(line.text);

/** Heading levels by size: the largest heading size is level 1, the next 2, up to 6. */
export const headingLevels = (lines: ReadonlyArray<PdfLine>, body: number): ReadonlyMap<number, number> => {
  const sizes = [...new Set(lines.filter((line) => isHeadingLine(line, body)).map((line) => roundSize(line.size)))].sort((x, y) => y - x);
  return new Map(sizes.map((size, index) => [size, Math.min(6, index + 1)]));
};

/** The level of a heading line (by its size), or null for a body line. */
export const headingLevelOf = (line: PdfLine, body: number, levels: ReadonlyMap<number, number>): number | null =>
  isHeadingLine(line, body) ? (levels.get(roundSize(line.size)) ?? 6) : null;
