export type Delimiter = "," | ";" | "\t" | "|";

export interface CsvRow {
  /** 1-based line number in the file (of the row's first line). */
  readonly line: number;
  readonly cells: ReadonlyArray<string>;
}

export interface ParsedCsv {
  readonly delimiter: Delimiter;
  /** 1-based line of the header row: after the lines a bank or broker writes above its table (account, period), or 1. */
  readonly headerLine: number;
  readonly headers: ReadonlyArray<string>;
  readonly rows: ReadonlyArray<CsvRow>;
}

const candidates: ReadonlyArray<Delimiter> = [",", ";", "\t", "|"];

/** Splits CSV text into records (RFC 4180 quotes, CRLF or LF), with each record's first line number. */
const records = (text: string, delimiter: Delimiter): CsvRow[] => {
  const rows: CsvRow[] = [];
  let cells: string[] = [];
  let cell = "";
  let quoted = false;
  let line = 1;
  let start = 1;
  for (let index = 0; index < text.length; index++) {
    const character = text[index]!;
    if (quoted) {
      if (character === '"') {
        if (text[index + 1] === '"') {
          cell += '"';
          index++;
        } else quoted = false;
      } else {
        if (character === "\n") line++;
        cell += character;
      }
      continue;
    }
    if (character === '"' && cell.trim() === "") {
      quoted = true;
      cell = "";
    } else if (character === delimiter) {
      cells.push(cell);
      cell = "";
    } else if (character === "\n" || character === "\r") {
      if (character === "\r" && text[index + 1] === "\n") index++;
      cells.push(cell);
      rows.push({ line: start, cells });
      cells = [];
      cell = "";
      line++;
      start = line;
    } else cell += character;
  }
  if (cell !== "" || cells.length > 0) {
    cells.push(cell);
    rows.push({ line: start, cells });
  }
  return rows.filter((row) => row.cells.some((value) => value.trim() !== ""));
};

/** Lines looked at to find the delimiter and the header row. */
const lookahead = 30;

/** The most common number of cells among rows of more than one cell, with how many rows have it (0 and 0 for none). */
const tableWidth = (counts: ReadonlyArray<number>): { width: number; rows: number } => {
  const tally = new Map<number, number>();
  for (const count of counts) if (count > 1) tally.set(count, (tally.get(count) ?? 0) + 1);
  let width = 0;
  let rows = 0;
  for (const [count, times] of tally) if (times > rows || (times === rows && count > width)) [width, rows] = [count, times];
  return { width, rows };
};

/**
 * The delimiter that splits the first lines into the widest table that most
 * lines share (lines above the table, such as an account number or a
 * period, have fewer cells and do not count).
 */
export const detectDelimiter = (text: string): Delimiter => {
  const lines = text.split(/\r?\n/).filter((line) => line.trim() !== "").slice(0, lookahead);
  let best: Delimiter = ",";
  let bestScore = 0;
  for (const delimiter of candidates) {
    const { width, rows } = tableWidth(lines.map((line) => records(line, delimiter)[0]?.cells.length ?? 1));
    const score = width * rows;
    if (score > bestScore) {
      best = delimiter;
      bestScore = score;
    }
  }
  return best;
};

/**
 * Parses a CSV export: drops a byte-order mark and blank lines, detects the
 * delimiter unless given, takes as headers (trimmed) the first record more
 * than half as wide as the table (the most common width of the first
 * records), so the lines a bank or broker writes above it (an account
 * number, a period: a cell or two each) are left out, and keeps each
 * row's line number for error messages.
 */
export const parseCsv = (input: string, delimiter?: Delimiter): ParsedCsv => {
  const text = input.replace(/^\uFEFF/, "");
  const chosen = delimiter ?? detectDelimiter(text);
  const all = records(text, chosen);
  const { width } = tableWidth(all.slice(0, lookahead).map((row) => row.cells.length));
  // More than half the table's width: a header a cell short of its rows (or one longer) is still the header.
  const start = Math.max(0, all.slice(0, lookahead).findIndex((row) => row.cells.length > width / 2));
  const [header, ...rows] = all.slice(start);
  return {
    delimiter: chosen,
    headerLine: header?.line ?? 1,
    headers: (header?.cells ?? []).map((cell) => cell.trim()),
    rows: rows.map((row) => ({ line: row.line, cells: row.cells.map((cell) => cell.trim()) })),
  };
};
