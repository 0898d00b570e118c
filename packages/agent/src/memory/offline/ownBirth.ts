import { aboutSomeoneElse, attributes, ownBirthAsked, ownOriginAsked } from "@lifeos/core";
import type { FactAsk } from "./factAsk.js";
import type { Question } from "../../models/offline/question/Question.js";
import type { FactRow } from "./factRow.js";
import { fold } from "./factRow.js";
import { cite } from "./factSaidBack.js";
import { inPlacePt } from "./placeIn.js";
import { monthsEn, monthsPt } from "../extraction/dates/formatDate.js";
import { months } from "../../time/monthNames.js";

/**
 * The person's own birth as remembered facts tell it, read by what each says rather than by the question's words: a year
 * ("I was born in 1990", "Nasci em 1990"), a day ("My birthday is 3 March", "nasci a 3 de maio"), a place ("Nasci no Porto").
 * "What year was I born?" is answered by the year however the day was told, in whichever language.
 */
interface Birth {
  readonly year: { readonly value: number; readonly fact: FactRow } | null;
  readonly day: { readonly day: number; readonly month: number; readonly fact: FactRow } | null;
  readonly place: { readonly en: string; readonly pt: string; readonly fact: FactRow } | null;
}

const monthWord = "(january|february|march|april|may|june|july|august|september|october|november|december|janeiro|fevereiro|marco|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro)";

/** A fact of one's own birth: born, "nasci", or one's birthday (a wedding anniversary is none). */
const ofBirth = /\b(?:born|nasci|birthday|aniversario(?! de (?:casamento|namoro))|faco anos)\b/;
/** "A Ana nasceu em 1992", "Tom was born in 1988": a birth of someone else's, by its verb, whom the possessives do not show. */
const othersBirth = /\b(?:nasceu|nasceram|nasceste)\b|(?<!\bi )\b(?:was|were) born\b/;
const ofOthers = (fact: FactRow) => aboutSomeoneElse(fact.content) || othersBirth.test(fold(fact.content));
const birthYear = /\b(?:born|nasci)\b.*?\b((?:19|20)\d{2})\b/;
/** A month's name as folded ("march", "marco") to its index, 0-based. */
const monthIndex = (word: string) => (months[word] ?? 0) - 1;

