import type { Question } from "../../models/offline/question/Question.js";
import { detectLanguage } from "../extraction/detectLanguage.js";
import { dayAhead } from "./factDays.js";
import type { FactRow } from "./factRow.js";
import { fold, mentions } from "./factRow.js";
import { ownToThem } from "./factSaidBack.js";
import { relationPhrase } from "@lifeos/core";
import { relativesNamed } from "./someoneNamed.js";

/**
 * The turns of a life, by the words that say them in either language (over folded text), so a question meets the news
 * however either was worded: "when did my grandfather die?" meets "My grandfather passed away", "quando faleceu a minha
 * avó?" meets "A minha avó morreu". "Passed" alone is no death ("I passed my exam"); "born" asks a birthday, not news.
 */
const turns: ReadonlyArray<readonly [kind: string, words: RegExp]> = [
  ["death", /\b(?:die|dies|died|dying|dead|death|pass(?:ed)? away|pass(?:ed)? on|morreu|morrer|morre|morreram|morto|morta|morte|faleceu|falecer|falece|faleceram|falecid[oa]|falecimento|obito)\b/],
  ["wedding", /\b(?:marry|married|marries|wedding|casou|casar|casaram|casad[oa]|casamento)\b/],
  ["engagement", /\b(?:engaged|engagement|noiv[oa]|noivado|noivou)\b/],
  ["divorce", /\b(?:divorc\w*|separated|separou|separaram|separad[oa])\b/],
  ["birth", /\b(?:baby|babies|gave birth|twins|bebe|bebes|deu a luz|parto|gemeos)\b/],
  ["job", /\b(?:(?:new|a) job|promoted|promotion|emprego|promovid[oa]|promocao)\b/],
  ["retirement", /\b(?:retire|retired|retires|retirement|reformou|reformar|reformad[oa]|aposent\w*)\b/],
  ["graduation", /\b(?:graduat\w*|formou|formar|formad[oa]|formatura|licenciou|licenciatura)\b/],
  ["pregnancy", /\b(?:pregnant|pregnancy|expecting|gravida|engravid\w*|gravidez)\b/],
];

/** The turns a folded text speaks of. */
const turnsIn = (folded: string): ReadonlyArray<string> => turns.flatMap(([kind, words]) => (words.test(folded) ? [kind] : []));

/** "What's new with Ana?", "any news from Ana?", "what happened to my grandfather?", "novidades da Ana?", "o que aconteceu ao meu avô?". */
const newsAsked =
  /\b(?:what(?:'s| is|s) new (?:with|from|about)|any (?:news|updates?) (?:on|of|from|about)|(?:what's|whats|what is) the (?:latest|news) (?:on|with|from|about)|what(?: has| have)? happened (?:to|with)|novidades? (?:d[aoe]s?|sobre|com)|(?:o )?que (?:e que )?(?:ha|tem) de novo (?:com|n[ao]s?|d[ao]s?)|o que (?:e que )?(?:aconteceu|se passou) (?:a|ao|aos|as|com)|(?:que|alguma?s?) noticias? (?:d[aoe]s?|sobre))\b/;

/** "When…", "quando…", "que dia…": the day is asked. */
const whenAsked = /\b(?:when|what day|which day|what date|quando|que dia|em que dia|qual (?:foi )?a data)\b/;

/** "Did…?", "has…?", or a Portuguese question opening with no word of asking ("a Ana já casou?", "o meu pai reformou-se?"): yes or no is asked. */
const yesNoAsked = (question: Question): boolean =>
  question.language === "pt" ? !question.has(/^(?:(?:e )?(?:quando|que|qual|quais|como|onde|quem|o que|porque|por que|quanto|alguma?|novidades?)\b)/) : question.has(/^(?:did|has|have|is|was|were)\b/);

/** "What did I write about…", "o que escrevi…": what the journal says is asked, not the news told. */
const writtenAsked = /\b(?:write|wrote|written|journal|diary|entry|entries|escrevi|escreveu|escrito|diario|entrada|entradas)\b/;

/** A question, by its mark or its opening ("já" opens statements as often: "já troquei de emprego pra Farfetch"). */
const asking = (question: Question): boolean => question.text.includes("?") || /^(?:when|did|has|have|is|was|what|quando|o que|que)\b/.test(question.normalized);

