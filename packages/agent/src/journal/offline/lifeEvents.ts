import type { Language } from "@lifeos/core";
import { foldAccents } from "@lifeos/core";
import { listWords, paragraphs } from "../../models/offline/answerText.js";
import type { PlannedCall, SkillPlan, ToolResultView } from "../../models/offline/OfflineSkill.js";
import { gistOf } from "./compose/gist.js";
import { objects, text } from "./compose/readData.js";
import { call, dateBounds, plan } from "./planCalls.js";
import type { Reading } from "./reading.js";

/**
 * A life event as a question asks about it and as an entry tells it: `asked` finds it in the question (accent-folded),
 * `words` are the search's groups (the first word of each is searched, the rest count as it), and `told` is how an
 * entry tells it of the writer ("we moved", "me mudei"), not of someone else ("Tom moved").
 */
interface LifeEvent {
  readonly asked: RegExp;
  readonly words: ReadonlyArray<ReadonlyArray<string>>;
  readonly told: RegExp;
  /** Kinds of the event told apart by their words in either language (an internship, a job): the question's kind is preferred. */
  readonly kinds?: ReadonlyArray<ReadonlyArray<string>>;
  /** When no entry tells it, the earliest entry found is said, as the first mention: a pet's first entry is the nearest to its coming. */
  readonly firstMention?: true;
}

