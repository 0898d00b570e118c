import type { Language, LocalDate } from "@lifeos/core";
import { addDays, foldAccents } from "@lifeos/core";
import { bullets, clip, listWords, paragraphs, quote } from "../../models/offline/answerText.js";
import type { SkillPlan, ToolResultView } from "../../models/offline/OfflineSkill.js";
import type { Question } from "../../models/offline/question/Question.js";
import { sentencesOf } from "./compose/gist.js";
import { periodLabel } from "./compose/periodLabel.js";
import { objects, text } from "./compose/readData.js";
import { placesRanked } from "./journalPatterns.js";
import { partsOf, searchedPeriod } from "./periodParts.js";
import { call, plan } from "./planCalls.js";
import type { Reading } from "./reading.js";

/**
 * Trips asked: "what trips did I take this year?", "where did I travel in 2025?", "how many holidays did I have?",
 * "que viagens fiz este ano?", "para onde viajei em 2025?". Not the last one ("my last trip": `lastTripRoute`).
 */
const tripsAsked = /\b(?:trips?|holidays|vacations|getaways|travel(?:l?ed|l?ing)?|viagens|viajei|viajamos|viajado|ferias)\b/;
const lastSaid = /\b(?:last|latest|most recent|ultim[oa]s?|mais recentes?)\b/;
/** Asked of the trips themselves, not of something else on them ("how did I sleep on holiday?"). */
const tripsListed = /\b(?:what|which|where|how many|list|all|any|did i|have i|que|quais|quantas|onde|aonde|para onde|pra onde|fiz|tive|fui|travell?ed|viajei|viajamos)\b/;

/**
 * Words an entry about being away uses, though it never says "trip": the ways to go ("took the train", "flew"), the
 * stays ("hotel", "Airbnb"), the time away ("for the weekend", "no fim de semana"), in both languages ("travel" finds
 * "travelled" by its stem). The search finds the entries holding one; `tripLine` then keeps only the sentences that
 * tell of going somewhere.
 */
const tripWords = [
  "trip", "travel", "flew", "flight", "train", "drove", "hotel", "airbnb", "hostel", "holiday", "vacation", "airport", "weekend",
  "viagem", "viajei", "voei", "voo", "comboio", "trem", "pousada", "férias", "aeroporto", "avião", "semana",
];

/** How the plan's calls are told from another route's: the related group the searches carry (at most 25 words). */
const tripGroup = tripWords;

/** A place: a capitalised word or a few ("Porto", "New York", "São Paulo", "Cafe Aurora"). */
const place = String.raw`(\p{Lu}[\p{L}'-]+(?:\s+(?:de |do |da |dos |das )?\p{Lu}[\p{L}'-]+){0,2})`;

/**
 * A time away said beside a plain "went to", "fui ao": "for the weekend", "for a few days", "no fim de semana", "por uns
 * dias". Without one, going somewhere named is an errand as likely as a trip ("went to IKEA", "fui ao Continente").
 */
const timeAway =
  /\b(?:for|over)\s+(?:the|a)\s+(?:long\s+)?weekend\b|\bweekend away\b|\bfor\s+(?:the|a|one|two|three|four|five|a few|a couple of|\d+)\s+(?:day|days|night|nights|week|weeks)\b|\bday trip\b|\bovernight\b|\bfim(?:-| )de(?:-| )semana\b|\b(?:por|durante|passar)\s+(?:uns|alguns|dois|duas|tr[eê]s|\d+|o|um|uma)\s+(?:dias?|noites?|semanas?)\b|\bpassar o dia\b/u;

/** Going to a place named, a trip only with a time away said beside it (`timeAway`): "went to Porto for the weekend", "fui ao Porto no fim de semana". */
const wentTo: ReadonlyArray<RegExp> = [
  new RegExp(String.raw`\b(?:went|headed|got away|escaped)\s+(?:up\s+|down\s+|over\s+|out\s+|away\s+)?to\s+${place}`, "u"),
  new RegExp(String.raw`\b(?:fui|fomos)\s+(?:ao|à|a|aos|às|até\s+(?:ao|à|a|o))\s+${place}`, "u"),
];

