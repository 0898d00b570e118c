import type { Question } from "../../models/offline/question/Question.js";
import { normalizeText } from "../../models/offline/question/normalizeText.js";
import { followUpOpening } from "./journalPatterns.js";
import { subjectWords } from "./journalQuestion.js";

const escaped = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Every whole-word `name` in `text` written as `said`. */
const swapped = (text: string, name: string, said: string, flags = "gu"): string => text.replace(new RegExp(`(?<![\\p{L}\\p{N}])${escaped(name)}(?![\\p{L}\\p{N}])`, flags), said);

/**
 * "and with Miguel?", "e com o Miguel?", "what about Tom?" after a question about one person ("how many times did I have
 * dinner with Ana?"): the previous question asked again of the people this one names, in place of the one it named, with
 * this one's dates when it says any. Null when this one says more than the people, or the previous named no one person.
 */
/** The names of a question that are no date's words ("March" of "in March" is none). */
const peopleOf = (question: Question): string[] => question.names.filter((name) => !question.dates.some((range) => range.text.includes(name)));

export const otherPersonOf = (question: Question): Question | null => {
  const previous = question.previous;
  if (previous === null || !question.has(followUpOpening)) return null;
  const [name, ...others] = peopleOf(previous);
  const people = peopleOf(question);
  if (name === undefined || others.length > 0 || people.length === 0 || people.includes(name)) return null;
  if (subjectWords(question).some((word) => !people.includes(word))) return null;
  const said = people.join(previous.language === "pt" ? " e " : " and ");
  const spelled = swapped(previous.spelled, name, said);
  if (spelled === previous.spelled) return null;
  const normalized = normalizeText(spelled);
  // A date after the name moves with it, as the name's length changes.
  const first = previous.spelled.search(new RegExp(`(?<![\\p{L}\\p{N}])${escaped(name)}(?![\\p{L}\\p{N}])`, "u"));
  const moved = (index: number) => (first >= 0 && index > first ? index + spelled.length - previous.spelled.length : index);
  const dates = question.dates.length > 0 ? question.dates : previous.dates.map((range) => ({ ...range, index: moved(range.index) }));
  const range = question.range ?? (previous.range === null ? null : (dates[previous.dates.indexOf(previous.range)] ?? previous.range));
  return {
    ...previous,
    text: swapped(previous.text, name, said),
    spelled,
    normalized,
    words: normalized.split(" ").filter((word) => word !== "" && word !== "?"),
    names: [...previous.names.filter((each) => each !== name), ...people],
    topic: swapped(previous.topic, name, said),
    topicWords: previous.topicWords.flatMap((word) => (word === name ? people : [word])),
    related: [...previous.related.filter((list) => list[0] !== name), ...question.related.filter((list) => people.includes(list[0]!))],
    has: (pattern) => pattern.test(normalized),
    dates,
    range,
    language: question.language,
    tools: question.tools,
    capabilities: question.capabilities,
    previous: null,
  };
};
