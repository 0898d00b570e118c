import type { Language } from "@lifeos/core";
import { addDays, detectLanguage, foldAccents } from "@lifeos/core";
import { paragraphs } from "../../models/offline/answerText.js";
import type { SkillPlan, ToolResultView } from "../../models/offline/OfflineSkill.js";
import { feelingAsked } from "../../models/offline/question/feelingWords.js";
import type { Question } from "../../models/offline/question/Question.js";
import { composeSearch, searchShowsNothing } from "./compose/composeSearch.js";
import { objects, text } from "./compose/readData.js";
import { call, dateBounds, plan } from "./planCalls.js";
import type { Reading } from "./reading.js";
import { thankedMeaning } from "./thankedAlike.js";

/** A word of gratitude (accent-folded): "grateful", "thankful", "gratidão", "grata", "agradeço". */
const gratitudeWord = /\b(?:grateful|thankful|gratitude|grat[oa]s?|gratidao|agradecid[oa]s?|agradeco)\b/;

/** Asks what, not when or how often: "what am I grateful for?", "pelo que sou grato?", "a que é que agradeço?". */
const whatAsked = /\b(?:what|which|o que|pelo que|pela que|por que|a que|quais|que coisas)\b/;

/** Asks what the person is grateful for: "what am I grateful for?", "pelo que sou grata?", "what do I thank for most?". */
export const gratitudeAsked = (question: Question): boolean =>
  question.has(gratitudeWord) && question.has(whatAsked) && !question.cues.has("count") && !question.cues.has("lastTime") && !question.cues.has("firstTime");

/**
 * "what am I grateful for?" → the entries that say gratitude, in its words of both languages, over the period asked: the
 * search's (at most 20) to read what they thank for, and every entry of the period counted, so the answer says how many
 * there were when the search could not show them all.
 */
export const gratitudeRoute = (reading: Reading): SkillPlan[] | null => {
  if (!gratitudeAsked(reading.question)) return null;
  const feeling = feelingAsked(["grateful"])!;
  // "what am I grateful for lately?": the last 30 days, as the other "lately" questions read it.
  const today = reading.question.today;
  const lately = reading.range === null && reading.question.cues.has("lately") ? { from: addDays(today, -29), to: today } : null;
  const words = { query: feeling.word, related: [feeling.related.slice(0, 25)], ...dateBounds(reading.range ?? lately) };
  const searched = call("search_journal", { ...words, limit: 20 });
  return [plan(0.84, searched, call("count_mentions", words)), plan(0.8, searched)];
};

/**
 * What follows a word of gratitude, up to the sentence's end: "grateful for the people around me", "thankful for days like
 * this", "Gratidão: a saúde da mãe", "senti gratidão pelas pessoas", "agradeço a ajuda da Rita", "grata pela Bia".
 */
const thanked =
  /\b(?:grateful|thankful)\s+(?:for|to|that)\s+([^.;!?\n]+)|\bgratitude\s*(?::|for|to)\s*([^.;!?\n]+)|\b(?:grat[oa]s?|agradecid[oa]s?)\s+(?:por|pel[oa]s?|a|ao|aos|as|à|às)\s+([^.;!?\n]+)|\bgratidão\s*(?::|por|pel[oa]s?|a|ao|à)\s*([^.;!?\n]+)|\bagradeço\s+(?:(?:por|pel[oa]s?|a|ao|à)\s+)?([^.;!?\n]+)/giu;

/** A thing thanked for, as said, without a leading article and trailing words of time ("today", "hoje"). */
const tidy = (said: string): string =>
  said
    .trim()
    .replace(/^(?:(?:the|an?|o|os|as)\s+)?(?:(?:my|meu|minha|meus|minhas)\s+)?/iu, "")
    .replace(/\s+(?:today|tonight|again|hoje|outra vez|de novo)$/iu, "")
    .replace(/[,:\s]+$/u, "");

interface Thanked {
  readonly thing: string;
  readonly last: string;
  /** The language of the entry that first says it. */
  readonly language: Language;
  /** The entries that say it, by their place in the results. */
  readonly rows: ReadonlySet<number>;
}

/**
 * The things the entries say the person is grateful for, most entries first, each with how many and the last day. The
 * same thing said in each language ("my family", "minha família") is one: said first as an entry in the question's
 * language says it, its other sayings after it, and an entry that says it twice counted once.
 */
