import type { ModelRequest, ModelToolCall } from "@lifeos/core";
import { detectLanguage } from "@lifeos/core";
import type { DateRange } from "../../time/relativeDates.js";
import { resolveDateRange } from "../../time/relativeDates.js";
import { nonTopicWords } from "./language.js";

export interface Plan {
  readonly calls: ReadonlyArray<ModelToolCall>;
  /** The answer when no tool can help. */
  readonly text: string;
}

type Metric = "happiness" | "stress" | "energy" | "valence";

const metricPatterns: ReadonlyArray<readonly [RegExp, Metric]> = [
  [/\bhapp(y|ier|iest|iness)\b|feliz|felicidade|alegr|contentment/i, "happiness"],
  [/stress|estress|anxi|ansie|pressure|press[ãa]o/i, "stress"],
  [/energ|tired|exhaust|cansa|fatig/i, "energy"],
  [/\bmood|humor|[âa]nimo|valence/i, "valence"],
];
const trendWords =
  /trend|over time|level|average|graph|chart|how (has|have|was|were|did|is)|changed?|evolu|tend[êe]ncia|ao longo|n[íi]vel|m[ée]dia|como (foi|tem|est[áa]|esteve|anda)|compar/i;
const howAmIDoing =
  /how am i (doing|feeling)|how have i been|how('s| is) my (life|week|month) (going|been)|como (é que )?(eu )?(estou|tenho estado|me sinto|ando|vai a minha vida)/i;
const lastTime = /when did i last|when was the last time|last time i|quando foi a [úu]ltima vez|[úu]ltima vez que|quando (é que )?(eu )?.* pela [úu]ltima vez/i;
const recency =
  /\b(last|latest|most recent|newest|recent) (journal )?(entry|entries|note|notes)|what did i (write|journal) (last|recently)|[úu]ltimas? (entrada|nota)s?|entradas? (mais )?recentes?|o que escrevi (por )?[úu]ltimo/i;
const remember = /^\s*(?:please\s+)?(?:remember|note)\s+(?:that\s+)?(.+)$|^\s*(?:por favor\s+)?(?:lembra(?:-te)?|lembre(?:-se)?|n[ãa]o (?:te )?esque[çc]as)\s+(?:de\s+|que\s+)?(.+)$/is;
const compare = /compar|versus|\bvs\.?\b|\bthan\b|\bdo que\b/i;

/** The words of the question that name its topic (question, function and journal words removed). */
export const topicOf = (text: string, range: DateRange | null): string => {
  const withoutDate = range ? text.replace(range.text, " ") : text;
  return (withoutDate.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}'-]*/gu) ?? [])
    .filter((word) => !nonTopicWords.has(word))
    .join(" ");
};

let counter = 0;
const call = (name: string, args: Record<string, unknown>): ModelToolCall => ({
  id: `offline_${(counter = (counter + 1) % 1_000_000)}`,
  name,
  arguments: JSON.stringify(args),
});

/** Two ranges named around "compare … and/vs …", resolved separately. */
const twoRanges = (text: string, now: Date, timeZone: string): [DateRange, DateRange] | null => {
  const pieces = text.split(/\bversus\b|\bvs\.?\b|\bthan\b|\bdo que\b|\band\b|\bwith\b|\bcom\b|\be\b/i);
  const ranges = pieces.map((piece) => resolveDateRange(piece, now, timeZone)).filter((range): range is DateRange => range !== null);
  return ranges.length >= 2 ? [ranges[0]!, ranges[1]!] : null;
};

/**
 * Chooses the journal tools and arguments for the user's last message:
 * "remember that …" → remember; "how am I doing" → get_current_state;
 * happiness/stress/energy/mood trends → get_time_series (or
 * compare_time_periods for two periods); "when did I last …" → search with
 * recency boost; a bare month or year → its summary; a bare day or span →
 * the entries of those days; "last entry" → get_recent_entries; anything
 * else → search_journal (date-filtered when dates are named). A tool the
 * request does not offer falls back to search_journal, or to an honest
 * "I can't" when even that is missing.
 */
export const planToolCalls = (request: ModelRequest): Plan => {
  const last = [...request.messages].reverse().find((message) => message.role === "user");
  const text = last?.content ?? "";
  const language = detectLanguage(text);
  const available = new Set((request.tools ?? []).map((tool) => tool.name));
  const now = request.now ?? new Date();
  const timeZone = request.timeZone ?? "UTC";
  const range = resolveDateRange(text, now, timeZone);
  const topic = topicOf(text, range);
  const dates = range ? { from: range.from, to: range.to } : {};
  const cannot =
    language === "pt"
      ? "Não consigo consultar o teu diário nesta conversa: não há ferramentas do diário disponíveis."
      : "I can't look that up: no journal tools are available in this conversation.";

  const choose = (name: string, args: Record<string, unknown>): Plan => {
    if (available.has(name)) return { calls: [call(name, args)], text: "" };
    if (available.has("search_journal")) {
      return { calls: [call("search_journal", { query: topic || text.trim(), ...dates })], text: "" };
    }
    return { calls: [], text: cannot };
  };

  const memory = remember.exec(text);
  if (memory) {
    const content = (memory[1] ?? memory[2] ?? "").trim();
    if (available.has("remember")) return { calls: [call("remember", { content })], text: "" };
    return {
      calls: [],
      text: language === "pt" ? "Ainda não consigo guardar memórias nesta conversa." : "I can't save memories in this conversation yet.",
    };
  }
  if (howAmIDoing.test(text)) {
    const days = range ? Math.min(90, Math.max(1, Math.round((Date.parse(range.to) - Date.parse(range.from)) / 86_400_000) + 1)) : undefined;
    return choose("get_current_state", days ? { days } : {});
  }
  const metric = metricPatterns.find(([pattern]) => pattern.test(text))?.[1];
  if (metric && (trendWords.test(text) || range)) {
    const periods = compare.test(text) ? twoRanges(text, now, timeZone) : null;
    if (periods && available.has("compare_time_periods")) {
      return choose("compare_time_periods", {
        metric,
        first: { from: periods[0].from, to: periods[0].to },
        second: { from: periods[1].from, to: periods[1].to },
      });
    }
    return choose("get_time_series", { metric, ...dates });
  }
  if (lastTime.test(text)) return choose("search_journal", { query: topic || text.trim(), recencyBoost: true });
  if (range && topic === "") {
    if (range.granularity === "month" && available.has("get_month_summary")) {
      return choose("get_month_summary", { month: range.from.slice(0, 7) });
    }
    if (range.granularity === "year" && available.has("get_year_summary")) {
      return choose("get_year_summary", { year: Number(range.from.slice(0, 4)) });
    }
    if (range.from === range.to && available.has("get_entry")) return choose("get_entry", { date: range.from });
    return choose("get_recent_entries", { count: 20, after: range.from, before: range.to });
  }
  if (recency.test(text) && !range) {
    const singular = /\b(last|latest|most recent|newest) (journal )?(entry|note)\b|[úu]ltima (entrada|nota)/i.test(text);
    return choose("get_recent_entries", { count: singular ? 1 : 5 });
  }
  return choose("search_journal", { query: topic || text.trim(), ...dates });
};
