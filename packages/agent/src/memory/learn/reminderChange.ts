import { foldAccents } from "@lifeos/core";
import { memoryForms } from "../offline/memoryWords.js";

/** Lower case without accents, apostrophes made straight: what the patterns below read. */
const folded = (text: string) => foldAccents(text.toLowerCase()).replace(/[’‘`´]/g, "'");

/** "my reminders", "what are my reminders", "os meus lembretes", "tenho lembretes?", "what's due" */
export const remindersAsked = /\b(?:reminders?|lembretes?|what(?: is|s|'s)? due|o que (?:esta|tenho) (?:pendente|para fazer))\b/;

/** "mark it done", "I'm done with the dentist one", "complete the reminder", "já liguei, marca como feito", "tick it off". */
const completeAsked =
  /\b(?:mark (?:it|that|this|them|the (?:\w+ )?(?:one|reminder))? ?(?:as )?(?:done|complete|completed|finished)|(?:i'?m |i am )?done with (?:it|that|the|my)|complete (?:the|that|this|my) (?:\w+ )?reminder|tick (?:it|that|this) off|check (?:it|that) off|marca(?:r)? (?:isso |esse |o lembrete )?(?:(?:do|da|de) \w+ )?(?:como )?(?:feito|feita|concluido|concluida|tratado)|da (?:isso|o lembrete) como (?:feito|concluido)|(?:o lembrete|isso) (?:ja )?esta (?:feito|tratado))\b/;
/** "cancel the reminder", "delete that reminder", "never mind the reminder", "apaga o lembrete", "cancela isso", "já não preciso do lembrete". */
const cancelAsked =
  /\b(?:cancel|delete|remove|clear|drop|forget about)\b.*\b(?:reminders?|it|that|one)\b|\bnever mind (?:the|that) reminder\b|\b(?:cancela\w*|apaga\w*|remove\w*|elimina\w*|tira\w*|esquece\w*)\b.*\b(?:lembretes?|isso|esse)\b|\b(?:ja nao preciso|nao preciso mais) (?:do|desse|deste) lembrete\b/;

/** "I finished the dentist reminder", "I've done it", "já fiz o lembrete", "terminei": the person says they did it (read only about reminders). */
const finishedSaid =
  /\b(?:i(?:'ve| have)? (?:just |already )?(?:finished|completed|did|done)|(?:ja )?(?:fiz|terminei|acabei|conclui|tratei|cumpri)|(?:esta|ja esta) (?:feito|feita|tratado|tratada))\b/;

/**
 * The change a message asks of a reminder, or none: cancel, or mark done. A message that names no
 * reminder ("mark it done", "cancela isso") asks it only right after one that spoke of reminders
 * (`previous`, the message before).
 */
export const reminderChangeIn = (text: string, previous: string | null): "complete" | "cancel" | undefined => {
  const message = folded(text);
  const about = remindersAsked.test(message) || (previous !== null && remindersAsked.test(folded(previous)));
  if (about && cancelAsked.test(message)) return "cancel";
  // "Mark it done" and "tick it off" speak of a reminder anywhere; "done with the dentist one" only about reminders.
  if (completeAsked.test(message) && (about || !/\bdone with\b/.test(message))) return "complete";
  if (about && finishedSaid.test(message)) return "complete";
  return undefined;
};

/** Words too common to tell reminders apart. */
const stopWords = new Set(["the", "and", "that", "this", "one", "mark", "done", "with", "reminder", "reminders", "already", "cancel", "delete", "remove", "complete", "lembrete", "lembretes", "isso", "esse", "essa", "marca", "como", "feito", "feita", "cancela", "apaga", "para", "que", "ja", "nao", "preciso", "mais", "about", "please"]);

/**
 * The pending reminder a message means: the one sharing the most words with it (a word counts when the first four
 * letters agree: "called" ~ "call", "dentist" ~ "dentista"); the only one when there is one and the message names
 * nothing else; else none (two equally likely are never guessed between).
 */
/** The words a message names a reminder by ("cancel the dentist reminder" → "dentist"): none for "cancel it". */
export const reminderWordsIn = (text: string): ReadonlyArray<string> => folded(text).split(/[^\p{L}\d]+/u).filter((word) => word.length >= 3 && !stopWords.has(word));

export const reminderMeantIn = <Row extends { readonly text: string }>(text: string, reminders: ReadonlyArray<Row>): Row | undefined => {
  const stem = (word: string) => word.slice(0, 4);
  // A word in the other language counts too: "apaga o lembrete da avó" means "Call grandma".
  const said = reminderWordsIn(text);
  const words = new Set([...said, ...said.flatMap((word) => memoryForms(word))].filter((word) => word.length >= 3).map(stem));
  const scored = reminders.map((reminder) => ({
    reminder,
    score: new Set(folded(reminder.text).split(/[^\p{L}\d]+/u).filter((word) => word.length >= 3).map(stem).filter((word) => words.has(word))).size,
  }));
  const best = Math.max(0, ...scored.map((entry) => entry.score));
  const top = scored.filter((entry) => entry.score === best);
  if (best > 0) return top.length === 1 ? top[0]!.reminder : undefined;
  // The only reminder, when the message names nothing else ("mark it done", "já paguei, marca como feito"): a word
  // of it about something else ("cancel the gym reminder" when the one left is "Buy flowers") is no match.
  const only = reminders.length === 1 ? reminders[0]! : undefined;
  if (only === undefined || words.size === 0) return only;
  const shortStems = new Set(folded(only.text).split(/[^\p{L}\d]+/u).filter((word) => word.length >= 3).map((word) => word.slice(0, 3)));
  return [...words].some((word) => shortStems.has(word.slice(0, 3))) ? only : undefined;
};
