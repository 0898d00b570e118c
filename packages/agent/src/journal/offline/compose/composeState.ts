import type { Language } from "@lifeos/core";
import { bullets, listWords, paragraphs, score } from "../../../models/offline/answerText.js";
import type { ToolResultView } from "../../../models/offline/OfflineSkill.js";
import type { Question } from "../../../models/offline/question/Question.js";
import { joyWords } from "../../../models/offline/question/moodWords.js";
import { driversAsked } from "../journalPatterns.js";
import { journalPhrases } from "../journalPhrases.js";
import { countPhrases, rateOrNull } from "./countPhrases.js";
import { topicsInWords } from "./analysisWords.js";
import { namedWords, periodLabel } from "./periodLabel.js";
import type { Json } from "./readData.js";
import { numberOrNull, object, objects, strings, text } from "./readData.js";

/** "how often", "com que frequência": a rate asked, not only a number. */
const frequencyAsked = /\b(?:often|frequently|regularly|frequencia|regularidade)\b/;

/** Entries a week and a month since the first entry, up to today. */
const writingRate = (question: Question, total: number, first: string): string => {
  if (first === "" || total === 0) return "";
  const days = Math.max(1, Math.round((Date.parse(`${question.today}T00:00:00Z`) - Date.parse(`${first}T00:00:00Z`)) / 86_400_000) + 1);
  // A rate said as 0 is not said: a few entries over years are their count and dates alone.
  const perMonth = rateOrNull((total * 365.25) / 12 / days, question.language);
  return perMonth === null ? "" : countPhrases[question.language].writingRate(rateOrNull((total * 7) / days, question.language), perMonth);
};

/**
 * The first three topics, in the language asked; in a Portuguese answer the writer's English words with no Portuguese
 * word are quoted (`englishTerms`), as the suggestions quote them: "os dias com «groceries», Biscuit e jardim".
 */
const quoted = (items: ReadonlyArray<string>, language: Language, english: ReadonlySet<string>) => listWords(topicsInWords(items.slice(0, 3), language, english), language);

/** What went with happier days and with more stressed ones in a `get_current_state` result, as sentences ("" when nothing did). */
export const driverLines = (question: Question, result: ToolResultView): readonly [string, string] => {
  const p = journalPhrases[question.language];
  const english = new Set(strings(result.data["englishTerms"]));
  const protective = strings(result.data["protectiveFactors"]);
  const stressors = strings(result.data["stressors"]);
  return [protective.length > 0 ? p.helped(quoted(protective, question.language, english)) : "", stressors.length > 0 ? p.weighed(quoted(stressors, question.language, english)) : ""];
};

/** What came up on the days at the low end of `metric` (`lowEnergyFactors`, `lowMoodFactors`), or that nothing stood out. */
const lowEndLine = (question: Question, result: ToolResultView, metric: "energy" | "happiness"): string => {
  const p = journalPhrases[question.language];
  const terms = strings(result.data[metric === "energy" ? "lowEnergyFactors" : "lowMoodFactors"]);
  return terms.length === 0 ? p.noLowEnd(metric) : p.lowEnd(metric, quoted(terms, question.language, new Set(strings(result.data["englishTerms"]))));
};

/** The suggestions listed when advice is asked ("any advice?", "o que posso fazer quanto a isso?"). */
const adviceShown = 3;

/** The first suggestions, each with its first step and minutes, under a heading naming the window. */
const adviceList = (question: Question, todos: ReadonlyArray<Json>, days: number, from: string, to: string): string => {
  const p = journalPhrases[question.language];
  const shown = todos.slice(0, adviceShown).map((todo) => `${unended(text(todo["title"]))}: ${lowerFirst(unended(text(todo["firstStep"])))} (${numberOrNull(todo["minutes"]) ?? 10} min).`);
  // A period ended before today ("em que me devia ter focado em abril?") is named by its dates, not as the last days.
  const head = to !== "" && to < question.today ? p.suggestionsBetween(from, to, shown.length, todos.length) : p.suggestionsHead(days, shown.length, todos.length);
  return `${head}\n${bullets(shown)}`;
};

/** A sentence without its closing stop, for a title before a colon or a step before its minutes. */
const unended = (sentence: string): string => sentence.trim().replace(/[.!]+$/u, "");

