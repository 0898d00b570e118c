import type { Language } from "@lifeos/core";
import type { ArgumentWords } from "./argumentTable.js";
import { argumentWords, argumentWordsOf } from "./argumentWords.js";

/** At most this many items of a list are named; the rest are counted. */
const listShown = 4;
/** A summary longer than this is cut with an ellipsis. */
const summaryMax = 140;

/** "topK" → "top k", "most_stressed" → "most stressed": a name with no words written for it, as words. */
const asWords = (key: string): string => key.replace(/_/g, " ").replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase();

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> => typeof value === "object" && value !== null && !Array.isArray(value);

/** Scalars of a value, nested lists flattened, objects left out. */
const scalars = (value: unknown): string[] => {
  if (Array.isArray(value)) return value.flatMap(scalars);
  if (typeof value === "string") return value.trim() === "" ? [] : [value];
  if (typeof value === "number" || typeof value === "boolean") return [String(value)];
  return [];
};

/** A value as words: each item of a fixed list by its words, lists named up to `listShown` and the rest counted. */
const shown = (value: unknown, words: ArgumentWords | undefined, language: Language): string => {
  const items = [...new Set(scalars(value).map((item) => words?.values?.[item] ?? (words?.values === undefined ? item : asWords(item))))];
  if (items.length <= listShown) return items.join(", ");
  return `${items.slice(0, listShown).join(", ")} ${argumentWords[language].more(items.length - listShown)}`;
};

/** One argument as a person reads it ("measure: overall mood", "newest first"); "" when it says nothing. */
const phrase = (tool: string, key: string, value: unknown, language: Language): string => {
  const words = argumentWordsOf(tool, key, language);
  if (words?.hidden === true) return "";
  const label = words?.label ?? asWords(key);
  if (typeof value === "boolean") return words?.whenTrue !== undefined ? (value ? words.whenTrue : "") : `${label}: ${value ? argumentWords[language].yes : argumentWords[language].no}`;
  if (isRecord(value)) {
    const text = words?.phrase?.(value) ?? "";
    return text === "" ? "" : `${label}: ${text}`;
  }
  if (Array.isArray(value) && value.length > 0 && value.every(isRecord)) return `${label}: ${value.length}`;
  const text = shown(value, words, language);
  return text === "" ? "" : `${label}: ${text}`;
};

/** The words searched "also" without the one already said as the search ("search: sister, also: irmã", not "also: sister, irmã"). */
const withoutQuery = (value: Readonly<Record<string, unknown>>): Readonly<Record<string, unknown>> => {
  const query = typeof value["query"] === "string" ? value["query"].trim().toLowerCase() : "";
  if (query === "" || value["related"] === undefined) return value;
  return { ...value, related: scalars(value["related"]).filter((word) => word.trim().toLowerCase() !== query) };
};

/**
 * A tool call's arguments as a person reads them, in the words written for
 * each in `language` (`argumentWords`): "search: running, also: run, runs,
 * ran, runner and 9 more", "medida: humor geral", never JSON or a parameter's name;
 * ids and empty values are left out, and a long summary is cut.
 */
export const argumentSummary = (tool: string, value: unknown, language: Language): string => {
  if (!isRecord(value)) return "";
  const text = Object.entries(withoutQuery(value))
    .map(([key, item]) => phrase(tool, key, item, language))
    .filter((item) => item !== "")
    .join(", ");
  return text.length > summaryMax ? `${text.slice(0, summaryMax - 1).trimEnd()}…` : text;
};
