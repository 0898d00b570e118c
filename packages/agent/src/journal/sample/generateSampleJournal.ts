import type { LocalDate } from "@lifeos/core";
import { addDays, localDate } from "@lifeos/core";
import type { Mood } from "./phrases.js";
import { english, neverMentioned, people, places, portuguese, toPerson } from "./phrases.js";
import type { Random } from "./random.js";
import { makeRandom } from "./random.js";
import { birthday, sampleEventSpecs } from "./sampleEvents.js";

export interface SampleJournalOptions {
  /** Same seed, same journal. Default 42. */
  readonly seed?: number;
  /** First day. Default 2022-01-01. */
  readonly start?: LocalDate;
  /** Last day; always has an entry. Default start + 3 years − 1 day. */
  readonly end?: LocalDate;
  /** Rough length of the longest ordinary entries; each day's is between 40% of it and all of it. Default 100. */
  readonly wordsPerEntry?: number;
  /** Chance that an ordinary day has no entry. Default 0.15 (0 for a strictly daily journal). */
  readonly skipChance?: number;
  /** Share of ordinary days written in Portuguese. Default 0.1. */
  readonly portugueseShare?: number;
}

export interface SampleEntry {
  readonly date: LocalDate;
  readonly title: string | null;
  readonly content: string;
  readonly language: "en" | "pt";
  readonly mood: Mood;
  /** Labels of the known events written about that day. */
  readonly events: ReadonlyArray<string>;
}

export interface SampleEvent {
  readonly label: string;
  readonly from: LocalDate;
  readonly to: LocalDate;
}

export interface SampleJournal {
  readonly entries: ReadonlyArray<SampleEntry>;
  readonly events: ReadonlyArray<SampleEvent>;
  /** People the entries name (the `{person}` of a sentence: someone one calls, has lunch with, cooks with). */
  readonly people: ReadonlyArray<string>;
  /** Pets the entries name once they are adopted: walked, never called or lunched with. */
  readonly pets: ReadonlyArray<string>;
  readonly places: ReadonlyArray<string>;
  /** Topics no entry mentions. */
  readonly neverMentioned: ReadonlyArray<string>;
}

const moodOf = (score: number): Mood =>
  score > 0.45 ? "great" : score > 0.15 ? "good" : score > -0.15 ? "neutral" : score > -0.45 ? "low" : "bad";

const fill = (template: string, random: Random) => {
  const person = random.pick(people);
  return template.replaceAll("{person}", person).replaceAll("{toPerson}", toPerson(person));
};

/** One of `items` this entry has not used yet (a diary rarely says the same sentence twice in a day), or undefined when all are used. */
const pickFresh = (items: ReadonlyArray<string>, used: Set<string>, random: Random, fits: (item: string) => boolean): string | undefined => {
  const fresh = items.filter((item) => !used.has(item) && fits(item));
  if (fresh.length === 0) return undefined;
  const item = random.pick(fresh);
  used.add(item);
  return item;
};

/** Work on weekdays, weekends away on weekends. */
const fitsDay = (weekend: boolean) => (sentence: string) => (weekend ? !/\bwork\b|office|trabalho|weeknight|weekday/.test(sentence) : !/weekend/.test(sentence));

const countWords = (text: string) => text.split(/\s+/).filter((word) => word !== "").length;

/** Every known event's days, by date. */
const eventDays = (start: LocalDate, end: LocalDate): { byDate: Map<string, { label: string; mood: Mood; sentence: string }>; events: SampleEvent[] } => {
  const firstYear = Number(start.slice(0, 4));
  const lastYear = Number(end.slice(0, 4));
  const byDate = new Map<string, { label: string; mood: Mood; sentence: string }>();
  const events: SampleEvent[] = [];
  for (const spec of sampleEventSpecs) {
    const from = localDate(`${firstYear + spec.yearOffset}-${String(spec.month).padStart(2, "0")}-${String(spec.day).padStart(2, "0")}`);
    const to = addDays(from, spec.days - 1);
    if (from < start || to > end) continue;
    events.push({ label: spec.label, from, to });
    for (let index = 0; index < spec.days; index++) {
      byDate.set(addDays(from, index), { label: spec.label, mood: spec.mood, sentence: spec.sentences[index % spec.sentences.length]!.replaceAll("{n}", String(index + 1)) });
    }
  }
  for (let year = firstYear; year <= lastYear; year++) {
    const date = localDate(`${year}-${String(birthday.month).padStart(2, "0")}-${String(birthday.day).padStart(2, "0")}`);
    if (date < start || date > end || byDate.has(date)) continue;
    events.push({ label: birthday.label, from: date, to: date });
    byDate.set(date, { label: birthday.label, mood: birthday.mood, sentence: birthday.sentence });
  }
  events.sort((a, b) => (a.from < b.from ? -1 : 1));
  return { byDate, events };
};

