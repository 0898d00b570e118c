import type { Question } from "../../models/offline/question/Question.js";
import { whenDoneTold } from "./factAsked.js";

/**
 * How long the person has known someone, or how they met, over folded text: "how long have I known Sara?", "since when
 * do I know Ana?", "how long have I been friends with Tom?", "how did I meet Sara?", "where did we meet Tom?", "há quanto tempo conheço a Sara?", "faz quanto tempo
 * que eu conheço a Ana?", "desde quando conheço a Ana?", "há quanto tempo sou amiga da Sara?", "onde conheci a Sara?", "como é que conheci o Tom?". The day
 * met ("when did I meet Tom?", "quando conheci a Júlia?") is a life event: the fact told, else the entry that tells it.
 */
const knownAsked =
  /^(?:and |e )?(?:how long (?:have|had|did) (?:i|we) (?:known|know|been friends with)|since when (?:have|do|did) (?:i|we) (?:known?|knew|been friends with)|(?:ha|faz|desde) quanto tempo (?:e que |que )?(?:eu )?(?:sou amig[oa] d[oa]|somos amig[oa]s)|(?:how|where) (?:did|do) (?:i|we) (?:first )?(?:meet|met|get to know)|(?:ha|faz|desde) quanto tempo (?:e que |que )?(?:eu )?(?:conheco|conhecemos)|desde quando (?:e que )?(?:eu )?(?:conheco|conhecemos)|(?:onde|como) (?:e que )?(?:eu )?(?:conheci|nos conhecemos|conhecemo-nos|a gente se conheceu))\b/;

/**
 * When, or since when, the person began at a workplace, over folded text: "when did I join Farfetch?", "when did I start
 * at Farfetch?", "how long have I worked at Farfetch?", "since when have I worked for Galp?", "quando entrei na Farfetch?",
 * "quando comecei a trabalhar na Farfetch?", "desde quando trabalho na Farfetch?", "há quanto tempo trabalho na Farfetch?".
 */
const startedAsked =
  /^(?:and |e )?(?:when did i (?:join|start (?:at|in|with|working (?:at|for|in|with))|begin (?:at|working (?:at|for))|get hired (?:by|at)|get a job (?:at|with))|how long (?:have|had) i (?:worked|been working|been) (?:at|for|in|with)|since when (?:have|do) i (?:worked?|been working) (?:at|for|in|with)|quando (?:e que )?(?:eu )?(?:entrei|comecei(?: a trabalhar)?|fui contratad[oa]) (?:na|no|para a|para o|em|pela|pelo)|(?:desde quando|(?:ha|faz|desde) quanto tempo) (?:e que |que )?(?:eu )?(?:trabalho|estou|ando a trabalhar|estou a trabalhar|estou trabalhando) (?:na|no|em|para a|para o|pela|pelo))\b/;

/** What is asked: since when someone has been known (`known`), or since when one has worked somewhere (`work`). */
export interface SinceWhenAsk {
  readonly kind: "known" | "work";
  /** The person or the workplace, as written. */
  readonly name: string;
}

/** The one name asked of after the asking words, as the question's names read it; null when it names no one. */
const nameAfter = (question: Question): string | null => question.names.find((name) => !/^(?:i|eu)$/i.test(name)) ?? null;

/**
 * Since when someone has been known or one has worked somewhere, when that is what the question asks of someone named;
 * null otherwise, and when a fact before the model already tells when it was done ("quando comecei a trabalhar na Google?"
 * with "Comecei a trabalhar na Google em 2020" told), which answers at once.
 */
export const sinceWhenAsked = (question: Question): SinceWhenAsk | null => {
  const text = question.normalized.trim();
  if (whenDoneTold(question)) return null;
  const kind = knownAsked.test(text) ? "known" : startedAsked.test(text) ? "work" : null;
  if (kind === null) return null;
  const name = nameAfter(question);
  return name === null ? null : { kind, name };
};
