import type { Language, MoodMetric } from "@lifeos/core";
import { capitalised } from "../../models/offline/answerText.js";

const englishMonths = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
const portugueseMonths = ["janeiro", "fevereiro", "março", "abril", "maio", "junho", "julho", "agosto", "setembro", "outubro", "novembro", "dezembro"];

/**
 * The journal skill's sentences. Portuguese is written to read right in
 * Portugal and in Brazil: impersonal or "você"-free phrasing, no "tu".
 */
/** The days a worry question reads, by the order they were ranked in. */
const worryDays = {
  en: (sort: string): string => (sort === "unhappiest" ? "your hardest days" : sort === "most_tired" ? "your most tired days" : "your most stressed days"),
  pt: (sort: string): string => (sort === "unhappiest" ? "os dias mais difíceis" : sort === "most_tired" ? "os dias de mais cansaço" : "os dias com mais stress"),
};

/** What a day at the end of a ranking would be, the measure read, and the side of the middle every day fell on. */
const atEnd = {
  en: (sort: string): readonly [string, string, string] =>
    (({ happiest: ["happy", "happiness", "below"], unhappiest: ["hard", "happiness", "above"], most_stressed: ["stressed", "stress", "below"], calmest: ["calm", "stress", "above"], most_energetic: ["energetic", "energy", "below"], most_tired: ["tired", "energy", "above"] }) as Record<string, readonly [string, string, string]>)[sort] ?? ["stressed", "stress", "below"],
  pt: (sort: string): readonly [string, string, string] =>
    (({ happiest: ["um dia feliz", "a felicidade", "abaixo"], unhappiest: ["um dia difícil", "a felicidade", "acima"], most_stressed: ["um dia de stress", "o stress", "abaixo"], calmest: ["um dia calmo", "o stress", "acima"], most_energetic: ["um dia com energia", "a energia", "abaixo"], most_tired: ["um dia de cansaço", "a energia", "acima"] }) as Record<string, readonly [string, string, string]>)[sort] ?? ["um dia de stress", "o stress", "abaixo"],
};

