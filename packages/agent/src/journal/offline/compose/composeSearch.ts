import type { Language } from "@lifeos/core";
import { stopWords } from "@lifeos/core";
import { bullets, listWords, paragraphs } from "../../../models/offline/answerText.js";
import type { ToolResultView } from "../../../models/offline/OfflineSkill.js";
import type { Question } from "../../../models/offline/question/Question.js";
import { journalPhrases } from "../journalPhrases.js";
import { gistOf, isName, namesWord } from "./gist.js";
import { groupNearlySame } from "./nearDuplicates.js";
import type { Json } from "./readData.js";
import { objects, strings, text } from "./readData.js";
import { activitySentences } from "./activitySentences.js";
import { asWritten } from "./asWritten.js";
import { scopeOf } from "./scope.js";
import { surelyMatched } from "./sureMatch.js";
import { moreAsked, shownForMore } from "../moreAsked.js";
import { singular, whenWords } from "../journalPatterns.js";

/** Most matches read out; the card lists them all. */
const shown = 3;
/** Most dates read out for "when did I…?". */
const maxDates = 12;

/** The related words a search was given, without the query words they expand. */
const relatedOf = (args: Json): string[] =>
  (Array.isArray(args["related"]) ? (args["related"] as unknown[]) : []).flatMap((list) => (Array.isArray(list) ? strings(list.slice(1)) : []));

/** The words a result may have matched on: the query's and the related ones. */
export const termsOf = (args: Json): string[] => [...text(args["query"]).split(/\s+/), ...relatedOf(args)];

/** The words asked, each with its related words: what a sentence shown should hold most of. */
export const groupsOf = (args: Json): string[][] => {
  const related = (Array.isArray(args["related"]) ? (args["related"] as unknown[]) : []).map((list) => (Array.isArray(list) ? strings(list) : []));
  return text(args["query"]).split(/\s+/).filter((word) => word !== "").map((word) => related.find((list) => list[0] === word) ?? [word]);
};

/** Whether an excerpt holds a word that starts like `term` ("called" for "call", "liguei" for "liguei"). */
const holdsWord = (excerpt: string, term: string): boolean => {
  if (isName(term)) return namesWord(excerpt, term);
  const prefix = foldWord(term).slice(0, Math.max(4, term.length - 2));
  return prefix.length >= 3 && foldWord(excerpt).split(/[^\p{L}\p{N}]+/u).some((word) => word.startsWith(prefix));
};

/**
 * The matches that tell what was asked: those holding a word of every group asked ("liguei à Rita": a call and Rita),
 * else those naming the people asked, else all. A match on one word alone ("Liguei à Sofia") is no last time of it.
 */
const tellingAll = (rows: ReadonlyArray<Json>, groups: ReadonlyArray<ReadonlyArray<string>>, names: ReadonlyArray<string>): Json[] => {
  const all = rows.filter((row) => groups.every((group) => group.some((term) => holdsWord(text(row["excerpt"]), term))));
  if (all.length > 0) return all;
  const naming = rows.filter((row) => names.some((name) => holdsWord(text(row["excerpt"]), name)));
  return naming.length > 0 ? naming : [...rows];
};

/** A few of the related words searched, for "I also looked for puppy, cão and pet." */
const relatedSample = (args: Json, language: Language): string => {
  const words = relatedOf(args).slice(0, 4);
  return words.length === 0 ? "" : listWords(words.map((word) => (language === "pt" ? `«${word}»` : `“${word}”`)), language);
};

/** Seeing someone asked for: "when did I last see Kwame?", "quando estive com a Bia?", "a última vez que vi o Rui". */
const seeingAsked = /\b(?:see|saw|seen|meet|met|visit|visited|hang out|hung out|vi|vimos|ver|encontrei|encontramos|estive com|estivemos com|visitei|visitamos)\b/;
/** Being in touch from afar: a message, a call, an email, a photo sent. */
const remoteContact =
  /\b(?:messag\w*|text(?:ed|s)?|call(?:ed|s)?|phon\w*|e-?mail\w*|wrote|sent|video ?call\w*|facetime\w*|whatsapp\w*|sms|mensage\w*|ligou|liguei|ligamos|ligaram|telefon\w*|escreveu|mandou|enviou)\b/;
