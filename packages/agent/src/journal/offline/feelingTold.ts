import type { LocalDate } from "@lifeos/core";
import { addDays } from "@lifeos/core";
import { paragraphs } from "../../models/offline/answerText.js";
import type { PlannedCall, SkillPlan, ToolResultView } from "../../models/offline/OfflineSkill.js";
import type { Question } from "../../models/offline/question/Question.js";
import type { Json } from "./compose/readData.js";
import { objects, text } from "./compose/readData.js";
import { composeWorries } from "./compose/worries.js";
import { worryAbout } from "./journalPatterns.js";
import { journalPhrases } from "./journalPhrases.js";
import { sortFor, toldFeeling } from "./journalQuestion.js";
import { call, plan } from "./planCalls.js";
import type { Reading } from "./reading.js";

/** The days a feeling told is read against first, and, when they hold no entry, the days read instead. */
const recentDays = 30;
const longerDays = 365;

/** What a feeling is about, said after it ("sad about money", "triste com a família", "por causa do trabalho"). */
const topicAfter = /\b(?:about|over|with|com|sobre|por causa d[aoe]s?)\b/;

/** The other end of a ranking of days. */
const otherEnd: Readonly<Record<string, string>> = { most_stressed: "calmest", unhappiest: "happiest", most_tired: "most_energetic" };

/** The days at the hard end of the feeling told: the most stressed for stress, the most tired for tiredness, else the unhappiest. */
const hardSort = (question: Question): string =>
  question.metric === "stress" ? sortFor("stress", "high") : question.metric === "energy" ? sortFor("energy", "low") : sortFor("happiness", "low");

/** The calls that read a feeling over the `days` up to `to`: its hard end, the other end, and the entries about its topic. */
const feelingCalls = (question: Question, topic: ReadonlyArray<string>, to: LocalDate, days: number): PlannedCall[] => {
  const bounds = { after: addDays(to, -(days - 1)), before: to };
  const sort = hardSort(question);
  const related = question.related.filter((words) => topic.includes(words[0]!));
  return [
    call("get_recent_entries", { sort, count: 10, ...bounds }),
    call("get_recent_entries", { sort: otherEnd[sort]!, count: 10, ...bounds }),
    ...(topic.length === 0 ? [] : [call("search_journal", { query: topic.join(" "), ...(related.length > 0 ? { related } : {}), from: bounds.after, to, limit: 10 })]),
  ];
};

/**
 * "I'm stressed about work", "tô estressado com o trabalho", "estou triste com a minha família": a hard feeling told,
 * with no date, of a topic or as a worry. Read over the last 30 days (up to the journal's last entry when it stopped
 * before them): the hardest days then, the other end, and the entries about the topic named.
 */
export const feelingToldRoute = (reading: Reading): SkillPlan[] | null => {
  const { question } = reading;
  if (toldFeeling(question) !== "hard" || reading.range !== null || !(question.has(worryAbout) || (reading.subject.length > 0 && question.has(topicAfter)))) return null;
  const last = question.journalSpan?.last;
  const to = last !== undefined && last < addDays(question.today, -(recentDays - 1)) ? last : question.today;
  return [plan(0.83, ...feelingCalls(question, reading.subject, to, recentDays))];
};

/** The first get_recent_entries of a feeling told over its window, and how many days that window holds. */
const windowOf = (result: ToolResultView): number =>
  Math.round((Date.parse(text(result.arguments["before"])) - Date.parse(text(result.arguments["after"]))) / 86_400_000) + 1;

/** Whether `results` are a feeling told read as `feelingToldRoute` plans it (and, after it, over the longer window). */
export const isFeelingTold = (question: Question, results: ReadonlyArray<ToolResultView>): boolean =>
  toldFeeling(question) === "hard" &&
  question.range === null &&
  results.length >= 2 &&
  results[0]!.name === "get_recent_entries" &&
  results[1]!.name === "get_recent_entries" &&
  results[0]!.arguments["count"] === 10 &&
  results[1]!.arguments["sort"] === otherEnd[text(results[0]!.arguments["sort"])] &&
  windowOf(results[0]!) === recentDays;

