import type { ExtractionLanguage } from "../detectLanguage.js";
import type { ClauseContext, Subject } from "./ClauseContext.js";
import type { ExtractionDraft } from "./ExtractionDraft.js";
import { buildMemory } from "./buildMemory.js";
import { personNamed, resolveSubject } from "./subjects.js";
import { relationAlternation } from "@lifeos/core";
import { oneOf, singular } from "../people/namedRelatives.js";

const weekdayEn = "(?:mon|tues|wednes|thurs|fri|satur|sun)days?";
const weekdayPt = "(?:segunda|ter[çc]a|quarta|quinta|sexta)s?(?:-feiras?)?|s[áa]bados?|domingos?";
const timeEn = "\\d{1,2}(?::\\d{2})?\\s*(?:am|pm|h)?|noon|midday";
const timePt = "\\d{1,2}(?:[:h]\\d{2})?\\s*h?(?:oras)?|meio-dia";

/** When it comes back each week: "every Tuesday at 6pm", "on Mondays and Wednesdays", "às terças às 18h", "todos os sábados de manhã". */
const weekly: Record<ExtractionLanguage, string> = {
  en:
    `(?:every|each|on)\\s+(?:${weekdayEn})(?:\\s*(?:,|and|&)\\s*(?:${weekdayEn}))*` +
    `(?:\\s+(?:morning|afternoon|evening|night)s?)?(?:\\s+(?:at|from)\\s+(?:${timeEn})(?:\\s*(?:-|to|until|till)\\s*(?:${timeEn}))?)?`,
  pt:
    `(?:às|as|aos|nas|nos|todas\\s+as|todos\\s+os|à|ao|na|no)\\s+(?:${weekdayPt})(?:\\s*(?:,|e)\\s*(?:(?:às|as|aos|à|ao)\\s+)?(?:${weekdayPt}))*` +
    `(?:\\s+(?:de|à)\\s+(?:manhã|manha|tarde|noite))?(?:\\s+(?:às|as|a\\s+partir\\s+das|das)\\s+(?:${timePt})(?:\\s*(?:-|às|as|até)\\s*(?:${timePt}))?)?`,
};

/** The doing before it: "has swimming", "goes to ballet", "plays football", "tem natação", "vai ao ballet", "faz judo". */
const doing: Record<ExtractionLanguage, string> = {
  en: "(?:has|have|does|do|goes\\s+to|go\\s+to|plays|play|takes|take|attends|attend)",
  pt: "(?:tem|têm|temos|tenho|faz|fazem|fazemos|faço|vai|vão|vamos|vou|joga|jogam|jogamos|jogo|anda|andam|andamos|ando)",
};

/** Who does it: a name, one's relative, a pronoun, or the person ("I", "eu", or a first-person verb alone). */
const someone = (language: ExtractionLanguage): string =>
  language === "pt"
    ? `(?:(?:a|o)\\s+)?(?:(?:minha|meu)\\s+(?:${relationAlternation("pt")})|\\p{Lu}[\\p{L}'’-]*)|(?:os|as)\\s+(?:(?:meus|minhas|nossos|nossas)\\s+)?[\\p{L}-]+s|ela|ele|eu|nós`
    : `(?:my\\s+(?:${relationAlternation("en")})|\\p{Lu}[\\p{L}'’-]*)|(?:my|our|the)\\s+(?:children|[\\p{L}-]+s)|she|he|i|we`;

const activityOf = (language: ExtractionLanguage): RegExp =>
  new RegExp(
    `^(?:(?<who>${someone(language)})\\s+)?${doing[language]}\\s+(?:(?:a|à|ao|aulas?\\s+de|de|some|a\\s+class\\s+of|(?:\\p{L}+\\s+)?lessons?\\s+in|lessons?)\\s+)?(?<what>[\\p{L}-]+(?:\\s+[\\p{L}-]+)?)\\s+(?<when>${weekly[language]})\\s*[.!]?$`,
    "iu",
  );
const byLanguage = { en: activityOf("en"), pt: activityOf("pt") };

/** Words after the doing that name no activity ("has a", "tem de"), so the clause is something else. */
const notActivities = /^(?:a|an|the|to|it|that|um|uma|o|a|de|que|isso|lunch|dinner|breakfast|almoço|jantar)$/iu;

/** "my kids", "os meus filhos", "os miúdos": several of one's relatives, by a plural word of a relationship. */
const pluralRelatives = (who: string, language: ExtractionLanguage): boolean => {
  const word = /([\p{L}-]+)$/u.exec(who)?.[1] ?? "";
  return /^(?:my|our|the|os|as)\s/iu.test(who) && /s$/iu.test(word) && (oneOf(singular(word, language), language, null) !== undefined || youngOnes.test(word));
};

/** Words for a group of young people, one's own or not ("the boys", "os miúdos", "as meninas"): whose the activity is, it is theirs. */
const youngOnes = /^(?:boys|girls|kids|twins|miúdos|miudos|miúdas|miudas|putos|meninos|meninas|crianças|criancas|rapazes|raparigas|gémeos|gemeos|gêmeos)$/iu;

/**
 * Who a "who" of the pattern is: a name told in the clause, a relative of the person's, the one just spoken of, the
 * person, or several of their relatives ("my kids", `"several"`: no one person of their own).
 */
const subjectOf = (who: string | undefined, context: ClauseContext): Subject | "several" | null => {
  if (who !== undefined && pluralRelatives(who, context.language)) return "several";
  if (who === undefined || /^(?:i|we|eu|nós)$/iu.test(who)) return who === undefined && context.language === "en" ? null : "user";
  const named = context.names.find((span) => span.name.split(/\s+/u)[0] === who.replace(/^(?:a|o)\s+/iu, ""));
  if (named !== undefined) return personNamed(named.name, context, named.gender);
  return resolveSubject(who, context);
};

/**
 * Something someone does on the same days every week ("Leonor has swimming every Tuesday at 6pm", "A Leonor tem natação
 * às terças às 18h", "I play padel on Mondays and Thursdays", "o meu filho vai ao ballet aos sábados", "my kids have
 * swimming on Saturdays"): memory keeps no
 * repeating appointments, so it is a plain fact of that person, in the words told, with no date of its own; false for a
 * clause that says no such thing.
 */
export const interpretWeeklyActivity = (context: ClauseContext, draft: ExtractionDraft): boolean => {
  const groups = byLanguage[context.language].exec(context.clause.trim())?.groups;
  const what = groups?.["what"];
  if (groups === undefined || what === undefined || notActivities.test(what.split(/\s+/u)[0]!)) return false;
  const subject = subjectOf(groups["who"], context);
  if (subject === null) return false;
  // The days and time are the fact itself, kept as said (no date of their own, none taken out).
  draft.addMemory(buildMemory({ ...context, dates: [], masked: context.clause, names: [] }, { type: "fact", triple: null, subjects: subject === "several" ? [] : [subject], importance: 6 }));
  return true;
};