/** Being together, which a call in the same sentence does not undo ("called Joe, then met him for coffee"). */
const together = /\b(?:met|meet|saw|see|visited|with|dinner|lunch|coffee|party|stayed|came|com|jantar|jantei|almocei|almoco|cafe|festa|encontrei|visitei|vi)\b/;

/** Whether every sentence of an excerpt that names one of the people says only that you were in touch from afar. */
const onlyContact = (excerpt: string, names: ReadonlyArray<string>): boolean => {
  const folded = excerpt.toLowerCase().normalize("NFD").replace(/\p{M}/gu, "");
  const named = folded.split(/(?<=[.!?])\s+/u).filter((sentence) => names.some((name) => sentence.includes(name.toLowerCase().normalize("NFD").replace(/\p{M}/gu, ""))));
  return named.length > 0 && named.every((sentence) => remoteContact.test(sentence) && !together.test(sentence.replace(remoteContact, "")));
};

const foldWord = (word: string): string => word.toLowerCase().normalize("NFD").replace(/\p{M}/gu, "");

/** Words as alternatives: "violin", "violin or cello", "violino ou violoncelo". */
const orList = (words: ReadonlyArray<string>, language: Language): string =>
  words.length <= 1 ? (words[0] ?? "") : `${words.slice(0, -1).join(", ")} ${language === "pt" ? "ou" : "or"} ${words.at(-1)!}`;

/**
 * Whether an excerpt has a word of the terms, or one sharing its first five letters ("slept" is not "sleep", "sleeping" is).
 * The excerpt's stop words do not count: "até" folds to the "ate" of eating.
 */
const sharesTerm = (excerpt: string, terms: ReadonlyArray<string>): boolean => {
  const words = new Set(foldWord(excerpt).split(/[^\p{L}\p{N}]+/u).filter((word) => word.length >= 3 && !stopWords.has(word)));
  const stems = new Set([...words].map((word) => word.slice(0, 5)));
  return terms.map(foldWord).some((term) => term.length >= 3 && (words.has(term) || (term.length >= 5 && stems.has(term.slice(0, 5)))));
};

/**
 * Whether a search's answer says it found nothing: no results, or only weak matches that share no word with what was
 * asked ("how have I been sleeping?" over a month that never mentions sleep says so, rather than listing a yoga class).
 */
export const searchShowsNothing = (result: ToolResultView): boolean => {
  const rows = objects(result.data["results"]);
  if (rows.length === 0 || result.data["confidence"] === "none") return true;
  const terms = termsOf(result.arguments);
  return result.data["confidence"] === "low" && !rows.some((row) => sharesTerm(text(row["excerpt"]), terms));
};

