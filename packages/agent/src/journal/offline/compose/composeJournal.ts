import { subjectWords } from "../journalQuestion.js";
import { unmeasuredFeelingAsked } from "../whyUnmeasured.js";
import { paragraphs } from "../../../models/offline/answerText.js";
import { composeWhyAgainst, isWhyAgainst } from "../whyFollowUp.js";
import { composeWhyDay, isWhyDay } from "../whyDay.js";
import { composeWhyCompared, isWhyCompared } from "../whyCompared.js";
import { composeFeelingTold, isFeelingTold } from "../feelingTold.js";
import type { ToolResultView } from "../../../models/offline/OfflineSkill.js";
import type { Question } from "../../../models/offline/question/Question.js";
import { composeBands } from "./composeBands.js";
import { composeCount, composeCounts, composeNames } from "./composeCounts.js";
import { composeEntry, composeRecent } from "./composeEntries.js";
import { composeGaps } from "./composeGaps.js";
import { composeComparison, composeSeries } from "./composeMood.js";
import { composePeriods, periodUnit } from "./composePeriods.js";
import { composeNamed, composeSearch, searchShowsNothing } from "./composeSearch.js";
import { composeState } from "./composeState.js";
import { composeSummary } from "./composeSummary.js";
import { composeWeekdays } from "./composeWeekdays.js";
import { runOfDaysAsked } from "../topicStreak.js";
import { composeTopicStreak } from "./composeTopicStreak.js";
import { amountSpentAsked, dayKindAsked, driversAsked, gapAsked, hoursAsked, measureSuperlative, weekdayAsked, writingDaysAsked } from "../journalPatterns.js";
import { composeWritingDays } from "./composeWritingDays.js";
import { composeApart, isApart } from "./composeApart.js";
import { countPhrases } from "./countPhrases.js";
import { toldFeeling } from "../journalQuestion.js";
import { feelingUnwritten } from "../feelingUnwritten.js";
import { hobbiesAsked, weekdayHabitAsked, weekendHabitsAsked } from "../hobbies.js";
import { composeHobbies } from "./composeHobbies.js";
import { composeDaysWritten, composeWriting } from "./composeWriting.js";
import { asksDaysWritten, asksWritingAmount, entryExtremeAsked } from "../writingAmount.js";
import { composeEmptyPeriod, isEmptyPeriodCheck, isNearestEntries, nothingWrittenYet } from "../emptyPeriod.js";
import { composeUpToLastEntry, isUpToLastEntry } from "../journalEnded.js";
import { journalPhrases } from "../journalPhrases.js";
import { composeWritingCompared, isWritingCompared } from "../writingCompared.js";
import { strings, text } from "./readData.js";
import { scopeOf } from "./scope.js";
import { composeKinds, isKindsCount } from "./composeKinds.js";
import { composeEventComparison, isEventComparison } from "../eventAround.js";
import { composeLifeEvent, isLifeEvent } from "../lifeEvents.js";
import { composePeopleAt, isPeopleAt } from "../peopleAt.js";
import { composePeopleWith, isPeopleWith } from "../peopleWith.js";
import { composeLastCompanions, isLastCompanions } from "../lastCompanions.js";
import { composeDoneWith, isDoneWith } from "../doneWith.js";
import { composeGratitude, isGratitude } from "../gratitude.js";
import { composeFeelingAbout, isFeelingAbout } from "../feelingAbout.js";
import { composeMoodWith, isMoodWith } from "../moodWith.js";
import { moreAsked, nothingMore, withoutShown } from "../moreAsked.js";
import { asksBeforeThat } from "../beforeThat.js";
import { followUpOf } from "../followUp.js";
import { composeApartByName, isLastTimeApart } from "../namesApart.js";
import { composeWorriesAgainst, isWorriesAgainst } from "./worries.js";
import { composeFieldMeasures, measuresAsked, measuresIn } from "../fieldMeasures.js";
import { composeWeekdayMeasure, isWeekdayMeasure } from "../weekdayMeasures.js";
import { composeUsualMood, isUsualMood } from "../usualMood.js";
import { composeSleepCompared, isSleepAsked, isSleepCompared, sleepNightsLine } from "../sleepCompared.js";
import { composeLastTrip, isLastTrip } from "../lastTrip.js";
import { composeTrips, isTrips } from "../trips.js";
import { composeBooks, isBooks } from "../books.js";
import { composeMeasurePatterns, isMeasurePatterns } from "../measurePatterns.js";