const lifeEvents: ReadonlyArray<LifeEvent> = [
  {
    asked: /\b(?:move|moved|moving)\b(?! on\b)|\bmud(?:ei|amos|ou|aram|ar|anca)\b/,
    words: [["moved", "move", "moving", "mudei", "mudamos", "mudámos", "mudança", "mudou", "mudar", "mudaram"]],
    told: /\b(?:i|we) (?:\w+ )?moved\b|\bmoving day\b|\b(?:me|nos) mud|\bmud(?:ei|amos)\b/,
  },
  {
    asked: /\b(?:start|started|starting|began|begin)\b.*\b(?:job|work|working|internship|position|role)\b|\bnew job\b|\bcomec(?:ei|ar|ou)\b.*\b(?:trabalh|estag|emprego)|\bnovo (?:emprego|trabalho)\b/,
    words: [
      ["started", "start", "began", "comecei", "começar", "começou", "primeiro", "first"],
      ["job", "work", "trabalho", "trabalhar", "emprego", "estágio", "estagiar", "internship"],
    ],
    told: /\b(?:i )?(?:started|began)\b|\bfirst day\b|\bcomecei\b|\bprimeiro dia\b/,
    kinds: [
      ["internship", "intern", "estagio", "estagiar", "estagiario", "estagiaria"],
      ["trabalho", "trabalhar", "emprego", "job", "work", "analista"],
    ],
  },
  {
    asked: /\bbr(?:eak|oke|eaking) up\b|\bsplit up\b|\b(?:acab|termin)(?:ei|amos|ou|ar|aram) com\b|\bterminamos\b|\bacabamos\b|\bsepar(?:ei|amos|ar)\b/,
    words: [["broke", "break", "breakup", "terminamos", "terminou", "terminei", "acabamos", "acabou", "separamos", "término", "split"]],
    // The telling verbs, not the noun ("still sad about the breakup", "ainda triste pelo término": days after it).
    told: /\bbroke up\b|\bsplit up\b|\btermin(?:amos|ei|ou)\b|\bacab(?:amos|ei)\b|\bsepar(?:amos|ei)\b/,
  },
  {
    asked: /\bgraduat(?:e|ed|ion)\b|\bformatura\b|\bme formei\b|\bformei-me\b/,
    words: [["graduated", "graduate", "graduation", "formatura", "formei"]],
    // "Formatura marcada pra dezembro" mentions it, still to come; "I graduated", "me formei" tell it.
    told: /\bgraduated\b|\bformei\b/,
  },
  {
    asked: /\bwhen did (?:i|we) (?:first )?meet\b|\bquando (?:e que )?(?:eu )?(?:a |o )?conheci\b/,
    words: [["met", "meet", "conheci", "conhecemos", "conheceu"]],
    told: /\b(?:i|we) (?:first )?met\b|\bconheci\b|\bconhecemos\b/,
  },
  {
    asked: /\b(?:get|got|getting) (?:married|engaged)\b|\bwedding\b|\bcas(?:ei|amos|ar|amento)\b|\bnoiv(?:ei|amos|ado)\b/,
    words: [["married", "wedding", "engaged", "casei", "casamos", "casamento", "noivado", "noivamos"]],
    told: /\bmarried\b|\bour wedding\b|\bengaged\b|\bcas(?:ei|amos)\b|\bnoiv/,
  },
  {
    asked: /\bretire(?:d|ment)?\b|\breform(?:ei|ei-me|a)\b|\baposent(?:ei|adoria)\b/,
    words: [["retired", "retire", "retirement", "reformei", "reforma", "aposentei", "aposentadoria"]],
    told: /\bretired\b|\bretirement\b|\breformei\b|\baposentei\b/,
  },
  {
    // "when did I get Biscuit?", "when did we adopt the cat?", "quando comprei a bicicleta?", "quando chegou o Biscuit?":
    // a pet or a thing come into one's life, told by the day it came, not by the first entry that names it; not a vaccine,
    // a shot or a test's results got ("when did I get my tetanus vaccine?"), which a record or the journal dates.
    asked:
      /\bwhen did (?:i|we) (?:get|adopt|buy|bring home)\b(?! (?:married|engaged|sick|ill|hurt|home|back|up|better|worse|there|here|to|into|in|out|off|over|through|lost|paid|promoted|fired|hired|a job|the job|my job)\b)(?! (?:my |a |an |the |(?:the|my) (?:last|next|first) )?(?:[\w-]+ )?(?:vaccines?|vaccinated|vaccinations?|shots?|jabs?|boosters?|injections?|results?|diagnos[ie]s|scans?|x-rays?)\b)|\b(?:adopted|bought|brought \w+ home)\b|\b(?:adot|adopt)(?:ei|amos|ámos|aram)\b|\bcompr(?:ei|amos|aram)\b|\bganhei\b|\btrouxe(?:mos)?\b|\bchegou (?:o|a|os|as) (?!(?:resultados?|relatorios?|exames?|analises?|vacinas?|receitas?|diagnosticos?)\b)\w|\b(?:o|a) \w+ chegou\b/,
    words: [["adopted", "adopt", "got", "bought", "brought", "arrived", "adotei", "adotamos", "adoptei", "comprei", "compramos", "ganhei", "chegou", "trouxe", "trouxemos"]],
    told: /\b(?:i|we) (?:\w+ )?(?:adopted|bought|got)\b|\bbrought (?:\w+ )+home\b|\barrived\b|\b(?:adot|adopt)(?:ei|amos)\b|\bcompr(?:ei|amos)\b|\bganhei\b|\bchegou\b|\btrouxe(?:mos)?\b/,
    firstMention: true,
  },
];

/** Asks when: "when did I move?", "quando me mudei?", "em que dia comecei…". */
const whenAsked = /^(?:and )?when\b|\bwhat (?:day|date|year|month) did\b|^(?:e )?quando\b|\bem que (?:dia|data|ano|mes)\b/;

/** Asks when something is or will be ("when is my wedding anniversary?", "quando é o meu aniversário?"): a date to remember, not an event told. */
const whenIsAsked = /^(?:and )?when (?:is|are|will|do)\b|^(?:e )?quando (?:e|sera|vai|fazes|faz)\b(?! que)/;

const eventOf = (normalized: string): LifeEvent | undefined => lifeEvents.find((event) => event.asked.test(normalized));

/**
 * "When did I move?", "quando me mudei?", "when did I start my new job?", "quando comecei a trabalhar na Nubank?":
 * the entries that tell the event (with the names the question gives), for its date and the entry's words.
 */
