import { occupationPattern } from "@lifeos/core";
import type { Question } from "../../models/offline/question/Question.js";
import type { FactAsk } from "./factAsk.js";
import type { FactRow } from "./factRow.js";
import { ended, fold } from "./factRow.js";
import { shares, sharesInEither } from "./answeringFacts.js";
import { dayAhead, soonestFirst, spellDay } from "./factDays.js";
import { capitalise, cite, citeAsTold, continued, saidListed, saidToThem, toldToThem } from "./factSaidBack.js";
import { nothingRemembered } from "./nothingRemembered.js";
import { dayToldOnce } from "./dayToldOnce.js";
import { detectLanguage } from "../extraction/detectLanguage.js";
import { restatedIn } from "./factRestated.js";
import { endedAnswer, formerHolderAnswer, withoutReplaced } from "./replacedFacts.js";

const monthStarts = ["jan", "fe", "mar", "a[pb]r", "ma[iy]", "jun", "jul", "a[ug][go]", "se[pt]", "o[cu]t", "nov", "de[cz]"];

/**
 * The years since a birth told ("I was born on 3 May 1990", "Nasci em 1990"), on `today` (YYYY-MM-DD): "36", or "35 or 36"
 * / "35 ou 36" when only the year was said. Null for a fact of no birth.
 */
const yearsSinceBirth = (folded: string, today: string, pt: boolean): string | null => {
  const born = /\b(?:born|nasci|nasceu)\b.*?\b((?:19|20)\d{2})\b/u.exec(folded);
  if (born === null) return null;
  const age = Number(today.slice(0, 4)) - Number(born[1]);
  const day = /\b(\d{1,2})\s+(?:de\s+)?(\p{L}+)/u.exec(folded) ?? /\b(\p{L}+)\s+(\d{1,2})\b/u.exec(folded);
  const [dayText, monthText] = day === null ? [] : /^\d/u.test(day[1]!) ? [day[1]!, day[2]!] : [day[2]!, day[1]!];
  const month = monthText === undefined ? -1 : monthStarts.findIndex((start) => new RegExp(`^${start}`, "u").test(monthText));
  if (month < 0) return `${age - 1} ${pt ? "ou" : "or"} ${age}`;
  const birthday = `${String(month + 1).padStart(2, "0")}-${String(Number(dayText)).padStart(2, "0")}`;
  return String(today.slice(5) >= birthday ? age : age - 1);
};

