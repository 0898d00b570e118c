import type { Question } from "../../models/offline/question/Question.js";
import { extractOffline } from "../extraction/extractOffline.js";
import type { FactRow } from "./factRow.js";
import { answeringFacts, holdsEveryWord } from "./answeringFacts.js";
import { factAsk } from "./factAsk.js";

/** A thing pointed back at: "it", "ele", "ela", "isso", "isto" (and "dele", "disso"…). */
const thingPronoun = /\bit\b|(?<![\p{L}])(?:ele|ela|isso|isto|dele|dela|disso|disto|nele|nela|nisso)(?![\p{L}])/iu;

/** A question asked, not a request made of it ("forget it", "remind me of it", "esquece isso"). */
const asking = /\?\s*$|^(?:and\s+|e\s+)?(?:when|what|where|which|how|is|does|do|will|quando|qual|quais|como|onde|que|o que|é|e que|será|ainda)(?![\p{L}])/iu;

/**
 * The fact the message before was about: the one it told ("the car insurance renews in March"), as remembered when the
 * prompt holds it, or the remembered fact that answered it ("when does my car insurance renew?"); null when it was about
 * none.
 */
const factBefore = (question: Question, remembered: ReadonlyArray<FactRow>): FactRow | null => {
  const previous = question.previous;
  if (previous === null) return null;
  const told = extractOffline({ text: previous.text, sentAt: previous.now, timeZone: previous.timeZone, language: previous.language }).memories[0];
  // "It" is no person: "when is it?" after "Ana is my sister" asks of nothing told.
  if (told?.type === "relationship") return null;
  if (told !== undefined) return remembered.find((fact) => fact.content === told.content) ?? { content: told.content, date: previous.today, type: told.type, current: true };
  if (!asking.test(previous.text.trim())) return null;
  const ask = factAsk(previous, null, false, remembered);
  return ask.words.length === 0 ? null : (remembered.find((fact) => holdsEveryWord(fact, ask)) ?? null);
};

/**
 * The fact a question points back at with "it", "ele", "ela" or "isso" ("when does it renew?", "quando é isso?") after
 * a message about a remembered fact: that fact, when the question asks nothing it does not hold (so "quando é que ela
 * faz anos?" after "a minha irmã mora no Porto" is no question of where she lives). Null otherwise.
 */
export const factReferred = (question: Question, remembered: ReadonlyArray<FactRow>): FactRow | null => {
  if (!thingPronoun.test(question.text) || !asking.test(question.text.trim()) || question.names.length > 0) return null;
  const fact = factBefore(question, remembered);
  if (fact === null) return null;
  const ask = factAsk(question, null, false, [fact]);
  // "When is it?" asks nothing more; "when does it renew?" asks what the fact must say, as "quando é que ela faz anos?" does.
  if (ask.attribute !== null) return answeringFacts([fact], ask).length > 0 ? fact : null;
  return ask.words.length === 0 || holdsEveryWord(fact, ask) ? fact : null;
};
