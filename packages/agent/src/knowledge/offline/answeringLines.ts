import { endingApart, foldAccents, stemsOf, stopWords, isTopicWord, relatedWords, sameWords } from "@lifeos/core";
import { clip, plain } from "../../models/offline/answerText.js";
import type { Question } from "../../models/offline/question/Question.js";
import { requestWords, tokens } from "../../models/offline/question/topicWords.js";
import { falseFriends } from "./falseFriends.js";
import { boundaryShare, dateSearchWord, datesAsked } from "./datedQuestions.js";
import { negationAsked, negativeLine } from "./negatedQuestions.js";
import { carer } from "./recordQuestions.js";
import { coverageShare, exclusionSectionShare, identifierShare, ownPartyShare, pastDoneShare, procedureSection, untilTimeShare } from "./lineBoosts.js";
import { purchaseDateAsked, purchaseLines } from "./purchaseDates.js";
import { cellsOf, rowText } from "./tableRows.js";
import { otherSenseIn } from "./wordSenses.js";
import { asksMoney, costWords, moneyInLine, periods, priceShare } from "./moneyAsks.js";
import { amountAsked, dateAsked, dateInLine, durationAsked, durationInLine, lastingVerbs, sectionShare, timeAsked, timeInLine } from "./lineAsks.js";

const fold = (word: string) => foldAccents(word.toLowerCase());

/** A question for a person ("who is my landlord?", "quem é o senhorio?"). */
const whoAsked = /\b(?:who|whom|whose|quem)\b/;
/** A question for what someone said, advised or prescribed ("what did the doctor say?", "o que recomendou a médica?"). */
const saidAsked = /\b(?:say|said|says|tell|told|recommend\w*|advis\w*|prescrib\w*|suggest\w*|diz|disse|disseram|dizia|recomend\w*|aconselh\w*|receit\w*|sugeri\w*)\b/;
/** Words of saying, advising and prescribing a letter uses for what was said. */
const saidWords =
  "said says say told tell recommended recommend recommends advised advise advises prescribed prescribe suggested suggest asked disse diz dizem recomendo recomenda recomendou recomendado aconselho aconselha aconselhou receitou receito sugiro sugere sugeriu pediu";
/**
 * A line of a letter's or a form's header: a short label, a colon and a short value ("Physician: Dr. Helen Moore",
 * "Médico requisitante: Dr. Rui Carvalho"). It names who or what, and says nothing that was said.
 */
const fieldLine = (line: string): boolean => {
  const match = /^([^:]{1,40}):\s*(\S.*)$/u.exec(line);
  if (match === null) return false;
  return match[1]!.trim().split(/\s+/).length <= 4 && line.split(/\s+/).length <= 9;
};

/** Words a question's subject is matched by, and how much holding one of them weighs. */
export interface WordGroup {
  readonly words: ReadonlyArray<string>;
  readonly weight: number;
}

/** The search's words, each with the words related to it (as searched): what the question is about. */
export const searchGroups = (args: Readonly<Record<string, unknown>>, framing: ReadonlySet<string> = new Set()): WordGroup[] => {
  const related = Array.isArray(args["related"]) ? (args["related"] as unknown[]).filter((list): list is string[] => Array.isArray(list)) : [];
  const query = typeof args["query"] === "string" ? args["query"] : "";
  const words = [...new Set(tokens(query).map((token) => fold(token.word)))];
  return words.map((word) => ({
    words: [word, ...(related.find((list) => fold(String(list[0])) === word)?.slice(1) ?? [])].map(fold),
    // "how much tax did I pay?": the paying only says how the tax came up; the tax is what is asked. So does the doctor of
    // "what did the doctor say about my cholesterol?": every line of a letter is the doctor's, the cholesterol is asked.
    // The dates searched with a subject ("rent term" of "when is the rent due?") only say what of the subject is asked.
    // So do the words that only say which document is meant ("the building's rulebook") or ask how much ("o valor da caução").
    weight: (framing.has(word) || moneyVerb.test(word) || carer.test(word) || saidAsked.test(word) || dateSearchWord.test(word)) && words.length > 1 ? 1 : 3,
  }));
};

