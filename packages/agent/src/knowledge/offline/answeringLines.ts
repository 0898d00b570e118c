import { clip, plain } from "../../models/offline/answerText.js";
import type { Question } from "../../models/offline/question/Question.js";
import { aspectWeighed } from "./askedAspect.js";
import { purchaseDateAsked, purchaseLines } from "./purchaseDates.js";
import { asksMoney, moneyInLine } from "./moneyAsks.js";
import { dateWanted, dateInLine, timeAsked, timeInLine } from "./lineAsks.js";
import { scoreOf } from "./lineScore.js";
import { linesOf } from "./passageLines.js";
import { fieldLine, saidAsked } from "./saidQuestions.js";
import { otherLeg } from "./tripLegs.js";
import { groupStrength, questionGroups, searchGroups } from "./wordGroups.js";

/** How many lines away from the answering line its section's line dating it may be ("Date: …" above a leg's departure and arrival). */
const datingReach = 3;

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
  /** Whether a date is asked and the quote says one ("até que dia tenho de pagar a renda?" of "by the 8th day of each month"). */
  readonly dated: boolean;
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
  const searched = aspectWeighed(question, searchGroups(args, framing));
  const groups = [...searched, ...questionGroups(question, searched)];
  const all = linesOf(passage, plain(heading));
  if (all.length === 0) return { text: clip(plain(passage), max), score: 0, rank: 0, section: "", priced: false, timed: false, dated: false, own: false };
  // "What did the doctor say?": a header line naming the doctor ("Physician: Dr. Helen Moore") is no answer; it names the
  // passage, as its title does, and a line below it says what was said.
  const header = question.has(saidAsked) ? all.filter((line) => fieldLine(line.text)) : [];
  // "When do I fly back from London?": the outbound leg's lines answer nothing of the way back, though they name London.
  const sectionOf = (line: { readonly section: string }) => (line.section === "" ? plain(heading) : line.section);
  const otherLegs = new Set(
    [...new Set(all.map(sectionOf))].filter((section) => otherLeg(question, groups, section, all.filter((line) => sectionOf(line) === section).map((line) => line.text))),
  );
  const kept = all.filter((line) => !otherLegs.has(sectionOf(line)));
  if (kept.length === 0) return { text: clip(all[0]!.text, max), score: 0, rank: 0, section: all[0]!.section, priced: false, timed: false, dated: false, own: false };
  const lines = header.length < kept.length ? kept.filter((line) => !header.includes(line)) : kept;
  const naming = [named, ...header.map((line) => line.text)].join(" ");
  const scored = lines.map((line) => ({ line, ...scoreOf(line, groups, naming, question) }));
  const best = scored.reduce((top, entry) => (entry.total > top.total ? entry : top), scored[0]!);
  if (best.total === 0) {
    // Named by its header for the person asked about, and nothing else asked: what the passage says first after it.
    const headerText = header.map((line) => line.text).join(" ");
    const byHeader = searched.reduce((sum, group) => sum + group.weight * groupStrength(headerText, group), 0);
    return { text: clip(lines[0]!.text, max), score: byHeader > 0 ? 0.5 : 0, rank: byHeader, section: lines[0]!.section, priced: false, timed: false, dated: false, own: false };
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
  // "When do I fly back from London?": the leg's line naming the city says no day; its line dating it, near it in the same
  // section, does ("Date: …" two lines above "Arrives: London Heathrow").
  const dating = dateWanted(question) && !question.has(timeAsked) && !dateInLine.test(best.line.text) && !(second && dateInLine.test(second.line.text))
    ? scored
        .filter((entry) => Math.abs(entry.line.index - best.line.index) <= datingReach && entry.line.heading === best.line.heading && entry.total > 0 && dateInLine.test(entry.line.text))
        .sort((a, b) => Math.abs(a.line.index - best.line.index) - Math.abs(b.line.index - best.line.index))
        .slice(0, 1)
        .map((entry) => entry.line)
    : [];
  const text = [...new Set([...bought, ...dating, ...[best, ...(second ? [second] : [])].map((entry) => entry.line)])]
    .sort((a, b) => a.index - b.index)
    .map((line) => line.text)
    // Two items of a list ("Damage caused by misuse", "Consumable parts…") stay apart.
    .reduce((joined, line) => (joined === "" ? line : `${joined}${/[.!?:;,]$/.test(joined) ? "" : ";"} ${line}`), "");
  return { text: clip(text, max), score: best.total, rank: best.rank, section: best.line.section, priced: asksMoney(question, searched.map((group) => group.words[0]!)) && moneyInLine.test(text), timed: question.has(timeAsked) && timeInLine.test(text), dated: dateWanted(question) && dateInLine.test(text), own: best.own };
};