/** "3 March", "3 de março", "March 3": the day and month (0-based) a folded fact names. */
const dayIn = (folded: string): { day: number; month: number } | null => {
  const before = new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th)?\\s+(?:of\\s+|de\\s+)?${monthWord}\\b`).exec(folded);
  const after = new RegExp(`\\b${monthWord}\\s+(\\d{1,2})(?:st|nd|rd|th)?\\b(?!\\d)`).exec(folded);
  const [day, month] = before !== null ? [before[1]!, before[2]!] : after !== null ? [after[2]!, after[1]!] : [];
  if (day === undefined || month === undefined || Number(day) < 1 || Number(day) > 31) return null;
  return { day: Number(day), month: monthIndex(month) };
};

/** "I was born in Porto" → Porto / "no Porto": the place after born/nasci, as written. */
const placeIn = (content: string): { en: string; pt: string } | null => {
  const match = /\b(?:born|[Nn]asci|nasceu)\s+(?:in|at|em|no|na|nos|nas)\s+(\p{Lu}[\p{L}'-]*(?:\s+(?:de|do|da|dos|das)?\s*\p{Lu}[\p{L}'-]*)*)/u.exec(content);
  if (match === null) return null;
  const preposition = /\s(no|na|nos|nas)\s/u.exec(match[0])?.[1];
  // Told in English ("born in Porto"), the Portuguese article the place takes: "no Porto", "em Lisboa".
  return { en: match[1]!, pt: preposition === undefined ? inPlacePt(match[1]!) : `${preposition} ${match[1]!}` };
};

/** What the current facts of the person's own tell of their birth, the newest of each kind. */
export const birthOf = (facts: ReadonlyArray<FactRow>): Birth => {
  const own = [...facts].filter((fact) => fact.current && ofBirth.test(fold(fact.content)) && !ofOthers(fact)).sort((left, right) => (left.date < right.date ? 1 : -1));
  let year: Birth["year"] = null;
  let day: Birth["day"] = null;
  let place: Birth["place"] = null;
  for (const fact of own) {
    const folded = fold(fact.content);
    const told = birthYear.exec(folded);
    if (year === null && told !== null) year = { value: Number(told[1]), fact };
    const date = dayIn(folded);
    if (day === null && date !== null) day = { ...date, fact };
    const where = attributes.find((attribute) => attribute.key === "birthplace")!.answers.test(folded) ? placeIn(fact.content) : null;
    if (place === null && where !== null) place = { ...where, fact };
  }
  return { year, day, place };
};

/** Years since the birth on `today` (YYYY-MM-DD): exact with the day, else "35 or 36". */
const ageOf = (birth: Birth, today: string, pt: boolean): string | null => {
  if (birth.year === null) return null;
  const years = Number(today.slice(0, 4)) - birth.year.value;
  if (birth.day === null) return `${years - 1} ${pt ? "ou" : "or"} ${years}`;
  const birthday = `${String(birth.day.month + 1).padStart(2, "0")}-${String(birth.day.day).padStart(2, "0")}`;
  return String(today.slice(5) >= birthday ? years : years - 1);
};

const toldOn = (facts: ReadonlyArray<FactRow>, pt: boolean) => {
  const dates = [...new Set(facts.map((fact) => fact.date))].sort();
  return pt ? `como me contou em ${dates.join(" e ")}` : `as you told me on ${dates.join(" and ")}`;
};

/** "when was I born?", "em que ano nasci?": the day and year told, with the age; the year said unknown when only the day was told. */
const whenAnswer = (question: Question, birth: Birth): string | null => {
  const pt = question.language === "pt";
  const yearAsked = question.has(/\b(?:year|ano)\b/);
  const { year, day } = birth;
  if (year === null && day === null) return null;
  const dayText = day === null ? null : pt ? `${day.day} de ${monthsPt[day.month]}` : `${day.day} ${monthsEn[day.month]}`;
  if (year === null) {
    if (yearAsked) return pt ? `Não sei em que ano nasceu: só me contou o dia, ${dayText}, em ${day!.fact.date}.` : `I don't know what year you were born: you only told me the day, ${dayText}, on ${day!.fact.date}.`;
    return pt ? `Nasceu no dia ${dayText}, ${toldOn([day!.fact], pt)}; não me disse o ano.` : `You were born on ${dayText}, ${toldOn([day!.fact], pt)}; you didn't tell me the year.`;
  }
  const age = ageOf(birth, question.today, pt)!;
  const facts = day === null ? [year.fact] : [year.fact, day.fact];
  const when = dayText === null ? (pt ? `em ${year.value}` : `in ${year.value}`) : pt ? `no dia ${dayText} de ${year.value}` : `on ${dayText} ${year.value}`;
  return pt ? `Nasceu ${when}, ${toldOn(facts, pt)}; tem ${age} anos.` : `You were born ${when}, ${toldOn(facts, pt)}; you are ${age}.`;
};

/** Facts that may tell the person's own birth: "A Ana nasceu em 1992" is Ana's, never an answer to "when was I born?". */
export const ownBirthFacts = (question: Question, facts: ReadonlyArray<FactRow>): ReadonlyArray<FactRow> =>
  question.has(ownBirthAsked) || question.has(ownOriginAsked) ? facts.filter((fact) => !ofOthers(fact)) : facts;

/** "How old am I?", "quantos anos tenho?": the person's own age. */
export const ownAge = (ask: FactAsk): boolean => ask.attribute?.key === "age" && ask.subject === null && ask.relation === null;

/**
 * "How old am I?" when the year and the day were told apart ("I was born in 1990", "My birthday is 3 March"): the age
 * from both, each cited. Null otherwise, when one fact tells the age as it stands.
 */
