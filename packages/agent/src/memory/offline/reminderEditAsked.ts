import { foldAccents } from "@lifeos/core";
import type { Question } from "../../models/offline/question/Question.js";
import { reminderRequest } from "../extraction/reminderRequest.js";
import { remindersAsked } from "../learn/reminderChange.js";
import { reminderWhenIn } from "./reminderWhen.js";

/** Lower case, no accents, no punctuation but the clock's ("17:30"): what the patterns below read. */
const plain = (text: string) => foldAccents(text.toLowerCase()).replace(/[’‘`´]/g, "'").replace(/[^\p{L}\d:' ]+/gu, " ").replace(/\s+/g, " ").trim();

/** Words said before a change of mind: "actually", "never mind", "oh wait", "afinal", "pensando bem", "olha". */
const opening = String.raw`(?:(?:actually|oh|ok|okay|no|nah|wait|sorry|hmm|so|then|never ?mind|on second thoughts?|please|can you|could you|pls|afinal|ah|olha|nao|entao|pensando bem|espera|desculpa|por favor|podes|pode|deixa|enfim) )*`;

/** "cancel it", "never mind, cancel that", "cancela", "esquece isso", "apaga esse lembrete": a reminder just spoken of, cancelled. */
const cancelFollowUp = new RegExp(
  String.raw`^${opening}(?:cancel|delete|remove|drop|scrap|forget|cancela|cancele|cancelar|apaga|apague|esquece|esqueca|tira|tire|elimina|elimine|desmarca|desmarque)(?:-?(?:o|a|lo|la))?(?: (?:it|that|this|that one|this one|the reminder|that reminder|this reminder|isso|isto|esse|este|essa|esta|o lembrete|esse lembrete|este lembrete))?(?: (?:please|then|instead|after all|por favor|entao|afinal))?$`,
);

/**
 * "move it to Saturday", "change it to 5pm", "make it 7 instead", "push it to next week", "move my dentist reminder to
 * Monday at 9", "muda para sábado", "adia para amanhã", "passa para as 17h", "muda o lembrete do dentista para segunda
 * às 9": a reminder given a new time. `rest`: the words that say when.
 */
const moveAsked = new RegExp(
  String.raw`^${opening}(?:move|change|make|push|reschedule|shift|postpone|put|set|bring|delay|switch|muda|mude|mudar|passa|passe|passar|adia|adie|adiar|altera|altere|alterar|poe|ponha|por|coloca|coloque|transfere|transfira|remarca|remarque|troca|troque|empurra|empurre)(?:-?(?:o|a|lo|la))?` +
    String.raw`(?<object>(?: (?:it|that|this|that one|this one|isso|isto|esse|este|essa|esta|o|a|my|the|meu|minha|o meu|a minha))?(?:(?: [\p{L}']+){0,4}? (?:reminder|lembrete)(?: (?:to|about|for|de|do|da|dos|das|para|sobre)(?: [\p{L}']+){1,5}?)??)?)` +
    String.raw` (?<rest>(?:to|for|until|till|back to|forward to|on|at|by|para|pra|pro|ate|as|ao|na|no|em) .+|\d{1,2}(?:[:h]\d{2})?(?: ?(?:am|pm|h))?(?: (?:instead|then|please|entao|afinal|por favor))?)$`,
  "u",
);

/** A change of mind said before a new time alone: "actually", "no", "afinal", "pensando bem", "ou melhor". */
const changeOfMind = /^(?:(?:actually|no|nah|wait|sorry|hmm|oh|on second thoughts?|or rather|better|afinal|nao|pensando bem|espera|desculpa|ou melhor|ah|olha) )+/;
/** The same said after it: "at 3pm instead", "sexta então". */
const changeOfMindAfter = / (?:instead|then|after all|afinal|entao|antes)$/;

/**
 * "afinal às 15h", "actually 3pm", "no, on Friday", "at 9am instead", "sexta então": only a new time, with a change of
 * mind said, right after a reminder was spoken of; the words of the time (at most four), or null.
 */
const newTimeAlone = (question: Question): string | null => {
  if (question.text.includes("?")) return null;
  const text = plain(question.text);
  const rest = text.replace(changeOfMind, "").replace(changeOfMindAfter, "").trim();
  if (rest === text || rest === "" || rest.split(" ").length > 4 || !reminderJustSpokenOf(question)) return null;
  const when = rest.replace(/^(?:to|for|on|at|para|pra|as|a|na|no|em) /, "");
  return reminderWhenIn(when, question.language, question.now, question.timeZone) === null ? null : rest;
};

/**
 * The folded words of an answer that spoke of reminders: "I'll remind you", "Your reminders:", "vou lembrar", "lembrete",
 * or one just moved ("Moved: Call mum — now …", "Mudado: …").
 */
const answerOfReminders = /\b(?:remind\w*|lembretes?|vou (?:te |lhe )?lembrar|lembrarei)\b|^(?:moved|mudado):? /;

/** Whether the conversation just spoke of a reminder: the message before asked for one or of them, or the answer named one. */
export const reminderJustSpokenOf = (question: Question): boolean => {
  const previous = question.previous;
  if (previous !== null && (remindersAsked.test(previous.normalized) || reminderRequest(previous.text) !== null)) return true;
  return answerOfReminders.test(plain(question.lastAnswer));
};

/** A change asked of a reminder: cancelled, or moved to the time `when` says (the words after the verb). */
/** `named`: the words that name the reminder ("my dentist reminder"), "" for "it"; `when`: the words that say when. */
export type ReminderEditAsked = { readonly kind: "cancel" } | { readonly kind: "move"; readonly when: string; readonly named: string };

/**
 * The change a message asks of a reminder that the rules of `reminderChangeIn` do not read: "cancel it" right after a
 * reminder was set, listed or named; a reminder moved ("move it to Saturday", "muda o lembrete do dentista para
 * segunda"), asked right after one was spoken of, or naming the reminder; a new time alone with a change of mind
 * ("afinal às 15h", "actually 3pm") right after one was spoken of. Moving house ("I'm moving to Porto") and
 * cancelling a contract ("how do I cancel my lease?") are no change of a reminder.
 */
export const reminderEditAsked = (question: Question): ReminderEditAsked | undefined => {
  // "Set a reminder for 5pm to call mum" asks for a new one.
  if (reminderRequest(question.text) !== null) return undefined;
  const text = plain(question.text);
  const named = /\b(?:reminders?|lembretes?)\b/.test(text);
  if (cancelFollowUp.test(text) && (named || reminderJustSpokenOf(question))) return { kind: "cancel" };
  const move = moveAsked.exec(text);
  if (move === null) {
    const when = newTimeAlone(question);
    return when === null ? undefined : { kind: "move", when, named: "" };
  }
  if (!(named || reminderJustSpokenOf(question))) return undefined;
  return { kind: "move", when: move.groups!["rest"]!, named: move.groups!["object"] ?? "" };
};