/** The 30 days held no entry: the same over the last year up to then. */
export const feelingToldFollowUp = (question: Question, results: ReadonlyArray<ToolResultView>): PlannedCall[] => {
  if (!isFeelingTold(question, results) || results.length > 3 || objects(results[0]!.data["entries"]).length > 0) return [];
  const search = results.find((result) => result.name === "search_journal");
  const topic = search === undefined ? [] : text(search.arguments["query"]).split(" ");
  return feelingCalls(question, topic, text(results[0]!.arguments["before"]) as LocalDate, longerDays);
};

/**
 * The feeling's days as the entries tell them: with a topic named, the entries about it among the hardest days (and
 * the others the search found), or that none mentions it and the hardest days then; each as what they say and what
 * comes back in them, with the window read said (and, when the last 30 days held nothing, that the last year is read).
 */
export const composeFeelingTold = (question: Question, results: ReadonlyArray<ToolResultView>): string => {
  const p = journalPhrases[question.language];
  const pt = question.language === "pt";
  // A second round over the last year when the 30 days held nothing: that one is read, the empty 30 days said.
  const longer = results.length > 3 && windowOf(results.at(results.some((result) => result.name === "search_journal") ? 3 : 2)!) === longerDays;
  const read = longer ? results.slice(results.length / 2) : results;
  const [hard, other] = read;
  const search = read.find((result) => result.name === "search_journal");
  const scope = p.span(text(hard!.arguments["after"]), text(hard!.arguments["before"]));
  const emptyFirst = longer ? (pt ? `Não há entradas nos últimos ${recentDays} dias${p.span(text(results[0]!.arguments["after"]), text(results[0]!.arguments["before"]))}; leio o último ano.` : `There are no entries in the last ${recentDays} days${p.span(text(results[0]!.arguments["after"]), text(results[0]!.arguments["before"]))}; reading the last year instead.`) : "";
  const rows = hard!.success ? objects(hard!.data["entries"]) : [];
  const against = other?.success === true ? objects(other.data["entries"]) : [];
  if (rows.length === 0) return paragraphs(emptyFirst, p.noEntries(scope));
  const sort = text(hard!.arguments["sort"]);
  if (search === undefined || !search.success) return paragraphs(emptyFirst, composeWorries(question, rows, sort, scope, against));
  const topic = text(search.arguments["query"]);
  const found = objects(search.data["results"]).filter((result) => text(result["confidence"]) === "high");
  const dates = new Set(found.map((result) => text(result["date"])));
  const hardDates = new Set(rows.map((row) => text(row["date"])));
  // The hardest days about the topic first, then the other entries about it, newest first.
  const about: Json[] = [
    ...rows.filter((row) => dates.has(text(row["date"]))),
    ...found.filter((result) => !hardDates.has(text(result["date"]))).sort((a, b) => text(b["date"]).localeCompare(text(a["date"]))),
  ];
  if (about.length === 0) {
    const none = pt ? `Nenhuma entrada${scope} fala de ${topic}; eis os dias mais difíceis desse tempo.` : `None of your entries${scope} mention ${topic}; here are the hardest days of that time.`;
    return paragraphs(emptyFirst, none, composeWorries(question, rows, sort, scope, against));
  }
  const lead = pt ? `${about.length === 1 ? "Uma entrada" : `${about.length} entradas`}${scope} ${about.length === 1 ? "fala" : "falam"} de ${topic}.` : `${about.length === 1 ? "One entry" : `${about.length} entries`}${scope} ${about.length === 1 ? "is" : "are"} about ${topic}.`;
  return paragraphs(emptyFirst, lead, composeWorries(question, about, sort, scope, against.filter((row) => !dates.has(text(row["date"])))));
};