export const ownAgeAnswer = (question: Question, facts: ReadonlyArray<FactRow>): string | null => {
  const pt = question.language === "pt";
  const birth = birthOf(facts);
  if (birth.year === null || birth.day === null || birth.year.fact === birth.day.fact) return null;
  const age = ageOf(birth, question.today, pt)!;
  const told = `${cite(birth.year.fact)} ${pt ? "e" : "and"} ${cite(birth.day.fact)}`;
  return pt ? `Tem ${age} anos: contou-me ${told}.` : `You are ${age}: you told me ${told}.`;
};

/** "I'm from Coimbra", "I'm originally from Luanda", "Sou de Braga", "sou natural do Porto": the place one comes from, as written. */
const comesFrom = /^(?:I['’]m|I\s+am|I\s+come|(?:[Ee]u\s+)?(?:[Ss]ou|[Vv]enho))\s+(?:originally\s+|natural\s+|originalmente\s+|origin[áa]ri[oa]\s+)?(?:from|(?<of>de|do|da|dos|das))\s+(?<place>\p{Lu}[\p{L}'-]*(?:\s+(?:de|do|da|dos|das)?\s*\p{Lu}[\p{L}'-]*)*)/u;

/** The newest current fact of where the person comes from, with the place as said in each language. */
const originOf = (facts: ReadonlyArray<FactRow>): { readonly en: string; readonly pt: string; readonly fact: FactRow } | null => {
  for (const fact of [...facts].filter((row) => row.current).sort((left, right) => (left.date < right.date ? 1 : -1))) {
    const groups = comesFrom.exec(fact.content.trim())?.groups;
    if (groups === undefined) continue;
    const place = groups["place"]!;
    return { en: place, pt: groups["of"] === undefined || groups["of"] === "de" ? `de ${place}` : `${groups["of"]} ${place}`, fact };
  }
  return null;
};

/**
 * "where am I from?", "de onde sou?": where one comes from ("I'm from Coimbra") and where one was born; else, plainly, that
 * neither was told, and where one lives if known.
 */
const originAnswer = (question: Question, birth: Birth, facts: ReadonlyArray<FactRow>, searched: boolean): string | null => {
  const pt = question.language === "pt";
  const origin = originOf(facts);
  if (origin !== null) {
    const from = pt ? `É ${origin.pt}, ${toldOn([origin.fact], pt)}.` : `You're from ${origin.en}, ${toldOn([origin.fact], pt)}.`;
    const born = birth.place === null || birth.place.en === origin.en ? "" : pt ? ` Nasceu ${birth.place.pt}, ${toldOn([birth.place.fact], pt)}.` : ` You were born in ${birth.place.en}, ${toldOn([birth.place.fact], pt)}.`;
    return `${from}${born}`;
  }
  if (birth.place !== null) return pt ? `Nasceu ${birth.place.pt}, ${toldOn([birth.place.fact], pt)}.` : `You were born in ${birth.place.en}, ${toldOn([birth.place.fact], pt)}.`;
  const home = attributes.find((attribute) => attribute.key === "home")!;
  const lives = [...facts].filter((fact) => fact.current && home.answers.test(fold(fact.content)) && !aboutSomeoneElse(fact.content)).sort((left, right) => (left.date < right.date ? 1 : -1))[0];
  const unknown = pt ? "Não me disse de onde é nem onde nasceu." : "You haven't told me where you're from or where you were born.";
  if (lives === undefined) return searched ? unknown : null;
  return `${unknown} ${pt ? `Sei onde mora: contou-me ${cite(lives)}.` : `I know where you live: you told me ${cite(lives)}.`}`;
};

/**
 * The answer to a question of one's own birth or origin from the facts, or null when it asks neither or nothing tells it
 * (where one is from is said unknown once memory was `searched`).
 */
export const ownBirthAnswer = (question: Question, facts: ReadonlyArray<FactRow>, searched: boolean): string | null => {
  if (question.has(ownOriginAsked)) return originAnswer(question, birthOf(facts), facts, searched);
  if (question.has(ownBirthAsked)) return whenAnswer(question, birthOf(facts));
  return null;
};