/** Sentences that tell of being away, with the place where they name one (group 1). */
const tripLines: ReadonlyArray<RegExp> = [
  // "Took the train to Porto", "caught a flight to Berlin", "took the bullet train to Kyoto"
  new RegExp(String.raw`\b(?:took|take|caught|got|booked)\s+(?:the|a|an|our|my)\s+(?:[\p{L}-]+\s+)?(?:train|bus|coach|ferry|plane|flight|boat)\s+(?:back\s+)?to\s+${place}`, "u"),
  // "Flew to Berlin", "drove up to Braga", "travelled to Madrid"
  new RegExp(String.raw`\b(?:flew|drove|travell?ed|sailed|flying|driving)\s+(?:up\s+|down\s+|over\s+|out\s+|back\s+)?to\s+${place}`, "u"),
  // "our trip to Japan", "a weekend in Porto", "holiday in Madeira", "a hotel in Madrid", "an Airbnb in Porto"
  new RegExp(String.raw`\b(?:trip|holiday|holidays|vacation|getaway|weekend|hotel|hostel|Airbnb|airbnb)\s+(?:to|in|at)\s+${place}`, "u"),
  // "Viajei para Madrid", "fui a Paris", "apanhei o comboio para o Porto", "peguei o trem para São Paulo", "voei para Berlim"
  new RegExp(String.raw`\b(?:viajei|viajamos|viajámos|fui|fomos|voei|voamos|voámos|conduzi|dirigi)\s+(?:de\s+\S+\s+)?(?:para|pra|a|até|ate)\s+(?:o\s+|a\s+)?${place}`, "u"),
  new RegExp(String.raw`\b(?:apanhei|apanhámos|apanhamos|peguei|pegamos|pegámos)\s+(?:o|um|a|uma)\s+(?:comboio|trem|avião|aviao|voo|autocarro|ônibus|onibus|barco|ferry)\s+(?:para|pra|até|ate)\s+(?:o\s+|a\s+)?${place}`, "u"),
  // "viagem a Paris", "férias em Madeira", "um hotel em Madrid", "fim de semana no Porto"
  new RegExp(String.raw`\b(?:viagem|férias|ferias|hotel|pousada|Airbnb|airbnb|fim de semana)\s+(?:a|ao|à|em|no|na|para|pra)\s+${place}`, "u"),
  // "spent a few days in Lisbon", "spent the day in Sintra", "passei uns dias em Lisboa", "passámos o dia em Sintra"
  new RegExp(String.raw`\bspent\s+(?:the|a|an|our|my|two|three|four|five|a few|a couple of|\d+)\s+(?:long\s+)?(?:weekend|day|days|night|nights|week|weeks)\s+in\s+${place}`, "u"),
  new RegExp(String.raw`\b(?:passei|passámos|passamos)\s+(?:o|um|uns|uma|umas|alguns|dois|duas|três|tres|\d+)\s+(?:dia|dias|noite|noites|semana|semanas|fim de semana)\s+(?:em|no|na|nos|nas)\s+${place}`, "u"),
  // "Day 4 in Kyoto", "last day in Japan", "the Japan trip", "dia 3 em Roma"
  new RegExp(String.raw`(?<![\p{L}])(?:day \d+|last day|first day|dia \d+|último dia|ultimo dia|primeiro dia)\s+(?:in|of our trip to|of the trip to|em|no|na)\s+${place}`, "u"),
  new RegExp(String.raw`\b(?:the|our|my)\s+${place}\s+(?:trip|holiday|vacation)\b`, "u"),
  // Away without a place said: "stayed at a hotel", "flew home", "day 5 of the trip", "ficámos num hotel", "de férias".
  /\b(?:of|on) (?:the|our|my|this) (?:trip|holiday|holidays|vacation)\b|\bon (?:holiday|vacation)\b/u,
  /\b(?:da|na) (?:nossa |minha )?viagem\b|\b(?:de|nas|nas nossas) f[ée]rias\b/u,
  // Away without a place said: the stays and the way home.
  /\b(?:stayed|staying|checked in)\s+(?:at|in)\s+(?:a|an|the|our)\s+(?:hotel|hostel|Airbnb|airbnb|guesthouse)\b/u,
  /\b(?:flew|drove|took the train)\s+(?:back\s+)?home\b/u,
  /\b(?:fiquei|ficamos|ficámos)\s+(?:num|numa|em um|em uma|no|na)\s+(?:hotel|pousada|Airbnb|airbnb|hostel)\b/u,
];

