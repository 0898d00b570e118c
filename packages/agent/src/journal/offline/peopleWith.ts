import type { Language } from "@lifeos/core";
import { foldAccents, isTopicWord } from "@lifeos/core";
import { listWords, paragraphs } from "../../models/offline/answerText.js";
import type { SkillPlan, ToolResultView } from "../../models/offline/OfflineSkill.js";
import type { Question } from "../../models/offline/question/Question.js";
import { composeSearch, searchShowsNothing } from "./compose/composeSearch.js";
import { objects, text } from "./compose/readData.js";
import { peopleRanked } from "./journalPatterns.js";
import { search } from "./planCalls.js";
import type { Reading } from "./reading.js";

/**
 * Asks who did something with the person: "who did I play bridge with?", "who do I go climbing with?", "with whom did I
 * travel?", "com quem joguei ténis?", "com quem é que corro?".
 */
export const withWhomAsked = /^(?:and )?who (?:do|did|have|had|was|were|am) (?:i|we)\b.*\bwith\s*\??$|^(?:and )?who (?:was|were) (?:i|we) with\b|\bwith whom\b|\bcom quem\b/;

/** A name said as where something was: "in Porto", "at Cafe Aurora", "to Sintra", "no Porto", "em Sintra", "a Sintra". */
const placeOf = (spelled: string, name: string): boolean =>
  new RegExp(`(?<![\\p{L}])(?:in|at|to|em|no|na|nos|nas|ao|à|para|pra|pro|(?<!com\\s+)a)\\s+${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\p{L}])`, "iu").test(spelled);

/** The names a question says, unless each is a place ("who was I with in Porto?" asks of no one named). */
export const peopleNamed = (question: Question): ReadonlyArray<string> => question.names.filter((name) => !placeOf(question.spelled, name) || (question.range?.text ?? "").includes(name));

/** Verbs of doing an activity, which the entries say in many ways ("played", "a game of"): the activity itself is searched. */
const doingVerbs = /^(?:play|plays|played|playing|go|goes|went|going|do|does|did|doing|practise|practised|practice|practiced|jogo|joguei|jogamos|jogar|jogava|vou|fui|fomos|ir|faco|fiz|fizemos|fazer|pratico|pratiquei|praticar|costumo|ando|andei|e|que|eu)$/;

/** The activity's words: the subject without the verbs of doing it. */
export const activityWords = (reading: Reading): string[] => reading.subject.filter((word) => !doingVerbs.test(foldAccents(word.toLowerCase())));

/** Words of the people asked for, which name no activity: "the person I see most", "os amigos com quem saio mais". */
const peopleWords = /^(?:person|persons|people|pessoa|pessoas|gente|friend|friends|amigo|amiga|amigos|amigas)$/;

/** Words of being with people at all, and of how often, which name no activity: "spend the most time with", "falo mais", "mais vezes". */
const beingWith =
  /^(?:spend|spent|spending|time|times|talk|talked|talking|speak|spoke|see|saw|seen|meet|met|hang|hung|out|chat|chatted|most|more|often|much|lot|usually|tempo|passo|passei|falo|falei|converso|conversei|vejo|vi|encontro|encontrei|estou|estive|saio|sai|mais|vezes|muito|costumo)$/;

/** Going out with someone, which is being with them and no activity, though "saí" has words of its own (leave, depart). */
const goingOut = /^(?:sai|saio|saimos|sair|saia|hang|hung|hanging|out)$/;

/** The activity asked of who most ("who do I have lunch with most?" → lunch): the subject without the verbs of doing or being with. */
const rankedActivity = (subject: ReadonlyArray<string>): string[] =>
  subject.filter((word) => {
    const folded = foldAccents(word.toLowerCase());
    return !doingVerbs.test(folded) && !goingOut.test(folded) && !peopleWords.test(folded) && (isTopicWord(word) || !beingWith.test(folded));
  });

/** Words of how often ("who do I most often have lunch with?"): "com quem jantei?" asks of one dinner. */
const oftenWords = /\b(?:most|more|often|a lot|usually|mais|frequentemente|costumo|normalmente)\b/;

/** Asks who the person does it with most: "who do I have lunch with most?", "com quem almoço mais?", "com quem mais escalo?". */
const withMostAsked = /\bwith (?:the )?(?:most|more|most often|more often|often|a lot)\s*\??$|\bcom quem (?:e que )?(?:eu )?(?:\S+ ){0,4}mais\b/;

/**
 * Whether a question asks who the person did an activity with (and names the activity, not someone). Asked who most
 * ("who do I have lunch with most?"), the activity must be a known one: "who do I spend the most time with?", "com quem
 * falo mais?" ask for the people of the whole journal.
 */
export const peopleWithAsked = (question: Question, subject: ReadonlyArray<string>): boolean => {
  if (question.metric !== null || peopleNamed(question).length > 0) return false;
  // "who was I with in Porto?": the people of that place's entries, however the question reads otherwise.
  // Asked of the last or first time ("with whom did I last go to Sintra?"), that one entry says who.
  if (question.names.length > 0 && question.has(withWhomAsked)) return !question.cues.has("lastTime") && !question.cues.has("firstTime");
  if (question.has(peopleRanked)) return (question.has(withMostAsked) || (question.has(withWhomAsked) && question.has(oftenWords))) && rankedActivity(subject).length > 0;
  return question.has(withWhomAsked) && subject.some((word) => !doingVerbs.test(foldAccents(word.toLowerCase())));
};

/**
 * "who did I play bridge with?", "who do I have lunch with most?": the entries of the activity (the people they name are
 * read from them and counted, most entries first).
 */