export const lifeEventRoute = (reading: Reading): SkillPlan[] | null => {
  const { question } = reading;
  if (!question.has(whenAsked) || question.has(whenIsAsked) || question.metric !== null || question.cues.has("lastTime") || question.cues.has("count")) return null;
  const event = eventOf(question.normalized);
  if (event === undefined) return null;
  return [plan(0.86, lifeEventSearch(reading, event))];
};

/**
 * The things a question asks came into one's life, besides its names ("laptop" of "when did I buy my laptop?", "portátil"
 * of "quando comprei o portátil?"), with their related words: searched with the event, so that the entries found hold
 * the thing, and a thing no entry holds is said missing (a document, an invoice or a warranty, may date it).
 */
const thingsAsked = (reading: Reading, event: LifeEvent): string[][] => {
  if (event.firstMention !== true || reading.question.names.length > 0) return [];
  const eventWords = new Set(event.words.flat().map((word) => foldAccents(word)));
  return reading.question.topicWords
    .filter((word) => !eventWords.has(foldAccents(word.toLowerCase())) && !event.asked.test(foldAccents(word.toLowerCase())))
    .map((word) => [...(reading.question.related.find((group) => group[0] === word) ?? [word])]);
};

/** The search for a life event's entries, with the names and the things the question gives. */
const lifeEventSearch = (reading: Reading, event: LifeEvent): PlannedCall => {
  const things = thingsAsked(reading, event);
  const { names, related } = reading.question;
  // "quando a Sofia se mudou para Berlim?": a place's name in the other language ("Berlin") is the same place.
  const namesRelated = related.filter((group) => names.includes(group[0]!)).map((group) => [...group]);
  return call("search_journal", {
    query: [...event.words.map((group) => group[0]!), ...things.map((group) => group[0]!), ...names].join(" "),
    related: [...event.words.map((group) => [...group]), ...things, ...namesRelated],
    limit: 10,
    ...dateBounds(reading.range),
  });
};

/** "am I happier since I moved?", "desde que terminei com a Camila": the life event's search, when the question names one. */
export const lifeEventCall = (reading: Reading): PlannedCall | null => {
  const event = eventOf(reading.question.normalized);
  return event === undefined ? null : lifeEventSearch(reading, event);
};

/** Whether the results are a life event's search planned by `lifeEventRoute`. */
export const isLifeEvent = (question: Asked, results: ReadonlyArray<ToolResultView>): boolean =>
  results.length === 1 && results[0]!.name === "search_journal" && results[0]!.success && whenAsked.test(question.normalized) && !whenIsAsked.test(question.normalized) && eventOf(question.normalized) !== undefined && objects(results[0]!.data["results"]).length > 0 && Array.isArray(results[0]!.arguments["related"]);

interface EventPhrases {
  readonly on: (date: string, gist: string) => string;
  readonly mentioned: (date: string, gist: string) => string;
  readonly others: (dates: string) => string;
  readonly noneNames: (names: string) => string;
  readonly firstMention: (names: string, date: string, gist: string) => string;
}

const phrases: Readonly<Record<Language, EventPhrases>> = {
  en: {
    noneNames: (names) => `I found no entry that tells it with ${names}.`,
    on: (date, gist) => `It was on ${date}. That day you wrote: ${gist}`,
    mentioned: (date, gist) => `No entry tells it as done; the one that mentions it is from ${date}: ${gist}`,
    others: (dates) => `Other entries that mention it: ${dates}.`,
    firstMention: (names, date, gist) => `I found no entry that tells when ${names} came; the earliest that mentions ${names} is from ${date}: ${gist}`,
  },
  pt: {
    noneNames: (names) => `Não encontrei nenhuma entrada que o conte com ${names}.`,
    on: (date, gist) => `Foi em ${date}. Nesse dia escreveu: ${gist}`,
    mentioned: (date, gist) => `Nenhuma entrada o conta como feito; a que o menciona é de ${date}: ${gist}`,
    others: (dates) => `Outras entradas que o mencionam: ${dates}.`,
    firstMention: (names, date, gist) => `Não encontrei nenhuma entrada que conte quando ${names} chegou; a mais antiga que menciona ${names} é de ${date}: ${gist}`,
  },
};

