import { addDays, foldAccents, isTopicWord, narrowerTopics, relatedWords } from "@lifeos/core";
import { dateRangeBefore } from "../../time/periodBefore.js";
import type { PlannedCall, SkillPlan } from "../../models/offline/OfflineSkill.js";
import { hobbies, hobbiesAsked, weekdayHabitAsked, weekendHabitsAsked } from "./hobbies.js";
import { baselineBefore, busiestMonthAsked, gapAsked, peopleRanked, placesRanked, writingAsked } from "./journalPatterns.js";
import { currentPeriodLike, toldDayByDay, type Period } from "./periods.js";
import { call, countCall, dateBounds, entryBounds, period, plan, search } from "./planCalls.js";
import type { Reading } from "./reading.js";
import { mannerPhrase } from "./mannerPhrase.js";
// Words of a time away ("places I travelled to" still asks for places): where one went then is what the trips' entries say.
import { travelWords } from "./lastTrip.js";
import { phrasalVerbOf } from "./phrasalVerbs.js";

/** "what's the longest I went without writing?", "qual foi o maior intervalo sem escrever?" → every entry of the period counted, with its gaps. */
export const gapRoute = (reading: Reading): SkillPlan[] | null =>
  reading.question.has(gapAsked) && reading.question.metric === null ? [plan(0.85, call("count_mentions", dateBounds(reading.range)))] : null;


/** "who do I spend the most time with?", "com quem falo mais?", "where do I usually go?" → the names the journal uses most. */
export const namesRoute = (reading: Reading): SkillPlan[] | null => {
  const { question } = reading;
  // "where did I go in October?": a month's or a day's name is the period, no one named.
  const named = question.names.filter((name) => !question.dates.some((range) => range.text.includes(name)));
  if (question.metric !== null || named.length > 0) return null;
  const kind = question.has(peopleRanked) ? "person" : question.has(placesRanked) ? "place" : null;
  if (kind === null) return null;
  // "where did I go on holiday?", "onde fui de férias?": the trips' entries, not the places of every day.
  if (kind === "place" && reading.subject.some((word) => travelWords.test(foldAccents(word.toLowerCase())))) return null;
  // "where did I go last weekend?", "who was I with last weekend?": a few days are told day by day, each name they hold, so none is left out.
  const short = toldDayByDay(question, reading.range);
  return [plan(0.85, call("rank_names", { kind, ...dateBounds(reading.range), ...(short ? { limit: 20 } : {}) }))];
};

/** "what are my hobbies?", "quais são os meus passatempos?" → each pastime counted over the period (the last year when none is said). */
export const hobbiesRoute = (reading: Reading): SkillPlan[] | null => {
  const { question } = reading;
  // "What do I usually do on weekends?", "o que costumo fazer ao domingo?": the same pastimes, counted in those days' entries only.
  const day = weekdayHabitAsked(question.normalized);
  const on = question.has(weekendHabitsAsked) ? "weekends" : day;
  if ((!question.has(hobbiesAsked) && on === null) || question.metric !== null) return null;
  // "ao fim de semana", "ao domingo" also read as this weekend, this Sunday: a habit is asked of the last year.
  const range = reading.range !== null && on === null ? reading.range : { from: addDays(question.today, -364), to: question.today };
  return [
    plan(
      0.85,
      ...hobbies.map((hobby) =>
        call("count_mentions", { query: hobby.concept, related: [[hobby.concept, ...relatedWords(hobby.concept)].slice(0, 25)], from: range.from, to: range.to, ...(on !== null ? { on } : {}) }),
      ),
    ),
  ];
};

/** Two doings compared by their verbs: "do I read more than I cook?", "leio mais do que cozinho?" (a verb such as "read" asks nothing else). */
const verbsCompared = /\b(?:do|did) i ([a-z]{3,}) (?:more|less)(?: often)? than (?:i )?(?:do )?([a-z]{3,})\b|\b(?:eu )?([a-z]{3,}) (?:mais|menos)(?: vezes)? do que (?:eu )?([a-z]{3,})\b/;