/** The years an age fact tells ("Susana fez 16 anos", "Tom is 40", "I was born in 1990"), or null. */
const yearsIn = (content: string, today: string, pt: boolean): string | null => {
  const folded = fold(content);
  return yearsSinceBirth(folded, today, pt) ?? (/\b(\d{1,3})\s*(?:anos|years?|yo)\b/.exec(folded) ?? /\b(?:is|am|i'm|turned|turns|just turned)\s+(\d{1,3})\b/.exec(folded))?.[1] ?? null;
};

/** The name in a fact that the question spelt in lower case ("how old is susana" → "Susana"). */
const spokenName = (question: Question, ask: FactAsk, fact: FactRow): string | null =>
  ask.relation !== null ? capitalise(ask.relation[question.language]) : ask.unnamed ? (fact.content.match(/\p{Lu}[\p{L}'-]+/gu) ?? []).find((name) => ask.words.some((word) => shares(fold(name), word))) ?? null : ask.subject;

/** The lead sentence for an age: "Susana is 16." / "Susana tem 16 anos." (or was, for the past). */
const ageSentence = (question: Question, ask: FactAsk, fact: FactRow, years: string, past: boolean): string => {
  const pt = question.language === "pt";
  const subject = spokenName(question, ask, fact);
  if (subject === null) return pt ? `${past ? "Tinha" : "Tem"} ${years} anos` : `You ${past ? "were" : "are"} ${years}`;
  return pt ? `${subject} ${past ? "tinha" : "tem"} ${years} anos` : `${subject} ${past ? "was" : "is"} ${years}`;
};

/**
 * The answer from the facts that answer the question (`answeringFacts`),
 * citing each with its date: the current one first ("Susana is 16: you
 * told me “Susana fez 16 anos” (2025-03-12)."), others listed; for the
 * past, the newest fact that no longer holds, with what holds now.
 */
export const factAnswer = (question: Question, ask: FactAsk, told: ReadonlyArray<FactRow>): string => {
  const pt = question.language === "pt";
  if (told.length === 0) return nothingRemembered(question, ask);
  // "Who was my dentist before?": the one before the newest, named, rather than a fact said to no longer hold.
  const before = formerHolderAnswer(question, ask, told);
  if (before !== null) return before;
  const facts = withoutReplaced(told, ask);
  const over = endedAnswer(question, ask, facts.filter((fact) => fact.current));
  if (over !== null) return over;
  // "Who is my boss?": who is, before who no longer is ("Mark is no longer my boss", told with "my boss is now Rita").
  const current = holdingFirst(facts.filter((fact) => fact.current));
  const former = facts.filter((fact) => !fact.current);
  if (ask.past && former.length > 0) {
    const [then] = former;
    const years = ask.attribute?.key === "age" ? yearsIn(then!.content, question.today, pt) : null;
    const lead = years !== null ? `${ageSentence(question, ask, then!, years, true)}: ` : "";
    const lines = [pt ? `${lead}antes, contou-me ${cite(then!)}, que já não se aplica.` : `${lead}earlier you told me ${cite(then!)}, which no longer holds.`];
    if (current[0] !== undefined) lines.push(pt ? `Agora: ${cite(current[0])}.` : `Now: ${cite(current[0])}.`);
    return capitalise(lines.join(" "));
  }
  // The facts naming most of the question's words, then days still ahead first, the soonest first: "when is my next exam?"
  // is the nearer one, however the two were told; "quando é o meu exame de condução?" is the driving one, even if later.
  const [best, ...rest] = titleFirst(question, ask, closestFirst(current.length > 0 ? current : facts, ask, question.today));
  const years = ask.attribute?.key === "age" ? yearsIn(best!.content, question.today, pt) : null;
  const ahead = years === null ? dayAhead(best!, question.today) : null;
  // A day still ahead is said first: the day it was told would read as a second day.
  // "I don't eat pork", "Sou alérgico à penicilina": said to the person, as a like is, when the turned sentence reads right.
  // "My name is Pedro" asked "qual é o meu nome?": said to the person in their language, from what the fact says.
  const said = restatedIn(best!, question) ?? best!;
  const liked = toldToThem(said, question, ask.attribute?.key === "likes");
  const toldOwn = saidToThem(said, question, ahead === null);
  const own = toldOwn ?? (liked === null ? null : `${liked}${best!.date > question.today ? "" : pt ? `, como me contou em ${best!.date}` : `, as you told me on ${best!.date}`}`);
  // "Your exam is on Friday, 4 December 2026 (in 2 days), as you told me": a day the told words name is said there, once.
  const once = ahead !== null && own !== null ? dayToldOnce(own, ahead, question.today, pt ? "pt" : "en") : null;
  // "Marta's birthday is on Friday, 12 March 2027 (in 100 days), as you told me": someone else's day, told in the
  // answer's language, is said with that day once too, not after it and quoted.
  const theirs = ahead !== null && own === null && detectLanguage(said.content) === (pt ? "pt" : "en") ? dayToldOnce(said.content, ahead, question.today, pt ? "pt" : "en") : null;
  const age = years === null ? null : ageSentence(question, ask, best!, years, false);
  // "Tiago tem 7 anos", asked "quantos anos tem o meu filho?": the age told in the very words of the answer is not quoted after it.
  const toldAsSaid = age !== null && fold(best!.content).replace(/[.!]+$/u, "") === fold(age);
  const head =
    age !== null
      ? toldAsSaid ? `${age}, ${pt ? `como me contou em ${best!.date}` : `as you told me on ${best!.date}`}.`
      : pt ? `${age}: contou-me ${cite(best!)}.` : `${age}: you told me ${cite(best!)}.`
      : once !== null ? `${capitalise(once)}.`
      : theirs !== null ? `${capitalise(theirs)}, ${pt ? "como me disse" : "as you told me"}.`
      : ahead !== null && own !== null ? `${spellDay(ahead, pt ? "pt" : "en")}: ${toldOwn === null ? `${own.charAt(0).toLowerCase()}${own.slice(1)}` : continued(own)}.`
      : ahead !== null ? pt ? `${spellDay(ahead, "pt")}: pelo que me contou, “${best!.content}”.` : `${spellDay(ahead, "en")}: from what you told me, “${best!.content}”.`
      : own !== null ? `${own}.`
      : pt ? `Pelo que me contou: ${citeAsTold(best!, question.today)}.` : `From what you told me: ${citeAsTold(best!, question.today)}.`;
  const lines = [head];
  if (ask.past) lines.push(pt ? "Não tenho nenhum facto mais antigo sobre isso." : "I have no older fact about it.");
  // "Where do I work?" after a new job: where one worked before, once, after what holds now.
  const earlier = !ask.past && heldOneAtATime.has(ask.attribute?.key ?? "") && current.length > 0 ? former[0] : undefined;
  if (earlier !== undefined) lines.push(pt ? `Antes: ${cite(earlier)}.` : `Before: ${cite(earlier)}.`);
  // A fact of a day still ahead says its own day; the day it was told would read as that day.
  for (const fact of rest.filter((fact) => !whenAsked.test(question.normalized) || tellsTime(fact, question.today)).slice(0, 3)) lines.push(`- ${dayAhead(fact, question.today) === null ? saidListed(fact, question, ask.attribute?.key === "likes", restatedIn(fact, question) ?? fact) : `“${fact.content}”`}${fact.current ? "" : pt ? " (já não se aplica)" : " (no longer holds)"}`);
  return lines.join("\n");
};

/** The facts saying what holds before those saying a relationship no longer does ("Mark is no longer my boss"), each in its order. */
const holdingFirst = (facts: ReadonlyArray<FactRow>): ReadonlyArray<FactRow> => [
  ...facts.filter((fact) => !ended.test(fold(fact.content))),
  ...facts.filter((fact) => ended.test(fold(fact.content))),
];

/** Attributes one has one of at a time: a new one told replaces the one before (where one works, where one lives). */
const heldOneAtATime: ReadonlySet<string> = new Set(["work", "home"]);

/** "When…", "what day…", "quando…", "que dia…": a question of a time, which only a fact that tells one answers. */
const whenAsked = /\b(?:when|what (?:day|date)|which (?:day|date)|quando|que dia|qual (?:e )?a data|em que dia)\b/;

/** Whether a fact tells a time: a day still ahead, or a number (a date, a year) in its words. */
const tellsTime = (fact: FactRow, today: string): boolean => dayAhead(fact, today) !== null || /\d/.test(fact.content);

/** "What's my job?", "what do I do for a living?", "qual é a minha profissão?", "em que trabalho?": the job, not where it is done. */
const jobAsked = /\b(?:job|profession|occupation|for a living|what do i do|profissao|ocupacao|em que (?:e que )?(?:eu )?trabalho|o que (?:e que )?(?:eu )?faco)\b/;
const whereAsked = /\b(?:where|which company|what company|employer|onde|empresa|para quem)\b/;
/** "I work at Continente", "trabalho no Continente": where one works, which names a job only by chance. */
const workplace = /\b(?:work|works|working|worked|trabalh\p{L}*)\s+(?:at|for|in|no|na|em|para)\b/u;

/** For the job asked, the facts that say it ("I'm a nurse", "Sou enfermeiro") before those of where one works, each in its order. */
const titleFirst = (question: Question, ask: FactAsk, facts: ReadonlyArray<FactRow>): FactRow[] => {
  if (ask.attribute?.key !== "work" || !question.has(jobAsked) || question.has(whereAsked)) return [...facts];
  const title = (fact: FactRow) => occupationPattern.test(fold(fact.content)) && !workplace.test(fold(fact.content));
  return [...facts.filter(title), ...facts.filter((fact) => !title(fact))];
};

/** The facts naming the most of the question's words first, each group with its days ahead soonest first (`soonestFirst`). */
const closestFirst = (facts: ReadonlyArray<FactRow>, ask: FactAsk, today: string): FactRow[] => {
  const named = (fact: FactRow) => ask.words.filter((word) => sharesInEither(fold(fact.content), word)).length;
  const counts = [...new Set(facts.map(named))].sort((left, right) => right - left);
  return counts.flatMap((count) => soonestFirst(facts.filter((fact) => named(fact) === count), today));
};
