import type { Question } from "../../models/offline/question/Question.js";
import { firstPersonClause, spokenBack } from "../extraction/spokenBack.js";
import { detectLanguage } from "../extraction/detectLanguage.js";
import { secondPersonPt } from "../extraction/secondPersonPt.js";
import type { FactRow } from "./factRow.js";

/** One fact with its date, quoted: `“Susana fez 16 anos” (2025-03-12)`. */
export const cite = (fact: FactRow) => `“${fact.content}” (${fact.date})`;

/** A fact as told, with its date unless that is still ahead: a month's thing ("my passport expires in June 2027") says its own time, and its first day would read as the day. */
export const citeAsTold = (fact: FactRow, today: string) => (fact.date > today ? `“${fact.content}”` : cite(fact));

/**
 * A fact of the person's own thing or people, wherever its possessive stands: "My car insurance…", "The name of my landlord…",
 * "O aniversário da minha mãe…", "A Ana é minha irmã".
 */
const ownThing = { en: /\bmy\b/iu, pt: /(?<![\p{L}])(?:meu|minha|meus|minhas)(?![\p{L}])/iu } as const;

/** "O meu filho e eu…", "…mora comigo": a Portuguese fact of the person's own in the first person further in, whose verb would not agree once turned. */
const firstPersonWordPt = /(?<![\p{L}-])(?:eu|comigo|mim)(?![\p{L}])/iu;

/** "Meu time…" said back opens with the article, "O seu time…", which reads the same in Portugal and Brazil. */
const withArticlePt = (said: string, language: "en" | "pt"): string => {
  if (language !== "pt") return said;
  const bare = /^(Seu|Sua|Seus|Suas)(?=\s)/u.exec(said)?.[1];
  const article = bare === undefined ? undefined : { Seu: "O", Sua: "A", Seus: "Os", Suas: "As" }[bare];
  return article === undefined ? said : `${article} ${said.charAt(0).toLowerCase()}${said.slice(1)}`;
};

/** Words a sentence may open with that are no name, so lower case once a day is said before them ("On 3 June: your lease…"). */
const commonOpening = /^(?:your|the|a|an|this|that|o|a|os|as|um|uma|este|esta|no|na|em)(?![\p{L}])/iu;

/**
 * A fact of the person's own thing said to them, with when they told it (unless that is still ahead, or not `dated`): "Your car insurance
 * renews in March 2027, as you told me on 2026-11-20", "O aniversário da sua mãe é no dia 4 de abril, como me contou em
 * 2026-11-20". Null for any other fact, which is quoted as told: someone else's, or one said in the first person ("I …",
 * "Preciso de renovar o meu passaporte"), whose verb would not agree once turned.
 */
export const saidToThem = (fact: FactRow, question: Question, dated = true): string | null => {
  const language = question.language === "pt" ? "pt" : "en";
  const said = ownToThem(fact, question);
  if (said === null) return null;
  const when = !dated || fact.date > question.today ? "" : language === "pt" ? ` em ${fact.date}` : ` on ${fact.date}`;
  return language === "pt" ? `${said}, como me contou${when}` : `${said}, as you told me${when}`;
};

/** A fact of the person's own thing or people said to them ("Your car insurance renews in March 2027"), without when it was told; null as for `saidToThem`. */
export const ownToThem = (fact: FactRow, question: Question): string | null => {
  const language = question.language === "pt" ? "pt" : "en";
  if (!ownThing[language].test(fact.content) || firstPersonClause(fact.content, language) || (language === "pt" && firstPersonWordPt.test(fact.content))) return null;
  return withArticlePt(spokenBack(fact.content, language), language).replace(/[.!]+$/u, "");
};

/**
 * A like or dislike told in the first person in the answer's language, said to the person: "I prefer green tea to coffee"
 * → "You prefer green tea to coffee", "Não gosto de coentros" → "Não gosta de coentros". Null for one told in the other
 * language (quoted as told) or whose verb is not known here.
 */
export const likeToThem = (fact: FactRow, question: Question): string | null => {
  const language = question.language === "pt" ? "pt" : "en";
  if (!firstPersonClause(fact.content, language) || detectLanguage(fact.content) !== language) return null;
  const turned = language === "pt" ? secondPersonPt(fact.content) : spokenBack(fact.content, "en");
  return turned === null ? null : capitalise(turned.replace(/[.!]+$/u, ""));
};

/** More of the person's own past the opening ("I keep my passport…", "Preciso de renovar o meu passaporte", "Mudei-me…"): turned, every word would need to agree, so such a fact is quoted. */
const moreOwnWords = { en: /\b(?:my|mine|me|myself)\b/iu, pt: /(?<![\p{L}])(?:meu|minha|meus|minhas|me|mim|comigo)(?![\p{L}])/iu } as const;

/**
 * A first-person fact said to the person: a like always (see `likeToThem`), any other when nothing further in it is the
 * person's own ("I don't eat pork" → "You don't eat pork", "Sou alérgico à penicilina" → "É alérgico à penicilina").
 */
export const toldToThem = (fact: FactRow, question: Question, like: boolean): string | null => {
  const turned = like || !moreOwnWords[question.language === "pt" ? "pt" : "en"].test(fact.content.replace(openingSelf, "$1")) ? likeToThem(fact, question) : null;
  // "Estou a aprender espanhol" turned is "está a aprender", said in Portugal only: the person's own words are quoted instead.
  return turned !== null && estarA.test(turned) ? null : turned;
};

/** A past's "-me" said of oneself ("Mudei-me para Lisboa"), which turns with its verb ("Mudou-se"): no more of the person's own. */
const openingSelf = /^((?:eu\s+)?\p{L}+(?:ei|i|í))-me(?![\p{L}])/iu;

/**
 * A fact listed under an answer, said to the person as the answer's own fact is when that reads right ("- Vendeu o carro
 * em 2023 (2026-11-20)", "- Your car is a Fiat (2026-11-20)"), a like told in their language likewise; any other quoted as told.
 * `said` is the fact in the words it is said in, when those are not its own (one told in the other language, restated).
 */
export const saidListed = (fact: FactRow, question: Question, like: boolean, said: FactRow = fact): string => {
  const turned = toldToThem(said, question, like) ?? ownToThem(said, question);
  return turned === null ? cite(fact) : `${capitalise(turned)} (${fact.date})`;
};

/** "está a aprender": "estar a" with an infinitive, Portugal's alone. */
const estarA = /(?<![\p{L}])(?:está|esta|estava) a \p{L}+[aeiô]r(?![\p{L}])/iu;

/** A sentence said after something before it: its first letter in lower case unless it opens with a name ("Lucy is your daughter"). */
export const continued = (sentence: string): string => (commonOpening.test(sentence) ? `${sentence.charAt(0).toLowerCase()}${sentence.slice(1)}` : sentence);

export const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