export interface JournalPhrases {
  readonly metric: (metric: MoodMetric) => string;
  readonly month: (period: string) => string;
  readonly span: (from: string, to: string) => string;
  readonly since: (from: string) => string;
  readonly until: (to: string) => string;
  readonly trend: (trend: string) => string;
  readonly entries: (count: number) => string;
  readonly days: (count: number) => string;
  readonly nothingAbout: (topic: string, scope: string) => string;
  readonly alsoLookedFor: (words: string) => string;
  /** `atLimit`: the search stopped at its limit, so there may be more than `count`. */
  readonly found: (count: number, topic: string, scope: string, atLimit?: boolean) => string;
  readonly weak: (topic: string) => string;
  /** Words of the question no entry holds: the journal does not mention them (however much it says of the others). */
  readonly notMentioned: (words: string, scope: string) => string;
  /** Before the near matches of a question whose word is never mentioned: they are not about it. */
  readonly closestNotAbout: (words: string) => string;
  readonly lastTime: (date: string, gist: string) => string;
  readonly firstTime: (date: string, gist: string) => string;
  /** "When did I…?": how many entries hold every word asked, and their dates. */
  readonly onDates: (count: number, more: boolean, words: string, scope: string, dates: string) => string;
  readonly latestOn: (date: string, gist: string) => string;
  readonly earlierMentions: (dates: string) => string;
  /** A later mention that was only contact from afar (a message, a call), said after the last time you met. */
  readonly onlyInTouch: (date: string, gist: string) => string;
  readonly counted: (count: number, topic: string, scope: string, more: boolean) => string;
  readonly namedAs: (topic: string, name: string, date: string, gist: string) => string;
  readonly noEntries: (scope: string) => string;
  /** A period that reaches today with no entry so far ("this week" on a Monday before writing). */
  readonly nothingYet: (scope: string) => string;
  /** The journal has no entry at all: how to start one. */
  readonly emptyJournal: string;
  readonly lastEntry: (date: string, title: string | null) => string;
  readonly firstEntry: (date: string, title: string | null) => string;
  /** The one entry before the last answer's ("and the one before?", "e a anterior?"). */
  readonly entryBefore: (date: string, title: string | null) => string;
  /** How long ago the last entry was written, for "how long since I last wrote?". */
  readonly writtenAgo: (days: number) => string;
  /** How long the journal has been kept, from its first entry to today, in whole years and months (or days under a month). */
  readonly writingFor: (years: number, months: number, days: number) => string;
  readonly recentEntries: (count: number) => string;
  readonly oldestEntries: (count: number) => string;
  readonly entriesIn: (count: number, scope: string, more: boolean) => string;
  readonly ranked: (sort: string, scope: string) => string;
  /** The one day at an end of the mood, with what its entry says ("Your happiest day last month (…) was 2024-04-25 (92/100): …"). */
  readonly rankedDay: (sort: string, scope: string, day: string) => string;
  /** No day of the period past the middle of the scale at the end asked, with the closest one (`day`, as listed). */
  readonly noneAtEnd: (sort: string, scope: string, day: string) => string;
  /** The one day asked at an end of the mood, when it is not past the middle of the scale: the closest of a period with none. */
  readonly closestDay: (sort: string, scope: string, day: string) => string;
  readonly worriesAbout: (sort: string, scope: string, subjects: string) => string;
  readonly worriesApart: (sort: string, scope: string) => string;
  readonly inTheirWords: string;
  readonly worriesCommon: (sort: string, scope: string, subjects: string) => string;
  readonly alsoOn: (dates: string) => string;
  readonly andMore: (count: number) => string;
  /** The heading of the entries a "more" adds: "5 more entries:". */
  readonly others: (count: number) => string;
  /** A "more" with nothing the last answer did not name. */
  readonly noMore: string;
  readonly wroteOn: (date: string, count: number) => string;
  readonly begins: string;
  /** Before the sentences of a day's entry that say what was done. */
  readonly did: string;
  readonly nothingOn: (date: string) => string;
  /** A span up to today with no entry, of a journal whose last entry came before it: the same span up to that entry follows. */
  readonly endedBefore: (from: string, to: string, last: string) => string;
  /** A year with no entry, of a journal whose last entry came in an earlier year: that year's summary follows. */
  readonly yearEndedBefore: (year: string, last: string, lastYear: string) => string;
  /** A search over a day or span with no entry at all: not "nothing about work", but no entry then. */
  readonly noEntryFor: (topic: string, scope: string) => string;
  readonly nearest: (before: string | null, after: string | null) => string;
  readonly noReadings: (metric: string, scope: string) => string;
  readonly averaged: (metric: string, scope: string, average: string, days: number) => string;
  readonly extremes: (lowest: string, lowDate: string, highest: string, highDate: string) => string;
  readonly trendWas: (trend: string) => string;
  readonly compared: (metric: MoodMetric, first: string, firstValue: string, second: string, secondValue: string, points: number, higher: string) => string;
  readonly aboutTheSame: (metric: MoodMetric, first: string, firstValue: string, second: string, secondValue: string) => string;
  readonly noReadingsFor: (label: string) => string;
  /** Said after a comparison one of whose periods has few days with a reading ("this month" on its second day). */
  readonly fewDays: (label: string, days: number) => string;
  readonly yes: string;
  readonly no: string;
  readonly stateWindow: (days: number, from: string, to: string, count: number) => string;
  /** The window of the state when the question named it ("This week (…) you wrote 4 entries."). */
  readonly periodWindow: (period: string, count: number) => string;
  readonly journalTotal: (count: number, first: string | null, last: string | null) => string;
  readonly noRecentEntries: (days: number, last: string | null) => string;
  readonly weekMetric: (metric: string, value: string, change: number | null) => string;
  readonly lastSevenDays: (parts: string) => string;
  /** The metrics of a period asked, against as many days just before it. */
  readonly comparedPeriod: (parts: string, days: number) => string;
  readonly cameUp: (themes: string) => string;
  readonly helped: (terms: string) => string;
  readonly weighed: (terms: string) => string;
  /** Asked what lifts or weighs on them, when no topic went with happier (or more stressful) days. */
  readonly noDrivers: (happier: boolean) => string;
  /** What came up on the days of less energy ("why am I so tired?") or less happy ones ("why am I so sad?"). */
  readonly lowEnd: (metric: "energy" | "happiness", terms: string) => string;
  /** The same when no topic stood out on those days. */
  readonly noLowEnd: (metric: "energy" | "happiness") => string;
  /** Asked why of a feeling no reading measures ("why am I so lonely?"): so, and that its entries were looked for instead. */
  readonly unmeasured: (feeling: string) => string;
  /** Opens the patterns of a measure ("what patterns do you see in my mood?"). */
  readonly patternsLead: (metric: string) => string;
  readonly suggestion: (title: string, count: number) => string;
  /** Heading of the suggestions listed when advice is asked: the window's days, how many are shown of how many. */
  readonly suggestionsHead: (days: number, shown: number, count: number) => string;
  /** The heading of the suggestions of a period ended before today. */
  readonly suggestionsBetween: (from: string, to: string, shown: number, count: number) => string;
  readonly noSummary: (period: string) => string;
  readonly summaryHead: (period: string, count: number, average: string | null) => string;
  readonly mainEvents: (events: string) => string;
}

