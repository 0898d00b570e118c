import { foldAccents } from "@lifeos/core";
import type { Language } from "@lifeos/core";
import { searchedSentences } from "../../journal/offline/peopleWith.js";
import { listWords, quote } from "../../models/offline/answerText.js";
import type { PlannedCall, ToolResultView } from "../../models/offline/OfflineSkill.js";
import { feelingAsked } from "../../models/offline/question/feelingWords.js";
import type { Question } from "../../models/offline/question/Question.js";

/**
 * Words of a request to reflect that say how, not on what (accent-folded):
 * "reflect", "reflexão", "help me", "ajuda-me", "think", "pensar", "processar", "my
 * feelings", "entry", "the most recent", "quero", "please", "comigo".
 */
const requestWord =
  /^(?:reflect\w*|reflex\w*|reflet\w*|reflit\w*|say|tell|diria|diriam|pensaria|view|take|leitura|visao|olhar|help\w*|ajud\w*(?:-me)?|think\w*|thought\w*|pensar|pensa|penso|pensamentos?|process|processing|processar|organizar|arrumar|untangle|perceber|entender|achas|acha|pensas|dizes|diz|make|journal|diario|feelings?|emotions?|sentimentos?|emocoes|entry|entries|entrada|entradas|recente|recentes|recent|latest|newest|last|ultima|ultimo|want|wanna|quero|queria|gostava|gostaria|like|please|favor|deeper|profundamente|bit|pouco|comigo|together|juntos|juntas|sense|sentido|felt|feel|feeling|senti|sinto|sentia|day|dia|stoic\w*|estoic\w*|buddhis\w*|budis\w*|budic\w*|existential\w*|existencial\w*|angle|perspective|lens|approach|style|forma|maneira|modo|perspetiva|perspectiva|olhar|estilo|lente)$/;

/** What a request to reflect is about, when it names a topic ("reflect on my anxiety"): the search that finds the entries about it. */
export interface ReflectionTopic {
  /** The topic's words as written. */
  readonly words: ReadonlyArray<string>;
  readonly related: ReadonlyArray<ReadonlyArray<string>>;
}

/** Words of a bond with someone, said around their name: the topic alone when nothing else is named ("my relationships"). */
const relationWord = /^(?:relationships?|relation|friendships?|bond|marriage|relac\w*|relacionamentos?|amizades?|casamento|namoro|ligacao)$/;

/**
 * The topic of a request to reflect: the question's topic words less the
 * words of the request itself, each with its related words (a feeling with
 * the words that express it: "anxiety" → anxious, ansiosa…). Null when
 * nothing is left ("reflect on my last entry").
 */
export const reflectionTopic = (question: Question): ReflectionTopic | null => {
  const asked = question.topicWords.filter((word) => !requestWord.test(foldAccents(word.toLowerCase())));
  // "my relationship with Ana", "a minha relação com o Tom": the entries about Ana, not those that say "relationship".
  const others = asked.filter((word) => !relationWord.test(foldAccents(word.toLowerCase())));
  const words = others.length > 0 ? others : asked;
  if (words.length === 0) return null;
  const folded = new Set(words.map((word) => foldAccents(word.toLowerCase())));
  const related = question.related.filter((list) => list[0] !== undefined && folded.has(foldAccents(list[0].toLowerCase())));
  const feeling = feelingAsked(words);
  const withFeeling =
    feeling === null || related.some((list) => list[0] === feeling.word) ? related : [...related, feeling.related];
  return { words, related: withFeeling.slice(0, 8) };
};

/** The search for the entries about the topic, the most recent of the most relevant first, within the days named. */
export const topicSearch = (topic: ReflectionTopic, within: { readonly from: string; readonly to: string } | null): PlannedCall => ({
  name: "search_journal",
  arguments: {
    query: topic.words.join(" "),
    ...(topic.related.length > 0 ? { related: topic.related } : {}),
    ...(within ?? {}),
    recencyBoost: true,
    limit: 5,
  },
});

interface Found {
  readonly entryId: string;
  readonly date: string;
  readonly confidence: string;
  readonly excerpt?: string;
}

