import { foldAccents, sameWords } from "@lifeos/core";
import type { Question } from "../../models/offline/question/Question.js";
import { boundaryShare, dateSearchWord, datesAsked } from "./datedQuestions.js";
import { negationAsked, negativeLine } from "./negatedQuestions.js";
import { coverageShare, exclusionSectionShare, identifierShare, ownPartyShare, pastDoneShare, procedureSection, untilTimeShare } from "./lineBoosts.js";
import { otherSenseIn } from "./wordSenses.js";
import { asksMoney, moneyInLine, priceShare, sumNamed } from "./moneyAsks.js";
import { amountAsked, dateWanted, dateInLine, durationAsked, durationInLine, hoursAsked, paymentAsked, paymentInLine, sectionShare, timeAsked, timeInLine, timeRangeInLine } from "./lineAsks.js";
import type { Line } from "./passageLines.js";
import { fieldLine, whoAsked } from "./saidQuestions.js";
import type { WordGroup } from "./wordGroups.js";
import { groupStrength, holdsGroup } from "./wordGroups.js";

/* How well one line of a passage answers the question: the words it holds and what the question asks of it. */

const fold = (word: string) => foldAccents(word.toLowerCase());

/**
 * Examples a line names in passing, from "including", "such as", "incluindo", "tais como"… to the end of the clause
 * ("…não são permitidos ruídos…, incluindo música alta, obras e mudanças"): the line is about something else.
 */
const namedInPassing = /\b(?:including|such as|for example|for instance|e\.g\.|incluindo|inclusive|tais como|como por exemplo|por exemplo|nomeadamente|designadamente)\b[^.;:()]*/giu;

/**
 * An appliance named after what it does ("washing machine", "dishwasher", "máquina de lavar roupa", "máquina de secar"):
 * a thing, which holds no word of the doing ("where can I wash my car?" is not asked of a washing machine's repairs).
 */
const applianceName =
  /\b(?:washing|drying|sewing|vending|ironing|coffee|dish ?washing)[ -](?:machines?|boards?)\b|\bm[aá]quinas? (?:de |do |da )?(?:lavar|secar|costura|cost[uo]rar|caf[eé]|passar)(?:(?: a)? (?:roupa|lou[cç]a|loi[cç]a))?\b|\bm[aá]quinas? (?:lava|seca)-?(?:lou[cç]a|loi[cç]a|roupa)\b/giu;

/** The line less the appliances it names that the question does not name itself (see `applianceName`). */
const withoutAppliances = (text: string, question: Question): string =>
  text.replace(applianceName, (name) => (question.normalized.includes(fold(name).replace(/-/g, " ")) ? name : " "));

/** A length of hours ("24 hours before departure", "48 horas antes"), not a time of day said in hours ("às 8 horas"). */
const lengthOfHours = /(?<!(?:[aà]s|das|pelas|at|from|until|till)\s)\b\d+\s*(?:\([\p{L} ]+\)\s*)?(?:hours?|hrs?|horas?)\b/giu;

/**
 * The line less its lengths of hours when the hours a place keeps are asked ("what are the quiet hours?"): a check-in
 * that "opens 24 hours before departure" holds no hours of the day.
 */
const withoutLengthsOfHours = (text: string, question: Question): string => (question.has(hoursAsked) ? text.replace(lengthOfHours, " ") : text);

/**
 * How surely a line holds a word of the group (see `groupStrength`), half of it when only the examples it names in
 * passing do (`namedInPassing`): "Obras ruidosas só podem ser feitas…" answers of works before a rule on noise that
 * lists works among its examples.
 */
const strengthInLine = (text: string, group: WordGroup): number => {
  const whole = groupStrength(text, group);
  const passing = text.replace(namedInPassing, " ");
  return whole === 0 || passing === text ? whole : Math.max(groupStrength(passing, group), whole / 2);
};

/**
 * How surely a line holds what a dated question asks the date of: 1 for the subject's own word, not only a word related
 * to it ("rent" of "when is the rent due?", not the "lease" of the term's clause), or for the dates searched when they
 * are all that is asked ("when does my lease end?" searches the term); half for a word that says the same as it
 * ("rent" of "até quando tenho de pagar a renda?", but also "lease"); 0 for none.
 */