const sectionOf = (question: Question, result: ToolResultView): string => {
  switch (result.name) {
    case "search_journal":
      return composeSearch(question, result);
    case "get_recent_entries":
      return composeRecent(question, result);
    case "get_entry":
      return composeEntry(question, result);
    case "get_time_series": {
      if (isUsualMood(question, result)) return composeUsualMood(question, result);
      const unit = periodUnit(question);
      if (unit !== null) return composePeriods(question, result, unit);
      if (question.cues.has("count") && (question.metric !== null || question.has(dayKindAsked))) return composeBands(question, result);
      // "why am I always tired?": the level, and how many days it was low.
      if (question.has(driversAsked)) return paragraphs(composeSeries(question, result), composeBands(question, result));
      return question.has(weekdayAsked) ? composeWeekdays(question, result) : composeSeries(question, result);
    }
    case "compare_time_periods":
      return composeComparison(question, result);
    case "get_current_state":
      return composeState(question, result);
    case "get_month_summary":
    case "get_year_summary":
      return composeSummary(question, result);
    case "count_mentions":
      if (result.arguments["query"] !== undefined && result.data["mentionStreak"] !== undefined && question.has(runOfDaysAsked)) return composeTopicStreak(question, result);
      if (result.arguments["query"] === undefined && question.has(gapAsked)) return composeGaps(question, result);
      if (result.arguments["query"] === undefined && writingDaysAsked(question.has)) return composeWritingDays(question, result);
      if (result.arguments["query"] === undefined && asksDaysWritten(question)) return composeDaysWritten(question, result);
      return result.arguments["query"] === undefined && asksWritingAmount(question) ? composeWriting(question, result) : composeCount(question, result);
    case "rank_names":
      return composeNames(question, result);
    default:
      return "";
  }
};

/** Advice or tips asked for outright ("some advice for…", "any tips on…", "conselhos para…", "dicas de…"). */
const adviceOnSubject = /\b(?:advice|tips|conselhos?|dicas?)\b/;

/**
 * The journal skill's answer: one section per result, in call order,
 * except that a topic search followed by a search for the name it
 * introduced reads as one ("Your dog seems to be Biscuit: …"), and two
 * counts read as a comparison ("So “running” comes up more often…").
 */
export const composeJournal = (question: Question, results: ReadonlyArray<ToolResultView>): string => {
  // "more", "e mais?": the entries the last answer did not name, or that there are none.
  if (question.has(moreAsked)) {
    const others = withoutShown(question, results);
    return nothingMore(others) ? journalPhrases[question.language].noMore : composeResults(question, others);
  }
  // "and before that?" after a last time: the last time before it, said as one.
  if (asksBeforeThat(question) && question.previous?.cues.has("lastTime") === true) return composeResults({ ...question, cues: new Set([...question.cues, "lastTime"]) }, results);
  const answer = composeResults(question, results);
  const p = countPhrases[question.language];
  // "how much did I spend on groceries?": entries hold no amounts; say so before what they do hold.
  // "what's my longest streak?" asks the run of days written, no measure.
  // "what's my longest entry?" measures the entries themselves, which the count does.
  // "how many hours did I work?": the hours are said not to be added up, unless a template field measured them.
  const hoursUnmeasured = question.has(hoursAsked) && measuresIn(question, results).length === 0;
  if (question.has(amountSpentAsked) || hoursUnmeasured || (question.has(measureSuperlative) && !question.has(gapAsked) && !question.has(runOfDaysAsked) && !question.has(entryExtremeAsked))) return paragraphs(p.noAmounts, answer);
  // "why am I so lonely lately?": no reading measures it, said before the entries that speak of it.
  const unmeasured = results[0]?.name === "search_journal" ? unmeasuredFeelingAsked(question, subjectWords(question)) : null;
  if (unmeasured !== null) return paragraphs(journalPhrases[question.language].unmeasured(unmeasured.word), answer);
  // "any tips for sleeping better?", "dá-me conselhos para dormir melhor": no advice of its own, then what the entries say.
  if (question.has(adviceOnSubject) && results[0]?.name === "search_journal") return paragraphs(p.noAdvice, answer);
  // "I feel lonely today", "estou triste": the feeling is answered before the journal's state.
  const feeling = toldFeeling(question);
  if (feeling === null) return answer;
  const unwritten = feelingUnwritten(question, feeling, results);
  if (unwritten !== null) return unwritten;
  return paragraphs(feeling === "hard" ? p.hardFeeling : feeling === "good" ? p.goodFeeling : p.unsaidFeeling, answer);
};

/** The names the question asks about that one search's `missing` says no entry holds. */
const namesNeverWritten = (question: Question, results: ReadonlyArray<ToolResultView>): string[] => {
  const [only] = results;
  if (results.length !== 1 || only === undefined || only.name !== "search_journal" || !only.success) return [];
  // "Ana Sousa", missing whole: a name of several words, each of them one the question names.
  const names = new Set(question.names.map((name) => name.toLowerCase()));
  return strings(only.data["missing"]).filter((missing) => missing.split(/\s+/).every((word) => names.has(word.toLowerCase())));
};

