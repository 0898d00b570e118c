export type Delimiter = "," | ";" | "\t" | "|";

export interface CsvRow {
  /** 1-based line number in the file (of the row's first line). */
  readonly line: number;
  readonly cells: ReadonlyArray<string>;
}

export interface ParsedCsv {
  readonly delimiter: Delimiter;
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

/** The delimiter that splits the first lines into the most columns, consistently. */
export const detectDelimiter = (text: string): Delimiter => {
  const lines = text.split(/\r?\n/).filter((line) => line.trim() !== "").slice(0, 10);
  let best: Delimiter = ",";
  let bestScore = 0;
  for (const delimiter of candidates) {
    const counts = lines.map((line) => records(line, delimiter)[0]?.cells.length ?? 1);
    const first = counts[0] ?? 1;
    const consistent = counts.filter((count) => count === first).length;
    const score = first > 1 ? first * consistent : 0;
    if (score > bestScore) {
      best = delimiter;
      bestScore = score;
    }
  }
  return best;
};

/**
 * Parses a CSV export: drops a byte-order mark and blank lines, detects the
 * delimiter unless given, takes the first record as headers (trimmed) and
 * keeps each row's line number for error messages.
 */
export const parseCsv = (input: string, delimiter?: Delimiter): ParsedCsv => {
  const text = input.replace(/^\uFEFF/, "");
  const chosen = delimiter ?? detectDelimiter(text);
  const [header, ...rows] = records(text, chosen);
  return { delimiter: chosen, headers: (header?.cells ?? []).map((cell) => cell.trim()), rows: rows.map((row) => ({ line: row.line, cells: row.cells.map((cell) => cell.trim()) })) };
};
