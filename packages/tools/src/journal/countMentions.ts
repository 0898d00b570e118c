import type { JournalEntry, LocalDate } from "@lifeos/core";
import { CountMentionsOutput, LocalDate as LocalDateSchema, searchWords, stemsOf } from "@lifeos/core";
import { Effect, Schema } from "effect";
import { fittingPrefix, jsonLength, toolResultCharBudget } from "../registry/resultBudget.js";
import { defineTool } from "../registry/Tool.js";
import { readPeriod } from "./journalPeriod.js";
import { listMeta } from "./meta.js";
import { holdsName, phraseWords, stemGroup, together } from "./phrase.js";
import { round } from "./stats.js";
import { contentTerms } from "./text.js";
import { fieldMeasures } from "./fieldMeasures.js";
import { notTheActivity } from "./wordSense.js";
import { entryLengths, wordCount, writingByWeekday, writingGaps } from "./writingHabits.js";

/** The runs of days in a row whose entries mention the query: the longest and the one ending with the period. */
const mentionRuns = (dates: ReadonlyArray<LocalDate>, end: LocalDate | null) => {
  const { longestStreak, currentStreak } = writingGaps([...dates].sort(), end);
  return { longest: longestStreak, current: currentStreak };
};

export const CountMentionsParameters = Schema.Struct({
  /** Without a query every entry counts ("how often do I write?", "the longest I went without writing"). */
  query: Schema.optional(Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(200))),
  from: Schema.optional(LocalDateSchema),
  to: Schema.optional(LocalDateSchema),
  related: Schema.optional(
    Schema.Array(Schema.Array(Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(60))).check(Schema.isMinLength(2), Schema.isMaxLength(25))).check(
      Schema.isMaxLength(8),
    ),
  ),

  /** The query words as one phrase: an entry counts only where they come within three words of each other ("sleep badly": "slept badly", "badly slept", not "sleep" and "badly" sentences apart). */
  near: Schema.optional(Schema.Boolean),

  /** Names of several words in the query ("Ana Sousa"): an entry mentions such a name only with its words together, not Ana one day and another Sousa. */
  wholeNames: Schema.optional(Schema.Array(Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(80))).check(Schema.isMaxLength(4))),

  /** Only the entries written on weekends (Saturday and Sunday) or on weekdays: "what do I usually do on weekends?". */
  on: Schema.optional(Schema.Literals(["weekends", "weekdays", "mondays", "tuesdays", "wednesdays", "thursdays", "fridays", "saturdays", "sundays"])),

  /** With a query: each mentioning entry's sentences that hold a query word, as `told` ("what do I usually do with Ana?"). */
  sentences: Schema.optional(Schema.Boolean),
});
export type CountMentionsParameters = typeof CountMentionsParameters.Type;

/** Weeks and months of a span of days, for rates. */
const daysPerWeek = 7;
const daysPerMonth = 365.25 / 12;

/**
 * The words (folded) written capitalised inside a sentence, as part of a name: "Cafe Aurora", "Monsanto park". A word
 * opening a line opens a sentence, whatever ends the line before ("Gratidão: a família" then "Briguei com o Carlos").
 */
const nameWords = (text: string): ReadonlySet<string> => {
  const names = new Set<string>();
  for (const match of text.matchAll(/[\p{L}\p{N}]+/gu)) {
    let at = match.index;
    while (at > 0 && text[at - 1] !== "\n" && /\s/u.test(text[at - 1]!)) at--;
    const previous = text[at - 1];
    const opensSentence = previous === undefined || previous === "\n" || /[.!?:;]/.test(previous);
    if (/^\p{Lu}/u.test(match[0]) && !opensSentence) for (const word of searchWords(match[0])) names.add(word);
  }
  return names;
};

/** A group to count: the stems of a query word, and whether the word was asked as a name (capitalised). */
interface Group {
  readonly stems: ReadonlySet<string>;
  readonly name: boolean;
  /** The stems of the names the entries introduce by the group's words (`withIntroduced`), matched wherever written. */
  readonly introduced?: ReadonlySet<string>;
}