/**
 * Verbs of paying, spending, buying, earning and costing ("how much did I spend on rent?", "quanto gasto de renda?": the rent
 * is asked; "when did I buy my laptop?": the laptop).
 */
const moneyVerb =
  /^(?:pay|pays|paid|paying|spend|spends|spent|spending|buy|buys|bought|buying|purchase|purchased|earn|earns|earned|receive|received|cost|costs|pago|paga|pagas|pagamos|paguei|pagou|pagar|gasto|gasta|gastas|gastamos|gastei|gastou|gastar|gastam|gastaram|compro|compra|compramos|comprei|comprou|comprar|compraram|recebo|recebi|receber|ganho|ganhei|custa|custam|custou)$/;

/**
 * The question's other words that may tell one line from another ("net" of "what's my net salary?", "taking" of "what
 * medication am I taking?"), with their related words: not request or function words, unless they are a known topic's
 * ("menos" of "beber menos café" is the reducing a letter asks for).
 */
const questionGroups = (question: Question, searched: ReadonlyArray<WordGroup>): WordGroup[] => {
  const known = new Set(searched.flatMap((group) => group.words));
  const words = [...new Set(tokens(question.normalized).map((token) => fold(token.word)))];
  const said = words
    .filter((word) => word.length >= 3 && !known.has(word) && (isTopicWord(word) || (!requestWords.has(word) && (!stopWords.has(word) || relatedWords(word).length > 0))))
    .map((word) => {
      const related = relatedWords(word).map(fold);
      // A word of a known topic ("net" of "net salary", "left" of "days left") tells lines apart more than a passing one.
      return { words: [word, ...related], weight: related.length > 0 ? 2 : 1 };
    });
  const cost = asksMoney(question, searched.map((group) => group.words[0]!)) ? [{ words: costWords.split(" ").map(fold), weight: 1 }] : [];
  // "how long does a repair take?", "quanto tempo demora?": a line saying what takes or lasts that long ("Repairs take 5 to
  // 10 working days") before one that only holds a length of time (a deadline "within 15 days").
  const lasting = question.has(durationAsked) ? [{ words: lastingVerbs.split(" "), weight: 2 }] : [];
  const period = periods.filter((entry) => question.has(entry.asked)).map((entry) => ({ words: entry.words.split(" ").map(fold), weight: 1 }));
  const saying = question.has(saidAsked) ? [{ words: saidWords.split(" ").map(fold), weight: 1 }] : [];
  return [...said, ...cost, ...lasting, ...period, ...saying];
};

/**
 * How surely a folded word is the term: 1 when it is, 0.75 when it is the term with another short ending ("renewal" of
 * "renew", see `endingApart`) or shares its stem (the keyword index's rule) and is no false friend of it ("remedies" of
 * "remédios"), else 0: a word that only starts like it is another ("salário" of "sala", "portagem" of "porta").
 */
const wordHolds = (word: string, term: string): number => {
  if (word === term) return 1;
  if (term.length < 3 || word.length < 3 || falseFriends(word, term)) return 0;
  if (endingApart(word, term)) return 0.75;
  const stems = stemsOf(term);
  return stemsOf(word).some((stem) => stems.includes(stem)) ? 0.75 : 0;
};

/**
 * How surely the text holds a word of the group (see `wordHolds`), the group's own word before the words related to it
 * (0.85 of it: "cardiologist" asked, a cardiologist's letter before a doctor's note): 0 when it holds none.
 */
export const groupStrength = (text: string, group: WordGroup): number => {
  const words = fold(text).match(/[\p{L}\p{N}]+/gu) ?? [];
  let best = 0;
  for (const [index, term] of group.words.entries()) {
    const share = index === 0 ? 1 : 0.85;
    // A term of several words ("take-home", "segurança social") is held when the line says them one after another.
    const parts = term.match(/[\p{L}\p{N}]+/gu) ?? [];
    if (parts.length > 1) {
      if (words.some((_, start) => parts.every((part, offset) => words[start + offset] === part))) best = Math.max(best, share);
      continue;
    }
    for (const word of words) best = Math.max(best, wordHolds(word, term) * share);
    if (best === 1) return 1;
  }
  return best;
};

