import type { OfflineSkill, ToolResultView } from "../../models/offline/OfflineSkill.js";
import { composeJournal } from "./compose/composeJournal.js";
import { introducedName } from "./compose/composeSearch.js";
import { emptyPeriodCheck, isEmptyPeriodCheck, nearestEntries, weekAroundDay } from "./emptyPeriod.js";
import { upToLastEntry } from "./journalEnded.js";
import { feelingToldFollowUp } from "./feelingTold.js";
import { eventComparison } from "./eventAround.js";
import { planJournal } from "./planJournal.js";
import { objects } from "./compose/readData.js";
import { searchesApart } from "./compose/composeApart.js";
import { peopleAtFollowUp } from "./peopleAt.js";
import { isLifeEvent, thingNeverWritten, thingOnlyMentioned } from "./lifeEvents.js";
import { periodBegun, periodBegunNotice } from "./periodBegun.js";
import { followUpOf } from "./followUp.js";
import { areTripSearches, isTrips } from "./trips.js";
import { areBookResults } from "./books.js";
import { otherPersonOf } from "./otherPerson.js";
import { doneTogetherOf } from "./doneTogether.js";
import { paragraphs } from "../../models/offline/answerText.js";
import type { Question } from "../../models/offline/question/Question.js";
import { withToldDay } from "../../memory/offline/toldDay.js";

/**
 * The question of another person asked as a follow-up ("and Tom?"): the previous one of them (`otherPersonOf`); "what
 * did we do together?" after one naming Ana: the entries with her (`doneTogetherOf`).
 */
const ofPerson = (question: Question): Question => (followUpOf(question) === null ? (otherPersonOf(question) ?? doneTogetherOf(question) ?? question) : question);

/** The question as the journal reads it: a month or year asked on its first day reads the one before (`periodBegun`). */
const asRead = (asked: Question): Question => {
  const question = ofPerson(asked);
  return periodBegun(question)?.question ?? question;
};

/** The answer of the question as read, after what was read in place of a period just begun. */
const composeAsRead = (asked: Question, results: ReadonlyArray<ToolResultView>): string => {
  const question = ofPerson(asked);
  const begun = periodBegun(question);
  if (begun === null) return composeJournal(question, results);
  const notice = periodBegunNotice(begun, question.language, results);
  const answer = composeJournal(begun.question, results);
  return notice === null ? answer : paragraphs(notice, answer);
};

/** A `count_mentions` of some words over the whole journal (no period asked) that no entry mentions. */
const neverMentioned = (result: ToolResultView): boolean =>
  result.name === "count_mentions" &&
  result.success &&
  String(result.arguments["query"] ?? "") !== "" &&
  result.arguments["from"] === undefined &&
  result.arguments["to"] === undefined &&
  result.data["mentions"] === 0;

/**
 * The journal's offline skill: ordinary questions about the journal in
 * English and Portuguese — how a day, week, month, season or year went;
 * how the person is doing; mood over time and comparisons between
 * periods; the happiest or hardest days; the latest, first or a given day's
 * entries; when something last or first happened; and topics by meaning
 * (a topic's related words searched too, and a name the results introduce
 * for it searched next: "my dog" → Biscuit); how often a topic or a person
 * comes up, counted over every entry of the period; and the people or
 * places the journal names most.
 */
