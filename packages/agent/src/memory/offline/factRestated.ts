import type { ExtractedMemory, Gender } from "@lifeos/core";
import { foldAccents, portugueseOf, Predicates, relationPhrase, topicKey, userSubject } from "@lifeos/core";
import type { Question } from "../../models/offline/question/Question.js";
import type { ExtractionLanguage } from "../extraction/detectLanguage.js";
import { detectLanguage } from "../extraction/detectLanguage.js";
import { monthsEn, monthsPt } from "../extraction/dates/formatDate.js";
import { extractOffline } from "../extraction/extractOffline.js";
import { dayNamedIn } from "./factDays.js";
import type { FactRow } from "./factRow.js";
import { fold, mentions } from "./factRow.js";
import { inPlacePt } from "./placeIn.js";
import { jobTitleIn } from "./jobTitleIn.js";

/** A name as told: a capital first ("Google", "Porto", "Dr. Lopes"), which reads the same in either language. */
const properName = /^\p{Lu}/u;

/** Portuguese words a workplace's name may open with, by the article they take ("o Hospital de Santa Maria", "a Universidade do Porto"). */
const masculineHeads = /^(?:hospital|banco|ministerio|instituto|centro|governo|exercito|hotel|restaurante|cafe|museu|tribunal|colegio|liceu|supermercado|agrupamento|grupo)(?![\p{L}])/u;
const feminineHeads = /^(?:universidade|escola|faculdade|camara|clinica|empresa|fabrica|loja|farmacia|junta|associacao|fundacao|companhia|caixa|policia|marinha|forca aerea)(?![\p{L}])/u;

/**
 * "no Hospital de Santa Maria", "na Universidade do Porto", "em Farfetch": where one works, in Portuguese. A company's
 * name alone takes no article: its gender is not known ("a Google" in Portugal is "o Google" in Brazil, and "Santa
 * Maria" is a hospital), and "em" is never the wrong one.
 */
const atWorkPt = (place: string): string => {
  const folded = foldAccents(place.toLowerCase());
  return masculineHeads.test(folded) ? `no ${place}` : feminineHeads.test(folded) ? `na ${place}` : `em ${place}`;
};

/** A day of the year as kept ("03-12", "1990-03-12"), in words: "12 March" / "12 de março", with its year when told. */
const dayInWords = (object: string, language: ExtractionLanguage): string | null => {
  const match = /^(?:(\d{4})-)?(\d{2})-(\d{2})$/.exec(object);
  if (match === null) return null;
  const [, year, month, day] = match;
  const index = Number(month) - 1;
  if (index < 0 || index > 11) return null;
  if (language === "pt") return `${Number(day)} de ${monthsPt[index]}${year === undefined ? "" : ` de ${year}`}`;
  return `${Number(day)} ${monthsEn[index]}${year === undefined ? "" : ` ${year}`}`;
};

/**
 * A liked thing in the other language when the everyday words know it ("café" → "coffee"), else as told, in quotes; null
 * for more than a couple of words ("walking on the beach in the morning"), which reads better quoted whole.
 */
const thingIn = (thing: string, language: ExtractionLanguage): string | null => {
  if (thing.trim().split(/\s+/u).length > 2) return null;
  const translated = language === "pt" ? portugueseOf(thing) : /\s/.test(thing.trim()) ? null : topicKey(thing);
  return translated !== null && translated !== "" && translated !== foldAccents(thing.toLowerCase()) ? translated : `“${thing}”`;
};

/** What the offline rules read from `text`, told in its own language. */
const read = (text: string, question: Question) => extractOffline({ text, sentAt: question.now, timeZone: question.timeZone, language: detectLanguage(text) });

/** Someone's gender as another remembered fact tells it ("Ana is my sister" for "Ana's birthday…"), or null. */
const genderTold = (name: string, question: Question): Gender | null => {
  for (const fact of question.remembered) {
    if (fact.type !== "relationship" || !mentions(fold(fact.content), name)) continue;
    const gender = read(fact.content, question).entities.find((entity) => entity.name === name)?.gender ?? null;
    if (gender !== null) return gender;
  }
  return null;
};

/**
 * The memory a fact's words keep, as the offline rules read them, with the gender and the relationship to the person
 * they give its subject: the one they read, or the one kept in the fact's own words when they read more ("My sister Ana
 * lives in Braga" also tells that Ana is the sister). Null when they read none, or several and none is the fact itself
 * (a fact of several parts is quoted whole).
 */
const keptOf = (fact: FactRow, question: Question): { readonly memory: ExtractedMemory; readonly gender: Gender | null; readonly relation: string | null } | null => {
  const extraction = read(fact.content, question);
  const memory = extraction.memories.length === 1 ? extraction.memories[0] : extraction.memories.find((candidate) => candidate.content === fact.content);
  if (memory === undefined || memory.triple === null) return null;
  const subject = memory.triple.subject;
  const entity = extraction.entities.find((candidate) => candidate.name === subject);
  const gender = entity?.gender ?? (subject === userSubject ? null : genderTold(subject, question));
  return { memory, gender, relation: entity?.relationshipToUser ?? null };
};