/** Whether the text holds a word of the group. */
export const holdsGroup = (text: string, group: WordGroup): boolean => groupStrength(text, group) > 0;

/**
 * The end of a sentence: not after a title or an abbreviation ("Dr. Helena Marques", "e.g. a cat"), nor one of "number"
 * before its number ("Rental agreement no. 88231", "Contrato Nº. 88231"), nor dot leaders ("Obturação .... 80,00 €").
 */
const sentenceEnd = /(?<!\b(?:Dr|Dra|Mr|Mrs|Ms|Sr|Sra|St|Prof|Eng|No|Nr|nº|e\.g|i\.e|vs|p|pp|art|cf)\.)(?<!\b[Nn][ºoOr]\.(?=\s+\p{N}))(?<!\.\.)(?<=[.!?])\s+(?=[\p{Lu}\p{N}])/u;

interface Line {
  readonly text: string;
  /** The heading of the section the line falls under, within the passage, with a table row's column names. */
  readonly heading: string;
  /** The Markdown heading the line falls under within the passage ("" above the passage's first one). */
  readonly section: string;
  readonly index: number;
}

/**
 * A plain-text heading: a short line (four words at most) with no number and no closing punctuation but a colon, not a
 * list item nor a "label: value" field, with text below it ("Error codes", "Coberturas:"): it names the lines below.
 */
const plainHeading = (raw: string, next: string | undefined): boolean => {
  const line = raw.trim();
  if (next === undefined || next.trim() === "" || /^(?:[-*•]|\d+[.)])\s/.test(line) || /\p{N}/u.test(line) || /[.!?;,]$/.test(line) || /:\s*\S/.test(line)) return false;
  return line.split(/\s+/).length <= 4;
};

/**
 * The lines of a passage: each line of the text (a payslip's "Net pay: 2,260.00 EUR" stays whole, not run into the
 * next; a line broken inside a sentence, going on in lower case, joined to the next), split into sentences; a Markdown
 * heading is not a line but the heading of those below it, and so is a table's header row for the table's rows, each
 * row read with its cells apart (`rowText`).
 */
const linesOf = (passage: string, passageHeading: string): Line[] => {
  let heading = "";
  const lines: Line[] = [];
  // A line broken inside a sentence (a PDF's lines end where the page's width did) goes on in the next line.
  const joined = passage.replace(/([^\n.!?:;])[ \t]*\n[ \t]*(?=\p{Ll})/gu, "$1 ");
  // The header row of the table being read ("Análise | Resultado | Valores de referência") and its cells, where the last
  // row began, and its cells.
  let columns = "";
  let names: ReadonlyArray<string> = [];
  let rowStart = -1;
  let lastCells: ReadonlyArray<string> = [];
  const raws = joined.split(/\n+/);
  for (const [at, raw] of raws.entries()) {
    // A table's separator row: the row before it was the header, which names the columns of the rows below it, as a
    // heading does, and is no answer itself.
    if (/^\s*\|?[\s:|-]*-{2,}[\s:|-]*$/.test(raw)) {
      if (rowStart >= 0) {
        columns = lines.splice(rowStart).map((line) => line.text).join(" ");
        names = lastCells;
      }
      rowStart = -1;
      continue;
    }
    const row = /^\s*\|.*\|\s*$/.test(raw);
    if (!row) {
      columns = "";
      names = [];
    }
    lastCells = row ? cellsOf(raw) : [];
    const text = row ? rowText(lastCells, names) : plain(raw.replace(/^\s*(?:[-*•]|\d+[.)])\s+/, "")).replace(/^…\s*/, "");
    if (text === "") continue;
    // A Markdown heading, the passage's heading said again as its first line, or a plain-text one (`plainHeading`).
    if (/^\s*#{1,6}\s/.test(raw) || (lines.length === 0 && text === passageHeading) || (!row && plainHeading(raw, raws[at + 1]))) {
      heading = text;
      rowStart = -1;
      continue;
    }
    rowStart = row ? lines.length : -1;
    const under = columns === "" ? heading : `${heading} ${columns}`.trim();
    for (const sentence of text.split(sentenceEnd)) lines.push({ text: sentence, heading: under, section: heading, index: lines.length });
  }
  return lines;
};

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