const composeResults = (question: Question, all: ReadonlyArray<ToolResultView>): string => {
  // "how much do I sleep?": the template fields the entries record answer; when they record none, the other results do.
  // "do I sleep better on weekends?": what the entries record of it, by day of the week.
  if (isWeekdayMeasure(question, all)) return composeWeekdayMeasure(question, all[0]!);
  // "what patterns do you see in my mood?": the measure by day of the week, and what went with better and worse days.
  if (isMeasurePatterns(question, all)) return composeMeasurePatterns(question, all);
  const measures = measuresIn(question, all);
  if (measures.length > 0) return composeFieldMeasures(question, all.find((result) => result.name === "count_mentions")!, measures);
  const results = all.length > 1 && all.at(-1)!.name === "count_mentions" && all.slice(0, -1).every((result) => result.name !== "count_mentions") && measuresAsked(question) ? all.slice(0, -1) : all;
  const [first, second] = results;
  const nothingYet = nothingWrittenYet(question, results);
  if (nothingYet !== null) return nothingYet;
  if ((question.has(hobbiesAsked) || question.has(weekendHabitsAsked) || weekdayHabitAsked(question.normalized) !== null) && results.length > 2 && results.every((result) => result.name === "count_mentions")) return composeHobbies(question, results);
  if (isApart(results)) return composeApart(question, results);
  if (isKindsCount(results)) return composeKinds(question, results);
  if (isEventComparison(question, results)) return composeEventComparison(question, results);
  if (isPeopleAt(question, results)) return composePeopleAt(question, results);
  // "when did I meet Tom?" of a journal that never names Tom: it says so, rather than an entry about meeting someone else.
  const unnamed = namesNeverWritten(question, results);
  if (unnamed.length > 0) return journalPhrases[question.language].notMentioned(unnamed.join(question.language === "pt" ? " e " : " and "), scopeOf(journalPhrases[question.language], results[0]!.arguments, question));
  if (isDoneWith(question, results)) return composeDoneWith(question, results[0]!);
  if (isLastCompanions(question, results)) return composeLastCompanions(question, results[0]!);
  if (isPeopleWith(question, results)) return composePeopleWith(question, results[0]!);
  // "when did I last see Ana and Tom?": each person's last time, under their name.
  if (isLastTimeApart(question, results)) return paragraphs(...composeApartByName(question, results, (result) => composeSearch(question, result)));
  if (isGratitude(question, results)) return composeGratitude(question, results[0]!, results[1]);
  if (isMoodWith(question, results)) return composeMoodWith(question, results, () => paragraphs(...results.map((result) => sectionOf(question, result))));
  if (isFeelingAbout(question, results)) return composeFeelingAbout(question, first!, second!, () => paragraphs(...results.map((result) => sectionOf(question, result))));
  if (isLifeEvent(question, results)) return composeLifeEvent(question, results[0]!);
  if (isSleepCompared(question, results)) return composeSleepCompared(question, results);
  // "how did I sleep last week?": the good and bad nights the entries tell, then what they say and the energy.
  if (isSleepAsked(results)) return paragraphs(sleepNightsLine(question, first!), ...results.map((result) => sectionOf(question, result)));
  if (isTrips(question, results)) return composeTrips(question, results);
  if (isBooks(question, results)) return composeBooks(question, results);
  const lastTrip = isLastTrip(question, results) ? composeLastTrip(question, results[0]!) : null;
  if (lastTrip !== null) return lastTrip;
  if (isWritingCompared(question, results)) return composeWritingCompared(question, results);
  if (results.length === 2 && isUpToLastEntry(question, first, second!)) return composeUpToLastEntry(question, first!, sectionOf(question, second!));
  if (results.length === 2 && first!.name === "search_journal" && second!.name === "search_journal") return composeNamed(question, first!, second!);
  if (results.length === 2 && first!.name === "search_journal" && isEmptyPeriodCheck(first, second!)) return composeEmptyPeriod(question, first!, second!);
  if (results.length === 2 && results.every((result) => result.name === "count_mentions")) return composeCounts(question, results);
  // "I'm stressed about work": the last 30 days' hardest days, those about work first.
  if (isFeelingTold(question, results)) return composeFeelingTold(question, results);
  // "why?" after "how was last week?": the happier days against the harder ones, what sets them apart.
  if (isWhyAgainst(question, results)) return composeWhyAgainst(question, first!, second!);
  // "why?" after "what was my worst day?": what that day's entry says of it.
  if (isWhyDay(question, results)) return composeWhyDay(question, first!);
  // "why?" after two periods compared: what the lower one's harder days held that the other's better ones did not.
  if (isWhyCompared(question, results)) return composeWhyCompared(question, results);
  // "what was I worried about last month?": the most stressed days against the calmest, what sets them apart.
  // So too "and the week before?" after it: the same asked of the period before.
  if (isWorriesAgainst(question, results) || isWorriesAgainst(followUpOf(question) ?? question, results)) return composeWorriesAgainst(question, first!, second!);
  // A day with no entry, then the nearest days' entries: that the day has none, and what those say.
  if (results.length === 2 && isNearestEntries(first, second!)) return paragraphs(journalPhrases[question.language].nothingOn(text(first!.arguments["date"])), composeRecent(question, second!));
  // "when did I last feel anxious?": the latest entry that says so; only when none does, the days whose mood was furthest that way.
  if (results.length === 2 && first!.name === "search_journal" && second!.name === "get_recent_entries" && question.cues.has("lastTime")) {
    return first!.success && !searchShowsNothing(first!) ? composeSearch(question, first!) : paragraphs(...results.map((result) => sectionOf(question, result)));
  }
  return paragraphs(...results.map((result) => sectionOf(question, result)));
};