const english: JournalPhrases = {
  metric: (metric) => (metric === "valence" ? "mood" : metric),
  month: (period) => `${englishMonths[Number(period.slice(5, 7)) - 1]} ${period.slice(0, 4)}`,
  span: (from, to) => (from === to ? ` on ${from}` : ` from ${from} to ${to}`),
  since: (from) => ` since ${from}`,
  until: (to) => ` until ${to}`,
  trend: (trend) => ({ rising: "rising", falling: "falling", steady: "steady" })[trend] ?? "",
  entries: (count) => `${count} ${count === 1 ? "entry" : "entries"}`,
  days: (count) => `${count} ${count === 1 ? "day" : "days"}`,
  nothingAbout: (topic, scope) => `I found nothing about “${topic}” in your journal${scope}.`,
  alsoLookedFor: (words) => `I also looked for ${words}.`,
  found: (count, topic, scope, atLimit) => `I found ${atLimit === true ? "at least " : ""}${english.entries(count)} about “${topic}”${scope}. The closest:`,
  weak: (topic) => `I found only weak matches for “${topic}”; they may not be what you mean:`,
  notMentioned: (words, scope) => `Your journal doesn't mention ${words}${scope}.`,
  closestNotAbout: (words) => `The closest entries share other words of your question but are not about ${words}:`,
  lastTime: (date, gist) => `The last time was on ${date}: ${gist}`,
  firstTime: (date, gist) => `The earliest I found is from ${date}: ${gist}`,
  onDates: (count, more, words, scope, dates) => `${more ? "At least " : ""}${count === 1 ? "one entry mentions" : `${english.entries(count)} mention`} ${words}${scope}: on ${dates}.`.replace(/^./, (first) => first.toUpperCase()),
  latestOn: (date, gist) => `The latest, on ${date}: ${gist}`,
  earlierMentions: (dates) => `Other mentions: ${dates}.`,
  onlyInTouch: (date, gist) => `Later, on ${date}, you were only in touch from afar: ${gist}`,
  counted: (count, topic, scope, more) => `${more ? "At least " : ""}${english.entries(count)} ${count === 1 ? "mentions" : "mention"} “${topic}”${scope}.`,
  namedAs: (topic, name, date, gist) => `Your ${topic} seems to be ${name}: on ${date} you wrote ${gist}`,
  noEntries: (scope) => `I found no journal entries${scope}.`,
  nothingYet: (scope) => `You haven't written anything yet${scope}.`,
  emptyJournal: "Your journal has no entries yet. Write one on the Journal page (New entry), or import yours there (Markdown or text files, or a Day One export); then ask me about them.",
  lastEntry: (date, title) => `Your last entry is from ${date}${title ? `, “${title}”` : ""}:`,
  firstEntry: (date, title) => `Your first entry is from ${date}${title ? `, “${title}”` : ""}:`,
  entryBefore: (date, title) => `The entry before that is from ${date}${title ? `, “${title}”` : ""}:`,
  writtenAgo: (days) => (days <= 0 ? "That is today." : days === 1 ? "That was yesterday." : `That was ${days} days ago.`),
  writingFor: (years, months, days) => {
    const parts = years + months === 0 ? [`${days} ${days === 1 ? "day" : "days"}`] : [years > 0 ? `${years} ${years === 1 ? "year" : "years"}` : "", months > 0 ? `${months} ${months === 1 ? "month" : "months"}` : ""].filter((part) => part !== "");
    return `You have been keeping your journal for ${parts.join(" and ")}.`;
  },
  recentEntries: (count) => `Your ${count} most recent entries:`,
  oldestEntries: (count) => `Your ${count} earliest entries:`,
  entriesIn: (count, scope, more) => `${more ? "The newest " : ""}${english.entries(count)}${scope}:`,
  ranked: (sort, scope) =>
    `${({ happiest: "Your happiest days", unhappiest: "Your hardest days", most_stressed: "Your most stressed days", calmest: "Your calmest days", most_energetic: "Your most energetic days", most_tired: "Your most tired days" } as Record<string, string>)[sort] ?? "Your entries"}${scope}:`,
  rankedDay: (sort, scope, day) =>
    `${({ happiest: "Your happiest day", unhappiest: "Your hardest day", most_stressed: "Your most stressed day", calmest: "Your calmest day", most_energetic: "Your most energetic day", most_tired: "Your most tired day" } as Record<string, string>)[sort] ?? "The day"}${scope} was ${day}`,
  noneAtEnd: (sort, scope, day) => {
    const [kind, metric, side] = atEnd.en(sort);
    return `No day${scope} reads as ${kind}: ${metric} is ${side} the middle of the scale (50/100) on every one. The closest:\n- ${day}`;
  },
  closestDay: (sort, scope, day) => `No day${scope} reads as ${atEnd.en(sort)[0]}; the closest was ${day}`,
  worriesAbout: (sort, scope, subjects) => `What came back in ${worryDays.en(sort)}${scope}: ${subjects}.`,
  worriesApart: (sort, scope) => `No one subject comes back in ${worryDays.en(sort)}${scope}; each in its own words:`,
  inTheirWords: "In their words:",
  worriesCommon: (sort, scope, subjects) => `What comes back in ${worryDays.en(sort)}${scope} (${subjects}) comes back as often in your other days; each in its own words:`,
  alsoOn: (dates) => ` (also on ${dates})`,
  andMore: (count) => `…and ${count} more in the list.`,
  others: (count) => (count === 1 ? "One more entry:" : `${count} more entries:`),
  noMore: "That's all: I found no other entries than the ones above.",
  wroteOn: (date, count) => (count === 1 ? `On ${date} you wrote one entry` : `On ${date} you wrote ${count} entries`),
  begins: "It begins:",
  did: "What you did:",
  nothingOn: (date) => `You wrote nothing on ${date}.`,
  yearEndedBefore: (year, last, lastYear) => `Your journal has no entries in ${year}: its last entry is from ${last}. Here is ${lastYear}, its last year with entries:`,
  endedBefore: (from, to, last) => `Your journal has no entries from ${from} to ${to}: its last entry is from ${last}. Over the same number of days up to it:`,
  noEntryFor: (topic, scope) => `There is no journal entry${scope}, so there is nothing about “${topic}” to read then.`,
  nearest: (before, after) =>
    before && after ? `The closest entries are from ${before} and ${after}.` : before ? `Your latest entry before it is from ${before}.` : after ? `Your journal starts on ${after}.` : "Your journal has no entries yet.",
  noReadings: (metric, scope) => `I found no ${metric} readings${scope}.`,
  averaged: (metric, scope, average, days) => `Your ${metric}${scope} averaged ${average} over ${english.days(days)} with entries.`,
  extremes: (lowest, lowDate, highest, highDate) => `It was lowest on ${lowDate} (${lowest}) and highest on ${highDate} (${highest}).`,
  trendWas: (trend) => `Overall it was ${trend}.`,
  compared: (metric, first, firstValue, second, secondValue, points, higher) =>
    `Your ${english.metric(metric)} averaged ${firstValue} ${first} and ${secondValue} ${second}, so it was ${points} ${points === 1 ? "point" : "points"} higher ${higher}.`,
  aboutTheSame: (metric, first, firstValue, second, secondValue) =>
    `Your ${english.metric(metric)} averaged ${firstValue} ${first} and ${secondValue} ${second}: about the same.`,
  noReadingsFor: (label) => `I found no readings ${label}.`,
  fewDays: (label, days) => `Only ${english.days(days)} ${days === 1 ? "has" : "have"} entries ${label}, so this says little yet.`,
  yes: "Yes.",
  no: "No.",
  stateWindow: (days, from, to, count) => `In the last ${english.days(days)} (${from} to ${to}) you wrote ${english.entries(count)}.`,
  periodWindow: (period, count) => `${capitalised(period)} you wrote ${english.entries(count)}.`,
  journalTotal: (count, first, last) =>
    count === 0 ? "Your journal has no entries yet." : `Your journal has ${english.entries(count)}${first && last ? `, from ${first} to ${last}` : ""}.`,
  noRecentEntries: (days, last) => `You wrote no entries in the last ${english.days(days)}${last ? `; your last entry is from ${last}` : ""}.`,
  weekMetric: (metric, value, change) =>
    `${metric} ${value}${change === null ? "" : change >= 5 ? ` (up ${Math.round(change)})` : change <= -5 ? ` (down ${Math.round(-change)})` : " (about the same)"}`,
  lastSevenDays: (parts) => `Over the last 7 days compared with the week before: ${parts}.`,
  comparedPeriod: (parts, days) => `Over these ${english.days(days)} compared with the ${days === 1 ? "day" : `${days} days`} before: ${parts}.`,
  cameUp: (themes) => `What came up most: ${themes}.`,
  helped: (terms) => `Days with ${terms} tended to be happier.`,
  weighed: (terms) => `Days with ${terms} tended to be more stressful.`,
  noDrivers: (happier) => `No topic stood out on your ${happier ? "happier" : "more stressful"} days in this window.`,
  lowEnd: (metric, terms) => `Days with ${terms} tended to ${metric === "energy" ? "come with less energy" : "be less happy"}.`,
  noLowEnd: (metric) => `No topic stood out on your ${metric === "energy" ? "more tired" : "less happy"} days in this window.`,
  unmeasured: (feeling) =>
    `No reading of your journal measures “${feeling}” (they measure happiness, stress and energy), so I can't say what goes with it; I looked for the entries that speak of it instead.`,
  patternsLead: (metric) => `The patterns your entries show in your ${metric}:`,
  suggestion: (title, count) => `One of ${count} suggestions: ${title}`,
  suggestionsHead: (days, shown, count) => `Suggestions from your entries of the last ${days} days, each with a first step${count > shown ? ` (${shown} of ${count})` : ""}:`,
  suggestionsBetween: (from, to, shown, count) => `Suggestions from your entries from ${from} to ${to}, each with a first step${count > shown ? ` (${shown} of ${count})` : ""}:`,
  noSummary: (period) => `I found no entries in ${period}, so there is nothing to summarise.`,
  summaryHead: (period, count, average) => `${period}: ${english.entries(count)}${average ? `, happiness ${average} on average` : ""}.`,
  mainEvents: (events) => `Main events: ${events}.`,
};