/** A question of when something is to be paid ("when is the rent due?", "até quando tenho de pagar a renda?"). */
const paymentAsked = /\b(?:pay|paid|paying|payment|due|pagar|pago|paga|pagamento|pagamentos|vence|vencimento)\b/;
/** A line that says what is paid: a sum of money, or a word of paying. */
const paymentInLine = /\b(?:pay|pays|paid|payable|payment|due|pagar|paga|pago|pagos|pagas|pagamento|vence|vencimento)\b/i;

/**
 * A line's score: each group's weight times how surely the line holds it, a third of it when only its section's heading
 * does (0.9 when the heading holds the very word asked; half when only its examples named in passing do; a tenth more when
 * both do), and half as much for a group the whole document is named by (every line of a policy is about the insurance:
 * its other words tell them apart); when a number is asked, a line that holds one and something of the question counts
 * one more, and one more again for a sum of money when money is asked or for a date when a date is (three more when
 * the question asks when something starts, ends or is due and the line holds a searched word); a line with a
 * time of day counts two more when a time is asked, and a field labelled with a searched word ("Landlord: Helena Marques")
 * three more when a person is; a line with a length of time counts two more when how long is asked, and a line that
 * excludes or forbids two more when that is asked (`negationAsked`).
 */
const scoreOf = (line: Line, groups: ReadonlyArray<WordGroup>, named: string, question: Question): { total: number; searched: number; rank: number; own: boolean } => {
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
  const readText = withoutAppliances(line.text, question);
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
  const dateHeld = question.has(dateAsked) && dateInLine.test(line.text);
  const number =
    (total > 0 && question.has(amountAsked) && /\p{N}/u.test(line.text.replace(codeNumber, " ")) && (!moneyWanted || sum || dateHeld)
      ? 1 + (moneyWanted && sum ? 1 : 0) + (dateHeld ? 1 : 0) + priceShare(question, asked, subject, line.text)
      : 0) + (total > 0 && question.has(timeAsked) && timeInLine.test(line.text) ? 2 : 0);
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
  const boosts = number + dated + whom + negative + lasting + own;
  return { total: total + boosts, searched, rank: rank + boosts, own: holdsSearched };
};

export interface AnsweringLines {
  /** The quote: the line that answers best, with the next one as good at the searched words when both fit. */
  readonly text: string;
  /** How well it answers: 0 when no line holds a word of the question. */
  readonly score: number;
  /**
   * How much of the question the passage holds, to rank passages by: the quote's score with every word counted whole,
   * and half of those only `named` holds (the policy's title says "insurance" for its cancellation clause).
   */
  readonly rank: number;
  /**
   * The Markdown heading the quote falls under inside the passage ("" when it is above the passage's first one, or the
   * passage has none): a passage may hold a short section joined to the next, whose heading is not the passage's.
   */
  readonly section: string;
  /** Whether money is asked and the quote says a sum of it ("how much is my rent?" of "The monthly rent is 1,150 euros"). */
  readonly priced: boolean;
  /** Whether a time of day is asked and the quote says one ("what time do classes start?" of "Lessons begin at 8:30"). */
  readonly timed: boolean;
  /**
   * Whether the quote's line holds a searched word (or its heading the word itself): not only the numbers, the sums or
   * the words of asking, nor a heading's word related to it ("Outbound flight" of "férias").
   */
  readonly own: boolean;
}