/**
 * A deterministic multi-year journal with known people, places, moods and
 * events, mostly English with some Portuguese days. Mood follows the seasons,
 * the events (a stressful launch crunch, a hospital stay, a trip, a wedding)
 * and noise; the text is written from the mood with words a mood lexicon knows.
 */
export const generateSampleJournal = (options: SampleJournalOptions = {}): SampleJournal => {
  const random = makeRandom(options.seed ?? 42);
  const start = options.start ?? localDate("2022-01-01");
  const end = options.end ?? addDays(localDate(`${Number(start.slice(0, 4)) + 3}${start.slice(4)}`), -1);
  const words = options.wordsPerEntry ?? 100;
  const skipChance = options.skipChance ?? 0.15;
  const portugueseShare = options.portugueseShare ?? 0.1;
  const { byDate, events } = eventDays(start, end);
  const biscuitFrom = events.find((event) => event.label === "Adopted Biscuit")?.from;
  const entries: SampleEntry[] = [];
  for (let date = start; date <= end; date = addDays(date, 1)) {
    const event = byDate.get(date);
    if (event === undefined && date !== end && random.chance(skipChance)) continue;
    const dayOfYear = (Date.parse(`${date}T00:00:00Z`) - Date.parse(`${date.slice(0, 4)}-01-01T00:00:00Z`)) / 86_400_000;
    const season = 0.2 * Math.sin((2 * Math.PI * (dayOfYear - 80)) / 365);
    const mood = event?.mood ?? moodOf(season + 0.05 + (random.next() - 0.5) * 1.1);
    const language = event === undefined && random.chance(portugueseShare) ? "pt" : "en";
    const bank = language === "pt" ? portuguese : english;
    const walksDog = biscuitFrom !== undefined && date > biscuitFrom && language === "en";
    const used = new Set<string>();
    const fits = fitsDay([0, 6].includes(new Date(`${date}T12:00:00Z`).getUTCDay()));
    // Some days say more than others.
    const length = words * random.between(0.4, 1);
    const paragraphs: string[] = [];
    const feeling = random.pick(bank.feelings[mood]);
    used.add(feeling);
    paragraphs.push(`${pickFresh(bank.openings[mood], used, random, fits) ?? random.pick(bank.openings[mood])} ${feeling}`);
    if (event !== undefined) paragraphs.push(event.sentence);
    const body: string[] = [];
    let total = countWords(paragraphs.join(" "));
    while (total < length) {
      const template =
        walksDog && random.chance(0.15)
          ? pickFresh(english.dog, used, random, fits)
          : language === "en" && !english.work.some((sentence) => used.has(sentence)) && random.chance(0.2)
            ? pickFresh(english.work, used, random, fits)
            : pickFresh(bank.activities, used, random, fits);
      if (template === undefined) {
        if (bank.activities.every((item) => used.has(item) || !fits(item))) break;
        continue;
      }
      const sentence = fill(template, random);
      body.push(sentence);
      total += countWords(sentence);
      if (body.length % 3 === 0 && random.chance(0.5)) {
        const more = pickFresh(bank.feelings[mood], used, random, () => true);
        if (more !== undefined) body.push(more);
      }
    }
    for (let index = 0; index < body.length; index += 4) paragraphs.push(body.slice(index, index + 4).join(" "));
    paragraphs.push(random.pick(bank.closings));
    entries.push({ date, title: event?.label ?? null, content: paragraphs.join("\n\n"), language, mood, events: event === undefined ? [] : [event.label] });
  }
  return { entries, events, people: [...people], pets: biscuitFrom === undefined ? [] : ["Biscuit"], places: [...places], neverMentioned: [...neverMentioned] };
};
