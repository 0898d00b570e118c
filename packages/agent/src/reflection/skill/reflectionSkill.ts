import type { Language, LocalDate, ReflectionResult, ReflectionSource } from "@lifeos/core";
import { addDays, moodNames, reflectionSourceNames, reflectionSources } from "@lifeos/core";
import type { OfflineSkill, SkillPlan, ToolResultView } from "../../models/offline/OfflineSkill.js";
import type { Question } from "../../models/offline/question/Question.js";
import { followUpOpening } from "../../journal/offline/journalPatterns.js";
import { dateRangeBefore, unitBefore } from "../../time/periodBefore.js";
import { promptBanks } from "../offline/coachOffline.js";
import { adviceFor, promptsFor, traditionAsked } from "./reflectionTradition.js";
import { moodDayCall, moodDayFound, moodDayLead, noMoodDay } from "./reflectionMoodDay.js";
import { noEntryOnTopic, reflectOnFound, reflectionTopic, topicLead, topicSearch } from "./reflectionTopic.js";
import { composeReflectionAnswer, reflectionAnswerPlan } from "./reflectionAnswer.js";

/**
 * "reflect on", "help me reflect", "reflete/reflita/refletir sobre", "uma reflexão sobre", "help me think about my
 * stress", "ajuda-me a pensar sobre o trabalho", "ajuda-me a dar sentido ao que senti".
 */
const asksToReflect =
  /\b(reflect|reflection|reflexao|refleti\w*|reflete|reflita|refletir|refletes)\b|\bwhat would (?:a |an |the )?(?:stoic|buddhist|existentialist)s? (?:say|think|tell me)\b|\b(?:stoic|buddhist|existentialist|existential) (?:view|take|perspective|lens|angle|reading)\b|\bo que (?:e que )?(?:diria|diriam|pensaria) (?:um |uma |o |a )?(?:estoic|budist|existencialist)\w*|\b(?:perspetiva|perspectiva|visao|olhar|leitura) (?:estoic|budist|existencialist)\w*|\bhelp me (?:to )?(?:think|work|sort|process|make sense|untangle)\w*(?: \w+)? (?:about|through|over|out|of)\b|\bajud\w*(?:-me| me) a (?:(?:pensar|processar|organizar|arrumar)(?: melhor)? (?:sobre|em|n[ao]s?|o|a|os|as|as ideias sobre)|(?:perceber|entender) (?:o que sinto|o que senti|os meus sentimentos|as minhas emocoes)|dar sentido a(?:o|os|s)?)\b|\b(?:think|thinking) (?:about|through|over)\b.*\b(?:entry|entries)\b|\bwhat do you (?:think|make) (?:of|about) (?:my|this|that|the) (?:\w+ )?(?:entry|entries|journal)\b|\bo que (?:e que )?(?:achas|acha|pensas|pensa|dizes|diz) (?:d[aeo]s?|sobre (?:a|o|as|os)) (?:minhas? |meus? )?(?:\w+ )?(?:entradas?|diario)\b|\b(?:pensar|pensa|penso) (?:sobre|n[ao]s?)\b.*\bentradas?\b/;

/**
 * "what should I write about today?", "give me a journaling prompt", "I don't
 * know what to write", "sobre o que devo escrever?", "dá-me uma ideia para
 * escrever": prompts to write from, picked for the latest entry.
 */
