import { escapeRegExp, foldAccents, relatedWords } from "@lifeos/core";
import type { DateRange } from "../../../time/relativeDates.js";
import { resolveDateRange } from "../../../time/relativeDates.js";
import type { RememberedFact } from "./rememberedFacts.js";

/** "my birthday", "our anniversary", "o meu aniversário", "a minha formatura": an occasion of the person's own, by its possessive. */
const ownOccasion = /(?<![\p{L}])(?:my|our|meu|minha|nosso|nossa)\s+(\p{L}+)/gu;

/** "since", "ever since", "desde", "desde o", "desde a" right before the occasion: the days from it up to today. */
const sinceBefore = /(?<![\p{L}])(?:ever since|since|desde(?: (?:o|a|os|as))?)\s+$/iu;

const fold = (text: string) => foldAccents(text.toLowerCase());

/**
 * A question that asks which day the occasion itself is ("what is my birthday?", "what's my wife's birthday?", "qual é
 * o aniversário da minha mulher?", "qual é a data do meu aniversário?"): the remembered fact answers it, no day is named.
 */
const askedDayOf =
  /^(?:(?:what|when|which)(?: is|'s| was)(?: the date of| the day of)?(?: (?:my|our|the|\p{L}+'s))(?: \p{L}+(?:'s)?){1,3}|(?:qual|quando) (?:é|e|era|foi) (?:a data d[oa] |o dia d[oa] )?(?:(?:o|a) )?(?:(?:meu|minha|nosso|nossa) )?\p{L}+(?: (?:d[oa]s?|de) (?:(?:meu|minha|nosso|nossa) )?\p{L}+)?)\s*\??$/u;

/**
 * The days the question names as an occasion of the person's own whose date
 * a remembered fact gives ("what was my mood on my birthday?" after "my
 * birthday is on 14 May"): the latest such day not after today, as a date
 * the question named, at the words that named it ("since my birthday": from
 * that day up to today). A fact about someone
 * else's occasion ("o aniversário do meu filho") never answers "my birthday";
 * empty when no remembered fact dates what the question names.
 */
export const rememberedDates = (spelled: string, remembered: ReadonlyArray<RememberedFact>, now: Date, timeZone: string): DateRange[] => {
  if (remembered.length === 0 || askedDayOf.test(fold(spelled).trim())) return [];
  for (const match of spelled.matchAll(ownOccasion)) {
    // The word in either language ("aniversário" asks what "my birthday is on 14 May" told).
    const words = [...new Set([match[1]!, ...relatedWords(match[1]!)].map(fold))].map(escapeRegExp);
    // The fact must say the occasion is the person's own: a possessive right before it.
    const own = new RegExp(`(?<![\\p{L}])(?:my|our|meu|minha|nosso|nossa)\\s+(?:${words.join("|")})(?![\\p{L}])`, "u");
    for (const fact of remembered) {
      if (!own.test(fold(fact.content))) continue;
      const range = resolveDateRange(fact.content, now, timeZone);
      if (range === null || range.granularity !== "day") continue;
      // "since my birthday", "desde o meu aniversário": from that day up to today.
      const since = sinceBefore.test(spelled.slice(0, match.index));
      const today = since ? resolveDateRange("today", now, timeZone) : null;
      if (today !== null) return [{ from: range.from, to: today.to, granularity: "range", text: spelled.slice(spelled.slice(0, match.index).search(sinceBefore), match.index + match[0].length), index: spelled.slice(0, match.index).search(sinceBefore) }];
      return [{ ...range, text: match[0], index: match.index }];
    }
  }
  return [];
};
