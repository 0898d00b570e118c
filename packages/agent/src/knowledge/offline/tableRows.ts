import { plain } from "../../models/offline/answerText.js";

/** The cells of a Markdown table row, as plain text ("| Desk lamp | 1 | 35.00 EUR |" → "Desk lamp", "1", "35.00 EUR"). */
export const cellsOf = (raw: string): string[] =>
  raw
    .trim()
    .replace(/^\||\|$/g, "")
    .split("|")
    .map((cell) => plain(cell));

/**
 * A table row as a line to read: its cells apart, each after the name of its column but the first (the item the row is
 * of), when the header row names as many ("Office chair — Qty 2 — Unit price 189.00 EUR"), not run into one another
 * ("Office chair 2 189.00 EUR"); empty cells left out.
 */
export const rowText = (cells: ReadonlyArray<string>, names: ReadonlyArray<string>): string =>
  cells
    .map((cell, index) => (cell === "" || index === 0 || names.length !== cells.length || names[index] === "" ? cell : `${names[index]} ${cell}`))
    .filter((cell) => cell !== "")
    .join(" — ");