/**
 * How much of what the question says beyond the event a row holds: each name it gives (twice: "na Nubank" tells the
 * job apart) and the kind of the event it asks ("estágio", "internship": an internship's words, rather than any job's).
 */
const ownScore = (question: { readonly normalized: string; readonly names: ReadonlyArray<string> }, event: LifeEvent, excerpt: string): number => {
  const folded = foldAccents(excerpt.toLowerCase());
  const words = folded.split(/[^a-z]+/);
  const asked = question.normalized.split(/[^a-z]+/);
  const holds = (kind: ReadonlyArray<string>, among: ReadonlyArray<string>) => among.some((word) => word.length >= 3 && kind.some((form) => word.startsWith(form.slice(0, 5)) && form.startsWith(word.slice(0, 5))));
  const kinds = (event.kinds ?? []).filter((kind) => holds(kind, asked) && holds(kind, words)).length;
  const names = question.names.map((name) => foldAccents(name.toLowerCase()));
  return names.filter((name) => folded.includes(name)).length * 2 + kinds;
};

type Asked = { readonly language: Language; readonly normalized: string; readonly names: ReadonlyArray<string>; readonly firstPerson: boolean };

/**
 * The entry of a life event's search that tells it of the writer (the surest hits, those that tell it, the one with more
 * of the question's own words, then the latest); null when the question names no life event or nothing was found.
 */
/**
 * Whether one sentence of an excerpt tells the event, with a name asked when there is one ("Met Tom at the climbing
 * gym", not "Biscuit met the dog" beside "Called Tom"); `names` folded to lower case without accents.
 */
const tellsEvent = (told: RegExp, names: ReadonlyArray<string>, excerpt: string): boolean => {
  const sentences = foldAccents(excerpt.toLowerCase()).split(/(?<=[.!?;])\s+/u);
  // The name may come in the next sentence: "We adopted a puppy today! His name is Biscuit."
  const named = (index: number) => names.some((name) => sentences[index]!.includes(name) || (sentences[index + 1]?.includes(name) ?? false));
  return sentences.some((sentence, index) => told.test(sentence) && (names.length === 0 || named(index)));
};

export const lifeEventEntry = (question: Asked, result: ToolResultView): Readonly<Record<string, unknown>> | null => {
  const event = eventOf(question.normalized);
  const rows = objects(result.data["results"]);
  if (event === undefined || rows.length === 0) return null;
  const sure = rows.filter((row) => row["confidence"] === "high");
  // "when did I meet Tom?": only an entry that names Tom tells it, however surely another tells a meeting.
  const names = question.names.map((name) => foldAccents(name.toLowerCase()));
  const named = rows.filter((row) => names.some((name) => foldAccents(text(row["excerpt"]).toLowerCase()).includes(name)));
  if (names.length > 0 && named.length === 0) return null;
  // "when did I buy my laptop?": only an entry that holds the laptop (or a word for it) tells it, not the puppy's adoption.
  const things = thingsSearched(event, result);
  const holding = rows.filter((row) => foldAccents(text(row["excerpt"]).toLowerCase()).split(/[^a-z]+/).some((word) => things.has(word)));
  if (things.size > 0 && holding.length === 0) return null;
  const pool = names.length > 0 ? named : things.size > 0 ? holding : sure.length > 0 ? sure : rows;
  const told = pool.filter((row) => tellsEvent(event.told, names, text(row["excerpt"])));
  // "quando comecei o estágio?" of a journal that also tells a later job: the entry with more of the question's own words.
  // "when did I get Biscuit?" told by no entry: the earliest that names it, said to be only that.
  if (told.length === 0 && event.firstMention === true) return [...pool].sort((a, b) => (text(a["date"]) < text(b["date"]) ? -1 : 1))[0]!;
  const candidates = (told.length > 0 ? told : pool).map((row) => ({ row, score: ownScore(question, event, text(row["excerpt"])) }));
  return candidates.reduce((best, item) => (item.score > best.score || (item.score === best.score && text(item.row["date"]) > text(best.row["date"])) ? item : best)).row;
};

