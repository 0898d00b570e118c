import type { LocalDate } from "@lifeos/core";
import { bullets, clip, paragraphs, plain, quote } from "../../../models/offline/answerText.js";
import type { ToolResultView } from "../../../models/offline/OfflineSkill.js";
import type { Question } from "../../../models/offline/question/Question.js";
import { sinceLastWritten, sinceWhen, worryAbout } from "../journalPatterns.js";
import { journalPhrases } from "../journalPhrases.js";
import { daysIn } from "../periods.js";
import { doingsAsked, doneSentences } from "./doings.js";
import { gistOf } from "./gist.js";
import { moodMoments } from "./moodMoments.js";
import type { Json } from "./readData.js";
import { object, objects, text } from "./readData.js";
import { scopeOf } from "./scope.js";
import { moreAsked, shownForMore } from "../moreAsked.js";
import { composeWorries } from "./worries.js";
import { feelingOf, moodValue, pastMiddle } from "./moodMiddle.js";

/** Most entries read out; the card lists them all. */
const shown = 5;

/** The measure a day was ranked by, named beside its value ("stress 3/100"): a bare number does not say which. */
const moodOf = (row: Json, sort: string, language: Question["language"]): string => {
  const mood = object(row["mood"]);
  const key = sort.includes("stress") || sort === "calmest" ? "stress" : sort.includes("energ") || sort === "most_tired" ? "energy" : "happiness";
  const value = mood[key];
  return typeof value === "number" ? ` (${journalPhrases[language].metric(key)} ${Math.round(value)}/100)` : "";
};

/** `get_recent_entries`: the latest or earliest entries, the entries of a span, or the days ranked by mood. */
export const composeRecent = (question: Question, result: ToolResultView): string => {
  const p = journalPhrases[question.language];
  const args = result.arguments;
  const rows = objects(result.data["entries"]);
  const sort = text(result.data["sort"]) || text(args["sort"]) || "newest";
  const scope = scopeOf(p, args, question);
  if (rows.length === 0) return scope === "" && (args["sort"] === undefined || sort === "newest") ? p.emptyJournal : p.noEntries(scope);
  // "what did I do last weekend?": what each entry says was done, not how its day began.
  const done = (row: Json) => (question.has(doingsAsked) ? doneSentences(text(row["excerpt"])) : []);
  // "what made me happy last weekend?": the sentences that carry the mood each day was ranked by, not how it began.
  // So too "what was the best thing that happened this week?", "qual foi a pior parte do mês?": the moment, not the day's opening.
  const ranked = sort !== "newest" && sort !== "oldest" && (question.cues.has("cause") || question.has(momentAsked));
  const line = (row: Json) => {
    const title = text(row["title"]);
    const moments = ranked ? moodMoments(text(row["excerpt"]), sort) : [];
    const said = moments.length > 0 ? moments : done(row);
    const gist = said.length > 0 ? quote(clip(said.join(" "), 200), question.language) : gistOf(text(row["excerpt"]), [], question.language, 100);
    return `${text(row["date"])}${moodOf(row, sort, question.language)}: ${title ? `${quote(plain(title), question.language)} — ` : ""}${gist}`;
  };
  const most = question.has(moreAsked) ? shownForMore : shown;
  const list = (heading: string, listed: ReadonlyArray<Json> = rows) => paragraphs(`${heading}\n${bullets(listed.slice(0, most).map(line))}`, listed.length > most ? p.andMore(listed.length - most) : "");
  if (question.has(moreAsked)) return list(p.others(rows.length));
  if ((sort === "most_stressed" || sort === "unhappiest" || sort === "most_tired") && question.has(worryAbout)) return composeWorries(question, rows, sort, scope);
  // "what was my best day last month?": the one day asked, with what its entry says.
  if (sort !== "newest" && sort !== "oldest" && args["count"] === 1 && rows.length === 1) {
    const row = rows[0]!;
    const day = `${text(row["date"])}${moodOf(row, sort, question.language)}: ${gistOf(text(row["excerpt"]), [], question.language, 240)}`;
    // "what was my happiest day this month?" when the best was 30/100: the closest of a period with no happy day, not "happiest".
    const feeling = feelingOf(sort);
    return moodValue(row, feeling) === null || pastMiddle(row, feeling) ? p.rankedDay(sort, scope, day) : p.closestDay(sort, scope, day);
  }
  if (sort !== "newest" && sort !== "oldest") {
    // "what made me happy this month?" of a month of few entries: only the days past the middle of the scale at the end
    // asked (a day of happiness 16/100 is no happy day), as the worries are; with none, that none is, and the closest.
    const feeling = feelingOf(sort);
    const atEnd = rows.filter((row) => moodValue(row, feeling) === null || pastMiddle(row, feeling));
    if (atEnd.length === 0) return p.noneAtEnd(sort, scope, line(rows[0]!));
    return list(p.ranked(sort, scope), atEnd);
  }
  const hasRange = args["after"] !== undefined || args["before"] !== undefined;
  if (rows.length === 1 && !hasRange) {
    const row = rows[0]!;
    const heading = sort === "oldest" ? p.firstEntry(text(row["date"]), text(row["title"]) || null) : p.lastEntry(text(row["date"]), text(row["title"]) || null);
    const said = `${heading} ${gistOf(text(row["excerpt"]), [], question.language, 200)}`;
    if (question.has(sinceLastWritten) && sort === "newest") return paragraphs(said, p.writtenAgo(daysIn({ from: text(row["date"]) as LocalDate, to: question.today }) - 1));
    // "how long have I been journaling?": how long since the first entry, then the entry.
    if (question.has(sinceWhen) && sort === "oldest") return paragraphs(p.writingFor(...timeSince(text(row["date"]), question.today)), said);
    return said;
  }
  if (!hasRange) return list(sort === "oldest" ? p.oldestEntries(rows.length) : p.recentEntries(rows.length));
  // "and the one before?" after the last entry: that one entry, as the last one was said.
  if (rows.length === 1 && args["count"] === 1 && args["after"] === undefined && sort === "newest") {
    const row = rows[0]!;
    return `${p.entryBefore(text(row["date"]), text(row["title"]) || null)} ${gistOf(text(row["excerpt"]), [], question.language, 200)}`;
  }
  const count = typeof args["count"] === "number" ? args["count"] : 5;
  return list(p.entriesIn(rows.length, scope, rows.length >= count));
};