export const journalSkill: OfflineSkill = {
  name: "journal",
  tools: ["search_journal", "get_recent_entries", "get_entry", "get_time_series", "get_current_state", "get_month_summary", "get_year_summary", "compare_time_periods", "count_mentions", "rank_names"],
  // "What did I do today?": what the person told in the chat of that day is asked too, and said beside the entries.
  plan: (question) => withToldDay(question, planJournal(asRead(question))),
  followUp: (asked, results) => {
    const question = asRead(asked);
    const [first] = results;
    // Nothing in the days up to today, asked with no date, of a journal that stopped before them: the days up to its last entry.
    const ended = results.length === 1 && first !== undefined ? upToLastEntry(question, first) : [];
    if (ended.length > 0) return ended;
    // "I'm stressed about work" when the last 30 days hold no entry: the last year.
    const longer = feelingToldFollowUp(question, results);
    if (longer.length > 0) return longer;
    if (results.length === 1 && first?.name === "get_entry" && first.success) return nearestEntries(first);
    if (results.length === 1 && first?.name === "get_time_series") return weekAroundDay(first, question.today);
    if (results.length !== 1 || first === undefined || first.name !== "search_journal" || !first.success) return [];
    // The trips of a period: the searches' entries that tell of none are the answer, no sign of an empty period.
    if (isTrips(question, results)) return [];
    // "who did I have dinner with on my birthday?": the people named on the occasion's day.
    const people = peopleAtFollowUp(question, first);
    if (people.length > 0) return people;
    // "am I happier since I moved?": the mood compared around the day the search places the event.
    const around = eventComparison(question, first);
    if (around.length > 0) return around;
    // Nothing found over a day or span: whether there is any entry then ("nothing about work yesterday" vs no entry yesterday).
    const check = emptyPeriodCheck(first);
    if (check !== null) return [check];
    // "walk Sintra" with no entry holding both: each word searched alone.
    const apart = searchesApart(first);
    if (apart.length > 0) return apart;
    // A life event's search ("when did I buy my laptop?") is of its verbs, no topic a name could stand for: the puppy named
    // in an entry found by "adopted" is not the laptop.
    if (!Array.isArray(first.arguments["related"]) || question.names.length > 0 || isLifeEvent(question, results)) return [];
    const introduced = introducedName(first, question.topicWords);
    if (introduced === null) return [];
    const { query: _query, related: _related, ...rest } = first.arguments;
    return [{ name: "search_journal", arguments: { ...rest, query: introduced.name } }];
  },
  compose: composeAsRead,
  // "When did I buy my laptop?" of a journal that never names a laptop: another thing's coming is no answer (a document may date it).
  nothingAbout: thingNeverWritten,
  onlyClose: thingOnlyMentioned,
  // Only weak matches ("noticed" for "notice") count as nothing: another searching skill may know better, and they are still shown when none does.
  // So does a word counted over the whole journal and found in no entry ("how often do I take the amoxicillin?"): a document may say it.
  // The trips of a period: that the journal tells of none is its own answer ("Your journal tells of no trip in June").
  // So is that the entries name no book read, with the days written about reading.
  foundNothing: (results) =>
    results.length > 0 &&
    !areTripSearches(results) &&
    !areBookResults(results) &&
    results
      .filter((result) => !isEmptyPeriodCheck(results[0], result))
      .every(
        (result) =>
          (result.name === "search_journal" && result.success && (objects(result.data["results"]).length === 0 || result.data["confidence"] !== "high")) ||
          neverMentioned(result),
      ),
  // "what can I ask about my journal?": this skill's help alone.
  helpTopic: /\b(?:journal|diary|entries|entry|moods?|diario|entradas?|humor)\b/,
  help: {
    en: [
      "How was my week? How was March?",
      "How am I doing lately?",
      "What did I write yesterday? And on March 3rd?",
      "When did I last go climbing?",
      "What did I write about my dog?",
      "What made me happy last week?",
      "Compare this month with last month.",
      "How has my stress changed this year?",
      "How often do I go climbing?",
      "Who do I spend the most time with?",
    ],
    pt: [
      "Como foi a minha semana? Como foi março?",
      "Como tenho andado?",
      "O que escrevi ontem? E no dia 3 de março?",
      "Quando foi a última vez que fui escalar?",
      "O que escrevi sobre o meu cão?",
      "O que me fez feliz na semana passada?",
      "Compara este mês com o mês passado.",
      "Como evoluiu o meu stress este ano?",
      "Quantas vezes fui correr este ano?",
      "Com quem passo mais tempo?",
    ],
  },
};