const datedSubjectHeld = (line: Line, groups: ReadonlyArray<WordGroup>, named: string): number => {
  const searched = groups.filter((group) => group.weight >= 3);
  const subject = searched.filter((group) => !dateSearchWord.test(group.words[0]!));
  const text = `${line.text} ${line.heading}`;
  if (subject.length === 0) return searched.some((group) => holdsGroup(text, group)) ? 1 : 0;
  if (subject.some((group) => holdsGroup(text, { words: group.words.slice(0, 1), weight: group.weight }))) return 1;
  // "When does my insurance end?" of home-insurance-policy.md, "quando acaba o seguro?" too: the document is what is
  // asked, and its line dating the term ("End date: …", under "Period of cover") holds the dates searched.
  const dates = groups.filter((group) => dateSearchWord.test(group.words[0]!));
  const ownName = subject.some((group) => holdsGroup(named, { words: [group.words[0]!, ...sameWords(group.words[0]!)].map(fold), weight: group.weight }));
  if (ownName && dates.some((group) => holdsGroup(line.text, group))) return 1;
  return subject.some((group) => holdsGroup(text, { words: sameWords(group.words[0]!).map(fold), weight: group.weight })) ? 0.5 : 0;
};

/**
 * A code's digits, after its letters ("TP1353", "KX7P2Q", "WC2R"): no amount, date or time ("when do I fly back?" is not
 * answered by the flight's number), unlike "22h00" or "14 days".
 */
const codeNumber = /(?<![\p{L}\p{N}])\p{L}+\p{N}[\p{L}\p{N}]*/gu;

/**
 * A line's score: each group's weight times how surely the line holds it, a third of it when only its section's heading
 * does (0.9 when the heading holds the very word asked; half when only its examples named in passing do; a tenth more when
 * both do), and half as much for a group the whole document is named by (every line of a policy is about the insurance:
 * its other words tell them apart); when a number is asked, a line that holds one and something of the question counts
 * one more, and one more again for a sum of money when money is asked or for a date when a date is (three more when
 * the question asks when something starts, ends or is due and the line holds a searched word); a line with a
 * time of day counts two more when a time is asked (two more again for a range of them when the hours a place keeps are), and a field labelled with a searched word ("Landlord: Helena Marques")
 * three more when a person is; a line with a length of time counts two more when how long is asked, and a line that
 * excludes or forbids two more when that is asked (`negationAsked`).
 */
