import { plain } from "../../models/offline/answerText.js";

/** A question for the results outside their reference range ("which results were out of range?", "o que está fora do normal?"). */
export const outOfRangeAsked =
  /\b(?:out of (?:the )?(?:normal |reference )?range|outside (?:the )?(?:normal|reference)|abnormal|not normal|too (?:high|low)|above normal|below normal|fora d[oa]s? (?:normal|valores|intervalo|referencia)|alterad[oa]s|anormais|anormal|acima do normal|abaixo do normal|(?:muito )?(?:altos|baixos) (?:demais)?)\b/;

/** A test result of a report's table that falls outside its reference range. */
export interface OutOfRange {
  readonly name: string;
  readonly value: string;
  readonly unit: string;
  readonly range: string;
  readonly side: "above" | "below";
}

const numberOf = (text: string): number | null => {
  const match = /-?\d+(?:[.,]\d+)?/.exec(text.replace(/(\d)\.(\d{3})(?!\d)/g, "$1$2"));
  return match === null ? null : Number(match[0].replace(",", "."));
};

/** A reference range as written: "70 – 100", "0,4-4,0", "< 190", "> 45", "≤ 5". Null when the cell is none. */
const rangeOf = (cell: string): { low: number | null; high: number | null } | null => {
  const text = cell.replace(/(\d)\.(\d{3})(?!\d)/g, "$1$2").replace(/,/g, ".");
  const between = /(-?\d+(?:\.\d+)?)\s*(?:[–—-]|a|to|até)\s*(-?\d+(?:\.\d+)?)/.exec(text);
  if (between !== null) return { low: Number(between[1]), high: Number(between[2]) };
  const below = /^\s*(?:<|≤|<=|inferior a|less than|under|até)\s*(-?\d+(?:\.\d+)?)/i.exec(text);
  if (below !== null) return { low: null, high: Number(below[1]) };
  const above = /^\s*(?:>|≥|>=|superior a|more than|over)\s*(-?\d+(?:\.\d+)?)/i.exec(text);
  return above === null ? null : { low: Number(above[1]), high: null };
};

const cellsOf = (row: string): string[] =>
  row
    .trim()
    .replace(/^\||\|$/g, "")
    .split("|")
    .map((cell) => plain(cell));

/**
 * The results of a passage's tables (a header row naming a result and a reference column, "Resultado" and "Valores
 * de referência", "Result" and "Reference range") whose value falls outside the row's range, in the order written.
 */
export const resultsOutOfRange = (passage: string): OutOfRange[] => {
  const found: OutOfRange[] = [];
  let columns: { value: number; unit: number; range: number } | null = null;
  let previous: string | null = null;
  for (const raw of passage.split("\n")) {
    const row = /^\s*\|.*\|\s*$/.test(raw);
    if (!row) {
      columns = null;
      previous = null;
      continue;
    }
    if (/^\s*\|?[\s:|-]*-{2,}[\s:|-]*$/.test(raw)) {
      // The header: which column holds the result, its unit and its reference range.
      const header = previous === null ? [] : cellsOf(previous).map((cell) => cell.toLowerCase());
      const range = header.findIndex((cell) => /\b(?:ref\w*|range|intervalo|normal)\b/.test(cell));
      const value = header.findIndex((cell) => /\b(?:result\w*|value|valor|medida)\b/.test(cell) && !/\bref/.test(cell));
      const unit = header.findIndex((cell) => /\b(?:units?|unidades?)\b/.test(cell));
      columns = range >= 0 && value >= 0 ? { value, unit, range } : null;
      continue;
    }
    previous = raw;
    if (columns === null) continue;
    const cells = cellsOf(raw);
    const measured = numberOf(cells[columns.value] ?? "");
    const range = rangeOf(cells[columns.range] ?? "");
    if (measured === null || range === null) continue;
    const side = range.low !== null && measured < range.low ? "below" : range.high !== null && measured > range.high ? "above" : null;
    if (side !== null) found.push({ name: cells[0] ?? "", value: cells[columns.value] ?? "", unit: columns.unit >= 0 ? (cells[columns.unit] ?? "") : "", range: cells[columns.range] ?? "", side });
  }
  return found;
};
