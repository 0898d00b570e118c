import { foldAccents } from "@lifeos/core";
import type { Question } from "../../models/offline/question/Question.js";
import { countInWords, identifierAsked } from "../../models/offline/question/identifierAsked.js";
import { howToQuestion } from "./howToQuestions.js";
import { negationAsked, negativeLine } from "./negatedQuestions.js";
import { timeInLine } from "./lineAsks.js";

/**
 * How to do something a document sets out how to do ("how do I make a claim?", "como participar um sinistro?", "como
 * faço para acionar o seguro?"): its section on doing it answers, not a line of another section that names it in passing.
 */
const procedureAsked = new RegExp(
  `${howToQuestion.source}|\\bhow (?:do|can|should|to) (?:i |you |we )?(?:claim|report|file|submit|request|make a claim)\\b|\\bcomo (?:e que )?(?:se )?(?:faco para |fazer para |posso |devo )?(?:participa|participo|participar|aciona|aciono|acionar|reclama|reclamo|reclamar|pede|peco|pedir|comunica|comunico|comunicar)\\b`,
);

/**
 * A line of the section whose heading names what is asked, less the words that name the whole document (every section
 * of a policy is the insurance's): two more for a question of how to do it, the section on doing it ("Making a claim",
 * "Como participar um sinistro") before the excess that names a claim in passing.
 */
export const procedureSection = (question: Question, headingHolds: boolean): number => (headingHolds && question.has(procedureAsked) ? 2 : 0);

/**
 * Ending or leaving something oneself ("what's the notice period to leave?", "how much notice do I give to move out?",
 * "com quanto tempo de antecedência tenho de avisar para sair?"), not the other party's ending it.
 */
const ownEndingAsked =
  /\b(?:leave|leaving|move out|moving out|quit|quitting|resign|resigning|(?:i|we) (?:end|cancel|terminate|break)|to (?:end|cancel|terminate|break)|sair|deixar|mudar|cancelar|rescindir|terminar|denunciar|despedir-me|demitir-me)\b/;
/** The party that is the person: the tenant, the employee, the member, the insured, "you". */
const ownParty =
  /\b(?:tenants?|you|employees?|workers?|members?|the insured|policyholders?|customers?|subscribers?|arrendatari[oa]s?|inquilin[oa]s?|locatari[oa]s?|trabalhador(?:a|es)?|socio|socia|segurad[oa]|tomador(?:a)?|cliente|assinante|voce)\b/;
/** The other party: the landlord, the employer, the insurer, the provider. */
const otherParty =
  /\b(?:landlords?|employers?|the company|insurers?|the insurer|providers?|the club|the gym|senhori[oa]s?|locador(?:a|es)?|empregador(?:a)?|entidade (?:patronal|empregadora)|empresa|seguradora|operadora|ginasio|academia)\b/;

/**
 * Three more for a line that says what the person may do when they ask of ending or leaving themselves (the tenant's 120
 * days' notice, not the landlord's 240), two less for one that says only what the other party may: none when the
 * question names the other party ("how much notice must the landlord give?").
 */
export const ownPartyShare = (question: Question, line: string): number => {
  if (!question.has(ownEndingAsked) || question.has(otherParty)) return 0;
  const folded = foldAccents(line.toLowerCase());
  const own = ownParty.test(folded);
  const other = otherParty.test(folded);
  return own && !other ? 3 : other && !own ? -2 : 0;
};

/**
 * When something was done, in the past ("when did I get my tetanus shot?", "quando tomei a vacina do tétano?", "when was
 * my last booster?", "quando foi a última dose?"): the line dating what was done answers, not the next one due.
 */
const pastDoneAsked = /\bwhen did\b|\bwhat (?:day|date|year) did\b|\bwhen was (?:my |the )?(?:last|latest|previous)\b|\b(?:quando|em que (?:dia|data|ano|mes))(?: e que)?(?: eu)? (?:me |nos )?\w+(?:ei|emos|amos)\b|\bquando foi (?:a |o )?(?:ultim[oa]|anterior)\b/;
/** A line dating what was done ("Last dose: 10 May 2019", "Última dose: …", "administered on …"). */
const doneLine = /\b(?:last|latest|previous|given|administered|received|taken|done|purchased|bought|ultim[oa]|anterior|administrad[oa]|tomad[oa]|feit[oa]|realizad[oa]|comprad[oa])\b/;
/** A line of what is due next ("Next booster due: May 2029", "Próximo reforço: …"). */
const nextLine = /\b(?:next|due|upcoming|proxim[oa]s?|a seguir)\b/;