const lowerFirst = (sentence: string): string => (/^\p{Lu}\p{Ll}/u.test(sentence) ? `${sentence.charAt(0).toLowerCase()}${sentence.slice(1)}` : sentence);

/**
 * `get_current_state`: how many entries in the window, the last 7 days
 * against the 7 before on each metric, what came up most, what went with
 * happier and more stressed days, and one of the suggestions (the card
 * shows them all); when advice is asked, the first suggestions lead, each with its first step.
 */
export const composeState = (question: Question, result: ToolResultView): string => {
  const p = journalPhrases[question.language];
  const data = result.data;
  const days = numberOrNull(data["days"]) ?? 14;
  const count = numberOrNull(data["entryCount"]) ?? 0;
  // "How many entries do I have?": the whole journal, not the window.
  if (question.cues.has("count") && question.range === null && typeof data["totalEntries"] === "number") {
    const total = p.journalTotal(data["totalEntries"], text(data["firstEntryDate"]) || null, text(data["lastEntryDate"]) || null);
    return question.has(frequencyAsked) ? paragraphs(total, writingRate(question, data["totalEntries"], text(data["firstEntryDate"]))) : total;
  }
  if (count === 0) return data["totalEntries"] === 0 ? p.emptyJournal : p.noRecentEntries(days, text(data["lastEntryDate"]) || null);
  const metrics = object(data["metrics"]);
  const parts = (["happiness", "stress", "energy"] as const).flatMap((name) => {
    const metric = object(metrics[name]);
    const current = numberOrNull(metric["current"]);
    return current === null ? [] : [p.weekMetric(p.metric(name), score(current), numberOrNull(metric["change"]))];
  });
  const themes = strings(data["themes"]);
  const todos = objects(data["todos"]);
  const firstTodo = text(todos[0]?.["title"]);
  const from = text(data["from"]);
  const to = text(data["to"]);
  // "how am I doing this week?": the window is the period named, in the question's words.
  const named = question.dates.some((range) => range.from === from && range.to === to) ? namedWords(question, from, to) : null;
  const sentences = (...lines: ReadonlyArray<string>) => lines.filter((line) => line !== "").join(" ");
  // The moods of a period asked are its own, against as many days before it; otherwise the last 7 days against the 7 before.
  const compared = numberOrNull(data["comparedDays"]) ?? 7;
  const moods = parts.length === 0 ? "" : data["comparedDays"] === undefined || (compared === 7 && to === question.today) ? p.lastSevenDays(listWords(parts, question.language)) : p.comparedPeriod(listWords(parts, question.language), compared);
  const window = sentences(named === null ? p.stateWindow(days, from, to, count) : p.periodWindow(periodLabel(question, from, to), count), moods);
  const cameUp = themes.length > 0 ? p.cameUp(quoted(themes, question.language, new Set(strings(data["englishTerms"])))) : "";
  const [helped, weighed] = driverLines(question, result);
  const suggestion = firstTodo ? p.suggestion(firstTodo, todos.length) : "";
  // "why am I so tired?": what came up on the days of less energy, above the energy's own series and lowest days.
  if (question.has(driversAsked) && question.metric === "energy") return lowEndLine(question, result, "energy");
  // "what makes me happy?", "o que me deixa stressado?": what went with the mood asked leads, then the rest of the state.
  if (question.has(driversAsked)) {
    // "what makes me sad?", "why am I so sad?" ask of the low end: what went with less happy days leads, not what went with
    // happier ones nor with stress.
    const happier = (question.metric === "happiness" && question.direction !== "low") || (question.metric === null && question.has(joyWords));
    const sadder = question.metric === "happiness" && question.direction === "low" && Array.isArray(data["lowMoodFactors"]);
    const asked = sadder ? lowEndLine(question, result, "happiness") : happier ? helped : weighed;
    return paragraphs(asked === "" ? p.noDrivers(happier) : asked, window, sentences(cameUp, happier || sadder ? weighed : helped), suggestion);
  }
  if (question.cues.has("advice") && todos.length > 0) return paragraphs(adviceList(question, todos, days, from, to), window, sentences(cameUp, helped, weighed));
  return paragraphs(window, sentences(cameUp, helped, weighed), suggestion);
};
