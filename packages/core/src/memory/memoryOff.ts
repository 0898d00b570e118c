import { Conflict } from "../common/errors.js";

/** Where a person turns long-term memory back on: the web app's Memories page, its Privacy tab, this checkbox. */
export const memorySwitchPlace = { page: "Memories", tab: "Privacy", label: "Learn from my conversations" } as const;

/**
 * The line a turn's system prompt carries when the person turned long-term
 * memory off: nothing is learned, and no memory or reminder is written, so
 * the model must not promise it. The offline model finds it by this text.
 */
export const memoryOffNotice =
  `Long-term memory is OFF in the user's settings (${memorySwitchPlace.page} page → ${memorySwitchPlace.tab} → "${memorySwitchPlace.label}"). ` +
  "Nothing from this conversation is learned, and no memory or reminder can be saved, changed or forgotten from the chat. " +
  "Never say you will remember, remind, cancel, complete or forget something: say that memory is off, that nothing was saved or changed, and where to turn it on. " +
  "Memories stored before it was turned off are kept and can still be read.";

/** What a memory tool that writes says while memory is off (the message of `memoryOffError`). */
export const memoryOffToolMessage =
  `Long-term memory is off in the user's settings, so nothing was saved, changed or deleted. ` +
  `Tell the user so, and that they can turn it on in ${memorySwitchPlace.page} → ${memorySwitchPlace.tab} → "${memorySwitchPlace.label}".`;

/** The error a memory tool that writes (remember, forget, reminders) gives while memory is off: nothing was written. */
export const memoryOffError = (): Conflict => new Conflict({ message: memoryOffToolMessage });