const thingsThanked = (result: ToolResultView, language: Language): { thing: string; entries: number; last: string }[] => {
  const counts = new Map<string, Thanked>();
  for (const [index, row] of objects(result.data["results"]).entries()) {
    const date = text(row["date"]);
    const written = detectLanguage(text(row["excerpt"]), language);
    const things = new Set([...text(row["excerpt"]).matchAll(thanked)].map((match) => tidy(match.slice(1).find((group) => group !== undefined) ?? "")).filter((thing) => thing.length >= 3));
    for (const thing of things) {
      const key = foldAccents(thing.toLowerCase());
      const seen = counts.get(key);
      counts.set(key, { thing: seen?.thing ?? thing, language: seen?.language ?? written, rows: new Set([...(seen?.rows ?? []), index]), last: seen === undefined || date > seen.last ? date : seen.last });
    }
  }
  // An excerpt cut short ("people…") is the longer thing it starts, when one is said whole.
  for (const [key, cut] of counts) {
    if (!key.endsWith("…")) continue;
    const whole = [...counts.entries()].find(([other]) => other !== key && !other.endsWith("…") && other.startsWith(key.slice(0, -1).trimEnd()));
    if (whole === undefined) continue;
    counts.delete(key);
    counts.set(whole[0], { thing: whole[1].thing, language: whole[1].language, rows: new Set([...whole[1].rows, ...cut.rows]), last: cut.last > whole[1].last ? cut.last : whole[1].last });
  }
  const byMeaning = new Map<string, Thanked[]>();
  for (const said of counts.values()) byMeaning.set(thankedMeaning(said.thing), [...(byMeaning.get(thankedMeaning(said.thing)) ?? []), said]);
  const inLanguage = (said: Thanked) => (said.language === language ? 1 : 0);
  return [...byMeaning.values()]
    .map((sayings) => {
      const [first, ...others] = [...sayings].sort((a, b) => inLanguage(b) - inLanguage(a) || b.rows.size - a.rows.size || (a.last < b.last ? 1 : -1));
      const thing = others.length === 0 ? first!.thing : `${first!.thing} (${others.slice(0, 2).map((said) => said.thing).join(", ")})`;
      const last = sayings.reduce((latest, said) => (said.last > latest ? said.last : latest), "");
      return { thing, entries: new Set(sayings.flatMap((said) => [...said.rows])).size, last };
    })
    .sort((a, b) => b.entries - a.entries || (a.last < b.last ? 1 : -1));
};

export const isGratitude = (question: Question, results: ReadonlyArray<ToolResultView>): boolean =>
  results.length >= 1 && results.length <= 2 && results[0]!.name === "search_journal" && results[0]!.success && (results[1] === undefined || results[1].name === "count_mentions") && gratitudeAsked(question);

const phrases: Readonly<Record<Language, { heading: (entries: number) => string; of: (shown: number, all: number) => string; one: (thing: string, entries: number, last: string) => string; none: string }>> = {
  en: {
    heading: (entries) => `What your entries say you are grateful for (${entries === 1 ? "1 entry" : `${entries} entries`} found):`,
    of: (shown, all) => `What your entries say you are grateful for: ${all} entries speak of gratitude; from the ${shown} that say it most plainly:`,
    one: (thing, entries, last) => `${thing}: ${entries === 1 ? "1 entry" : `${entries} entries`}, the last on ${last}`,
    none: "Your entries speak of gratitude without saying for what:",
  },
  pt: {
    heading: (entries) => `Aquilo por que as entradas dizem que sente gratidão (${entries === 1 ? "1 entrada encontrada" : `${entries} entradas encontradas`}):`,
    of: (shown, all) => `Aquilo por que as entradas dizem que sente gratidão: ${all} entradas falam de gratidão; das ${shown} que o dizem mais claramente:`,
    one: (thing, entries, last) => `${thing}: ${entries === 1 ? "1 entrada" : `${entries} entradas`}, a última em ${last}`,
    none: "As entradas falam de gratidão sem dizer porquê:",
  },
};

/**
 * The things thanked for, the most said first; when the period holds more entries of gratitude than the search shows
 * (`counted`, every entry of the period), how many there were. When the entries say nothing thanked for, that, and the entries.
 */
export const composeGratitude = (question: Question, result: ToolResultView, counted?: ToolResultView): string => {
  if (searchShowsNothing(result)) return composeSearch(question, result);
  const p = phrases[question.language];
  const things = thingsThanked(result, question.language);
  if (things.length === 0) return paragraphs(p.none, composeSearch(question, result));
  const shown = objects(result.data["results"]).length;
  const all = counted?.success === true && typeof counted.data["mentions"] === "number" ? counted.data["mentions"] : 0;
  return `${all > shown ? p.of(shown, all) : p.heading(shown)}\n${things.slice(0, 8).map((thing) => `- ${p.one(thing.thing, thing.entries, thing.last)}`).join("\n")}`;
};
