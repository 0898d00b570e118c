import type { Language } from "@lifeos/core";
import { journalPhrases } from "../journalPhrases.js";

/** A rate with one decimal at most, in the language's decimal mark ("0.5", "0,5", "2"). */
export const rate = (value: number, language: Language): string => {
  const rounded = String(Math.round(value * 10) / 10);
  return language === "pt" ? rounded.replace(".", ",") : rounded;
};

/** A rate as `rate` says it, or null when it would be said as 0 ("0.04 a week" is not "0 a week"): such a rate is not said. */
export const rateOrNull = (value: number, language: Language): string | null => (Math.round(value * 10) === 0 ? null : rate(value, language));

/** The sentences of counts, rates and rankings of names. */
export interface CountPhrases {
  readonly noEntriesIn: (label: string) => string;
  readonly noMentions: (topic: string, entries: number, label: string) => string;
  readonly mentions: (topic: string, mentions: number, entries: number, label: string, rate: string) => string;
  readonly perMonth: (perMonth: string, perWeek: string) => string;
  readonly perWeek: (perWeek: string) => string;
  /** A rate a month alone, when the one a week would be said as 0. */
  readonly perMonthAlone: (perMonth: string) => string;
  /** Every day of a few mentions, with no rate to say: "It was on 2024-02-05, 2024-02-20 and 2024-03-18." */
  readonly onDays: (dates: string) => string;
  /** A count a month on a side of a trend: "1 a month"; "none" for none, "under 0.1 a month" for a few over long. */
  readonly monthly: (perMonth: number) => string;
  readonly lastAndFirst: (last: string, first: string | null) => string;
  readonly busiestMonth: (month: string, count: number) => string;
  /** The month (or months, tied) the topic came up most, said first when that is what was asked. */
  readonly busiestLead: (topic: string, months: string, count: number, tied: boolean) => string;
  /** How often the topic came up over the latest whole months against the months before, each said by `monthly`. */
  readonly trend: (direction: "more" | "less" | "same", months: string, recent: string, earlier: string) => string;
  readonly moreOften: (winner: string, winnerCount: number, other: string, otherCount: number) => string;
  readonly asOften: (first: string, second: string, count: number) => string;
  readonly periodsMore: (topic: string, moreLabel: string, moreShare: string, lessLabel: string, lessShare: string) => string;
  readonly periodsSame: (topic: string, share: string) => string;
  /** As many entries in both periods, a different share of each period's entries. */
  readonly periodsSameCount: (topic: string, count: number, firstLabel: string, firstShare: string, secondLabel: string, secondShare: string) => string;
  readonly periodsUnknown: (topic: string) => string;
  readonly noAmounts: string;
  /** Said before what the entries hold on a subject the person asks advice about ("tips for sleeping better"). */
  readonly noAdvice: string;
  /** Said before the state of the journal when the person tells a hard feeling ("I feel lonely today"). */
  readonly hardFeeling: string;
  /** Said before it when the feeling told is a good one. */
  readonly goodFeeling: string;
  /** A feeling told that no word of the lexicon places as hard or good. */
  readonly unsaidFeeling: string;
  readonly namesHead: (kind: "person" | "place", label: string, entries: number) => string;
  /** The head of a few days' names told day by day: "The people your entries name last weekend, day by day:". */
  readonly namesByDay: (kind: "person" | "place", label: string) => string;
  /** The names of one day's entries: "Your entry of 2024-05-02 names Rita and Tom." */
  readonly dayNames: (date: string, entries: number, names: string) => string;
  readonly nameLine: (name: string, entries: number, last: string) => string;
  readonly noNames: (kind: "person" | "place", label: string) => string;
  readonly byEntries: string;
  /** Entries a week and a month; a month alone when the week's would be said as 0. */
  readonly writingRate: (perWeek: string | null, perMonth: string) => string;
}

