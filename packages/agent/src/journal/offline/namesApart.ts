import type { SkillPlan, ToolResultView } from "../../models/offline/OfflineSkill.js";
import type { Question } from "../../models/offline/question/Question.js";
import { withPeople } from "./countRoutes.js";
import { countCall, plan, search } from "./planCalls.js";
import type { Reading } from "./reading.js";

/** What stands between two people asked of alike: "and", "e", "or", "ou", "&" or a comma, with "with"/"com" and an article ("a Ana e com o Tom"). */
const between = /^\s*(?:,\s*(?:(?:and|e|or|ou)\s+)?|(?:and|e|&|or|ou)\s+)(?:(?:with|com)\s+)?(?:(?:the|a|o|à|ao|da|do)\s+)?$/iu;

/**
 * The people a question asks of alike, each on their own: two or more names joined by "and" / "e" ("when did I last see
 * Ana and Tom?", "quantas vezes estive com a Ana e com o Tom?", "when did I last call Sofia and Rita?"). Empty otherwise.
 */
export const namesApart = (reading: Reading): ReadonlyArray<string> => {
  const { question } = reading;
  const names = question.names.filter((name) => reading.subject.includes(name));
  if (names.length < 2) return [];
  const spelled = question.spelled;
  const joined = names.every((name, index) => {
    if (index === 0) return true;
    const previous = names[index - 1]!;
    const from = spelled.indexOf(previous) + previous.length;
    const to = spelled.indexOf(name, from);
    return to >= from && between.test(spelled.slice(from, to));
  });
  return joined ? names : [];
};

/** Whether one saw or spoke with someone, asked yes or no ("did I see…", "vi o…", "falei com…"). */
const seenAsked = /^(?:did|have) i (?:see|seen|meet|met|call|called|talk|talked|speak|spoken)\b|^(?:eu )?(?:vi|estive com|encontrei|falei com|liguei)\b/;

/**
 * "when did I last see Ana and Tom?" → the last time of each, one search per person; "how often do I see Ana and Tom?" →
 * each counted, and which comes up more. Not an entry naming both, unless the question says together.
 */
export const namesApartRoute = (reading: Reading): SkillPlan[] | null => {
  const { question } = reading;
  if (question.has(/\b(?:together|both|juntos|juntas|ambos|ambas)\b/)) return null;
  // "did I see Tom or Sofia yesterday?", "vi o Tom e a Sofia ontem?": each person searched in that period.
  const eitherIn = reading.range !== null && (question.has(/\b(?:or|ou)\b/) || question.has(seenAsked));
  if (!question.cues.has("lastTime") && !question.cues.has("count") && !eitherIn) return null;
  const names = namesApart(reading);
  if (names.length === 0) return null;
  const others = reading.subject.filter((word) => !names.includes(word));
  if (eitherIn && !question.cues.has("count")) return [plan(0.85, ...names.flatMap((name) => search({ ...reading, subject: [...others, name] }, 0.85).calls))];
  // "when did I last call Sofia and Rita?": each person with what was done with them; a count keeps what it names of it
  // ("lunch with Sofia and Rita"), as for one person.
  if (question.cues.has("lastTime")) return [plan(0.85, ...names.flatMap((name) => search({ ...reading, subject: [...others, name] }, 0.85, { recencyBoost: true, limit: 20 }).calls))];
  return [plan(0.8, ...names.map((name) => countCall(reading, withPeople([...others, name]))))];
};

/** The person a search of one of them was for. */
const personOf = (question: Question, result: ToolResultView): string | undefined => {
  const words = String(result.arguments["query"]).split(/\s+/u);
  const named = question.names.filter((name) => words.includes(name));
  return named.length === 1 ? named[0] : undefined;
};

/** Searches of each person asked of, one person each, of their last time or of a period: composed each under the person's name. */
export const isLastTimeApart = (question: Question, results: ReadonlyArray<ToolResultView>): boolean =>
  results.length >= 2 &&
  results.every(
    (result) =>
      result.name === "search_journal" &&
      ((question.cues.has("lastTime") && result.arguments["recencyBoost"] === true) || result.arguments["from"] !== undefined) &&
      personOf(question, result) !== undefined,
  ) &&
  new Set(results.map((result) => personOf(question, result))).size === results.length;

/** Each person's section, led by their name on a line of its own. */
export const composeApartByName = (question: Question, results: ReadonlyArray<ToolResultView>, section: (result: ToolResultView) => string): string[] =>
  results.map((result) => `${personOf(question, result) ?? ""}:\n${section(result)}`);