export const peopleWithRoute = (reading: Reading): SkillPlan[] | null => {
  if (!peopleWithAsked(reading.question, reading.subject)) return null;
  const words = reading.question.has(peopleRanked) ? rankedActivity(reading.subject) : activityWords(reading);
  return [search({ ...reading, subject: words }, 0.84, { limit: 20 })];
};

/** "who do I have lunch with most?": before the occasion's route, which would read lunch as one day's meal. */
export const peopleWithMostRoute = (reading: Reading): SkillPlan[] | null => (reading.question.has(peopleRanked) ? peopleWithRoute(reading) : null);

/** A name the entry says the person was with: "with Rita", "com a Inês", "with Ana and Rui", "com o Jorge e a Bia", "to see Miguel". */
const withNames = /(?<![\p{L}])(?:with|com|and|e|&|see|saw|visit|visited|ver|vi|visitar|visitei)\s+(?:(?:a|o|my|the)\s+)?(\p{Lu}\p{Ll}+(?:\s\p{Lu}\p{Ll}+)?)/gu;

/** Capitalised words that are no people ("with Monday", "com Lisboa"): the week's days and the months. */
const notPeople = /^(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|may|june|july|august|september|october|november|december|segunda|terca|quarta|quinta|sexta|sabado|domingo|janeiro|fevereiro|marco|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro|i|eu)$/;

/**
 * The sentences of an excerpt that hold the searched words (or their related ones): of an activity's entry, those that
 * tell the activity ("Jantei com a Bia" beside "Joguei vôlei com a Juliana" is another outing).
 */
export const searchedSentences = (result: ToolResultView, excerpt: string): string[] => {
  const terms = [text(result.arguments["query"]), ...(Array.isArray(result.arguments["related"]) ? (result.arguments["related"] as unknown[]).flat() : [])]
    .filter((term): term is string => typeof term === "string" && term.length >= 3)
    .map((term) => foldAccents(term.toLowerCase()));
  const tells = (sentence: string) => {
    const words = foldAccents(sentence.toLowerCase()).split(/[^\p{L}]+/u);
    return words.some((word) => terms.some((term) => word === term || (term.length >= 5 && word.length >= 5 && word.slice(0, 5) === term.slice(0, 5))));
  };
  return excerpt.split(/(?<=[.!?;])\s+/u).filter(tells);
};

/** The people some sentences say the person was with ("with Rita", "com a Inês"), each once. */
export const companionsIn = (told: string): ReadonlyArray<string> =>
  [...new Set([...told.matchAll(withNames)].map((match) => match[1]!).filter((name) => !notPeople.test(foldAccents(name.toLowerCase()))))];

/** The rows a search is sure of, or all of them when it is sure of none. */
export const sureRows = (result: ToolResultView): ReadonlyArray<Readonly<Record<string, unknown>>> => {
  const rows = objects(result.data["results"]);
  const sure = rows.filter((row) => row["confidence"] === "high");
  return sure.length > 0 ? sure : rows;
};

/** The people the entries say the person was with, most entries first, each with how many and the last day. */
const companions = (result: ToolResultView): { name: string; entries: number; last: string }[] => {
  const counts = new Map<string, { name: string; entries: number; last: string }>();
  for (const row of sureRows(result)) {
    const date = text(row["date"]);
    const names = companionsIn(searchedSentences(result, text(row["excerpt"])).join(" "));
    for (const name of names) {
      const seen = counts.get(name);
      counts.set(name, { name, entries: (seen?.entries ?? 0) + 1, last: seen === undefined || date > seen.last ? date : seen.last });
    }
  }
  return [...counts.values()].sort((a, b) => b.entries - a.entries || (a.last < b.last ? 1 : -1));
};

export const isPeopleWith = (question: Question, results: ReadonlyArray<ToolResultView>): boolean =>
  results.length === 1 && results[0]!.name === "search_journal" && results[0]!.success && peopleWithAsked(question, text(results[0]!.arguments["query"]).split(" "));

const phrases: Readonly<Record<Language, { withWhom: (topic: string, names: string) => string; one: (name: string, entries: number, last: string) => string; noOne: (topic: string) => string }>> = {
  en: {
    withWhom: (topic, names) => `Your entries about “${topic}” say you were with ${names}:`,
    one: (name, entries, last) => `${name}: ${entries === 1 ? "1 entry" : `${entries} entries`}, the last on ${last}`,
    noOne: (topic) => `Your entries about “${topic}” name no one you were with.`,
  },
  pt: {
    withWhom: (topic, names) => `As entradas sobre «${topic}» dizem que esteve com ${names}:`,
    one: (name, entries, last) => `${name}: ${entries === 1 ? "1 entrada" : `${entries} entradas`}, a última em ${last}`,
    noOne: (topic) => `As entradas sobre «${topic}» não dizem com quem estava.`,
  },
};

/** Who the activity's entries say the person was with; when they name no one, that, and the entries. */
export const composePeopleWith = (question: Question, result: ToolResultView): string => {
  if (searchShowsNothing(result)) return composeSearch(question, result);
  const topic = text(result.arguments["query"]);
  const p = phrases[question.language];
  const people = companions(result);
  if (people.length === 0) return paragraphs(p.noOne(topic), composeSearch(question, result));
  const names = listWords(people.slice(0, 3).map((person) => person.name), question.language);
  return `${p.withWhom(topic, names)}\n${people.slice(0, 5).map((person) => `- ${p.one(person.name, person.entries, person.last)}`).join("\n")}`;
};
