import { normalizeText, preferencePredicate, Predicates, topicKey } from "@lifeos/core";
import { preferenceQualifiers, vagueObjects } from "../lexicon/contextWords.js";
import type { RuleMatch } from "../rules/matchClause.js";
import type { ClauseContext } from "./ClauseContext.js";
import type { ExtractionDraft } from "./ExtractionDraft.js";
import { addPerson, buildMemory } from "./buildMemory.js";
import { restoreNames, withoutArticles } from "./clauseText.js";
import { resolveSubject, subjectKey } from "./subjects.js";

const sentiments = { likes: 0.6, dislikes: -0.6, prefers: 0.3, quit: 0 } as const;
/** What follows "stopped" or "já não" that is no habit: a visit ("I stopped by the bakery"), a relationship or a state ("já não é…", "já não estou…"). */
const notHabit = /^(?:by|at|in|into|to|for|é|e|sou|estou|está|tenho|tem)\b/iu;
const strong = /\b(?:love|adore|hate|can'?t stand|adoro|amo|odeio|detesto|não suporto)\b/iu;

/** "reuniões de manhã" → topic "reuniões", value "morning"; null when the preference has no qualifier. */
const splitQualifier = (object: string, context: ClauseContext): { topic: string; value: string } | null => {
  for (const [pattern, value] of preferenceQualifiers[context.language]) {
    const match = new RegExp(`^(?<topic>.+?)\\s+(?:${pattern})$`, "iu").exec(object);
    if (match?.groups?.["topic"] !== undefined) return { topic: withoutArticles(match.groups["topic"]), value };
  }
  return null;
};

const comparison = /\s+(?:to|over|rather than|instead of|a|ao|à|do que|em vez de)\s+(?<other>.+)$/iu;

/** "X to Y", "X over Y", "X a Y", "X do que Y": the preferred thing is X. */
const preferred = (object: string) => object.replace(comparison, "");

/**
 * "tea over coffee", "café a chá": the two things compared, as one topic in either language ("coffee tea"), so a later
 * "I prefer coffee to tea" replaces the choice; null when nothing is compared or either side is more than a few words.
 */
const comparedTopic = (object: string): string | null => {
  const other = comparison.exec(object)?.groups?.["other"];
  const chosen = preferred(object);
  if (other === undefined || [chosen, other].some((side) => side.split(/\s+/).length > 3)) return null;
  return topicKey(`${withoutArticles(chosen)} ${withoutArticles(other)}`);
};

/**
 * A like, dislike or preference ("I prefer meetings in the morning", "não
 * gosto de café"): a preference memory. One with a qualifier becomes
 * `prefers:<topic>` → value, so a later "in the afternoon" replaces it;
 * likes and dislikes of the same thing contradict each other.
 */
export const interpretPreference = (match: RuleMatch, context: ClauseContext, draft: ExtractionDraft): boolean => {
  const polarity = match.rule.polarity ?? "likes";
  const subject = match.slots["who"] === undefined ? "user" : resolveSubject(match.slots["who"], context);
  const object = restoreNames(match.slots["object"] ?? match.slots["manner"] ?? "", context.names).trim().replace(/[.!]+$/, "");
  if (subject === null || object === "" || object.split(/\s+/).length > 12) return false;
  if (polarity === "quit" && notHabit.test(object)) return false;
  if (vagueObjects[context.language].some((vague) => normalizeText(vague) === normalizeText(object))) return false;
  // "reuniões à tarde" is a qualifier before "chá a café" is a comparison.
  const qualified = polarity === "dislikes" || polarity === "quit" ? null : (splitQualifier(object, context) ?? (polarity === "prefers" ? splitQualifier(preferred(object), context) : null));
  // "my favourite colour is green": the preference of that topic, replaced when another is told, in either language.
  const topic = match.slots["topic"] ?? match.slots["team"];
  const triple =
    topic !== undefined
      ? { subject: subjectKey(subject), predicate: preferencePredicate(topicKey(topic)), object: normalizeText(withoutArticles(object)) }
      : qualified !== null
      ? { subject: subjectKey(subject), predicate: preferencePredicate(topicKey(qualified.topic)), object: qualified.value }
      : polarity === "prefers" && comparedTopic(object) !== null
      ? { subject: subjectKey(subject), predicate: preferencePredicate(comparedTopic(object)!), object: normalizeText(withoutArticles(preferred(object))) }
      : { subject: subjectKey(subject), predicate: Predicates[polarity], object: normalizeText(withoutArticles(polarity === "prefers" ? preferred(object) : object)) };
  const intensity = strong.test(context.clause) ? 1.3 : 1;
  const memory = buildMemory(context, {
    type: "preference",
    triple,
    subjects: [subject],
    importance: 5,
    sentiment: Math.max(-1, Math.min(1, sentiments[polarity] * intensity)),
  });
  if (subject !== "user") addPerson(draft, subject, context);
  draft.addMemory(memory);
  return true;
};