/** The words of the things a life event's search looked for besides the event (`thingsAsked`), folded; not a name's other spellings ("Berlim", "Berlin"). */
const thingsSearched = (event: LifeEvent, result: ToolResultView): Set<string> => {
  const related = Array.isArray(result.arguments["related"]) ? (result.arguments["related"] as unknown[]).slice(event.words.length) : [];
  const things = related.filter((group) => Array.isArray(group) && !/^\p{Lu}/u.test(String(group[0])));
  return new Set(things.flatMap((group) => (Array.isArray(group) ? group.map((word) => foldAccents(String(word).toLowerCase())) : [])));
};

/** The entry that tells the event, with its date and words; the other dates after. */
export const composeLifeEvent = (question: Asked, result: ToolResultView): string => {
  const event = eventOf(question.normalized)!;
  const chosen = lifeEventEntry(question, result);
  const p = phrases[question.language];
  if (chosen === null) return p.noneNames(listWords(question.names.length > 0 ? question.names : text(result.arguments["query"]).split(" ").slice(event.words.length, event.words.length + 1), question.language));
  const things = thingsSearched(event, result);
  const rows = objects(result.data["results"]).filter((row) => things.size === 0 || foldAccents(text(row["excerpt"]).toLowerCase()).split(/[^a-z]+/).some((word) => things.has(word)));
  const others = rows.filter((row) => row !== chosen).map((row) => text(row["date"])).sort().reverse().slice(0, 4);
  // Asked of the writer ("when did I graduate?"), an entry that only mentions it ("graduation in December") is said to be that.
  // "quando conheci o Tom?": with someone asked, only a sentence that tells the event with them says it happened then.
  const tells = tellsEvent(event.told, question.names.map((name) => foldAccents(name.toLowerCase())), text(chosen["excerpt"]));
  if (!tells && event.firstMention === true && question.names.length > 0) {
    const names = listWords(question.names, question.language);
    return p.firstMention(names, text(chosen["date"]), gistOf(text(chosen["excerpt"]), question.names, question.language, 160));
  }
  const says = tells || (!question.firstPerson && question.names.length === 0) ? p.on : p.mentioned;
  return paragraphs(says(text(chosen["date"]), gistOf(text(chosen["excerpt"]), event.words.flat(), question.language, 160, event.words)), others.length > 0 ? p.others(others.join(", ")) : "");
};

/**
 * Whether a life event's search found no entry holding a thing the question asks came ("when did I buy my laptop?" of a
 * journal that never names a laptop): the entries it found tell another thing's coming, and are no answer.
 */
export const thingNeverWritten = (question: Asked, results: ReadonlyArray<ToolResultView>): boolean => {
  if (!isLifeEvent(question, results)) return false;
  const missing = new Set((Array.isArray(results[0]!.data["missing"]) ? (results[0]!.data["missing"] as unknown[]) : []).map((word) => foldAccents(String(word).toLowerCase())));
  const event = eventOf(question.normalized);
  const eventWords = new Set(event?.words.flat().map((word) => foldAccents(word)) ?? []);
  const query = text(results[0]!.arguments["query"]).split(" ").map((word) => foldAccents(word.toLowerCase()));
  return query.some((word) => !eventWords.has(word) && missing.has(word));
};


/**
 * Whether a life event's search found a thing the question asks came only mentioned ("when did I buy my laptop?" of a
 * journal that names the laptop but never tells its purchase): the earliest mention comes close, and an invoice or a
 * warranty may date it.
 */
export const thingOnlyMentioned = (question: Asked, results: ReadonlyArray<ToolResultView>): boolean => {
  if (!isLifeEvent(question, results) || question.names.length > 0) return false;
  const event = eventOf(question.normalized)!;
  const chosen = event.firstMention === true && thingsSearched(event, results[0]!).size > 0 ? lifeEventEntry(question, results[0]!) : null;
  return chosen !== null && !tellsEvent(event.told, [], text(chosen["excerpt"]));
};