/** "My sister Ana" / "A minha irmã Ana": someone named with what they are to the person, as a sentence opens with them. */
const namedWithRelation = (name: string, relation: string, gender: Gender | null, language: ExtractionLanguage): string | null => {
  const phrase = relationPhrase(relation, language, gender);
  if (!/^(?:my|meu|minha) /u.test(phrase)) return null;
  return language === "pt" ? `${phrase.startsWith("minha") ? "A" : "O"} ${phrase} ${name}` : `My ${phrase.slice(3)} ${name}`;
};

/**
 * The words a fact would have been kept in had it been told in `language`, from what it says: the person's name,
 * workplace, home, birthday, likes and dislikes, and someone's relationship to them ("My name is Pedro" → "O meu nome é
 * Pedro", "Ana é minha irmã" → "Ana is my sister"). Null for one whose words say more than such a fact, or none of them.
 */
const keptWordsIn = (fact: FactRow, question: Question, language: ExtractionLanguage): string | null => {
  const kept = keptOf(fact, question);
  if (kept === null) return null;
  const { subject, predicate, object } = kept.memory.triple!;
  const pt = language === "pt";
  if (predicate === Predicates.relationshipToUser && subject !== userSubject) {
    const phrase = relationPhrase(object, language, kept.gender);
    // A kind the relations lexicon does not know is said as kept, in the language it was told in: quoted whole instead.
    return /^(?:my|meu|minha) /u.test(phrase) ? `${subject} ${pt ? "é" : "is"} ${phrase}` : null;
  }
  if (predicate === Predicates.birthday) {
    const day = dayInWords(object, language);
    if (day === null) return null;
    const born = object.length > 5;
    if (subject === userSubject) return born ? (pt ? `Nasci a ${day}` : `I was born on ${day}`) : pt ? `O meu aniversário é no dia ${day}` : `My birthday is on ${day}`;
    const of = kept.gender === "female" ? "da" : kept.gender === "male" ? "do" : "de";
    return born ? (pt ? `${subject} nasceu a ${day}` : `${subject} was born on ${day}`) : pt ? `O aniversário ${of} ${subject} é no dia ${day}` : `${subject}'s birthday is on ${day}`;
  }
  // "I started a new job at Farfetch (3 December 2026)": the day it tells is no part of what is kept of it ("Trabalho em
  // Farfetch"), so it is quoted whole, the day with it.
  if (dayNamedIn(fact) !== null) return null;
  if (subject !== userSubject) {
    // "My sister Ana lives in Braga" → "A minha irmã Ana mora em Braga": someone of the person's, where they live or work.
    const who = kept.relation === null || !properName.test(object) ? null : namedWithRelation(subject, kept.relation, kept.gender, language);
    if (who === null) return null;
    if (predicate === Predicates.livesIn) return pt ? `${who} mora ${inPlacePt(object)}` : `${who} lives in ${object}`;
    if (predicate === Predicates.worksAt) return pt ? `${who} trabalha ${atWorkPt(object)}` : `${who} works at ${object}`;
    return null;
  }
  // "I'm a nurse" asked in Portuguese, "sou enfermeira" in English: the job in the words of the language asked, when
  // the table of jobs knows it and the gender is told (see `jobTitleIn`); one that says more after it ("I work as a
  // dentist at Clínica Sorriso", "sou enfermeira em Lisboa") is quoted whole.
  if (predicate === Predicates.jobTitle) {
    const title = fold(fact.content).replace(/[.!\s]+$/u, "").endsWith(fold(object)) ? jobTitleIn(object, language) : null;
    return title === null ? null : pt ? `Sou ${title}` : `I'm ${/^[aeiou]/iu.test(title) ? "an" : "a"} ${title}`;
  }
  if (predicate === Predicates.name && properName.test(object)) return pt ? `O meu nome é ${object}` : `My name is ${object}`;
  if (predicate === Predicates.worksAt && properName.test(object)) return pt ? `Trabalho ${atWorkPt(object)}` : `I work at ${object}`;
  if (predicate === Predicates.livesIn && properName.test(object)) return pt ? `Moro ${inPlacePt(object)}` : `I live in ${object}`;
  const thing = predicate === Predicates.likes || predicate === Predicates.dislikes ? thingIn(object, language) : null;
  if (thing === null) return null;
  if (predicate === Predicates.likes) return pt ? `Gosto de ${thing}` : `I like ${thing}`;
  return pt ? `Não gosto de ${thing}` : `I don't like ${thing}`;
};

/**
 * A fact told in the other language than the question's, in the words it would have been kept in had it been told in
 * the question's, so it is said to the person in their language ("qual é o meu nome?" of "My name is Pedro" → "O seu
 * nome é Pedro, como me contou…") rather than quoted. Only ever said back turned, never quoted as the person's words:
 * they did not say these. Null for a fact told in the question's language, or one whose words say no such thing
 * (`keptWordsIn`), which is quoted as told.
 */
export const restatedIn = (fact: FactRow, question: Question): FactRow | null => {
  const language: ExtractionLanguage = question.language === "pt" ? "pt" : "en";
  if (detectLanguage(fact.content) === language) return null;
  const content = keptWordsIn(fact, question, language);
  return content === null ? null : { ...fact, content };
};