/** Words after "to" that are no place away: "took the train to Work". */
const notAPlace = /^(?:I|We|The|My|Our|A|An|O|Os|As|Um|Uma)$/;

/** The sentence of an excerpt that tells of being away, with the place it names (or null), or null when none does. */
export const tripLine = (excerpt: string): { readonly sentence: string; readonly place: string | null } | null => {
  for (const sentence of sentencesOf(excerpt)) {
    // "Took the train to Porto": the sentence's first word read as any other, its capital no name.
    const read = `${sentence.charAt(0).toLowerCase()}${sentence.slice(1)}`;
    for (const pattern of timeAway.test(read) ? [...tripLines, ...wentTo] : tripLines) {
      const found = pattern.exec(read);
      if (found === null) continue;
      const named = found[1]?.trim() ?? null;
      return { sentence: sentence.trim(), place: named !== null && !notAPlace.test(named) ? named : null };
    }
  }
  return null;
};

/** Days apart two entries of one trip may be: a weekend's Saturday and Sunday, a week away written every other day. */
const tripGap = 2;
/** Most trips listed one by one; past that, the trips to a place gone to more than once are one line. */
const longList = 6;
/** The nouns of a time away: "places I travelled to" asks for the places, "the trips I took" for the trips. */
const tripNoun = /\b(?:trips?|holidays?|vacations?|getaways?|viage[mn]s?|ferias)\b/;

/**
 * Holidays one has left or is entitled to ("how many holidays do I have left?", "quantas férias me restam?"): days of paid
 * leave a contract grants, not trips taken.
 */
const leaveLeft = /\b(?:left|remaining|entitled|allowance|restam|resta|sobram|faltam|direito|por gozar)\b/;

/** Asked of what something says of holidays, not of the trips taken ("what does my contract say about holidays?", "o que diz o contrato sobre férias?"). */
const saidOf = /\b(?:say|says|said|diz|dizem|disse|contracts?|lease|agreement|polic(?:y|ies)|documents?|contratos?|documentos?|regulamentos?|apolices?)\b/;

const isTripsAsked = (question: Question): boolean =>
  question.has(tripsAsked) &&
  question.has(tripsListed) &&
  !question.has(lastSaid) &&
  !question.has(leaveLeft) &&
  !question.has(saidOf) &&
  (question.has(tripNoun) || !question.has(placesRanked));

/**
 * "what trips did I take this year?", "where did I travel in 2025?", "que viagens fiz este ano?" → the entries that tell
 * of going away (a train, a flight, a hotel), searched in parts of the period so none is cut off; the answer keeps
 * only the sentences that tell of a trip.
 */
export const tripsRoute = (reading: Reading): SkillPlan[] | null => {
  const { question } = reading;
  // "where did I travel in March?": a month's name is the period, no place asked.
  const named = question.names.filter((name) => !question.dates.some((range) => range.text.includes(name)));
  if (!isTripsAsked(question) || question.metric !== null || named.length > 0) return null;
  const parts = partsOf(searchedPeriod(question));
  return [plan(0.86, ...parts.map((part) => call("search_journal", { query: "trip", related: [tripGroup], from: part.from, to: part.to, limit: 20 })))];
};

/** Whether the results are the searches of `tripsRoute`, each done. */
export const areTripSearches = (results: ReadonlyArray<ToolResultView>): boolean =>
  results.length > 0 && results.every((result) => result.name === "search_journal" && result.success && JSON.stringify(result.arguments["related"]) === JSON.stringify([tripGroup]));

/** Whether the results are those of `tripsRoute` for the trips asked. */
export const isTrips = (question: Question, results: ReadonlyArray<ToolResultView>): boolean => isTripsAsked(question) && areTripSearches(results);

interface TripDay {
  readonly date: string;
  readonly sentence: string;
  readonly place: string | null;
}