/**
 * The stems an entry holds for the groups: all of them (`stems`), and those
 * of its common words (`common`). A word that only names a place or a thing
 * ("went running at the climbing gym") or said in another sense ("ran out of
 * milk", `notTheActivity`) is in neither, unless the query asks
 * for that thing too ("climbing gym"); a word of a name ("lunch at Cafe
 * Aurora") is not common, so it is no mention of the common word ("café",
 * "coffee") unless the query writes it as a name.
 */
const entryStems = (entry: JournalEntry, groups: ReadonlyArray<Group>): { readonly stems: ReadonlySet<string>; readonly common: ReadonlySet<string>; readonly near: boolean } => {
  const text = `${entry.title ?? ""}. ${entry.content}`;
  const names = nameWords(text);
  const asked = (word: string | undefined) => word !== undefined && stemsOf(word).some((stem) => groups.some((group) => group.stems.has(stem)));
  // Read sentence by sentence: "…next to the climbing gym. Sofia called" puts Sofia in no landmark.
  const kept = text.split(/[.!?;:\n]+/).flatMap((sentence) => {
    const words = searchWords(sentence);
    return words.filter((_, index) => !notTheActivity(words, index, asked));
  });
  const stems = new Set(kept.flatMap(stemsOf));
  const common = new Set(kept.filter((word) => !names.has(word)).flatMap(stemsOf));
  return { stems, common, near: together(kept, groups) };
};

/**
 * The entries that mention every group (see `entryStems`). A word the entries write mostly as a name counts its names:
 * "porto" typed for Porto, "ana" for Ana (who opens a sentence now and then); one that is mostly a common word ("café",
 * beside "Cafe Aurora") does not.
 */
const mentioning = (entries: ReadonlyArray<JournalEntry>, groups: ReadonlyArray<Group>, near: boolean): JournalEntry[] => {
  const read = entries.map((entry) => ({ entry, ...entryStems(entry, groups) }));
  const held = (group: Group, stems: ReadonlySet<string>) => [...group.stems].some((stem) => stems.has(stem));
  const mostlyName = (group: Group) => {
    const common = read.filter((item) => held(group, item.common)).length;
    return read.filter((item) => held(group, item.stems) && !held(group, item.common)).length > 2 * common;
  };
  const asName = groups.map((group) => group.name || mostlyName(group));
  const introduced = (group: Group, stems: ReadonlySet<string>) => [...(group.introduced ?? [])].some((stem) => stems.has(stem));
  const holdsAll = (item: { stems: ReadonlySet<string>; common: ReadonlySet<string> }) =>
    groups.every((group, index) => held(group, asName[index] ? item.stems : item.common) || introduced(group, item.stems));
  // Something done with someone ("dinner with Ana", "jantei com a Ana") is told in one sentence: a day's entry with a
  // dinner in one sentence and coffee with Ana in another holds no dinner with Ana.
  const doneWithSomeone = asName.some((name) => name) && asName.some((name) => !name);
  const inOneSentence = (entry: JournalEntry) =>
    entry.content.split(/[.!?;\n]+/).some((sentence) => holdsAll(entryStems({ ...entry, title: null, content: sentence }, groups)));
  return read
    .filter((item) => (!near || item.near) && holdsAll(item) && (!doneWithSomeone || inOneSentence(item.entry)))
    .map((item) => item.entry);
};

/** "my friend Tom", "our neighbour Rui", "a minha irmã Ana", "meu primo Lucas": a possessive, a word, then a name. */
const introducing = /\b(?:my|our|meu|minha|meus|minhas|nosso|nossa)\s+(\p{L}+)\s+(\p{Lu}\p{Ll}+)/gu;

/**
 * A common word's group with the names the entries introduce by one of its words ("my friend Tom" for friends, "a minha
 * irmã Ana" for family): an entry naming Tom mentions a friend. A name asked stays itself.
 */
const withIntroduced = (group: Group, entries: ReadonlyArray<JournalEntry>): Group => {
  if (group.name) return group;
  const stems = new Set<string>();
  for (const entry of entries) {
    for (const match of entry.content.matchAll(introducing)) {
      if (stemsOf(searchWords(match[1]!)[0] ?? "").some((stem) => group.stems.has(stem))) for (const word of searchWords(match[2]!)) for (const stem of stemsOf(word)) stems.add(stem);
    }
  }
  return stems.size === 0 ? group : { ...group, introduced: stems };
};