/** The `count_mentions` call for one word with its related words, over the question's period. */
const wordCall = (reading: Reading, word: string): PlannedCall => {
  const alternatives = relatedWords(word, reading.question.words);
  return call("count_mentions", { query: word, ...(alternatives.length > 0 ? { related: [[word, ...alternatives].slice(0, 25)] } : {}), ...dateBounds(reading.range) });
};

/**
 * The subject without a word whose topic only gathers another word said: "do I drink more coffee?", "bebo mais café?"
 * count coffee, not drinks against coffee.
 */
const withoutGathering = (subject: ReadonlyArray<string>): string[] =>
  subject.filter((word) => !subject.some((other) => other !== word && narrowerTopics(word).some((kind) => kind.some((said) => foldAccents(said.toLowerCase()) === foldAccents(other.toLowerCase())))));

/**
 * An amount said roughly, "more than 10 years", "há mais de dez anos", "less than 3 months": "more" and "mais" there
 * measure the amount, they compare nothing.
 */
const roughAmount = /\b(?:(?:more|less) than|(?:mais|menos) de)\s+(?:\d+|[a-z]+)\s+(?:years?|months?|weeks?|days?|hours?|anos?|mes|meses|semanas?|dias?|horas?)\b/g;

/** "do I go climbing more than running?", "corro mais do que escalo?", "do I read more than I cook?" → both counted over the same period. */
export const countsComparedRoute = (reading: Reading): SkillPlan[] | null => {
  const { question } = reading;
  if (question.metric !== null || !/\b(?:more|less|than|mais|menos|do que)\b/.test(question.normalized.replace(roughAmount, " "))) return null;
  if (reading.range !== null && question.dates.length > 1) return null;
  const subject = withoutGathering(reading.subject);
  if (subject.length === 2) return [plan(0.8, ...subject.map((word) => countCall(reading, [word])))];
  if (subject.length < reading.subject.length) return null;
  const verbs = verbsCompared.exec(question.normalized);
  const [first, second] = verbs === null ? [] : [verbs[1] ?? verbs[3], verbs[2] ?? verbs[4]];
  if (first === undefined || second === undefined || first === second || [first, second].some((verb) => writingAsked.test(verb))) return null;
  return [plan(0.8, wordCall(reading, first), wordCall(reading, second))];
};

/** "than last", "than the one before", "do que no anterior": the period compared with is the one before the period said. */
const elidedBaseline = /\b(?:than|vs\.?|versus)\s+(?:the\s+)?(?:last|previous|one before|before)\s*(?:one\s*)?$|\b(?:do que|que|em relacao a)\s+(?:n?[oa]\s+)?(?:anterior|passad[oa])\s*$/;

/** The two periods a question compares: the two it names; the one it names and the one before ("this year than last"); or, after "than", the one it names and the same stretch up to today ("more than last year"). */
export const comparedPeriods = (reading: Reading): [Period, Period] | null => {
  const { dates, normalized, spelled, today } = reading.question;
  const [first, second] = dates;
  if (first === undefined || dates.length > 2) return null;
  if (second !== undefined) return first.from === second.from && first.to === second.to ? null : [period(first), period(second)];
  if (baselineBefore.test(foldAccents(spelled.slice(0, Math.max(0, first.index)).toLowerCase()))) return [currentPeriodLike(first, today), period(first)];
  const unit = first.granularity;
  // "do I drink more coffee in winter?", "corro menos no verão?": the season against the rest of the year before it.
  if (unit === "season" && !/\b(?:than|do que|que)\b/.test(normalized) && /\b(?:more|less|mais|menos)\b/.test(normalized)) return [period(first), { from: addDays(first.to, -364), to: addDays(first.from, -1) }];
  if (unit === "range" || unit === "season" || !elidedBaseline.test(normalized.replace(/[?!.\s]+$/, ""))) return null;
  return [period(first), period(dateRangeBefore(first, unit))];
};