export const scoreOf = (line: Line, groups: ReadonlyArray<WordGroup>, named: string, question: Question): { total: number; searched: number; rank: number; own: boolean } => {
  let total = 0;
  let searched = 0;
  // Whether the line, or its heading by the very word, holds a searched word (see `AnsweringLines.own`).
  let holdsSearched = false;
  let rank = 0;
  // Whether the line holds a word the document is not named by: a passage's first line, under no heading and
  // unpunctuated, that holds only those of its name (a plain-text file's title, "BOSCH … Washing Machine … Guarantee")
  // names the document and answers little.
  // Whether the line's heading names a word searched that the document is not named by (see `procedureSection`).
  let headingHolds = false;
  let beyondName = line.index > 0 || line.heading !== "" || /[.!?:;]/.test(line.text);
  const readText = withoutLengthsOfHours(withoutAppliances(line.text, question), question);
  let inPassing = false;
  for (const group of groups) {
    // A heading that names the word asked itself ("To review before the exam") says more than a line holding a word
    // only related to it ("classes" of the study notes), if less than a line holding it; a third for a related word.
    // "Qual é o meu lugar no avião?": a line or heading naming another sense of the word ("Garagem": "lugar de
    // estacionamento") does not hold it.
    const otherSense = otherSenseIn(question, group.words[0]!, `${line.text} ${line.heading}`);
    const underHeading = otherSense ? 0 : groupStrength(line.heading, { words: group.words.slice(0, 1), weight: group.weight }) === 1 ? 0.9 : groupStrength(line.heading, group) / 3;
    const inLine = otherSense ? 0 : strengthInLine(readText, group);
    // A searched word the line names only as an example of what it is about ("obras" of a rule on noise).
    if (group.weight >= 3 && inLine > 0 && inLine < groupStrength(readText, group)) inPassing = true;
    // A line holding the word under a heading that names it too ("Garagem": "…nem lavar carros na garagem") is of that
    // section's subject, before a line of another section that names it in passing ("…nos contentores da garagem").
    const strength = Math.max(inLine, underHeading);
    const section = inLine > 0 && underHeading > 0 ? sectionShare : 0;
    const inName = groupStrength(named, group);
    if (group.weight >= 3 && inName === 0 && underHeading > 0) headingHolds = true;
    if (strength > 0 && inName === 0) beyondName = true;
    const held = strength * group.weight * (inName > 0 ? 0.5 : 1);
    total += held + section * group.weight;
    if (group.weight >= 3) searched += held;
    if (group.weight >= 3 && (inLine > 0 || underHeading === 0.9)) holdsSearched = true;
    rank += group.weight * Math.max(strength, inName / 2);
  }
  // "How much is the gym?": a member's, a phone or a policy number is no sum of money, and counts nothing when money is asked.
  const asked = groups.map((group) => group.words[0]!);
  const subject = groups.filter((group) => group.weight >= 3).flatMap((group) => group.words);
  const moneyWanted = asksMoney(question, asked);
  const sum = moneyInLine.test(line.text);
  const dateHeld = dateWanted(question) && dateInLine.test(line.text);
  const number =
    (total > 0 && (question.has(amountAsked) || sumNamed(question)) && /\p{N}/u.test(line.text.replace(codeNumber, " ")) && (!moneyWanted || sum || dateHeld)
      ? 1 + (moneyWanted && sum ? 1 : 0) + (dateHeld ? 1 : 0) + priceShare(question, asked, subject, line.text)
      : 0) + (total > 0 && question.has(timeAsked) && timeInLine.test(line.text) ? 2 : 0);
  // "What are the quiet hours?": the hours a place keeps are a range of them ("between 22:00 and 8:00").
  const range = total > 0 && question.has(hoursAsked) && timeRangeInLine.test(line.text) ? 2 : 0;
  // "When does my lease end?": the line holding the date(s) of what was searched answers, not one that only names the end.
  const held = datesAsked(question) && dateInLine.test(line.text) ? datedSubjectHeld(line, groups, named) : 0;
  // "Até quando tenho de pagar a renda?": when a payment is asked, only a line of what is paid says when (not the term's).
  const payment = question.has(paymentAsked);
  const dated = held > 0 && (!payment || moneyInLine.test(line.text) || paymentInLine.test(line.text)) ? 3 * held + (payment ? 1 : 0) + boundaryShare(question, line.text) : 0;
  // "Who is my landlord?": a field labelled with what was searched ("Landlord: Helena Marques") names whom.
  const label = question.has(whoAsked) && fieldLine(line.text) ? line.text.slice(0, line.text.indexOf(":")) : "";
  const whom = label !== "" && groups.some((group) => group.weight >= 3 && holdsGroup(label, group)) ? 3 : 0;
  if (!beyondName) {
    total /= 2;
    searched /= 2;
    rank /= 2;
  }
  // "How long is the warranty?": a line holding a length of time.
  const lasting = total > 0 && question.has(durationAsked) && durationInLine.test(line.text) ? 2 : 0;
  // "What is not covered?": a line that excludes or forbids, or falls under a heading that does, answers it.
  const negative = total > 0 && negationAsked(question) !== undefined && negativeLine.test(fold(`${line.text} ${line.heading}`)) ? 2 : 0;
  // "How do I make a claim?": the section on claiming; "what's the notice period to leave?": the tenant's notice; "when did I
  // get my tetanus shot?": the dose given, not the next booster.
  const own = total > 0 ? procedureSection(question, headingHolds) + ownPartyShare(question, line.text) + pastDoneShare(question, line.text) + coverageShare(question, line.text, line.heading) + exclusionSectionShare(question, line.heading) + identifierShare(question, line.text) + (inPassing ? 0 : untilTimeShare(question, line.text)) : 0;
  const boosts = number + range + dated + whom + negative + lasting + own;
  return { total: total + boosts, searched, rank: rank + boosts, own: holdsSearched };
};
