import type { Language } from "@lifeos/core";

const ranks: Readonly<Record<string, number>> = {
  second: 2, third: 3, fourth: 4, fifth: 5, sixth: 6, seventh: 7, eighth: 8, ninth: 9, tenth: 10,
  segundo: 2, segunda: 2, terceiro: 3, terceira: 3, quarto: 4, quarta: 4, quinto: 5, quinta: 5,
  sexto: 6, sexta: 6, setimo: 7, setima: 7, oitavo: 8, oitava: 8, nono: 9, nona: 9, decimo: 10, decima: 10,
};

/** An ordinal word or number ("second", "3rd", "terceira", "2ª"). */
export const ordinal = `(?:${Object.keys(ranks).join("|")}|\\d{1,2}(?:st|nd|rd|th|a|o|ª|º))`;

/** The superlatives a rank is of: "second biggest", "terceira maior", "2nd best". */
const superlatives = "(?:biggest|largest|smallest|tiniest|best|worst|maior|maiores|menor|menores|melhor|melhores|pior|piores|mais pequen[oa]s?)";

/**
 * An ordinal said of a superlative ("my second biggest position", "a terceira maior posição", "the 2nd best performing"),
 * or alone after "and the" in a follow-up ("and the third?", "e a quarta?"), read only after a ranking (so a weekday,
 * "e a quinta?", is no rank elsewhere).
 */
const rankBeforeSuperlative = new RegExp(`\\b(${ordinal}) ${superlatives}\\b`);
const rankAlone = new RegExp(`^(?:and|what about|how about|e|e quanto a|e qual (?:e|foi)) (?:the |a |o |my |a minha |o meu )?(${ordinal})\\b`);

const rankOf = (word: string): number => ranks[word] ?? Number(/^\d+/.exec(word)?.[0] ?? 1);

/** The rank (2 to 10) a question asks of a ranking, or 1 when it asks none (the top itself). */
export const rankAsked = (normalized: string): number => {
  const said = rankBeforeSuperlative.exec(normalized)?.[1] ?? rankAlone.exec(normalized)?.[1];
  return said === undefined ? 1 : Math.min(10, Math.max(1, rankOf(said)));
};

/** "and the next one?", "e a seguinte?", "e a próxima?": one place further down the ranking just given. */
export const nextRankAsked = /^(?:and|what about|how about|e|e quanto a|e qual (?:e|foi)) (?:the |a |o )?(?:next|seguinte|proxim[oa])(?: one| holding| position| posicao| investimento| ativo)?\s*\??$/;

const englishRanks = ["", "", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth"];
const portugueseRanks = ["", "", "segunda", "terceira", "quarta", "quinta", "sexta", "sétima", "oitava", "nona", "décima"];

/** A rank as said before a superlative of a holding (feminine in Portuguese unless `feminine` is false): "second ", "terceira ", "terceiro "; nothing for the first. */
export const rankWord = (rank: number, language: Language, feminine = true): string => {
  if (rank <= 1) return "";
  const word = (language === "pt" ? portugueseRanks : englishRanks)[rank];
  if (word === undefined) return "";
  return language === "pt" && !feminine ? `${word.slice(0, -1)}o ` : `${word} `;
};