/** Whole years and months from one day to another, and the days when under a month ("2024-12-02" to "2026-12-01": 1 year and 11 months). */
const timeSince = (from: string, to: string): [number, number, number] => {
  const [fy, fm, fd] = from.split("-").map(Number) as [number, number, number];
  const [ty, tm, td] = to.split("-").map(Number) as [number, number, number];
  const months = (ty - fy) * 12 + (tm - fm) - (td < fd ? 1 : 0);
  return [Math.floor(months / 12), months % 12, daysIn({ from: from as LocalDate, to: to as LocalDate }) - 1];
};

/** Asks for a moment of the days, not the days: "the best thing that happened", "highlights", "a melhor coisa", "o ponto alto". */
const momentAsked =
  /\b(?:best|worst|nicest|hardest|happiest|saddest) (?:things?|parts?|moments?|bits?)\b|\b(?:highlights?|low points?|high points?)\b|\b(?:melhor(?:es)?|pior(?:es)?) (?:coisas?|partes?|momentos?)\b|\b(?:destaques?|pontos? (?:alto|baixo)s?|momentos? (?:alto|baixo)s?)\b/;

/**
 * "show me yesterday's entry", "read me the entry", "mostra-me a entrada de anteontem", "a entrada completa":
 * the entry asked to be seen whole, not how it begins.
 */
const wholeEntryAsked =
  /^(?:(?:can|could|would) you |please |(?:tu |voce )?(?:podes|pode|consegues|consegue) )?(?:show|read|open|display|mostra|mostre|mostrar|abre|abra|abrir|le|leia|ler)\b|\b(?:whole|full|entire|complete) entry\b|\bentrada (?:toda|inteira|completa)\b|\btoda a entrada\b/;

/** Most characters of an entry read out whole; the card shows it all. */
const wholeMax = 3000;

/** An entry's text as Markdown block quotes, a paragraph each, up to `wholeMax` characters. */
const wholeText = (content: string): string => {
  const clipped = content.length > wholeMax ? clip(content, wholeMax) : content;
  return clipped
    .split(/\n\s*\n/)
    .map((paragraph) => plain(paragraph))
    .filter((paragraph) => paragraph !== "")
    .map((paragraph) => `> ${paragraph}`)
    .join("\n>\n");
};

/** `get_entry`: what was written on a day (how it begins, or all of it when asked to be shown), or that nothing was, with the nearest days that have entries. */
export const composeEntry = (question: Question, result: ToolResultView): string => {
  const p = journalPhrases[question.language];
  const rows = objects(result.data["entries"]);
  const date = text(result.arguments["date"]) || text(rows[0]?.["date"]);
  if (rows.length === 0) {
    const nearest = object(result.data["nearestDates"]);
    return paragraphs(p.nothingOn(date), p.nearest(text(nearest["before"]) || null, text(nearest["after"]) || null));
  }
  const titled = rows.map((row) => text(row["title"])).filter((title) => title !== "");
  const heading = `${p.wroteOn(date, rows.length)}${titled.length > 0 ? `: ${titled.map((title) => quote(plain(title), question.language)).join(", ")}` : ""}.`;
  const content = text(rows[0]!["content"]);
  if (question.has(wholeEntryAsked)) return paragraphs(heading, wholeText(content));
  const done = question.has(doingsAsked) ? doneSentences(rows.map((row) => text(row["content"])).join(" "), 3) : [];
  if (done.length > 0) return `${heading} ${p.did} ${quote(clip(done.join(" "), 260), question.language)}`;
  // Two entries or more that day: how each begins, not the first alone.
  if (rows.length > 1) return [titled.length > 0 ? heading : heading.replace(/\.$/u, ":"), ...rows.map((row) => `- ${quote(clip(plain(text(row["content"])), 160), question.language)}`)].join("\n");
  return `${heading} ${p.begins} ${quote(clip(plain(content), 220), question.language)}`;
};
