import { memoryOffToolMessage } from "@lifeos/core";
import type { ToolResultView } from "../../models/offline/OfflineSkill.js";
import type { Question } from "../../models/offline/question/Question.js";
import { memoryPageWords } from "./memoryPageWords.js";
import { memoryIntent } from "./memoryQuestion.js";
import { reminderMeant, remindersIn } from "./memoryReminders.js";
import { reminderToChange } from "./reminderTarget.js";
import type { StatementReply } from "./memoryStatement.js";

type Language = "en" | "pt";

/** What a message asked memory to change while memory is off: keep something, set, cancel or complete a reminder, forget. */
export type RefusedChange =
  | { readonly kind: StatementReply["kind"]; readonly reminders?: ReadonlyArray<string>; readonly repeat?: string }
  | { readonly kind: "cancel" | "complete" | "move"; readonly reminder: string | null };

/** Where memory is turned back on, in the words the web app shows in that language. */
const turnOn = (language: Language): string => {
  const words = memoryPageWords[language];
  return language === "pt" ? `Para a ligar: página ${words.page} → ${words.privacy} → «${words.learn}».` : `To turn it on: ${words.page} page → ${words.privacy} → “${words.learn}”.`;
};

const quoted = (text: string, language: Language) => (language === "pt" ? `«${text}»` : `“${text}”`);

/**
 * The honest reply to a change asked while the person has long-term memory off: that memory is off, that nothing was
 * saved, changed or deleted, and where to turn it on (and, for a change the Memories page can make by hand, that it can).
 */
export const refusedChangeReply = (change: RefusedChange, language: Language): string => {
  const pt = language === "pt";
  const lead = pt ? "A memória de longo prazo está desligada" : "Long-term memory is off";
  const what = (() => {
    switch (change.kind) {
      case "remember":
        return pt ? `${lead}, por isso não guardei isto: nada foi guardado.` : `${lead}, so I didn't remember this: nothing was saved.`;
      case "remind": {
        const repeat = change.repeat === undefined ? "" : ` (${change.repeat})`;
        const named = `${(change.reminders ?? []).map((text) => quoted(text, language)).join("; ")}${repeat}`.trim();
        if (named === "") return pt ? `${lead}, por isso não criei o lembrete: nada foi guardado.` : `${lead}, so I didn't set the reminder: nothing was saved.`;
        return pt ? `${lead}, por isso não criei o lembrete ${named}: nada foi guardado.` : `${lead}, so I didn't set the reminder ${named}: nothing was saved.`;
      }
      case "cancel": {
        const named = change.reminder === null ? "" : ` ${quoted(change.reminder, language)}`;
        return pt ? `${lead}, por isso não cancelei o lembrete${named}: nada foi alterado.` : `${lead}, so I didn't cancel the reminder${named}: nothing was changed.`;
      }
      case "move": {
        const named = change.reminder === null ? (pt ? "o lembrete" : "the reminder") : quoted(change.reminder, language);
        return pt ? `${lead}, por isso não mudei ${named}: nada foi alterado.` : `${lead}, so I didn't move ${named}: nothing was changed.`;
      }
      case "complete": {
        const named = change.reminder === null ? (pt ? "o lembrete" : "the reminder") : quoted(change.reminder, language);
        return pt ? `${lead}, por isso não marquei ${named} como concluído: nada foi alterado.` : `${lead}, so I didn't mark ${named} as done: nothing was changed.`;
      }
      case "forget":
        return pt ? `${lead}, por isso não esqueci nada: nada foi apagado.` : `${lead}, so I didn't forget anything: nothing was deleted.`;
      case "dontKeep":
        return pt ? `${lead}: nada do que me diz agora é guardado.` : `${lead}: nothing you tell me now is kept.`;
    }
  })();
  const byHand =
    change.kind === "cancel" || change.kind === "complete" || change.kind === "move"
      ? [pt ? `Pode alterar os lembretes na página ${memoryPageWords.pt.page}, em ${memoryPageWords.pt.reminders}.` : `You can change reminders yourself on the ${memoryPageWords.en.page} page, under ${memoryPageWords.en.reminders}.`]
      : change.kind === "forget"
        ? [pt ? `Pode apagar memórias na página ${memoryPageWords.pt.page}.` : `You can delete memories yourself on the ${memoryPageWords.en.page} page.`]
        : [];
  return [what, ...byHand, turnOn(language)].join(" ");
};

/** A sentence that offers to keep what the person tells ("Tell me and I'll remember it.", "… e eu guardo."). */
const offersToKeep = /\b(?:i'?ll|i will) (?:remember|keep|save|note)\b|\beu guardo\b|\bvou guardar\b/iu;

/**
 * A reading answer (what is remembered, the reminders) while memory is off: first that memory is off and what that
 * means (nothing new is learned; what was kept before still is), then the answer without its offers to remember.
 */
export const readWithMemoryOff = (answer: string, language: Language): string => {
  const pt = language === "pt";
  const note = pt
    ? `A memória de longo prazo está desligada: não aprendo nada de novo com as nossas conversas, mas o que guardei antes continua guardado. ${turnOn(language)}`
    : `Long-term memory is off: I'm not learning anything new from our conversations, but what I remembered before is still kept. ${turnOn(language)}`;
  const kept = answer
    .split("\n")
    .map((line) =>
      line
        .split(/(?<=[.!?])\s+/u)
        .filter((sentence) => !offersToKeep.test(sentence))
        .join(" "),
    )
    .filter((line, index, lines) => line !== "" || (index > 0 && lines[index - 1] !== ""))
    .join("\n")
    .trim();
  return kept === "" ? note : `${note}\n\n${kept}`;
};

/** A reminder change asked while memory is off: refused, naming the reminder meant. Null otherwise. */
export const refusedIn = (question: Question, results: ReadonlyArray<ToolResultView>): string | null => {
  const intent = memoryIntent(question);
  if (intent.kind !== "reminders" || intent.change === undefined || !question.memoryOff) return null;
  // "Move it to Saturday": the one just spoken of, as the change would have read it.
  const meant = intent.edit === undefined ? reminderMeant(question, remindersIn(results)) : reminderToChange(question, intent.edit, remindersIn(results)).meant;
  return refusedChangeReply({ kind: intent.change, reminder: meant?.text ?? null }, question.language === "pt" ? "pt" : "en");
};

/**
 * A memory tool's refusal while memory is off (a turn whose prompt did not say so: the settings could not be read in
 * time) in the skill's words; undefined leaves the engine's "I couldn't use …".
 */
export const explainFailure = (question: Question, result: ToolResultView): string | undefined => {
  if (result.error !== memoryOffToolMessage) return undefined;
  const intent = memoryIntent(question);
  const change = intent.kind === "reminders" && intent.change !== undefined ? intent.change : "complete";
  return refusedChangeReply({ kind: change, reminder: null }, question.language === "pt" ? "pt" : "en");
};