/** Characters of the result left to its envelope (`success`, `meta`) when `told` is fitted to the budget. */
const envelopeRoom = 2_000;

/** The longest a sentence of `told` is kept, in characters. */
const sentenceLength = 300;

/** An entry's sentences that hold a word of one of the groups (a related word, a name it introduces): "Had lunch with Ana." of an entry naming Ana. */
const sentencesHolding = (entry: JournalEntry, groups: ReadonlyArray<Group>): string[] =>
  entry.content
    .split(/(?<=[.!?;])\s+|\n+/u)
    .map((sentence) => sentence.trim())
    .filter((sentence) => {
      const stems = new Set(searchWords(sentence).flatMap(stemsOf));
      return sentence !== "" && groups.some((group) => [...group.stems, ...(group.introduced ?? [])].some((stem) => stems.has(stem)));
    })
    .map((sentence) => (sentence.length > sentenceLength ? `${sentence.slice(0, sentenceLength - 1)}…` : sentence));

/** The mentioning entries' sentences holding the query, newest first, as many as fit the result beside `used` characters of counts. */
const toldOf = (matching: ReadonlyArray<JournalEntry>, groups: ReadonlyArray<Group>, used: number) => {
  const told = [...matching].sort((a, b) => (a.date < b.date ? 1 : -1)).map((entry) => ({ date: entry.date, sentences: sentencesHolding(entry, groups) }));
  return told.slice(0, fittingPrefix(told, toolResultCharBudget - envelopeRoom - used));
};

/** The days of the week by name, Sunday first (as `getUTCDay` counts them). */
const weekdayNames = ["sundays", "mondays", "tuesdays", "wednesdays", "thursdays", "fridays", "saturdays"];

/** Whether a YYYY-MM-DD day is one of the days `on` names: Saturday or Sunday for "weekends", Monday to Friday for "weekdays", else that weekday. */
const isOn = (date: string, on: string): boolean => {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  if (on === "weekends") return day === 0 || day === 6;
  if (on === "weekdays") return day >= 1 && day <= 5;
  return weekdayNames[day] === on;
};

/**
 * `count_mentions`: how many entries of a period mention a topic, read
 * entry by entry (a search returns at most 20 hits; this counts them all),
 * with the dates, a count per month and the rate per week and per month.
 */