/** Dates as the news keeps them ("2 December 2026", "2 de dezembro de 2026", "2026-12-02"): a day was told. */
const toldDay = /\b\d{4}-\d{2}-\d{2}\b|\b\d{1,2} (?:de )?\p{L}+,? (?:de )?\d{4}\b|\b\p{L}+ \d{1,2},? \d{4}\b/u;

/** Who the question asks of: one's relatives by relationship, and names as spelled. */
interface Someone {
  readonly relations: ReadonlyArray<string>;
  readonly names: ReadonlyArray<string>;
}

/** Who the question asks of, when it asks of news of theirs ("when did my grandfather die?", "novidades da Ana?"); null otherwise. */
/** Capitalised words of the question that the facts spell so too ("Ana já casou?", its name opening it): names told. */
const namesTold = (question: Question, facts: ReadonlyArray<FactRow>): ReadonlyArray<string> =>
  [...question.text.matchAll(/\p{Lu}[\p{L}'’-]+/gu)].map((match) => match[0]).filter((word) => facts.some((fact) => new RegExp(`(?<![\\p{L}])${word}(?![\\p{L}])`, "u").test(fact.content)));

const someoneAsked = (question: Question, facts: ReadonlyArray<FactRow> = []): Someone | null => {
  if (!asking(question) || question.has(writtenAsked) || (!question.has(newsAsked) && turnsIn(question.normalized).length === 0)) return null;
  const relations = relativesNamed(question.text).map((relation) => relation.kind);
  const names = relations.length > 0 ? [] : question.names.length > 0 ? question.names : namesTold(question, facts);
  return relations.length === 0 && names.length === 0 ? null : { relations, names };
};

/** Whether a fact is of that someone: it names the same relative (in either language), or the name. */
const isOf = (fact: FactRow, someone: Someone): boolean =>
  someone.relations.length > 0
    ? relativesNamed(fact.content).some((relation) => someone.relations.includes(relation.kind))
    : someone.names.some((name) => mentions(fold(fact.content), name));

/**
 * A fact said to the person: their own relative's news turned to them ("Your grandfather passed away…"), another's as
 * told in the answer's language, quoted in the other; with whether it tells its own day.
 */
const said = (fact: FactRow, question: Question): { readonly text: string; readonly dated: boolean } => {
  const dated = toldDay.test(fact.content);
  const turned = ownToThem(fact, question);
  if (turned !== null) return { text: turned, dated };
  const same = detectLanguage(fact.content) === (question.language === "pt" ? "pt" : "en");
  return { text: same ? fact.content.replace(/[.!]+$/u, "") : `“${fact.content}”`, dated };
};

/** The fact as one sentence, with the day it was told when it tells none of its own. */
const sentenceOf = (fact: FactRow, question: Question): string => {
  const { text, dated } = said(fact, question);
  return dated ? text : question.language === "pt" ? `${text}, como me contou em ${fact.date}` : `${text}, as you told me on ${fact.date}`;
};

/** The fact as a line of a list, dated by the day it was told when it tells none of its own. */
const lineOf = (fact: FactRow, question: Question): string => {
  const { text, dated } = said(fact, question);
  return `- ${capitalise(text)}${dated ? "" : ` (${fact.date})`}`;
};

/** A sentence continued after a colon: "Sim: o seu pai…", "Yes: your brother…" (a name keeps its capital). */
const continued = (sentence: string): string => sentence.replace(/^(?:Your|The|O|A|Os|As)(?=\s)/u, (word) => word.toLowerCase());

const newestFirst = (facts: ReadonlyArray<FactRow>): FactRow[] => [...facts].sort((left, right) => (left.date < right.date ? 1 : left.date > right.date ? -1 : 0));

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * News of someone's life asked back, answered from what was told of them: "when did my grandfather die?" (the death
 * told, with its day when one was told), "did my brother get a new job?", "o meu pai já se reformou?" (yes, as told),
 * "what's new with Ana?", "o que aconteceu ao meu avô?" (every turn told of them, newest first). Null when the question
 * asks no such thing, or nothing told of that someone answers it (the other readings then apply).
 */
export const lifeNewsAnswer = (question: Question, facts: ReadonlyArray<FactRow>): string | null => {
  const someone = someoneAsked(question, facts);
  if (someone === null) return null;
  const pt = question.language === "pt";
  // A day still ahead ("my sister's wedding is on Saturday") is no news yet: the facts' own reading says when it comes.
  const all = facts.filter((fact) => fact.current && isOf(fact, someone));
  if (all.some((fact) => (fact.date > question.today || dayAhead(fact, question.today) !== null) && turnsIn(fold(fact.content)).length > 0)) return null;
  const theirs = newestFirst(all);
  // "What happened to my grandfather last week?" asks the journal of those days.
  if (question.has(newsAsked) && question.range !== null) return null;
  if (question.has(newsAsked)) {
    const news = theirs.filter((fact) => fact.type === "event" || turnsIn(fold(fact.content)).length > 0);
    if (news.length === 0) return null;
    if (news.length === 1) return `${pt ? "Pelo que me contou" : "From what you told me"}: ${continued(lineOf(news[0]!, question).slice(2))}.`;
    return [pt ? "Pelo que me contou, do mais recente:" : "From what you told me, newest first:", ...news.slice(0, 5).map((fact) => lineOf(fact, question))].join("\n");
  }
  const asked = turnsIn(question.normalized);
  if (asked.length === 0) return null;
  const [latest] = theirs.filter((fact) => turnsIn(fold(fact.content)).some((kind) => asked.includes(kind)));
  if (latest === undefined) return null;
  const sentence = capitalise(sentenceOf(latest, question));
  // "When did Ana have her baby?" with no day told: the news as told, and that its day was not.
  if (question.has(whenAsked)) return toldDay.test(latest.content) ? `${sentence}.` : pt ? `${sentence}; não me disse o dia.` : `${sentence}; you didn't tell me the day.`;
  return yesNoAsked(question) ? `${pt ? "Sim" : "Yes"}: ${continued(sentence)}.` : `${sentence}.`;
};

/**
 * The words to search the memories by for news asked of someone the prompt's memories tell nothing of: who they are, in
 * both languages ("grandfather avô grandpa", "Ana"); null when the question asks no news of anyone.
 */
export const lifeNewsQuery = (question: Question): string | null => {
  const someone = someoneAsked(question);
  if (someone === null) return null;
  const relatives = relativesNamed(question.text).flatMap((relation) => [...relation.en, ...relation.pt].map(([word]) => word));
  return [...new Set([...someone.names, ...relatives])].join(" ");
};

/** Who the question asks of, said back: "your grandfather", "o seu avô", "Ana". */
const whoSaid = (question: Question): string => {
  const pt = question.language === "pt";
  const [relation] = relativesNamed(question.text);
  if (relation === undefined) return question.names.join(pt ? " e " : " and ");
  const phrase = relationPhrase(relation.kind, pt ? "pt" : "en", relation.pt.length === 1 ? relation.pt[0]![1] : null, relation[pt ? "pt" : "en"].find(([word]) => question.text.toLowerCase().includes(word.toLowerCase()))?.[0]);
  return pt ? phrase.replace(/^minha /u, "a sua ").replace(/^meu /u, "o seu ") : phrase.replace(/^my /u, "your ");
};

/**
 * Plainly that no such news was told, for news asked of someone of whom no fact tells any turn of life; null for any
 * other question, or when one does (a wedding still ahead is answered by its day, see `lifeNewsAnswer`).
 */
export const noNewsTold = (question: Question, facts: ReadonlyArray<FactRow>): string | null => {
  const someone = someoneAsked(question);
  if (someone === null || facts.some((fact) => isOf(fact, someone) && turnsIn(fold(fact.content)).length > 0)) return null;
  const who = whoSaid(question);
  if (question.language === "pt") return `Não me contou ${question.has(newsAsked) ? "novidades" : "isso"} ${/^(?:a|o) /u.test(who) ? `d${who}` : `sobre ${who}`}.`;
  return `You haven't told me ${question.has(newsAsked) ? "any news of" : "that about"} ${who}.`;
};
