import type { Memory, MemoryId, Reminder } from "@lifeos/core";
import { MemoryRepository, normalizeText } from "@lifeos/core";
import { Effect } from "effect";

/** Words that tell nothing of what a reminder is of: small words, and those that say it reminds or is needed. */
const unnamingWords = new Set([
  "the", "and", "for", "with", "about", "our", "your", "that", "this", "remember", "remind", "reminder", "need", "have", "has",
  "das", "dos", "com", "para", "pra", "uma", "uns", "umas", "meu", "minha", "meus", "minhas", "nosso", "nossa", "lembrar",
  "lembra", "lembrete", "lembretes", "preciso", "precisa", "tenho", "tem", "ter", "que",
]);

/** The words that tell what a text is of, by their first five letters ("appointment" ~ "appointments"), dates left out. */
const whatOf = (text: string): ReadonlyArray<string> =>
  normalizeText(text.replace(/\([^)]*\)/gu, " "))
    .split(" ")
    .filter((word) => word.length >= 3 && !unnamingWords.has(word) && !/\d/u.test(word))
    .map((word) => word.slice(0, 5));

/** Whether a task kept (`memory`) is what the reminder's words name: each of them is among its own. */
const names = (reminder: Reminder, memory: Memory): boolean => {
  const said = whatOf(reminder.text);
  const own = new Set(whatOf(memory.content));
  return said.length > 0 && said.every((word) => own.has(word));
};

const dayMs = 86_400_000;

/**
 * The one open task a cancelled reminder was about, found by its words ("Renew my passport", made without its memory,
 * names "I need to renew my passport"): when two are named, the one dated within a day of the reminder; none when that
 * still leaves two. An appointment is not looked for: cancelling the reminder of a visit does not cancel the visit.
 */
const remindedOf = (reminder: Reminder) =>
  Effect.gen(function* () {
    const memories = yield* MemoryRepository;
    const open: Memory[] = [];
    open.push(...(yield* memories.list(reminder.userId, { type: "task", limit: 100 })).items.filter((memory) => memory.validTo === null && memory.id !== reminder.memoryId));
    const named = open.filter((memory) => names(reminder, memory));
    const dated = named.length > 1 ? named.filter((memory) => memory.occurredAt !== null && Math.abs(memory.occurredAt.getTime() - reminder.dueAt.getTime()) < dayMs) : named;
    return dated.length === 1 ? dated[0]! : null;
  });

/**
 * The memories a reminder taken out of pending ends (`ReminderRepository.update` ends them with it, in one
 * transaction): the memory it came from (the task or need it reminds of, "I need to call my mother"), and, for a
 * cancelled one, the open task its words name (`remindedOf`), so it is no longer told as still ahead. None for a
 * reminder made by hand that names none. The repository leaves one already ended or gone as it is. A repeating
 * reminder done is not for this: its next occurrence still reminds of its task.
 */
export const memoriesEndedBy = (reminder: Reminder) =>
  Effect.gen(function* () {
    const ended: MemoryId[] = [];
    if (reminder.status === "dismissed") {
      const reminded = yield* remindedOf(reminder);
      if (reminded !== null) ended.push(reminded.id);
    }
    if (reminder.memoryId !== null) ended.push(reminder.memoryId);
    return ended;
  });