const asksForWritingIdea =
  /\bwhat (?:should|could|can|shall) i (?:write|journal)\b|\bwhat do i (?:write|journal)\b(?! about (?:the )?most| (?:the )?most| usually| mostly| often| about in)|\b(?:journal(?:ing)?|writing|diary) (?:prompts?|ideas?|topics?|questions?)\b|\b(?:prompts?|ideas?|topics?|something) (?:to|for|i could|i can) (?:write|journal)\b|\b(?:don'?t|do not) know what to write\b|\b(?:o )?que (?:devo|posso|hei de|vou|deveria|poderia) escrever\b|\b(?:ideias?|temas?|assuntos?|sugest(?:ao|oes)|perguntas?) (?:para|pra) (?:escrever|o diario|refletir|pensar)\b|\b(?:questions?|prompts?) to (?:reflect|think) (?:on|about)\b|\bnao sei (?:o )?que escrever\b|\bsobre o que (?:eu )?(?:escrever|escrevo|escreva)\b(?! mais| com mais frequencia| normalmente| habitualmente)/;

/** The prompts offered to someone with no entries yet: one per tradition, for noticing the day. */
const starterThemes = ["gratitude", "purpose", "self"] as const;

/**
 * "and the day before?", "what about last week?", "e a de anteontem?" right after a request to reflect (or after such a
 * follow-up): that request again, for the day or period named now, or the one before the day it named.
 */
const reflectionFollowUp = (question: Question): Question | null => {
  const previous = question.previous;
  if (previous === null || !question.has(followUpOpening) || question.words.length > 7) return null;
  const asked = previous.has(asksToReflect) ? previous : reflectionFollowUp(previous);
  if (asked === null) return null;
  const unit = asked.range === null ? null : unitBefore(question.normalized);
  const range = unit !== null && asked.range !== null ? dateRangeBefore(asked.range, unit) : question.range;
  if (range === null) return null;
  return { ...asked, dates: [range], range, language: question.language, tools: question.tools, capabilities: question.capabilities, previous: null };
};

/** A prompt as a list line with its tradition: "- Name one thing you can control (Stoic)". */
const promptLine = (text: string, source: ReflectionSource, language: Language): string => `- ${text} (${reflectionSourceNames[language][source]})`;

/**
 * "my week", "a semana", "this month", "o mês", "my year", "o meu ano": a period said without dates, read as the days up
 * to today (a year as this year so far, as the journal reads "my year").
 */
const periodWords: ReadonlyArray<readonly [RegExp, (today: LocalDate) => LocalDate]> = [
  [/\b(?:week|semana)\b/, (today) => addDays(today, -6)],
  [/\b(?:month|mes)\b/, (today) => addDays(today, -29)],
  [/\b(?:my|the|this past) year\b|\b(?:meu|o) ano\b/, (today) => `${today.slice(0, 4)}-01-01` as LocalDate],
];

/**
 * The call for what the question names: the entries about a topic it names
 * ("reflect on my anxiety": searched, the best one reflected on next); a
 * day's latest entry; a period's entries together ("reflect on my week"); or
 * the latest entry. Every reflection is asked in the question's language.
 */
const plan = (question: Question): ReadonlyArray<SkillPlan> => {
  const language = question.language;
  if (question.has(asksForWritingIdea)) return [{ confidence: 0.9, calls: [{ name: "reflect_on_entry", arguments: { language } }] }];
  if (!question.has(asksToReflect)) {
    const again = reflectionFollowUp(question);
    if (again !== null) return plan(again);
    // "I think I was tired because I slept badly" right after the prompts: the person's answer, offered as a draft.
    return reflectionAnswerPlan(question, (previous) => previous.has(asksToReflect) || previous.has(asksForWritingIdea) || reflectionFollowUp(previous) !== null);
  }
  const range = question.range;
  const since = range === null ? periodWords.find(([words]) => question.has(words))?.[1] : undefined;
  // What the question names: a span of days, a single day, or nothing (the latest entry).
  const span =
    range !== null && range.from !== range.to
      ? { from: range.from, to: range.to }
      : since !== undefined
        ? { from: since(question.today), to: question.today }
        : null;
  // "reflect on my happiest day this month": the day the mood ranks first, reflected on next.
  const moodDay = moodDayCall(question);
  if (moodDay !== undefined) return [{ confidence: 0.94, calls: [moodDay] }];
  const named = span ?? (range !== null ? { date: range.from } : {});
  const topic = reflectionTopic(question);
  const reflect: SkillPlan = { confidence: 0.92, calls: [{ name: "reflect_on_entry", arguments: { ...named, language } }] };
  if (topic === null) return [reflect];
  // The topic's entries within what is named; without the search offered, the entry or period named is the fall-back.
  const within = span ?? (range !== null ? { from: range.from, to: range.to } : null);
  return [{ confidence: 0.93, calls: [topicSearch(topic, within)] }, { ...reflect, confidence: 0.9 }];
};

/**
 * Prompts to write from: the reflection's prompts for the latest entry, said
 * as picked for its themes (see `explainFailure` when there is none).
 */
const composeWritingIdeas = (question: Question, results: ReadonlyArray<ToolResultView>): string => {
  const pt = question.language === "pt";
  const language = question.language;
  const found = results.find((result) => result.name === "reflect_on_entry" && result.success);
  if (found === undefined) return "";
  const { date, reflection } = found.data as { date: string; reflection: ReflectionResult };
  const themes = reflection.themes.length > 0 ? reflection.themes.join(", ") : null;
  const lead = pt
    ? `Algumas ideias para escrever, escolhidas para a sua última entrada (${date})${themes === null ? "" : `, sobre ${themes}`}:`
    : `Some prompts to write from, picked for your last entry (${date})${themes === null ? "" : `, about ${themes}`}:`;
  const warnings = (reflection.warnings ?? []).flatMap((warning) => ["", warning]);
  // No prompts (an entry that points to professional help first): the reflection's own advice instead.
  if (reflection.prompts.length === 0) return [reflection.advice, ...warnings].join("\n");
  const lines = promptsFor(reflection, traditionAsked(question), language).map((prompt) => promptLine(prompt.text, prompt.source, language));
  return [lead, ...lines, ...warnings].join("\n");
};

/** No entry on the day named: said plainly, with the closest days that have one to reflect on instead. */
const missingDay = (date: string, closest: ReadonlyArray<string>, pt: boolean): string => {
  const none = pt ? `Não escreveu nada em ${date}, por isso não há entrada desse dia para refletir.` : `You wrote nothing on ${date}, so there is no entry from that day to reflect on.`;
  if (closest.length === 0) return none;
  const days = closest.join(pt ? " e " : " and ");
  return `${none} ${pt ? `As entradas mais próximas são de ${days}: peça-me uma reflexão sobre um desses dias.` : `The closest entries are from ${days}: ask me to reflect on one of those days.`}`;
};

/**
 * With no entry to read (a new journal), one prompt of each tradition's bank
 * for noticing the day; with the entry unreadable, the same after saying why.
 */
const explainFailure = (question: Question, result: ToolResultView): string | undefined => {
  if (result.name !== "reflect_on_entry") return undefined;
  const pt = question.language === "pt";
  const noEntryThatDay = /^No entry was written on (\d{4}-\d{2}-\d{2})(?:; the closest entries are from ([\d-]+)(?: and ([\d-]+))?)?/.exec(result.error ?? "");
  if (noEntryThatDay !== null) return missingDay(noEntryThatDay[1]!, noEntryThatDay.slice(2).filter((date) => date !== undefined), pt);
  // "reflect on my week" with nothing written in it: said plainly, with what can be asked instead.
  const noEntryThen = /^No entry was written from (\d{4}-\d{2}-\d{2}) to (\d{4}-\d{2}-\d{2})/.exec(result.error ?? "");
  if (noEntryThen !== null) {
    const [, from, to] = noEntryThen;
    return pt
      ? `Não escreveu nenhuma entrada de ${from} a ${to}, por isso não há nada desses dias para refletir. Peça-me uma reflexão sobre a sua última entrada, ou escreva uma na página Diário.`
      : `You wrote no entries from ${from} to ${to}, so there is nothing of those days to reflect on. Ask me to reflect on your last entry, or write one on the Journal page.`;
  }
  const empty = /\bno entries\b/i.test(result.error ?? "");
  if (!question.has(asksForWritingIdea)) {
    if (!empty) return undefined;
    return pt
      ? "Ainda não há nenhuma entrada para refletir. Escreva uma na página Diário («Nova entrada») e peça-me de novo; ou pergunte «sobre o que devo escrever?» para ter pontos de partida."
      : "There is no entry to reflect on yet. Write one on the Journal page (New entry) and ask me again; or ask \"what should I write about?\" for starting points.";
  }
  const language = question.language;
  const starters = reflectionSources.flatMap((source) => {
    const prompt = promptBanks[source].find((candidate) => candidate.themes.some((theme) => (starterThemes as ReadonlyArray<string>).includes(theme)));
    return prompt === undefined ? [] : [promptLine(prompt[language], source, language)];
  });
  const lead = empty
    ? pt ? "Ainda não há entradas para eu ler, por isso aqui ficam três pontos de partida dos bancos de perguntas do LifeOS:" : "There are no entries for me to read yet, so here are three starting points from LifeOS's prompt banks:"
    : pt ? "Não consegui ler a sua última entrada, por isso aqui ficam três pontos de partida dos bancos de perguntas do LifeOS:" : "I couldn't read your latest entry, so here are three starting points from LifeOS's prompt banks:";
  return [lead, ...starters].join("\n");
};

const compose = (question: Question, results: ReadonlyArray<ToolResultView>): string => {
  const answered = composeReflectionAnswer(question, results);
  if (answered !== null) return answered;
  if (question.has(asksForWritingIdea)) return composeWritingIdeas(question, results);
  const pt = question.language === "pt";
  const search = results.find((result) => result.name === "search_journal");
  const ranking = results.find((result) => result.name === "get_recent_entries" && result.success);
  if (search !== undefined && !results.some((result) => result.name === "reflect_on_entry")) return noEntryOnTopic(search, question.language);
  if (ranking !== undefined && !results.some((result) => result.name === "reflect_on_entry")) return noMoodDay(ranking, question.language);
  const sections = results
    .filter((result) => result.name === "reflect_on_entry" && result.success)
    .map((result) => {
      const { date, from, entries, reflection } = result.data as { date: string; from?: string; entries?: number; reflection: ReflectionResult };
      const lead =
        search !== undefined
          ? topicLead(search, date, question.language)
          : ranking !== undefined
          ? moodDayLead(ranking, date, question.language)
          : from !== undefined && entries !== undefined
          ? pt ? `Reflexão sobre ${entries === 1 ? "a entrada" : `as ${entries} entradas`} de ${from} a ${date}.` : `A reflection on your ${entries === 1 ? "entry" : `${entries} entries`} from ${from} to ${date}.`
          : pt ? `Reflexão sobre a entrada de ${date}.` : `A reflection on your entry of ${date}.`;
      // A period's summary would be its first day's sentences: its themes and mood are said instead.
      const gist =
        from === undefined
          ? reflection.summary
          : [
              reflection.themes.length > 0 ? (pt ? `O que atravessou estes dias: ${reflection.themes.join(", ")}.` : `What ran through these days: ${reflection.themes.join(", ")}.`) : "",
              pt ? `O tom geral: ${moodNames.pt[reflection.mood]}.` : `The overall tone: ${moodNames.en[reflection.mood]}.`,
            ].filter((line) => line !== "").join(" ");
      const lines = [lead, "", gist];
      // "a stoic reflection on my day": that tradition's prompts.
      const prompts = promptsFor(reflection, traditionAsked(question), question.language);
      if (prompts.length > 0) {
        lines.push("", pt ? "Para refletir:" : "To reflect on:");
        for (const prompt of prompts) lines.push(promptLine(prompt.text, prompt.source, question.language));
      }
      lines.push("", adviceFor(reflection, traditionAsked(question), question.language));
      for (const warning of reflection.warnings ?? []) lines.push("", warning);
      return lines.join("\n");
    });
  return sections.join("\n\n");
};

/**
 * The offline skill of reflection: "reflect on my last entry", "help me
 * reflect on yesterday's entry", "reflete sobre a minha última entrada"
 * call `reflect_on_entry` for the day named, or the latest entry; "reflect
 * on my anxiety", "quero refletir sobre o trabalho" search the journal for
 * the topic and reflect on the entry most about it (or say none is); "reflect
 * on my week", "faz uma reflexão sobre a semana" for the period's entries;
 * "what should I write about?", "sobre o que devo escrever?" for prompts to
 * write from, picked for the latest entry.
 */
export const reflectionSkill: OfflineSkill = {
  name: "reflection",
  tools: ["reflect_on_entry", "search_journal", "get_recent_entries", "add_journal_entry"],
  plan,
  followUp: (question, results) => {
    // The day the mood ranked first, reflected on; else the entry a topic search found.
    const day = moodDayFound(results);
    if (day !== undefined && !results.some((result) => result.name === "reflect_on_entry")) return [{ name: "reflect_on_entry", arguments: { id: day.entryId, language: question.language } }];
    return reflectOnFound(question, results);
  },
  compose,
  explainFailure,
  // "what can I ask about my reflection?": this skill's help alone.
  helpTopic: /\b(?:reflect\w*|reflexao|reflexoes|refletir)\b/,
  help: {
    en: ["Reflect on my last entry.", "Help me reflect on yesterday's entry.", "Reflect on my week.", "Help me reflect on my anxiety."],
    pt: ["Reflete sobre a minha última entrada.", "Ajuda-me a refletir sobre a entrada de ontem.", "Faz uma reflexão sobre a semana.", "Quero refletir sobre a ansiedade."],
  },
};
