/** At most this many items of a list are named; the rest are counted. */
const listShown = 4;
/** A summary longer than this is cut with an ellipsis. */
const summaryMax = 140;

/** "topK" → "top k", "date_from" → "date from": a key as words. */
const words = (key: string): string => key.replace(/_/g, " ").replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase();

/** Scalars of a value, nested lists flattened, objects left out. */
const scalars = (value: unknown): string[] => {
  if (Array.isArray(value)) return value.flatMap(scalars);
  if (typeof value === "string") return value.trim() === "" ? [] : [value];
  if (typeof value === "number" || typeof value === "boolean") return [String(value)];
  return [];
};

const shown = (value: unknown): string => {
  if (typeof value === "boolean") return value ? "yes" : "no";
  const items = [...new Set(scalars(value))];
  if (items.length <= listShown) return items.join(", ");
  return `${items.slice(0, listShown).join(", ")} and ${items.length - listShown} more`;
};

/**
 * A tool call's arguments as a person reads them: "query: running, related:
 * running, run, runs, ran and 9 more", never JSON; empty values and nested
 * objects are left out, and a long summary is cut.
 */
export const argumentSummary = (value: unknown): string => {
  if (!value || typeof value !== "object" || Array.isArray(value)) return "";
  const text = Object.entries(value as Record<string, unknown>)
    .map(([key, item]) => [words(key), shown(item)] as const)
    .filter(([, item]) => item !== "")
    .map(([key, item]) => `${key}: ${item}`)
    .join(", ");
  return text.length > summaryMax ? `${text.slice(0, summaryMax - 1).trimEnd()}…` : text;
};