const english: CountPhrases = {
  noEntriesIn: (label) => `You wrote no entries ${label}.`,
  noMentions: (topic, entries, label) => (entries === 1 ? `Your one entry ${label} doesn't mention “${topic}”.` : `None of your ${entries} entries ${label} mentions “${topic}”.`),
  mentions: (topic, mentions, entries, label, rateText) =>
    `“${topic}” comes up in ${mentions} of your ${entries} entries ${label}${rateText ? `: about ${rateText}` : ""}.`,
  perMonth: (perMonth, perWeek) => `${perMonth} a month (${perWeek} a week)`,
  perWeek: (perWeek) => `${perWeek} a week`,
  perMonthAlone: (perMonth) => `${perMonth} a month`,
  onDays: (dates) => `It was on ${dates}.`,
  monthly: (perMonth) => (perMonth === 0 ? "none" : Math.round(perMonth * 10) === 0 ? "under 0.1 a month" : `${rate(perMonth, "en")} a month`),
  lastAndFirst: (last, first) => (first === null ? `It was on ${last}.` : `The last time was on ${last}, the first on ${first}.`),
  busiestMonth: (month, count) => `The most in one month: ${count}, in ${month}.`,
  busiestLead: (topic, months, count, tied) => `“${topic}” came up most in ${months}: ${count === 1 ? "1 entry" : `${count} entries`}${tied ? " each" : ""}.`,
  trend: (direction, months, recent, earlier) =>
    `${direction === "more" ? "Lately it comes up more often" : direction === "less" ? "Lately it comes up less often" : "About as often lately as before"}: ${recent} from ${months}, against ${earlier} before.`,
  moreOften: (winner, winnerCount, other, otherCount) => `So “${winner}” comes up more often than “${other}” (${winnerCount} entries against ${otherCount}).`,
  asOften: (first, second, count) => `So “${first}” and “${second}” come up as often as each other (${count} entries each).`,
  periodsMore: (topic, moreLabel, moreShare, lessLabel, lessShare) =>
    `So “${topic}” came up more ${moreLabel} (in ${moreShare}% of the entries) than ${lessLabel} (${lessShare}%). I count the entries that mention “${topic}”: the journal may not record every time.`,
  periodsSame: (topic, share) => `So “${topic}” came up as often in both periods (in ${share}% of the entries).`,
  periodsSameCount: (topic, count, firstLabel, firstShare, secondLabel, secondShare) =>
    `So “${topic}” came up in as many entries in both periods (${count} each): ${firstShare}% of the entries ${firstLabel} and ${secondShare}% ${secondLabel}.`,
  noAdvice: "I can't give advice of my own: offline, I am not an AI model and only look things up in your data. What your entries say about it:",
  hardFeeling: "That sounds hard. Writing about it in your journal can help, and “reflect on my last entry” gives you prompts for it. Here is how your last days look in your entries:",
  goodFeeling: "Good to hear. Here is how your last days look in your entries:",
  unsaidFeeling: "Thank you for telling me. Here is how your last days look in your entries:",
  noAmounts: "I can't add up amounts written in your entries, such as money spent or distances. Here is what I can find:",
  periodsUnknown: (topic) => `With no entries in one of the periods, I can't say when “${topic}” came up more.`,
  dayNames: (date, entries, names) => (entries === 1 ? `Your entry of ${date} names ${names}.` : `Your ${entries} entries of ${date} name ${names}.`),
  namesByDay: (kind, label) => `The ${kind === "person" ? "people" : "places"} your entries name ${label}, day by day:`,
  namesHead: (kind, label, entries) => `The ${kind === "person" ? "people" : "places"} your entries name most ${label}, out of ${entries === 1 ? "1 entry" : `${entries} entries`}:`,
  nameLine: (name, entries, last) => `${name}: ${entries === 1 ? "1 entry" : `${entries} entries`}, the last on ${last}`,
  noNames: (kind, label) => `I found no ${kind === "person" ? "people" : "places"} named in your entries ${label}.`,
  byEntries: "I count the entries that name each person: the journal does not record the time you spend together.",
  writingRate: (perWeek, perMonth) => (perWeek === null ? `That is about ${perMonth} entries a month.` : `That is about ${perWeek} entries a week (${perMonth} a month).`),
};