/** One search's answer: nothing found; the last or first time; a count; or the closest matches, each with its date and the sentence that matched. */
export const composeSearch = (question: Question, result: ToolResultView): string => {
  const p = journalPhrases[question.language];
  const args = result.arguments;
  const rows = objects(result.data["results"]);
  // "o que escrevi sobre o cafe?": the topic named as the journal writes it ("café"), when its entries hold it.
  const query = asWritten(text(args["query"]), rows.map((row) => text(row["excerpt"])));
  const scope = scopeOf(p, args, question);
  if (searchShowsNothing(result)) {
    const also = relatedSample(args, question.language);
    return paragraphs(p.nothingAbout(query, scope), also ? p.alsoLookedFor(also) : "");
  }
  const terms = termsOf(args);
  // "Why did I sleep badly?", "porque dormi mal?": the sentence found with the one that says why.
  const cause = question.cues.has("cause") || question.has(whyOpening);
  const gist = (row: Json) => gistOf(text(row["excerpt"]), terms, question.language, undefined, groupsOf(args), cause);
  const line = (row: Json) => `${text(row["date"])}: ${gist(row)}`;
  // "have I played the violin?" over entries about the guitar: the journal never says "violin", whatever else
  // the matches share with the question; say so before any last time, first time or count is read from them.
  const missing = strings(result.data["missing"]);
  if (missing.length > 0 && result.data["confidence"] !== "high") {
    const words = orList(missing, question.language);
    // Only entries that do share a word asked are "closest"; a match on likeness alone shares none.
    const closest = rows.filter((row) => sharesTerm(text(row["excerpt"]), terms)).slice(0, shown);
    if (closest.length === 0) return p.notMentioned(words, scope);
    return paragraphs(p.notMentioned(words, scope), `${p.closestNotAbout(words)}\n${bullets(closest.map(line))}`);
  }
  const byDate = [...rows].sort((a, b) => (text(a["date"]) < text(b["date"]) ? -1 : 1));
  // "the last thing I wrote about work", "a última coisa que escrevi sobre trabalho": one latest entry, as a last time.
  if (args["recencyBoost"] === true && (question.cues.has("lastTime") || (question.cues.has("latest") && question.has(singular)))) {
    const allTelling = tellingAll(byDate, groupsOf(args), question.names);
    // A match the search is sure of before one on a word only cut alike ("planning" for "plane").
    const sure = surelyMatched(allTelling, groupsOf(args));
    const matched = sure.length > 0 ? sure : allTelling;
    // "when did I last go climbing?": the entries where it is done, not a coffee next to the climbing gym, when there are such.
    const doing = matched.filter((row) => activitySentences(text(row["excerpt"]), terms).length > 0);
    const telling = doing.length > 0 ? doing : matched;
    // "When did I last see Kwame?": a later message or call from them is not the last time you met.
    // The person may be written another way than asked ("bia", "Beatriz"): the names and the words searched.
    const met = question.has(seeingAsked) ? telling.filter((row) => !onlyContact(text(row["excerpt"]), [...question.names, ...terms.filter((term) => term.length >= 3)])) : telling;
    const latest = (met.length > 0 ? met : telling).at(-1)!;
    const contact = met.length > 0 ? telling.filter((row) => text(row["date"]) > text(latest["date"])).at(-1) : undefined;
    const others = telling.filter((row) => row !== latest && row !== contact && text(row["date"]) < text(latest["date"])).reverse().slice(0, 4).map((row) => text(row["date"]));
    return paragraphs(
      p.lastTime(text(latest["date"]), gistOf(activitySentences(text(latest["excerpt"]), terms).join(" ") || text(latest["excerpt"]), terms, question.language, undefined, groupsOf(args))),
      contact === undefined ? "" : p.onlyInTouch(text(contact["date"]), gistOf(text(contact["excerpt"]), terms, question.language)),
      others.length > 0 ? p.earlierMentions(others.join(", ")) : "",
    );
  }
  // "my latest entries about work": the matches newest first.
  if (args["recencyBoost"] === true && question.cues.has("latest")) {
    const newest = [...byDate].reverse();
    return paragraphs(`${p.found(rows.length, query, scope)}\n${bullets(newest.slice(0, Math.max(shown, Number(args["limit"]) || 0)).map(line))}`);
  }
  if (question.cues.has("firstTime")) {
    const earliest = byDate[0]!;
    return p.firstTime(text(earliest["date"]), gistOf(text(earliest["excerpt"]), terms, question.language));
  }
  // "when did I go to Sintra with Ana?", "quando fui a Sintra com a Ana?": the days of the entries with a sentence that holds every word asked.
  const tellsAll = (row: Json) => text(row["excerpt"]).split(/(?<=[.!?;])\s+/u).some((sentence) => groupsOf(args).every((group) => group.some((term) => holdsWord(sentence, term))));
  const whole = question.has(whenWords) && !question.cues.has("count") ? byDate.filter(tellsAll) : [];
  if (whole.length > 0) {
    const dates = whole.map((row) => text(row["date"]));
    const latest = whole.at(-1)!;
    const words = listWords(text(args["query"]).split(/\s+/).filter((word) => word !== "").map((word) => (question.language === "pt" ? `«${word}»` : `“${word}”`)), question.language);
    const atLimit = rows.length >= (Number(args["limit"]) || Infinity);
    return paragraphs(
      p.onDates(whole.length, atLimit, words, scope, dates.length > maxDates ? `…, ${dates.slice(-maxDates).join(", ")}` : listWords(dates, question.language)),
      p.latestOn(text(latest["date"]), gistOf(text(latest["excerpt"]), terms, question.language, undefined, groupsOf(args))),
    );
  }
  if (question.cues.has("count")) {
    const limit = typeof args["limit"] === "number" ? args["limit"] : 8;
    return p.counted(rows.length, query, scope, rows.length >= limit);
  }
  // "did I go to Sintra this year?": a yes when the entries hold every word asked; "at least" when the search stopped at its limit.
  const atLimit = rows.length >= (Number(args["limit"]) || defaultLimit);
  // "did I go climbing?": the entries where it is done, not a coffee at the café next to the climbing gym, when there are such.
  const doing = question.has(didAsked) ? rows.filter((row) => activitySentences(text(row["excerpt"]), terms).length > 0) : [];
  const listed = doing.length > 0 ? doing : rows;
  const sure = result.data["confidence"] === "high" && question.has(didAsked);
  const found = `${sure ? `${p.yes} ` : ""}${p.found(listed.length, query, scope, atLimit)}`;
  const heading = result.data["confidence"] === "low" ? p.weak(query) : question.has(moreAsked) ? p.others(listed.length) : found;
  const count = question.has(moreAsked) ? shownForMore : shown;
  // "Liguei à Ana…" written on three days is one thing said three times: said once, with its other days.
  const groups = groupNearlySame(listed, gist).slice(0, count);
  const said = groups.map(({ first, also }) => `${text(first["date"])}: ${gist(first)}${also.length > 0 ? p.alsoOn(listWords(also.map((row) => text(row["date"])).sort(), question.language)) : ""}`);
  const left = listed.length - groups.reduce((sum, group) => sum + 1 + group.also.length, 0);
  return paragraphs(`${heading}\n${bullets(said)}`, left > 0 ? p.andMore(left) : "");
};

