import { describe, expect, it } from "vitest";
import { bodySize, headingLevels, pdfLines } from "../../src/knowledge/parse/pdfLines.js";
import { pdfPageText } from "../../src/knowledge/parse/pdfPageText.js";

/** A text item at (x, y) in a font of `size`, `width` wide. */
const item = (str: string, x: number, y: number, size = 10, hasEOL = false, width = str.length * size * 0.5) => ({
  str,
  transform: [size, 0, 0, size, x, y],
  width,
  height: size,
  hasEOL,
});

describe("rebuilding PDF lines and paragraphs", () => {
  it("joins the items of a baseline, spacing them only where there is a gap, and keeps superscripts on their line", () => {
    const lines = pdfLines([
      item("Total", 50, 700, 10, false, 25),
      item("cost", 80, 700, 10, false, 20),
      item("2", 100.5, 704, 6, false, 3),
      item("was", 110, 700, 10, true, 15),
      item("", 0, 0, 0, true),
      item("paid in full.", 50, 686),
    ]);
    expect(lines.map((line) => [line.text, line.y])).toEqual([
      ["Total cost2 was", 700],
      ["paid in full.", 686],
    ]);
  });

  it("breaks paragraphs at wide gaps, size changes and jumps up a column, and ranks headings by size", () => {
    const lines = pdfLines([
      item("Big title", 50, 780, 20, true),
      item("Smaller heading", 50, 750, 14, true),
      item("first line of body text", 50, 730, 10, true),
      item("second line of body text", 50, 718, 10, true),
      item("new paragraph after a gap", 50, 690, 10, true),
      item("next column starts higher", 300, 780, 10, true),
      item("and goes on below", 300, 768, 10, true),
    ]);
    const body = bodySize(lines);
    expect(body).toBe(10);
    const levels = headingLevels(lines, body);
    const { text, headings } = pdfPageText(lines, body, levels);
    expect(text).toBe(
      [
        "Big title",
        "Smaller heading",
        "first line of body text\nsecond line of body text",
        "new paragraph after a gap",
        "next column starts higher\nand goes on below",
      ].join("\n\n"),
    );
    expect(headings).toEqual([
      { text: "Big title", level: 1, offset: 0 },
      { text: "Smaller heading", level: 2, offset: 11 },
    ]);
  });
});