/**
 * "did I exercise more this year than last?", "corri mais este ano do que no
 * ano passado?", "did I see Ana more in March than in April?" → the topic
 * counted in each of the two periods, compared by the share of the entries
 * that mention it.
 */
export const periodCountsRoute = (reading: Reading): SkillPlan[] | null => {
  const { question } = reading;
  // "do I drink more coffee in winter?" compares without "than": the season against the rest of the year.
  if (question.metric !== null || (!reading.comparing && !question.has(/\b(?:more|less|mais|menos)\b/))) return null;
  // "did I read more this year than last year?": the verb is what is counted when nothing else is asked.
  const subject = withoutGathering(reading.subject);
  const counted = subject.length > 0 ? countCall(reading, subject) : verbCall(reading);
  if (counted === null) return null;
  const periods = comparedPeriods(reading);
  if (periods === null) return null;
  return [plan(0.8, ...periods.map((range) => call("count_mentions", { ...counted.arguments, ...dateBounds(range) })))];
};

/**
 * "do I read a lot?", "did I read more this year than last year?": the `count_mentions` call for the verb after
 * "do I", "did I", "how often do I", with its related words, over the question's period; null when it is no
 * pastime ("have", "go", "write").
 */
const verbCall = (reading: Reading): PlannedCall | null => {
  const verb = /\b(?:how often|how many times|how frequently|do|did) i (?:go |ever |usually )?([a-z]{3,})\b/.exec(reading.question.normalized)?.[1];
  if (verb === undefined || writingAsked.test(verb) || /^(?:have|has|go|get|do|did|see|feel|felt|write|more|less)$/.test(verb)) return null;
  return wordCall(reading, verb);
};

/** The verb right after "how often do I", "did I", "quantas vezes (é que eu)", or undefined. */
const saidVerb = (normalized: string): string | undefined =>
  /\b(?:how often|how many times|how frequently|do|did) i (?:usually |ever |still )?([a-z]{3,})\b/.exec(normalized)?.[1] ??
  /\b(?:quantas vezes|com que frequencia) (?:e que )?(?:eu )?(?:ja )?([a-z]{3,})\b/.exec(normalized)?.[1];

/**
 * "am I drinking too much coffee?", "bebo demasiado café?", "am I eating enough fruit?": the word before the amount
 * says what is done with the thing after it, which is what is counted.
 */
const doneBeforeAmount = /\b([a-z]{3,}) (?:too much|too many|enough|so much|a lot of|(?:o )?suficiente|demasiad[oa]s?|muit[oa]s?|tant[oa]s?) (?:de |of )?(?!\?)[a-z]/;

/** "how long have I had Biscuit?", "há quanto tempo conheço a Rita?", "faz quanto tempo que eu tenho o Biscuit?", "since when do I climb?": since the first entry that names it. */
const sinceAsked =
  /\bhow long (?:have|did) (?:i|we) (?:had|have|known|know|been)\b|\bsince when (?:have|do|did) i\b|\b(?:ha|desde|faz) quanto tempo (?:e que |que )?(?:eu |a gente |nos )?(?:tenho|temos|tem|conheco|conhecemos|ando|faco|pratico|vou)\b|\bdesde quando (?:e que )?(?:eu )?(?:tenho|conheco|ando|faco|pratico|vou)\b/;

/** "how long have I had Biscuit?" → the entries that name it counted, the first of them with its date. */
export const sinceRoute = (reading: Reading): SkillPlan[] | null => {
  const { question } = reading;
  if (!question.has(sinceAsked) || question.has(writingAsked) || reading.subject.length === 0 || question.metric !== null) return null;
  const words = question.names.length > 0 ? reading.subject.filter((word) => /^\p{Lu}/u.test(word)) : reading.subject;
  return [plan(0.8, countCall(reading, words.length > 0 ? words : reading.subject)), search(reading, 0.5, { limit: 20 })];
};

