import type { Language, ModelMessage, ModelRequest } from "@lifeos/core";
import { detectLanguage } from "@lifeos/core";

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === "object" && value !== null && !Array.isArray(value);
const list = (value: unknown): Json[] => (Array.isArray(value) ? value.filter(isObject) : []);
const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : []);
const number = (value: unknown): string => (typeof value === "number" && Number.isFinite(value) ? String(Math.round(value * 10) / 10) : "–");
const text = (value: unknown): string => (typeof value === "string" ? value : "");
const clip = (value: string, max: number): string => (value.length <= max ? value : `${value.slice(0, max - 1).trimEnd()}…`);

const phrases = {
  en: {
    nothingAbout: (topic: string, scope: string) => `I found nothing about "${topic}" in your journal${scope}.`,
    weak: (topic: string) => `I found only weak matches for "${topic}"; they may not be what you mean:`,
    found: (topic: string) => `Here is what I found in your journal about "${topic}":`,
    noEntries: (scope: string) => `I found no journal entries${scope}.`,
    recent: "Your most recent entries:",
    entriesIn: (scope: string) => `Your entries${scope}:`,
    noSeries: (metric: string, scope: string) => `I found no ${metric} readings${scope}.`,
    noSummary: (period: string) => `I found no summary for ${period}.`,
    remembered: "I'll remember that.",
    failed: (tool: string, message: string) => `I couldn't use ${tool}: ${message}`,
    between: (from: string, to: string) => (from === to ? ` on ${from}` : ` from ${from} to ${to}`),
  },
  pt: {
    nothingAbout: (topic: string, scope: string) => `Não encontrei nada sobre "${topic}" no teu diário${scope}.`,
    weak: (topic: string) => `Só encontrei resultados fracos para "${topic}"; podem não ser o que procuras:`,
    found: (topic: string) => `Eis o que encontrei no teu diário sobre "${topic}":`,
    noEntries: (scope: string) => `Não encontrei entradas no diário${scope}.`,
    recent: "As tuas entradas mais recentes:",
    entriesIn: (scope: string) => `As tuas entradas${scope}:`,
    noSeries: (metric: string, scope: string) => `Não encontrei registos de ${metric}${scope}.`,
    noSummary: (period: string) => `Não encontrei um resumo de ${period}.`,
    remembered: "Vou lembrar-me disso.",
    failed: (tool: string, message: string) => `Não consegui usar ${tool}: ${message}`,
    between: (from: string, to: string) => (from === to ? ` em ${from}` : ` de ${from} a ${to}`),
  },
} as const;

type Phrases = (typeof phrases)[Language];

const scopeOf = (p: Phrases, args: Json): string => {
  const from = text(args["from"] ?? args["after"] ?? args["date"]);
  const to = text(args["to"] ?? args["before"] ?? args["date"]);
  return from && to ? p.between(from, to) : from ? p.between(from, from) : "";
};