/** A question opening with "why": "why did I sleep badly?", "porque dormi mal?", "por que é que chorei?". */
const whyOpening = /^(?:(?:and|but|e|mas) )?(?:why|how come|porque|por que|porque e que|por que e que)\b/;

/** The results `search_journal` gives when no limit is asked. */
const defaultLimit = 8;

/**
 * Asks whether one did or wrote something: "did I go to Sintra?", "have I ever mentioned whales?", "fui a Sintra este
 * ano?", "já escrevi sobre baleias?", and any Portuguese past said of oneself first, as "did I" is said ("cozinhei esta
 * semana?", "corri em outubro?", "já nadei este ano?", "nós cozinhámos?"). Words of a place that end alike ("aqui",
 * "ali") ask nothing.
 */
const didAsked =
  /^(?:did (?:i|we)|have (?:i|we)(?: ever)?|fui|fomos|estive|estivemos|(?:eu |nos )?(?:ja |tambem )?(?!(?:aqui|ali|ai|oi|daqui|dali|vamos)\b)[a-z]+(?:ei|i|amos|emos|imos)|(?:eu )?ja (?:fui|estive|escrevi|mencionei|falei)|escrevi|mencionei|falei)\b/;

/** Words that may stand for the topic right before a naming phrase: "His name is", "ela chama-se", "que se chama". */
const standsForTopic = new Set(["his", "her", "its", "their", "whose", "which", "who", "ele", "ela", "que", "se", "and", "e", "o", "a", "um", "uma", "an", "the"]);

