import { whyUnmeasuredRoute } from "./whyUnmeasured.js";
import type { SkillPlan } from "../../models/offline/OfflineSkill.js";
import type { Question } from "../../models/offline/question/Question.js";
import { amountDoneRoute, busiestMonthRoute, countRoute, countsComparedRoute, gapRoute, hobbiesRoute, namesRoute, periodCountsRoute, sinceRoute } from "./countRoutes.js";
import { spendingRoute } from "./spendingRoute.js";
import { peopleMoodRoute } from "./peopleMood.js";
import { datesRoute, doneRoute, insightsRoute, latestRoute, reviewRoute, searchRoute, timesRoute } from "./entryRoutes.js";
import { eventRoute } from "./eventAround.js";
import { followUpOf, listedEntryRoute } from "./followUp.js";
import { usualMoodRoute } from "./usualMood.js";
import { compareRoute, driversRoute, goodOrBadRoute, lastFeelingRoute, moodCountRoute, periodRankRoute, rankRoute, seriesRoute, stateRoute, weekdayRoute } from "./moodRoutes.js";
import { moreRoute } from "./moreAsked.js";
import { beforeThatRoute } from "./beforeThat.js";
import { withFieldMeasures } from "./fieldMeasures.js";
import { gratitudeRoute } from "./gratitude.js";
import { lifeEventRoute } from "./lifeEvents.js";
import { peopleAtRoute } from "./peopleAt.js";
import { lastCompanionsRoute } from "./lastCompanions.js";
import { doneWithRoute } from "./doneWith.js";
import { peopleWithMostRoute, peopleWithRoute } from "./peopleWith.js";
import { eachPeriodApart } from "./planCalls.js";
import { readQuestion } from "./reading.js";
import { sleepRoute } from "./sleepAsked.js";
import { whyPlans } from "./whyFollowUp.js";
import { whyDayRoute } from "./whyDay.js";
import { feelingToldRoute } from "./feelingTold.js";
import { lastTripRoute } from "./lastTrip.js";
import { tripsRoute } from "./trips.js";
import { booksRoute } from "./books.js";
import { sleepComparedRoute } from "./sleepCompared.js";
import { feelingAboutRoute } from "./feelingAbout.js";
import { moodWithRoute } from "./moodWith.js";
import { namesApartRoute } from "./namesApart.js";
import { writingAmountRoute } from "./writingAmount.js";
import { writingComparedRoute } from "./writingCompared.js";
import { weekdayMeasureRoute } from "./weekdayMeasures.js";
import { measurePatternsRoute } from "./measurePatterns.js";
import { topicStreakRoute } from "./topicStreak.js";

/** The routes in order: the first that recognises a question plans it. */
const routes = [
  topicStreakRoute,
  gapRoute,
  hobbiesRoute,
  doneWithRoute,
  doneRoute,
  measurePatternsRoute,
  weekdayMeasureRoute,
  weekdayRoute,
  sleepComparedRoute,
  sleepRoute,
  whyUnmeasuredRoute,
  moodWithRoute,
  feelingAboutRoute,
  writingAmountRoute,
  gratitudeRoute,
  peopleWithMostRoute,
  lastCompanionsRoute,
  peopleAtRoute,
  peopleWithRoute,
  tripsRoute,
  booksRoute,
  lastTripRoute,
  peopleMoodRoute,
  eachPeriodApart(namesRoute),
  namesApartRoute,
  eventRoute,
  lifeEventRoute,
  usualMoodRoute,
  feelingToldRoute,
  driversRoute,
  moodCountRoute,
  periodRankRoute,
  busiestMonthRoute,
  goodOrBadRoute,
  periodCountsRoute,
  writingComparedRoute,
  compareRoute,
  lastFeelingRoute,
  rankRoute,
  insightsRoute,
  stateRoute,
  seriesRoute,
  latestRoute,
  timesRoute,
  amountDoneRoute,
  spendingRoute,
  countsComparedRoute,
  sinceRoute,
  eachPeriodApart(countRoute),
  reviewRoute,
  datesRoute,
  searchRoute,
];

const route = (question: Question): SkillPlan[] => {
  const reading = readQuestion(question);
  for (const candidate of routes) {
    const plans = candidate(reading);
    // "how much do I sleep?": what a template field ("Sono: 6h") records, counted first.
    if (plans !== null) return withFieldMeasures(reading, plans);
  }
  return [];
};

/**
 * The journal skill's plans for a question, preferred first: the first
 * route that recognises it (comparison, mood ranking, metric over time,
 * current state, latest entries, last or first time, count, review of a
 * period, a day or span, topic search) with its fall-backs, or the previous
 * question's with this one's dates for a follow-up.
 */
export const planJournal = (question: Question): SkillPlan[] => {
  if (question.cues.has("remember")) return [];
  const picked = listedEntryRoute(question);
  if (picked !== null) return picked;
  const more = moreRoute(question, route) ?? beforeThatRoute(question, route);
  if (more !== null) return more;
  // "why?" after "what was my worst day?": that day's entry, for what it says.
  const whyDay = whyDayRoute(question);
  if (whyDay !== null) return whyDay;
  const followed = followUpOf(question);
  if (followed !== null) {
    const plans = route(followed);
    // "why?" after an answer that said nothing of causes: what went with the better and harder days of its period.
    const why = whyPlans(question, plans);
    if (why !== null) return why;
    if (plans.length > 0) return plans.map((candidate) => ({ ...candidate, confidence: candidate.confidence * 0.95 }));
  }
  return route(question);
};