const section = (p: Phrases, name: string, args: Json, data: Json): string => {
  switch (name) {
    case "search_journal": {
      const query = text(args["query"]);
      const results = list(data["results"]);
      if (results.length === 0 || data["confidence"] === "none") return p.nothingAbout(query, scopeOf(p, args));
      const lines = results.map((result) => `- ${text(result["date"])}: "${clip(text(result["excerpt"]), 300)}" [entry ${text(result["date"])}]`);
      return [data["confidence"] === "low" ? p.weak(query) : p.found(query), ...lines].join("\n");
    }
    case "get_recent_entries": {
      const entries = list(data["entries"]);
      if (entries.length === 0) return p.noEntries(scopeOf(p, args));
      const heading = args["after"] || args["before"] ? p.entriesIn(scopeOf(p, args)) : p.recent;
      return [heading, ...entries.map((entry) => `- ${text(entry["date"])} — ${text(entry["title"])}: ${clip(text(entry["excerpt"]), 300)} [entry ${text(entry["date"])}]`)].join("\n");
    }
    case "get_entry": {
      const entries = list(data["entries"]);
      if (entries.length === 0) return p.noEntries(scopeOf(p, args));
      return entries.map((entry) => `**${text(entry["date"])} — ${text(entry["title"])}**\n${clip(text(entry["content"]), 800)}`).join("\n\n");
    }
    case "get_time_series": {
      const metric = text(data["metric"] ?? args["metric"]);
      if (!data["count"]) return p.noSeries(metric, scopeOf(p, args));
      const points = list(data["points"]);
      const span = points.length > 0 ? p.between(text(points[0]!["date"]), text(points[points.length - 1]!["date"])) : scopeOf(p, args);
      return `${metric}${span}: average ${number(data["average"])} (min ${number(data["min"])}, max ${number(data["max"])}) over ${number(data["count"])} readings; trend: ${text(data["trend"])}.`;
    }
    case "get_current_state": {
      const metrics = isObject(data["metrics"]) ? data["metrics"] : {};
      const lines = Object.entries(metrics)
        .filter((entry): entry is [string, Json] => isObject(entry[1]))
        .map(([metric, value]) => `- ${metric}: ${number(value["current"])} (before ${number(value["previous"])}, ${text(value["trend"])})`);
      const themes = strings(data["themes"]);
      const stressors = strings(data["stressors"]);
      const protective = strings(data["protectiveFactors"]);
      const todos = list(data["todos"]).map((todo) => `- ${text(todo["title"])}: ${text(todo["firstStep"])} (${number(todo["minutes"])} min)`);
      if (lines.length === 0 && themes.length === 0 && todos.length === 0) return p.noEntries(` (${number(data["days"])} days)`);
      return [
        `Last ${number(data["days"])} days:`,
        ...lines,
        ...(themes.length ? [`Themes: ${themes.join(", ")}`] : []),
        ...(stressors.length ? [`Stressors: ${stressors.join(", ")}`] : []),
        ...(protective.length ? [`What helps: ${protective.join(", ")}`] : []),
        ...(todos.length ? ["Suggestions:", ...todos] : []),
      ].join("\n");
    }
    case "get_month_summary":
    case "get_year_summary": {
      const period = text(args["month"]) || String(args["year"] ?? "");
      const summary = data["summary"];
      if (!isObject(summary)) return p.noSummary(period);
      const lines = [`**${period}** (${number(summary["entryCount"])} entries): ${text(summary["narrative"])}`];
      const lifted = strings(summary["positiveDrivers"]);
      const weighed = strings(summary["negativeDrivers"]);
      const events = strings(summary["topEvents"]);
      if (lifted.length) lines.push(`What lifted you: ${lifted.join(", ")}`);
      if (weighed.length) lines.push(`What weighed on you: ${weighed.join(", ")}`);
      if (events.length) lines.push(`Main events: ${events.join("; ")}`);
      if (typeof summary["happinessAverage"] === "number") lines.push(`Average happiness: ${number(summary["happinessAverage"])}`);
      return lines.join("\n");
    }
    case "compare_time_periods": {
      const first = isObject(data["first"]) ? data["first"] : {};
      const second = isObject(data["second"]) ? data["second"] : {};
      const describe = (period: Json) =>
        period["count"] ? `${text(period["from"])}–${text(period["to"])}: average ${number(period["average"])} over ${number(period["count"])} readings` : `${text(period["from"])}–${text(period["to"])}: no readings`;
      return `${text(data["metric"])} — ${describe(first)}; ${describe(second)}; difference ${number(data["difference"])}.`;
    }
    case "remember":
      return p.remembered;
    default:
      return "";
  }
};

/**
 * The answer to the tool results that end the request: one section per
 * call, built only from what came back (dates, excerpts, entry references,
 * numbers), and a plain "I found nothing about …" for empty or weak
 * results. Failed calls are reported as such.
 */
export const composeAnswer = (request: ModelRequest): string => {
  const messages = request.messages;
  let start = messages.length;
  while (start > 0 && messages[start - 1]!.role === "tool") start -= 1;
  const assistant = messages[start - 1];
  const calls = assistant?.role === "assistant" ? (assistant.toolCalls ?? []) : [];
  const user = [...messages].reverse().find((message) => message.role === "user");
  const p = phrases[detectLanguage(user?.content ?? "")];
  const sections = messages.slice(start).flatMap((message: ModelMessage) => {
    if (message.role !== "tool") return [];
    const call = calls.find((candidate) => candidate.id === message.toolCallId);
    let args: Json = {};
    try {
      const parsed: unknown = JSON.parse(call?.arguments ?? "{}");
      if (isObject(parsed)) args = parsed;
    } catch {
      args = {};
    }
    let result: Json = {};
    try {
      const parsed: unknown = JSON.parse(message.content);
      if (isObject(parsed)) result = parsed;
    } catch {
      result = {};
    }
    if (result["success"] !== true) {
      const error = isObject(result["error"]) ? text(result["error"]["message"]) : "";
      return [p.failed(message.name, error || "it failed")];
    }
    const body = section(p, message.name, args, isObject(result["data"]) ? result["data"] : {});
    return body ? [body] : [];
  });
  return sections.join("\n\n") || p.noEntries("");
};