/** The topic's words and their related words, lower case without accents. */
const topicWordsOf = (result: ToolResultView, known: ReadonlyArray<string>): Set<string> => {
  const related = result.arguments["related"];
  const words = [...known, ...(Array.isArray(related) ? related.flat() : [])].filter((word): word is string => typeof word === "string");
  return new Set(words.map(fold));
};

const fold = (word: string): string => word.toLowerCase().normalize("NFD").replace(/\p{M}/gu, "");

/**
 * Whether a naming phrase names the topic: the word just before it is the
 * topic ("a puppy named", "o gato chama-se"), a pronoun or nothing (a new
 * sentence) — not another noun ("a professora chama-se Dona Alice" in an
 * entry about a pottery class names the teacher, not the class).
 */
const namesTheTopic = (before: string, topic: ReadonlySet<string>): boolean => {
  const last = /(\p{L}+)[\s,-]*$/u.exec(before);
  if (last === null || /[.!?:;]\s*$/.test(before)) return true;
  const word = fold(last[1]!);
  return standsForTopic.has(word) || topic.has(word);
};

/** A name introduced next to a topic word in a search result ("a puppy … His name is Biscuit", "a minha irmã Rita"). */
export const introducedName = (result: ToolResultView, known: ReadonlyArray<string>): { name: string; date: string; excerpt: string } | null => {
  for (const row of objects(result.data["results"])) {
    // A weak match ("flat" near a puppy's name) introduces no one: "what's the deposit for my flat?" is not about Biscuit.
    if (row["confidence"] !== "high") continue;
    const excerpt = text(row["excerpt"]);
    // "named Biscuit", "His name is Biscuit", "a puppy called Biscuit", "chama-se Biscuit" — not "we called Miguel".
    const match =
      /(?:\bnamed|\bname is|\bname's|\bchama-se|\bse chama|\bde nome)\s+(\p{Lu}\p{Ll}+)|\b(?:a|an|the|our|my|um|uma|o|nosso|nossa|meu|minha)\s+\p{L}+\s+(?:called|chamad[oa])\s+(\p{Lu}\p{Ll}+)/u.exec(excerpt);
    const name = match?.[1] ?? match?.[2];
    if (match === null || name === undefined || !namesTheTopic(excerpt.slice(0, match.index), topicWordsOf(result, known))) continue;
    if (!known.some((word) => word.toLowerCase() === name.toLowerCase())) return { name, date: text(row["date"]), excerpt };
  }
  return null;
};

/** One name stands for one of a plural asked ("pets" → "pet", "animais" → "animal") when its words hold the singular. */
const singularIn = (words: ReadonlyArray<string>, word: string): string => {
  const forms = new Set(words.map(fold));
  return [word.replace(/is$/u, "l"), word.replace(/es$/u, ""), word.replace(/s$/u, "")].find((form) => form !== word && forms.has(fold(form))) ?? word;
};

/** The answer when a topic led to a name ("my dog" → Biscuit): who it is, then what the journal says about them. */
export const composeNamed = (question: Question, topicResult: ToolResultView, nameResult: ToolResultView): string => {
  const p = journalPhrases[question.language];
  const introduced = introducedName(topicResult, question.topicWords);
  if (introduced === null) return paragraphs(composeSearch(question, topicResult), composeSearch(question, nameResult));
  // The word the name stands for ("dog" of "walk the dog": the one whose words the introducing entry uses, "a puppy"), else the whole query.
  const related = Array.isArray(topicResult.arguments["related"]) ? (topicResult.arguments["related"] as unknown[]).filter((list): list is string[] => Array.isArray(list) && typeof list[0] === "string") : [];
  const excerptWords = new Set(fold(introduced.excerpt).split(/[^\p{L}]+/u));
  const named = related.find((list) => list.some((word) => excerptWords.has(fold(word)))) ?? related[0];
  const topic = singularIn(named ?? [], named?.[0] ?? text(topicResult.arguments["query"]));
  return paragraphs(
    p.namedAs(topic, introduced.name, introduced.date, gistOf(introduced.excerpt, [introduced.name], question.language, 160)),
    composeSearch(question, nameResult),
  );
};
