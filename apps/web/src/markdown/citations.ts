import { longDate } from "../language/locale.js";

/**
 * Citations in answers and summaries become links to what they cite.
 *
 * Two shapes are understood:
 * - a bare ISO date (`2024-03-15`), which the journal answers cite, links to
 *   that day in the journal (`/journal/2024-03-15`);
 * - a `lifeos:<kind>/<id>` link (`[the lease](lifeos:document/4f…)`), the shape
 *   any domain can use: each kind maps to its page below.
 */
const citationPages: Readonly<Record<string, (id: string) => string>> = {
  entry: (id) => `/journal/${id}`,
  day: (date) => `/journal/${date}`,
  document: (id) => `/documents/${id}`,
  memory: (id) => `/memories/${id}`,
  thread: (id) => `/chat/${id}`,
};

const safeId = /^[A-Za-z0-9_-]{1,100}$/;

/** The app path a `lifeos:` citation opens, or null when the kind or id is not one the app knows. */
export const citationHref = (url: string): string | null => {
  const match = /^lifeos:([a-z]+)\/(.+)$/.exec(url);
  if (!match) return null;
  const page = citationPages[match[1]!];
  return page && safeId.test(match[2]!) ? page(match[2]!) : null;
};

/** A calendar date as `YYYY-MM-DD` that exists (so `2024-02-30` is not one). */
export const isCalendarDate = (text: string): boolean => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
};

interface Node {
  type: string;
  value?: string;
  url?: string;
  children?: Node[];
}

const datePattern = /\b(\d{4}-\d{2}-\d{2})\b/g;

/** Writes a cited day for a person to read ("March 14, 2026"); the link still opens `YYYY-MM-DD`. */
type DateWords = (date: string) => string;

const splitDates = (text: string, words: DateWords): Node[] => {
  const nodes: Node[] = [];
  let last = 0;
  for (const match of text.matchAll(datePattern)) {
    const date = match[1]!;
    if (!isCalendarDate(date)) continue;
    if (match.index > last) nodes.push({ type: "text", value: text.slice(last, match.index) });
    nodes.push({ type: "link", url: `lifeos:day/${date}`, children: [{ type: "text", value: words(date) }] });
    last = match.index + date.length;
  }
  if (last < text.length) nodes.push({ type: "text", value: text.slice(last) });
  return nodes;
};

const linkDates = (node: Node, words: DateWords): void => {
  if (!node.children || node.type === "link" || node.type === "linkReference") return;
  node.children = node.children.flatMap((child) => {
    if (child.type === "text" && child.value) return splitDates(child.value, words);
    linkDates(child, words);
    return [child];
  });
};

/**
 * A remark plugin: dates in the text (outside links and code) become citations of that day,
 * written as words in `locale` when one is given (as the cards write dates), else as written.
 * Code (inline or fenced) is never touched: it is shown exactly as written.
 */
export const remarkDateCitations = (options: { readonly locale?: string } = {}) => {
  const { locale } = options;
  const words: DateWords = locale === undefined ? (date) => date : (date) => longDate(date, locale);
  return (tree: Node) => linkDates(tree, words);
};