/** A metric as the subject of a Portuguese sentence, with a masculine head so "mais alto" agrees. */
const measure = (metric: MoodMetric): string =>
  ({ happiness: "O nível de felicidade", stress: "O stress", energy: "O nível de energia", valence: "O humor" })[metric];

const portuguese: JournalPhrases = {
  metric: (metric) => ({ happiness: "felicidade", stress: "stress", energy: "energia", valence: "humor" })[metric],
  month: (period) => `${portugueseMonths[Number(period.slice(5, 7)) - 1]} de ${period.slice(0, 4)}`,
  span: (from, to) => (from === to ? ` em ${from}` : ` de ${from} a ${to}`),
  since: (from) => ` desde ${from}`,
  until: (to) => ` até ${to}`,
  trend: (trend) => ({ rising: "em alta", falling: "em queda", steady: "estável" })[trend] ?? "",
  entries: (count) => `${count} ${count === 1 ? "entrada" : "entradas"}`,
  days: (count) => `${count} ${count === 1 ? "dia" : "dias"}`,
  nothingAbout: (topic, scope) => `Não encontrei nada sobre «${topic}» no diário${scope}.`,
  alsoLookedFor: (words) => `Também procurei ${words}.`,
  found: (count, topic, scope, atLimit) => `Encontrei ${atLimit === true ? "pelo menos " : ""}${portuguese.entries(count)} sobre «${topic}»${scope}. As mais próximas:`,
  weak: (topic) => `Só encontrei resultados fracos para «${topic}»; podem não ser o que procura:`,
  notMentioned: (words, scope) => `O seu diário não menciona ${words}${scope}.`,
  closestNotAbout: (words) => `As entradas mais próximas partilham outras palavras da pergunta, mas não são sobre ${words}:`,
  lastTime: (date, gist) => `A última vez foi em ${date}: ${gist}`,
  firstTime: (date, gist) => `A mais antiga que encontrei é de ${date}: ${gist}`,
  onDates: (count, more, words, scope, dates) => `${more ? "Pelo menos " : ""}${count === 1 ? "uma entrada menciona" : `${portuguese.entries(count)} mencionam`} ${words}${scope}: em ${dates}.`.replace(/^./, (first) => first.toUpperCase()),
  latestOn: (date, gist) => `A mais recente, em ${date}: ${gist}`,
  earlierMentions: (dates) => `Outras menções: ${dates}.`,
  onlyInTouch: (date, gist) => `Depois, em ${date}, só houve contacto à distância: ${gist}`,
  counted: (count, topic, scope, more) => `${more ? "Pelo menos " : ""}${portuguese.entries(count)} ${count === 1 ? "menciona" : "mencionam"} «${topic}»${scope}.`,
  namedAs: (topic, name, date, gist) => `Parece que «${topic}» é ${name}: em ${date} escreveu ${gist}`,
  noEntries: (scope) => `Não encontrei entradas no diário${scope}.`,
  nothingYet: (scope) => `Ainda não escreveu nada${scope}.`,
  emptyJournal: "O seu diário ainda não tem entradas. Escreva uma na página Diário («Nova entrada») ou importe as suas aí (em Markdown ou texto simples, ou uma exportação do Day One); depois pergunte-me sobre elas.",
  lastEntry: (date, title) => `A última entrada é de ${date}${title ? `, «${title}»` : ""}:`,
  firstEntry: (date, title) => `A primeira entrada é de ${date}${title ? `, «${title}»` : ""}:`,
  entryBefore: (date, title) => `A entrada anterior é de ${date}${title ? `, «${title}»` : ""}:`,
  writtenAgo: (days) => (days <= 0 ? "Foi hoje." : days === 1 ? "Foi ontem." : `Foi há ${days} dias.`),
  writingFor: (years, months, days) => {
    const parts = years + months === 0 ? [`${days} ${days === 1 ? "dia" : "dias"}`] : [years > 0 ? `${years} ${years === 1 ? "ano" : "anos"}` : "", months > 0 ? `${months} ${months === 1 ? "mês" : "meses"}` : ""].filter((part) => part !== "");
    return `Escreve no diário há ${parts.join(" e ")}.`;
  },
  recentEntries: (count) => `As ${count} entradas mais recentes:`,
  oldestEntries: (count) => `As ${count} entradas mais antigas:`,
  entriesIn: (count, scope, more) => `${more ? "As mais recentes: " : ""}${portuguese.entries(count)}${scope}:`,
  ranked: (sort, scope) =>
    `${({ happiest: "Os dias mais felizes", unhappiest: "Os dias mais difíceis", most_stressed: "Os dias com mais stress", calmest: "Os dias mais calmos", most_energetic: "Os dias com mais energia", most_tired: "Os dias de mais cansaço" } as Record<string, string>)[sort] ?? "As entradas"}${scope}:`,
  rankedDay: (sort, scope, day) =>
    `${({ happiest: "O dia mais feliz", unhappiest: "O dia mais difícil", most_stressed: "O dia com mais stress", calmest: "O dia mais calmo", most_energetic: "O dia com mais energia", most_tired: "O dia de mais cansaço" } as Record<string, string>)[sort] ?? "O dia"}${scope} foi ${day}`,
  noneAtEnd: (sort, scope, day) => {
    const [kind, metric, side] = atEnd.pt(sort);
    return `Nenhum dia${scope} foi ${kind}: em todos, ${metric} fica ${side} do meio da escala (50/100). O mais próximo:\n- ${day}`;
  },
  closestDay: (sort, scope, day) => `Nenhum dia${scope} foi ${atEnd.pt(sort)[0]}; o mais próximo foi ${day}`,
  worriesAbout: (sort, scope, subjects) => `O que se repete n${worryDays.pt(sort)}${scope}: ${subjects}.`,
  worriesApart: (sort, scope) => `Nenhum assunto se repete n${worryDays.pt(sort)}${scope}; cada um nas suas palavras:`,
  inTheirWords: "Nas palavras de cada dia:",
  worriesCommon: (sort, scope, subjects) => `O que se repete n${worryDays.pt(sort)}${scope} (${subjects}) aparece com a mesma frequência nos outros dias; cada um nas suas palavras:`,
  alsoOn: (dates) => ` (também em ${dates})`,
  andMore: (count) => `…e mais ${count} na lista.`,
  others: (count) => (count === 1 ? "Mais uma entrada:" : `Mais ${count} entradas:`),
  noMore: "É tudo: não encontrei outras entradas além das de cima.",
  wroteOn: (date, count) => (count === 1 ? `Em ${date} escreveu uma entrada` : `Em ${date} escreveu ${count} entradas`),
  begins: "Começa assim:",
  did: "O que fez:",
  nothingOn: (date) => `Não há nada escrito em ${date}.`,
  yearEndedBefore: (year, last, lastYear) => `O diário não tem entradas em ${year}: a última é de ${last}. Eis ${lastYear}, o último ano com entradas:`,
  endedBefore: (from, to, last) => `O diário não tem entradas de ${from} a ${to}: a última é de ${last}. No mesmo número de dias até essa entrada:`,
  noEntryFor: (topic, scope) => `Não há nenhuma entrada no diário${scope}, por isso não há nada sobre «${topic}» para ler.`,
  nearest: (before, after) =>
    before && after ? `As entradas mais próximas são de ${before} e de ${after}.` : before ? `A entrada anterior mais próxima é de ${before}.` : after ? `O diário começa em ${after}.` : "O diário ainda não tem entradas.",
  noReadings: (metric, scope) => `Não encontrei dados de ${metric}${scope}.`,
  averaged: (metric, scope, average, days) => `A média de ${metric}${scope} foi ${average}, em ${portuguese.days(days)} com entradas.`,
  extremes: (lowest, lowDate, highest, highDate) => `O valor mais baixo foi em ${lowDate} (${lowest}) e o mais alto em ${highDate} (${highest}).`,
  trendWas: (trend) => `No conjunto, esteve ${trend}.`,
  compared: (metric, first, firstValue, second, secondValue, points, higher) =>
    `${measure(metric)} teve uma média de ${firstValue} ${first} e de ${secondValue} ${second}: ${points} ${points === 1 ? "ponto" : "pontos"} mais alto ${higher}.`,
  aboutTheSame: (metric, first, firstValue, second, secondValue) =>
    `${measure(metric)} teve uma média de ${firstValue} ${first} e de ${secondValue} ${second}: quase igual.`,
  noReadingsFor: (label) => `Não encontrei dados ${label}.`,
  fewDays: (label, days) => `Só ${portuguese.days(days)} ${days === 1 ? "tem" : "têm"} entradas ${label}, por isso isto ainda diz pouco.`,
  yes: "Sim.",
  no: "Não.",
  stateWindow: (days, from, to, count) => `Nos últimos ${portuguese.days(days)} (${from} a ${to}) escreveu ${portuguese.entries(count)}.`,
  periodWindow: (period, count) => `${capitalised(period)} escreveu ${portuguese.entries(count)}.`,
  journalTotal: (count, first, last) =>
    count === 0 ? "O diário ainda não tem entradas." : `O diário tem ${portuguese.entries(count)}${first && last ? `, de ${first} a ${last}` : ""}.`,
  noRecentEntries: (days, last) => `Não há entradas nos últimos ${portuguese.days(days)}${last ? `; a última é de ${last}` : ""}.`,
  weekMetric: (metric, value, change) =>
    `${metric} ${value}${change === null ? "" : change >= 5 ? ` (mais ${Math.round(change)})` : change <= -5 ? ` (menos ${Math.round(-change)})` : " (quase igual)"}`,
  lastSevenDays: (parts) => `Nos últimos 7 dias, em comparação com a semana anterior: ${parts}.`,
  comparedPeriod: (parts, days) => `${days === 1 ? "Nesse dia, em comparação com o dia anterior" : `Nestes ${days} dias, em comparação com os ${days} anteriores`}: ${parts}.`,
  cameUp: (themes) => `O que mais apareceu: ${themes}.`,
  helped: (terms) => `Os dias com ${terms} tenderam a ser mais felizes.`,
  weighed: (terms) => `Os dias com ${terms} tenderam a ter mais stress.`,
  noDrivers: (happier) => `Nenhum tema se destacou nos dias ${happier ? "mais felizes" : "com mais stress"} deste período.`,
  lowEnd: (metric, terms) => `Os dias com ${terms} tenderam a ${metric === "energy" ? "ter menos energia" : "ser menos felizes"}.`,
  noLowEnd: (metric) => `Nenhum tema se destacou nos dias ${metric === "energy" ? "de mais cansaço" : "menos felizes"} deste período.`,
  unmeasured: (feeling) =>
    `Nenhuma leitura do seu diário mede «${feeling}» (medem a felicidade, o stress e a energia), por isso não sei dizer o que o acompanha; procurei antes as entradas que falam disso.`,
  patternsLead: (metric) => `Os padrões que as suas entradas mostram (${metric}):`,
  suggestion: (title, count) => `Uma de ${count} sugestões: ${title}`,
  suggestionsHead: (days, shown, count) => `Sugestões a partir das suas entradas dos últimos ${days} dias, cada uma com um primeiro passo${count > shown ? ` (${shown} de ${count})` : ""}:`,
  suggestionsBetween: (from, to, shown, count) => `Sugestões a partir das suas entradas de ${from} a ${to}, cada uma com um primeiro passo${count > shown ? ` (${shown} de ${count})` : ""}:`,
  noSummary: (period) => `Não encontrei entradas em ${period}, por isso não há nada a resumir.`,
  summaryHead: (period, count, average) => `${period.charAt(0).toUpperCase()}${period.slice(1)}: ${portuguese.entries(count)}${average ? `, felicidade média de ${average}` : ""}.`,
  mainEvents: (events) => `Principais acontecimentos: ${events}.`,
};

export const journalPhrases: Readonly<Record<Language, JournalPhrases>> = { en: english, pt: portuguese };