const portuguese: CountPhrases = {
  noEntriesIn: (label) => `Não há entradas ${label}.`,
  noMentions: (topic, entries, label) => (entries === 1 ? `A única entrada ${label} não menciona «${topic}».` : `Nenhuma das ${entries} entradas ${label} menciona «${topic}».`),
  mentions: (topic, mentions, entries, label, rateText) =>
    `«${topic}» aparece em ${mentions} das ${entries} entradas ${label}${rateText ? `: cerca de ${rateText}` : ""}.`,
  perMonth: (perMonth, perWeek) => `${perMonth} por mês (${perWeek} por semana)`,
  perWeek: (perWeek) => `${perWeek} por semana`,
  perMonthAlone: (perMonth) => `${perMonth} por mês`,
  onDays: (dates) => `Foi em ${dates}.`,
  monthly: (perMonth) => (perMonth === 0 ? "nenhuma" : Math.round(perMonth * 10) === 0 ? "menos de 0,1 por mês" : `${rate(perMonth, "pt")} por mês`),
  lastAndFirst: (last, first) => (first === null ? `Foi em ${last}.` : `A última vez foi em ${last} e a primeira em ${first}.`),
  busiestMonth: (month, count) => `O mês com mais: ${month}, com ${count}.`,
  busiestLead: (topic, months, count, tied) => `«${topic}» apareceu mais em ${months}: ${count === 1 ? "1 entrada" : `${count} entradas`}${tied ? " em cada" : ""}.`,
  trend: (direction, months, recent, earlier) =>
    `${direction === "more" ? "Ultimamente aparece mais vezes" : direction === "less" ? "Ultimamente aparece menos vezes" : "Ultimamente aparece tantas vezes como antes"}: ${recent} ${months}, contra ${earlier} antes.`,
  moreOften: (winner, winnerCount, other, otherCount) => `Ou seja, «${winner}» aparece mais vezes do que «${other}» (${winnerCount} entradas contra ${otherCount}).`,
  asOften: (first, second, count) => `Ou seja, «${first}» e «${second}» aparecem o mesmo número de vezes (${count} entradas cada).`,
  periodsMore: (topic, moreLabel, moreShare, lessLabel, lessShare) =>
    `Ou seja, «${topic}» apareceu mais ${moreLabel} (em ${moreShare}% das entradas) do que ${lessLabel} (${lessShare}%). Conto as entradas que mencionam «${topic}»: o diário pode não mencionar todas as vezes.`,
  periodsSame: (topic, share) => `Ou seja, «${topic}» apareceu com a mesma frequência nos dois períodos (em ${share}% das entradas).`,
  periodsSameCount: (topic, count, firstLabel, firstShare, secondLabel, secondShare) =>
    `Ou seja, «${topic}» apareceu no mesmo número de entradas nos dois períodos (${count} em cada): ${firstShare}% das entradas ${firstLabel} e ${secondShare}% ${secondLabel}.`,
  noAdvice: "Não consigo dar conselhos meus: no modo offline não sou um modelo de IA e só procuro nos seus dados. O que as suas entradas dizem sobre isso:",
  hardFeeling: "Isso parece difícil. Escrever sobre isso no diário pode ajudar, e «reflita sobre a minha última entrada» dá-lhe perguntas para pensar. Eis como estão os últimos dias nas suas entradas:",
  goodFeeling: "Ainda bem. Eis como estão os últimos dias nas suas entradas:",
  unsaidFeeling: "Obrigado por me dizer. Eis como estão os últimos dias nas suas entradas:",
  noAmounts: "Não consigo somar quantias escritas nas entradas, como dinheiro gasto ou distâncias. Eis o que consigo encontrar:",
  periodsUnknown: (topic) => `Sem entradas num dos períodos, não consigo dizer quando «${topic}» apareceu mais.`,
  dayNames: (date, entries, names) => (entries === 1 ? `A entrada de ${date} menciona ${names}.` : `As ${entries} entradas de ${date} mencionam ${names}.`),
  namesByDay: (kind, label) => `${kind === "person" ? "As pessoas" : "Os sítios"} que as entradas mencionam ${label}, dia a dia:`,
  namesHead: (kind, label, entries) => `${kind === "person" ? "As pessoas" : "Os sítios"} que as entradas mais mencionam ${label}, em ${entries === 1 ? "1 entrada" : `${entries} entradas`}:`,
  nameLine: (name, entries, last) => `${name}: ${entries === 1 ? "1 entrada" : `${entries} entradas`}, a última em ${last}`,
  noNames: (kind, label) => `Não encontrei ${kind === "person" ? "nomes de pessoas" : "nomes de sítios"} nas entradas ${label}.`,
  byEntries: "Conto as entradas que mencionam cada pessoa: o diário não guarda o tempo passado juntos.",
  writingRate: (perWeek, perMonth) => (perWeek === null ? `São cerca de ${perMonth} entradas por mês.` : `São cerca de ${perWeek} entradas por semana (${perMonth} por mês).`),
};

export const countPhrases: Readonly<Record<Language, CountPhrases>> = { en: english, pt: portuguese };

/** A `YYYY-MM` month in words ("March 2025", "março de 2025"). */
export const monthWords = (month: string, language: Language): string => journalPhrases[language].month(month);