/** The words of several lists taken in turn, one of each, so that a cut list still holds some of every one. */
const interleaved = (lists: ReadonlyArray<ReadonlyArray<string>>): string[] =>
  Array.from({ length: Math.max(0, ...lists.map((list) => list.length)) }, (_, index) => lists.flatMap((list) => (index < list.length ? [list[index]!] : []))).flat();

/**
 * The words counted when the question names someone: the names, and what it says was done with them when that is a
 * known topic ("argue with Carlos", "briguei com o Carlos", "coffee with Tom", "jantei com a Ana"), so an entry counts
 * only where both come up. A verb of merely meeting or calling ("see", "vejo", "liguei ao Miguel") is no such topic: the
 * names alone are counted then.
 */
export const withPeople = (subject: ReadonlyArray<string>): string[] => subject.filter((word) => /^\p{Lu}/u.test(word) || isTopicWord(word));

/** The count of what was done with the people named, asked as it reads ("argue with Carlos", "briguei com Carlos"), so the answer says it so. */
const doneWithCall = (reading: Reading, words: ReadonlyArray<string>): PlannedCall => {
  const counted = countCall(reading, words);
  const names = words.filter((word) => /^\p{Lu}/u.test(word));
  const done = words.filter((word) => !names.includes(word));
  if (names.length === 0 || done.length === 0) return counted;
  // "passeei o Biscuit" says no "com": the words are joined as said.
  const joined = reading.question.has(/\b(?:with|com)\b/) ? (reading.question.language === "pt" ? " com " : " with ") : " ";
  return call("count_mentions", { ...counted.arguments, query: `${done.join(" ")}${joined}${names.join(" ")}` });
};

/** "how many times did I go climbing in 2023?", "how often do I see Miguel?", "quantas entradas escrevi em março?" */
export const countRoute = (reading: Reading): SkillPlan[] | null => {
  const { question, range } = reading;
  if (!question.cues.has("count")) return null;
  // "how many days can I work remotely?", "quantos dias de pré-aviso?": what a contract allows or sets, not entries to
  // count; the documents say it, and the journal's entries about it are a fall-back.
  if (question.cues.has("entitlement")) return reading.subject.length > 0 ? [search(reading, 0.45, { limit: 20 })] : null;
  // "how often did I sleep badly?", "quantas vezes dormi mal?": the verb and how it went, counted as one phrase.
  const phrase = question.names.length === 0 ? (mannerPhrase(question.normalized) ?? phrasalVerbOf(question, reading.subject)) : null;
  if (phrase !== null) {
    const counted = call("count_mentions", { query: phrase.words.join(" "), related: phrase.related, near: true, ...dateBounds(range) });
    return [plan(0.8, counted), search({ ...reading, subject: phrase.words }, 0.5, { limit: 20 })];
  }
  // Every entry of the period is counted; a search (at most 20 hits) is the fall-back where counting is not offered.
  if (reading.subject.length > 0) {
    // "how much did I pay in fees?" counts money, not entries: another skill knows better.
    const confidence = question.has(/\b(?:how much|quanto|quanta)\b/) && !question.has(/\b(?:how many|how often|quantas|quantos)\b/) ? 0.45 : 0.8;
    // "quantas vezes liguei ao Miguel?": the people named are what is counted, the verb only says how they came up.
    // "how often do I work night shifts?", "how often do I drink coffee?": the verb only says how the thing came up, and an
    // entry need not use it ("another night shift"); it is counted on its own only when nothing else is asked.
    const verb = saidVerb(question.normalized) ?? doneBeforeAmount.exec(question.normalized)?.[1];
    const things = reading.subject.filter((word) => foldAccents(word.toLowerCase()) !== verb);
    const words = question.names.length > 0 ? withPeople(reading.subject) : things.length > 0 ? things : reading.subject;
    // "do I drink too much?": an entry with any kind the word covers (coffee, wine, beer…) counts, and each kind is counted
    // on its own too, so the answer says which the journal holds.
    const kinds = words.length === 1 ? narrowerTopics(words[0]!).slice(0, 6) : [];
    if (kinds.length > 0) {
      const word = words[0]!;
      const covered = [...new Set([word, ...kinds.map((kind) => kind[0]!), ...relatedWords(word), ...interleaved(kinds.map((kind) => kind.slice(1)))])].slice(0, 25);
      const byKind = kinds.map((kind) => call("count_mentions", { query: kind[0]!, related: [kind.slice(0, 25)], ...dateBounds(range) }));
      return [plan(confidence, call("count_mentions", { query: word, related: [covered], ...dateBounds(range) }), ...byKind), search(reading, Math.min(confidence, 0.5), { limit: 20 })];
    }
    return [plan(confidence, doneWithCall(reading, words.length > 0 ? words : reading.subject)), search(reading, Math.min(confidence, 0.5), { limit: 20 })];
  }
  // "do I read a lot?", "how often do I read?": the verb is the subject when nothing else is.
  const verb = verbCall(reading);
  if (verb !== null) return [plan(0.75, verb)];
  // "how many entries do I have?", "how often do I write?": the whole journal's count comes with its current state.
  if (range === null && question.has(/\b(?:entries|entradas|registos|registros)\b|\b(?:often|frequently|regularly|frequencia|regularidade)\b/) && question.has(writingAsked)) {
    return [plan(0.75, call("get_current_state", { language: question.language }))];
  }
  if (range === null && question.has(/\b(?:entries|entradas|registos|registros)\b/)) return [plan(0.72, call("get_current_state", { language: question.language }))];
  if (range?.granularity === "month") return [plan(0.75, call("get_month_summary", { month: range.from.slice(0, 7) }))];
  const year = range?.granularity === "year" ? Number(range.from.slice(0, 4)) : Number(question.today.slice(0, 4));
  if (range === null || range.granularity === "year") return [plan(0.7, call("get_year_summary", { year }))];
  return [plan(0.7, call("get_recent_entries", { count: 20, ...entryBounds(range) }))];
};


