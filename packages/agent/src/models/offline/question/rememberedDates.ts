import { escapeRegExp, foldAccents, relatedWords, relationKinds } from "@lifeos/core";
import type { DateRange } from "../../../time/relativeDates.js";
import { resolveDateRange } from "../../../time/relativeDates.js";
import type { RememberedFact } from "./rememberedFacts.js";

/** "my birthday", "our anniversary", "o meu aniversário", "a minha formatura": an occasion of the person's own, by its possessive. */
const ownOccasion = /(?<![\p{L}])(?:my|our|meu|minha|nosso|nossa)\s+(\p{L}+)/gu;

/** "since", "ever since", "desde", "desde o", "desde a" right before the occasion: the days from it up to today. */
const sinceBefore = /(?<![\p{L}])(?:ever since|since|desde(?: (?:o|a|os|as))?)\s+$/iu;

const fold = (text: string) => foldAccents(text.toLowerCase());

/** The words for someone of one's own, in either language ("grandfather", "avô", "sister"): a person, no occasion. */
const someoneWords = new Set(relationKinds.flatMap((relation) => [...relation.en, ...relation.pt]).map(([word]) => fold(word)));

/**
 * A question that asks which day the occasion itself is, or its hour ("what is my birthday?", "what's my wife's
 * birthday?", "qual é o aniversário da minha mulher?", "qual é a data do meu aniversário?", "what time was my exam?", "a
 * que horas foi o meu exame?"): the remembered fact answers it, no day is named.
 */
const askedDayOf =
  /^(?:(?:at )?what time (?:is|was|does|did)(?: (?:my|our|the|\p{L}+'s))(?: \p{L}+(?:'s)?){1,3}(?: (?:start|begin|end))?|(?:a )?que horas? (?:e|era|foi|comeca|comecou|acaba|acabou|termina) (?:(?:o|a) )?(?:(?:meu|minha|nosso|nossa) )?\p{L}+(?: (?:d[oa]s?|de) (?:(?:meu|minha|nosso|nossa) )?\p{L}+)?|(?:what|when|which)(?: is|'s| was)(?: the date of| the day of)?(?: (?:my|our|the|\p{L}+'s))(?: \p{L}+(?:'s)?){1,3}|(?:qual|quando) (?:é|e|era|foi) (?:a data d[oa] |o dia d[oa] )?(?:(?:o|a) )?(?:(?:meu|minha|nosso|nossa) )?\p{L}+(?: (?:d[oa]s?|de) (?:(?:meu|minha|nosso|nossa) )?\p{L}+)?)\s*\??$/u;

/** A word in either language, as a pattern over folded text ("aniversário" also meets "birthday"). */
const wordsOf = (word: string): RegExp => {
  const words = [...new Set([word, ...relatedWords(word)].map(fold))].map(escapeRegExp);
  return new RegExp(`(?<![\\p{L}])(?:${words.join("|")})(?![\\p{L}])`, "u");
};

/** The fact must say the occasion is the person's own: a possessive right before it ("my birthday", "a minha mãe"). */
const possessed = (word: string): RegExp => new RegExp(`(?<![\\p{L}])(?:my|our|meu|minha|nosso|nossa)\\s+${wordsOf(word).source}`, "u");

/** "my mom's birthday" (the occasion after a possessive 's) or "o aniversário da minha mãe" (before "da"/"do"). */
const occasionOf = (spelled: string, match: RegExpMatchArray): { word: string; text: string; index: number } | null => {
  const after = /^['’]s\s+(\p{L}+)/u.exec(spelled.slice(match.index! + match[0].length));
  if (after !== null) return { word: after[1]!, text: `${match[0]}${after[0]}`, index: match.index! };
  const before = /(\p{L}+)\s+(?:d[oa]s?|de)\s+$/u.exec(spelled.slice(0, match.index));
  if (before === null || /^(?:dia|dias|data|semana|mes|ano|day|date)$/u.test(fold(before[1]!))) return null;
  return { word: before[1]!, text: spelled.slice(before.index, match.index! + match[0].length), index: before.index };
};

/**
 * The days the question names as an occasion of the person's own whose date
 * a remembered fact gives ("what was my mood on my birthday?" after "my
 * birthday is on 14 May"): the latest such day not after today, as a date
 * the question named, at the words that named it ("since my birthday": from
 * that day up to today). Someone's occasion ("my mom's birthday", "o
 * aniversário da minha mãe") needs a fact naming both. A fact about someone
 * else's occasion ("o aniversário do meu filho") never answers "my birthday";
 * empty when no remembered fact dates what the question names.
 */
export const rememberedDates = (spelled: string, remembered: ReadonlyArray<RememberedFact>, now: Date, timeZone: string): DateRange[] => {
  if (remembered.length === 0 || askedDayOf.test(fold(spelled).trim())) return [];
  for (const match of spelled.matchAll(ownOccasion)) {
    // "my mom's birthday", "o aniversário da minha mãe": the occasion of someone of one's own, which the fact must name too.
    const occasion = occasionOf(spelled, match);
    // "When did my grandfather die?": someone of one's own is no day, though a fact tells a day of theirs.
    if (occasion === null && someoneWords.has(fold(match[1]!))) continue;
    const own = possessed(match[1]!);
    const of = occasion === null ? null : wordsOf(occasion.word);
    for (const fact of remembered) {
      const content = fold(fact.content);
      if (!own.test(content) || (of !== null && !of.test(content))) continue;
      const range = resolveDateRange(fact.content, now, timeZone);
      if (range === null || range.granularity !== "day") continue;
      const index = occasion?.index ?? match.index;
      const text = occasion?.text ?? match[0];
      // "since my birthday", "desde o meu aniversário": from that day up to today.
      const since = sinceBefore.test(spelled.slice(0, index));
      const today = since ? resolveDateRange("today", now, timeZone) : null;
      if (today !== null) return [{ from: range.from, to: today.to, granularity: "range", text: spelled.slice(spelled.slice(0, index).search(sinceBefore), index + text.length), index: spelled.slice(0, index).search(sinceBefore) }];
      return [{ ...range, text, index }];
    }
  }
  return [];
};