/**
 * The lines of a document passage that answer the question: the line holding
 * the most of the searched words and their related words (each word's group
 * counted once), then of the question's other words (see `scoreOf`; the
 * words of `named`, the passage's heading, title and file name, count half,
 * and a first line that only repeats `heading` is not quoted;
 * since every line of the document is about them); when the question asks
 * how much, how many, how long or when, a line holding a number counts more.
 * The line next to it in the same section is added when it is as good at
 * the searched words, nearly as good overall, and both fit `max` ("Continue taking lisinopril 10 mg
 * … Start atorvastatin 20 mg …"). Lines are a passage's own lines split into
 * sentences, so a payslip's lines are never run together. With no line
 * holding any of the words, the first line, score 0.
 */
export const answeringLines = (
  passage: string,
  question: Question,
  args: Readonly<Record<string, unknown>>,
  { heading = "", named = "", max = 240, framing = new Set() }: { readonly heading?: string; readonly named?: string; readonly max?: number; readonly framing?: ReadonlySet<string> } = {},
): AnsweringLines => {
  const searched = searchGroups(args, framing);
  const groups = [...searched, ...questionGroups(question, searched)];
  const all = linesOf(passage, plain(heading));
  if (all.length === 0) return { text: clip(plain(passage), max), score: 0, rank: 0, section: "", priced: false, timed: false, own: false };
  // "What did the doctor say?": a header line naming the doctor ("Physician: Dr. Helen Moore") is no answer; it names the
  // passage, as its title does, and a line below it says what was said.
  const header = question.has(saidAsked) ? all.filter((line) => fieldLine(line.text)) : [];
  const lines = header.length < all.length ? all.filter((line) => !header.includes(line)) : all;
  const naming = [named, ...header.map((line) => line.text)].join(" ");
  const scored = lines.map((line) => ({ line, ...scoreOf(line, groups, naming, question) }));
  const best = scored.reduce((top, entry) => (entry.total > top.total ? entry : top), scored[0]!);
  if (best.total === 0) {
    // Named by its header for the person asked about, and nothing else asked: what the passage says first after it.
    const headerText = header.map((line) => line.text).join(" ");
    const byHeader = searched.reduce((sum, group) => sum + group.weight * groupStrength(headerText, group), 0);
    return { text: clip(lines[0]!.text, max), score: byHeader > 0 ? 0.5 : 0, rank: byHeader, section: lines[0]!.section, priced: false, timed: false, own: false };
  }
  // The line next to it in the same section, as good at the searched words: the second medicine of a prescription.
  const second = scored.find(
    (entry) =>
      Math.abs(entry.line.index - best.line.index) === 1 &&
      entry.line.heading === best.line.heading &&
      entry.searched > 0 &&
      entry.searched >= best.searched &&
      entry.total >= best.total * 0.75 &&
      best.line.text.length + entry.line.text.length + 1 <= max,
  );
  // "When did I buy my laptop?": an invoice's item line says what, its date line when; both are quoted.
  const bought = question.has(purchaseDateAsked) ? purchaseLines(scored, best, (line) => dateInLine.test(line)) : [];
  // "When do I fly back from London?": the leg's line naming the city says no day; its line dating it, next to it, does.
  const dating = question.has(dateAsked) && !question.has(timeAsked) && !dateInLine.test(best.line.text) && !(second && dateInLine.test(second.line.text))
    ? scored.filter((entry) => Math.abs(entry.line.index - best.line.index) === 1 && entry.line.heading === best.line.heading && entry.total > 0 && dateInLine.test(entry.line.text)).slice(0, 1).map((entry) => entry.line)
    : [];
  const text = [...new Set([...bought, ...dating, ...[best, ...(second ? [second] : [])].map((entry) => entry.line)])]
    .sort((a, b) => a.index - b.index)
    .map((line) => line.text)
    // Two items of a list ("Damage caused by misuse", "Consumable parts…") stay apart.
    .reduce((joined, line) => (joined === "" ? line : `${joined}${/[.!?:;,]$/.test(joined) ? "" : ";"} ${line}`), "");
  return { text: clip(text, max), score: best.total, rank: best.rank, section: best.line.section, priced: asksMoney(question, searched.map((group) => group.words[0]!)) && moneyInLine.test(text), timed: question.has(timeAsked) && timeInLine.test(text), own: best.own };
};