/**
 * "which month did I climb the most?", "em que mês corri mais?": the entries that mention it counted, as "how many
 * times" counts them; the answer says the busiest month first. A mood asked ("which month was I happiest?") has no
 * subject and is ranked by its measure instead.
 */
export const busiestMonthRoute = (reading: Reading): SkillPlan[] | null => {
  const { question } = reading;
  if (!question.has(busiestMonthAsked) || reading.subject.length === 0 || question.metric !== null) return null;
  return countRoute({ ...reading, question: { ...question, cues: new Set([...question.cues, "count"]) } });
};

/** "how much coffee do I drink?", "how many books did I read this year?", "quanto café eu bebo?", "quantos livros li?": the thing, then what is done with it. */
const amountDone = /^(?:how (?:much|many) ([a-z]+) (?:do|did|have) i\b|quant[oa]s? ([a-z]+) (?:e que )?(?:eu )?[a-z]+)/;

/** Amounts no entry counts: money, time, entries themselves (another route or skill knows better). */
const notCounted = /^(?:money|dinheiro|euros?|dollars?|reais|time|tempo|vezes|times|dias|days|horas|hours|entries|entradas|semanas|weeks|meses|months|anos|years)$/;

/** "how much coffee do I drink?", "quanto café eu bebo?" → the entries that mention the thing counted (the verb need not be written). */
export const amountDoneRoute = (reading: Reading): SkillPlan[] | null => {
  const { question } = reading;
  const found = amountDone.exec(question.normalized);
  const thing = found?.[1] ?? found?.[2];
  // "how much notice do I have to give?": what a contract sets, which the documents say (see `countRoute`).
  if (thing === undefined || question.metric !== null || question.cues.has("entitlement") || notCounted.test(thing) || !isTopicWord(thing)) return null;
  const words = reading.subject.filter((word) => foldAccents(word.toLowerCase()) === thing);
  if (words.length === 0) return null;
  return [plan(0.8, countCall(reading, words)), search({ ...reading, subject: words }, 0.5, { limit: 20 })];
};
