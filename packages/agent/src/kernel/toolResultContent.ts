import type { ToolCallOutcome } from "@lifeos/tools";
import { toolResultCharBudget } from "@lifeos/tools";

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

/** A list the kernel shortened: where it is in the result, and how many of its items are left. */
interface ListCut {
  readonly path: string;
  readonly kept: number;
  readonly of: number;
}

const isObject = (value: Json | undefined): value is JsonObject => typeof value === "object" && value !== null && !Array.isArray(value);

/** Every non-empty list in `value` with its path (`data.points`, `data.results[2].tags`) and JSON size. */
const listsIn = (value: Json, path: string, found: Array<{ path: string; list: Json[]; size: number }>): void => {
  if (Array.isArray(value)) {
    if (value.length > 0) found.push({ path, list: value, size: JSON.stringify(value).length });
    value.forEach((item, index) => listsIn(item, `${path}[${index}]`, found));
  } else if (isObject(value)) {
    for (const [key, item] of Object.entries(value)) listsIn(item, path === "" ? key : `${path}.${key}`, found);
  }
};

/** The longest string in `value` and where it sits, so it can be shortened in place. */
const longestString = (value: Json, best: { length: number; set: ((text: string) => void) | null; text: string }): void => {
  const visit = (item: Json, set: (text: string) => void): void => {
    if (typeof item === "string") {
      if (item.length > best.length) Object.assign(best, { length: item.length, set, text: item });
    } else longestString(item, best);
  };
  if (Array.isArray(value)) value.forEach((item, index) => visit(item, (text) => void (value[index] = text)));
  else if (isObject(value)) for (const [key, item] of Object.entries(value)) visit(item, (text) => void (value[key] = text));
};

const note = (limit: number) =>
  `This result was longer than the ${limit} characters a tool result may take, so it was shortened: each list under "lists" keeps its first "kept" of "of" items, and long texts end in "…". Ask again with a narrower range, a filter or a smaller limit for the rest.`;

/**
 * `body` made to fit `limit` characters as JSON, as valid JSON: the largest lists lose their last
 * items first (results come ranked or newest first), then the longest texts are shortened. The
 * value gains `truncated` (`limitChars`, `lists` cut with `kept` of `of`, `textsShortened`, a note),
 * and `meta.truncated` is set. If even that cannot fit, the beginning of the text is kept as a
 * string under `preview`.
 */
export const fitToolResult = (body: JsonObject, limit: number): string => {
  const whole = JSON.stringify(body);
  if (whole.length <= limit) return whole;
  const shrunk = JSON.parse(whole) as JsonObject;
  if (isObject(shrunk["meta"])) shrunk["meta"]["truncated"] = true;
  const cuts = new Map<string, ListCut>();
  let textsShortened = 0;
  const marked = (): JsonObject => ({
    ...shrunk,
    truncated: { limitChars: limit, lists: [...cuts.values()] as unknown as Json[], textsShortened, note: note(limit) },
  });
  for (let round = 0; round < 500; round++) {
    const text = JSON.stringify(marked());
    if (text.length <= limit) return text;
    const over = text.length - limit;
    const lists: Array<{ path: string; list: Json[]; size: number }> = [];
    for (const [key, value] of Object.entries(shrunk)) listsIn(value, key, lists);
    const biggest = lists.reduce<(typeof lists)[number] | undefined>((best, candidate) => (best === undefined || candidate.size > best.size ? candidate : best), undefined);
    // A list is cut while it is a large part of what is over; past that, texts are shortened.
    if (biggest !== undefined && biggest.size > 200) {
      const perItem = biggest.size / biggest.list.length;
      const keep = Math.max(0, biggest.list.length - Math.max(1, Math.ceil(over / perItem)));
      cuts.set(biggest.path, { path: biggest.path, kept: keep, of: cuts.get(biggest.path)?.of ?? biggest.list.length });
      biggest.list.splice(keep);
      continue;
    }
    const longest = { length: 0, set: null as ((text: string) => void) | null, text: "" };
    longestString(shrunk, longest);
    if (longest.set === null || longest.length <= 40) break;
    longest.set(`${longest.text.slice(0, Math.max(40, longest.length - over - 1, Math.floor(longest.length / 2)))}…`);
    textsShortened += 1;
  }
  return preview(body, whole, limit);
};

/** The last resort: the result's beginning as one string, which is always valid JSON. */
const preview = (body: JsonObject, whole: string, limit: number): string => {
  const wrap = (text: string) =>
    JSON.stringify({
      success: body["success"] ?? false,
      truncated: { limitChars: limit, note: `This result was longer than the ${limit} characters a tool result may take and could not be shortened as data: "preview" holds the beginning of its JSON as text.` },
      preview: text,
    });
  let length = Math.max(0, limit - wrap("").length);
  let text = wrap(whole.slice(0, length));
  while (text.length > limit && length > 0) {
    length = Math.max(0, length - (text.length - limit));
    text = wrap(whole.slice(0, length));
  }
  return text;
};

/** What the model reads back for a tool call: valid JSON within the tool result budget. */
export const toolResultContent = (outcome: ToolCallOutcome, limit: number = toolResultCharBudget): string =>
  fitToolResult(
    JSON.parse(JSON.stringify(outcome.success ? { success: true, data: outcome.data, meta: outcome.meta } : { success: false, error: outcome.error })) as JsonObject,
    limit,
  );