/** Two more for a line dating what was done, two less for one of what is next, when the question asks when it was done. */
export const pastDoneShare = (question: Question, line: string): number => {
  if (!question.has(pastDoneAsked)) return 0;
  const folded = foldAccents(line.toLowerCase());
  const done = doneLine.test(folded);
  const next = nextLine.test(folded);
  return done && !next ? 2 : next && !done ? -2 : 0;
};

/** What a policy or a plan covers ("what does my car insurance cover?", "what's covered?", "o que cobre o meu seguro?", "quais são as coberturas?"). */
export const coverageAsked =
  /\bwhat (?:does|do|will) (?:my |the |this )?(?:[a-z]+ ){0,3}cover\b|\bwhat(?:'s| is| are) (?:covered|included)\b|\b(?:my |the )?coverage\b|\bo que (?:e que )?(?:\w+ ){0,3}(?:cobre|inclui)\b|\bo que (?:esta|fica) (?:coberto|incluido)\b|\b(?:quais (?:sao )?)?as coberturas\b/;
/** A section of what is covered ("Cover", "What is covered", "Coberturas"). */
const coverHeading = /\b(?:cover|coverage|covered|covers|benefits|cobertura|coberturas|coberto|cobertos|garantias)\b/;
/** A section of when the cover runs, not of what it covers ("Period of cover", "Período de cobertura"). */
const coverPeriod = /\b(?:period|periodo|duration|duracao|term|prazo|validity|validade|dates?|datas?)\b/;

/**
 * Four more for a line of the section on what is covered when that is asked, two less for a line that excludes or falls
 * under a heading that does (unless what is not covered is asked): the policy's cover before its header's insured vehicle
 * or its exclusions, "What is not covered" and "Period of cover" being no section of what is covered for all their "cover".
 */
export const coverageShare = (question: Question, line: string, heading: string): number => {
  if (!question.has(coverageAsked) || negationAsked(question) !== undefined) return 0;
  const folded = foldAccents(heading.toLowerCase());
  const excluding = negativeLine.test(folded);
  const under = coverHeading.test(folded) && !excluding && !coverPeriod.test(folded) ? 4 : 0;
  return under - (excluding || negativeLine.test(foldAccents(line.toLowerCase())) ? 2 : 0);
};

/** A code a line holds: a run of three digits or more, or letters and digits together ("48213", "RA-2024-0912", "PT50 0002…"). */
const codeInLine = /(?<![\p{L}\p{N}])(?:\p{N}[\p{N} .-]{1,}\p{N}|[\p{L}]+[-/]?\p{N}[\p{L}\p{N}/-]*|\p{N}+[\p{L}][\p{L}\p{N}/-]*)(?![\p{L}\p{N}])/u;

/**
 * Two more for a line holding a code when an identifier is asked (`identifierAsked`): "Agreement number: RA-2024-0912"
 * answers "what's the number of my rental agreement?", not the title "Rental agreement".
 */
export const identifierShare = (question: Question, line: string): number =>
  question.has(identifierAsked) && !question.has(countInWords) && codeInLine.test(line) ? 2 : 0;

/** Until what time something may be done ("até que horas posso fazer barulho?", "until what time can I make noise?"). */
const untilTimeAsked = /\b(?:until|till|up to) what time\b|\bhow late\b|\bate (?:que|quais|a que|as que) horas?\b/;

/**
 * Two more for a line that forbids something from a time of day, when the question asks until what time it may be done:
 * the hours it is forbidden begin when it may no longer be ("Entre as 22h00 e as 8h00 não são permitidos ruídos"
 * answers "até que horas posso fazer barulho?", before a rule of works allowed "entre as 9h00 e as 18h00").
 */
export const untilTimeShare = (question: Question, line: string): number =>
  question.has(untilTimeAsked) && timeInLine.test(line) && negativeLine.test(foldAccents(line.toLowerCase())) ? 2 : 0;

/**
 * Four more for a line under a heading that excludes or forbids ("What is not covered", "Exclusões", "Proibições") when
 * what is left out or forbidden is asked: the section listing them, before a line of another section that only excepts
 * in passing ("An excess of 150 EUR applies to each claim, except civil liability").
 */
export const exclusionSectionShare = (question: Question, heading: string): number =>
  negationAsked(question) !== undefined && negativeLine.test(foldAccents(heading.toLowerCase())) ? 4 : 0;