export const countMentions = defineTool({
  name: "count_mentions",
  description:
    "Count the journal entries that mention a topic or a person over a period: 'how often do I go climbing?', 'how many times " +
    "did I mention Ana in March?'. Reads every entry of the period (default: the whole journal) and returns the number of " +
    "entries and of mentioning entries, first and last dates, a count per month and the rate per week and per month. " +
    "An entry mentions the query when it holds every query word (or one of its related words, given as in search_journal); " +
    "a word naming a place or thing ('the climbing gym', 'running shoes') or said in another sense ('ran out of', 'running late') is not a mention of the activity, nor a word of a name ('Cafe Aurora') " +
    "a mention of the common word ('café') unless the query writes it capitalised. " +
    "With near the query words count only as a phrase, within three words of each other ('sleep badly'). " +
    "wholeNames lists names of several words in the query (e.g. [\"Ana Sousa\"]): an entry mentions such a name only with its words together. " +
    "Without a query every entry counts. Also returns longestGap (the longest run of days with no entry: from, to, days) and " +
    "longestStreak (the longest run of days in a row with an entry) and currentStreak (days in a row written up to the period's end) " +
    "for 'the longest I went without writing' and 'my longest writing streak'; with a query, mentionStreak: the longest run of days in a row " +
    "whose entries mention it and the current one, for 'my longest running streak', 'how many days in a row did I meditate?'; words, the words the counted entries hold (also per month), " +
    "for 'how many words have I written?'; longestEntries and shortestEntry (date, words, opening) for 'what's my longest entry?'; and byWeekday, for each day of the week: the days the period " +
    "held, those with a mentioning entry, the mentioning entries and their average length in words ('do I write more on weekends?'). " +
    "Optional inclusive from/to (YYYY-MM-DD), and on: 'weekends', 'weekdays' or one day of the week ('sundays', 'mondays', …) to read only the entries of those days. " +
    "measures: the template fields the entries record ('Sono: 6h', 'Steps: 8000', 'Humor: 7/10', 'Treino: sim') whose name is a query word in either language " +
    "(every field without a query): average, min and max with their days, trend, unit, entries, yes days for a yes/no field, and the latest readings with their entryId, " +
    "for 'how much do I sleep?', 'average steps this month'. " +
    "With sentences (and a query), told: each mentioning entry (date, newest first, as many as fit) with its sentences that hold a query word, for 'what do I usually do with Ana?'.",
  parameters: CountMentionsParameters,
  output: CountMentionsOutput,
  readOnly: true,
  // Its lists (the months counted, the latest dates, the days of the week) are cut at twenty years of months.
  maxResults: 240,
  timeoutMs: 30_000,
  run: (params, context) =>
    Effect.gen(function* () {
      // As a phrase every word counts, "up" of "break up" too; otherwise only the words that carry a topic.
      const words = params.near === true ? phraseWords(params.query ?? "") : contentTerms(params.query ?? "").flatMap((term) => searchWords(term));
      const askedNames = new Set(searchWords((params.query ?? "").match(/\p{Lu}[\p{L}\p{N}]*/gu)?.join(" ") ?? ""));
      const groups = [...new Set(words)].map((word): Group => ({ stems: stemGroup(word, params.related ?? []), name: askedNames.has(word) }));
      const period = yield* readPeriod(context.userId, context, { from: params.from, to: params.to }, null);
      const on = params.on;
      const read = on === undefined ? period.entries : period.entries.filter((entry) => isOn(entry.date, on));
      // The names are read from the whole period asked, whichever days are counted.
      const known = params.near === true ? groups : groups.map((group) => withIntroduced(group, period.entries));
      const wholeNames = params.wholeNames ?? [];
      const holdsNames = (entry: JournalEntry) => wholeNames.every((name) => holdsName(entry.content, name));
      const matching = params.query === undefined ? read : known.length === 0 ? [] : mentioning(read, known, params.near === true).filter(holdsNames);
      const dates = [...new Set(matching.map((entry) => entry.date))];
      const byMonth = new Map<string, { count: number; words: number }>();
      for (const entry of matching) {
        const month = byMonth.get(entry.date.slice(0, 7)) ?? { count: 0, words: 0 };
        byMonth.set(entry.date.slice(0, 7), { count: month.count + 1, words: month.words + wordCount(entry) });
      }
      const counts: CountMentionsOutput = {
        query: words.join(" ") || (params.query ?? ""),
        from: period.from,
        to: period.to,
        entries: read.length,
        mentions: matching.length,
        days: dates.length,
        words: matching.reduce((total, entry) => total + wordCount(entry), 0),
        firstDate: dates[0] ?? null,
        lastDate: dates.at(-1) ?? null,
        recentDates: dates.slice(-5).reverse(),
        byMonth: [...byMonth.entries()].map(([month, { count, words }]) => ({ month, count, words })),
        perWeek: round((matching.length * daysPerWeek) / period.spanDays),
        perMonth: round((matching.length * daysPerMonth) / period.spanDays),
        truncated: period.truncated,
        ...writingGaps([...new Set(period.entries.map((entry) => entry.date))].sort(), period.to),
        byWeekday: writingByWeekday(matching, period.span),
        ...(params.query === undefined ? {} : { mentionStreak: mentionRuns(dates, period.to) }),
        ...entryLengths(matching),
        measures: fieldMeasures(read, params.query === undefined ? null : words, params.related ?? []),
      };
      const data: CountMentionsOutput = params.sentences === true && params.query !== undefined ? { ...counts, told: toldOf(matching, known, jsonLength(counts)) } : counts;
      return { data, meta: listMeta(1, 1, { from: period.from ?? undefined, to: period.to ?? undefined, terms: words }) };
    }),
});