/** The entries a topic search found, best first (empty for another tool's result or a failed search). */
export const foundEntries = (result: ToolResultView | undefined): ReadonlyArray<Found> => {
  if (result === undefined || result.name !== "search_journal" || !result.success) return [];
  const results = result.data["results"];
  return Array.isArray(results) ? (results as ReadonlyArray<Found>) : [];
};

/** The topic's words no entry holds, when others are (the search's `missing`). */
const missingWords = (result: ToolResultView | undefined): ReadonlyArray<string> => {
  const missing = result?.success === true ? result.data["missing"] : undefined;
  return Array.isArray(missing) ? missing.map(String) : [];
};

/**
 * The entries that are about the topic: the search's sure matches; else,
 * when only some of its words are in no entry ("my relationship with my
 * sister" with no entry saying "relationship"), the entries with the others.
 * A weak match that only looks alike is about nothing.
 */
export const aboutTopic = (result: ToolResultView | undefined): ReadonlyArray<Found> => {
  const found = foundEntries(result);
  const sure = found.filter((entry) => entry.confidence === "high");
  return sure.length > 0 || missingWords(result).length === 0 ? sure : found;
};

/** After the topic search: reflect on the entry most about the topic, in the question's language; nothing when none is. */
export const reflectOnFound = (question: Question, results: ReadonlyArray<ToolResultView>): ReadonlyArray<PlannedCall> => {
  if (results.some((result) => result.name === "reflect_on_entry")) return [];
  const best = aboutTopic(results.find((result) => result.name === "search_journal"))[0];
  return best === undefined ? [] : [{ name: "reflect_on_entry", arguments: { id: best.entryId, language: question.language } }];
};

/** The topic as the question wrote it, quoted. */
const topicText = (search: ToolResultView, language: Language): string => quote(String(search.arguments["query"] ?? ""), language);

/**
 * The lead of a reflection on the entry a topic search chose: which entry,
 * why, and the other days that speak of it.
 */
export const topicLead = (search: ToolResultView, date: string, language: Language): string => {
  const others = [...new Set(aboutTopic(search).map((found) => found.date))].filter((other) => other !== date).slice(0, 3);
  const topic = topicText(search, language);
  const missing = missingWords(search).map((word) => quote(word, language));
  // What the entry says of the topic: its first words may be of another part of the day.
  const told = searchedSentences(search, foundEntries(search).find((found) => found.date === date)?.excerpt?.replace(/^…|…$/g, "") ?? "").slice(0, 2).join(" ");
  if (language === "pt")
    return `Reflexão sobre a entrada de ${date}, a que mais fala de ${topic} entre as mais recentes${others.length > 0 ? ` (o tema volta em ${listWords(others, language)})` : ""}.${
      missing.length > 0 ? ` Nenhuma entrada diz ${listWords(missing, language)}.` : ""
    }${told === "" ? "" : ` Sobre isso, escreveu: ${quote(told, language)}`}`;
  return `A reflection on your entry of ${date}, the recent one that speaks most of ${topic}${others.length > 0 ? ` (it comes up on ${listWords(others, language)} too)` : ""}.${
    missing.length > 0 ? ` No entry says ${listWords(missing, language)}.` : ""
  }${told === "" ? "" : ` On it, you wrote: ${quote(told, language)}`}`;
};

/** Said plainly when no entry is about the topic, with the closest weak match to reflect on instead. */
export const noEntryOnTopic = (search: ToolResultView, language: Language): string => {
  const topic = topicText(search, language);
  const closest = foundEntries(search)[0];
  const none =
    language === "pt"
      ? `Nenhuma das suas entradas fala de ${topic}, por isso não tenho nenhuma sobre isso para refletir.`
      : `None of your entries mentions ${topic}, so there is no entry about it for me to reflect on.`;
  if (closest === undefined) return none;
  return `${none} ${
    language === "pt"
      ? `A mais próxima é de ${closest.date}: peça-me uma reflexão sobre esse dia, se quiser.`
      : `The closest is from ${closest.date}: ask me to reflect on that day if you like.`
  }`;
};
