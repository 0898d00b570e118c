import type { JournalPhrases } from "../journalPhrases.js";
import type { Json } from "./readData.js";
import { text } from "./readData.js";

/** " from 2024-03-01 to 2024-03-31", " since …", " until …" or " on …" for a call's date arguments (from/to, after/before or date), or "". */
export const scopeOf = (p: JournalPhrases, args: Json): string => {
  const from = text(args["from"] ?? args["after"] ?? args["date"]);
  const to = text(args["to"] ?? args["before"] ?? args["date"]);
  if (from && to) return p.span(from, to);
  if (from) return p.since(from);
  return to ? p.until(to) : "";
};