const phrases = {
  en: {
    lead: (count: number, period: string) => `Your journal tells of ${count === 1 ? "one trip" : `${count} trips`} ${period}:`,
    none: (period: string) =>
      `Your journal tells of no trip ${period}: no entry says you took a train or a flight somewhere, drove or travelled away, or stayed at a hotel.`,
    days: (from: string, to: string) => `${from} to ${to}`,
    times: (where: string, count: number, last: string) => `${where} — ${count} times (the last on ${last})`,
    somewhere: "away",
  },
  pt: {
    lead: (count: number, period: string) => `O seu diário fala de ${count === 1 ? "uma viagem" : `${count} viagens`} ${period}:`,
    none: (period: string) =>
      `O seu diário não fala de nenhuma viagem ${period}: nenhuma entrada diz que apanhou um comboio, um trem ou um avião para algum lado, que viajou, nem que ficou num hotel.`,
    days: (from: string, to: string) => `${from} a ${to}`,
    times: (where: string, count: number, last: string) => `${where} — ${count} vezes (a última em ${last})`,
    somewhere: "fora",
  },
} satisfies Record<Language, unknown>;

/** The trip days in date order grouped into trips: days no more than `tripGap` apart are one time away, wherever each went. */
const tripsOf = (days: ReadonlyArray<TripDay>): TripDay[][] => {
  const trips: TripDay[][] = [];
  for (const day of days) {
    const last = trips.at(-1)?.at(-1);
    if (last !== undefined && day.date <= addDays(last.date as LocalDate, tripGap)) trips.at(-1)!.push(day);
    else trips.push([day]);
  }
  return trips;
};

/**
 * The trips of the period, one line each (its days, the place, what the entry says), oldest first; of a long list, the
 * trips to a place gone to more than once as one line each place ("Porto — 21 times (the last on 2024-12-28)"), most
 * first, then the others, most recent first; that the journal tells of none when no entry found says it went somewhere.
 */
export const composeTrips = (question: Question, results: ReadonlyArray<ToolResultView>): string => {
  const p = phrases[question.language];
  const period = searchedPeriod(question);
  const label = periodLabel(question, text(results[0]!.arguments["from"]) || period.from, text(results.at(-1)!.arguments["to"]) || period.to);
  const byDate = new Map<string, TripDay>();
  for (const row of results.flatMap((result) => objects(result.data["results"]))) {
    const date = text(row["date"]);
    const line = tripLine(text(row["excerpt"]));
    if (date === "" || line === null || byDate.has(date)) continue;
    byDate.set(date, { date, ...line });
  }
  const days = [...byDate.values()].sort((a, b) => (a.date < b.date ? -1 : 1));
  if (days.length === 0) return p.none(label);
  const trips = tripsOf(days);
  const language = question.language;
  const placesOf = (trip: ReadonlyArray<TripDay>) => [...new Set(trip.flatMap((day) => (day.place === null ? [] : [day.place])))];
  const whereOf = (trip: ReadonlyArray<TripDay>) => (placesOf(trip).length === 0 ? p.somewhere : listWords(placesOf(trip), language));
  const saidOf = (trip: ReadonlyArray<TripDay>) => quote(clip((trip.find((day) => day.place !== null) ?? trip[0]!).sentence, 160), language);
  const line = (trip: ReadonlyArray<TripDay>) => {
    const first = trip[0]!;
    const last = trip.at(-1)!;
    const when = first.date === last.date ? first.date : p.days(first.date, last.date);
    return `${when}, ${whereOf(trip)}: ${saidOf(trip)}`;
  };
  if (trips.length <= longList) return paragraphs(`${p.lead(trips.length, label)}\n${bullets(trips.map(line))}`);
  // A long list of the same weekend away, one by one, reads as one line: the place, how many times, the last.
  const byPlace = new Map<string, TripDay[][]>();
  for (const trip of trips) {
    const key = placesOf(trip).map((place) => foldAccents(place.toLowerCase())).sort().join("|");
    byPlace.set(key, [...(byPlace.get(key) ?? []), trip]);
  }
  const repeated = [...byPlace.entries()].filter(([key, each]) => key !== "" && each.length > 1).sort(([, a], [, b]) => b.length - a.length || (a.at(-1)![0]!.date < b.at(-1)![0]!.date ? 1 : -1));
  const grouped = new Set(repeated.flatMap(([, each]) => each));
  const lines = [
    ...repeated.map(([, each]) => `${p.times(whereOf(each.at(-1)!), each.length, each.at(-1)![0]!.date)}: ${saidOf(each.at(-1)!)}`),
    ...trips.filter((trip) => !grouped.has(trip)).reverse().map(line),
  ];
  return paragraphs(`${p.lead(trips.length, label)}\n${bullets(lines)}`);
};
