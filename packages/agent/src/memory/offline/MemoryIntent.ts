import type { RelationKind } from "@lifeos/core";
import type { HealthAsk } from "./memoryHealth.js";
import type { ReminderEditAsked } from "./reminderEditAsked.js";

/** What a message asks of memory, read from its folded words (`Question.normalized`). */
export type MemoryIntent =
  /** Who someone is; with `relation`, who is that to them ("who is Tom's sister?" → Tom, the sister kind). */
  /** `others`: the further people asked of alike ("who are Ana and Tom?" → Ana, and Tom), each answered in turn. */
  /** `about`: everything known of them is asked ("tell me about Tom", "o que sabes sobre a Ana?"), not only who they are. */
  | { readonly kind: "whoIs"; readonly name: string; readonly relation?: RelationKind; readonly others?: ReadonlyArray<string>; readonly about?: boolean }
  | { readonly kind: "lastVisit"; readonly topic: string; readonly query: string }
  | { readonly kind: "nextVisit"; readonly topic: string; readonly query: string }
  | { readonly kind: "aboutMe" }
  /**
   * "what do you remember about my family?", "o que sabes do meu trabalho?": what was told of a topic of one's own (`topic`, as
   * said). `told`: "what did I tell you about my sister?", "o que te disse sobre o trabalho?" — the earlier conversations too.
   * `owned`: "do I have pets?", "tenho carro?" — only the memories that name the thing; `counted`: "how many kids do I have?".
   */
  | { readonly kind: "aboutTopic"; readonly topic: string; readonly told?: boolean; readonly owned?: boolean; readonly counted?: boolean }
  /** "what did I tell you yesterday?", "o que te contei na semana passada?": what was told in the period `from`..`to`, no topic named. */
  | { readonly kind: "toldInPeriod"; readonly from: string; readonly to: string }
  /** Whether and how it remembers: "can you remember things about me?", "consegues guardar coisas sobre mim?". */
  | { readonly kind: "howMemoryWorks" }
  /**
   * The reminders; `change` when the message asks to mark one done, to cancel one or to move one; `edit` for a change
   * said of a reminder just spoken of ("cancel it", "move it to Saturday") or a move, with the words that say when.
   */
  /** `due`: when the reminder just spoken of is due is asked ("when is it?", "e quando é?"). */
  | { readonly kind: "reminders"; readonly change?: "complete" | "cancel" | "move"; readonly edit?: ReminderEditAsked; readonly due?: true }
  /** What the person has to do: tasks remembered and reminders. */
  | { readonly kind: "todo" }
  /** Something said to be done ("I've renewed my passport", "já renovei o passaporte"): the open task or reminder it ends. */
  | { readonly kind: "done" }
  /** What is planned, no one service named: appointments remembered and reminders. */
  | { readonly kind: "agenda" }
  /** The goals the person told, and the portfolio's savings goals. */
  | { readonly kind: "goals"; readonly progress?: boolean }
  /** "whose birthday is coming up?", "próximos aniversários": every birthday remembered, at its next date. */
  | { readonly kind: "birthdays" }
  /** "what do you know about my health?", "que medicamentos tomo?": the person's allergies, medicines and conditions. */
  | { readonly kind: "health"; readonly ask: HealthAsk }
  /** A fact about someone (`subject`, null for the user) or the user's own; `history` when it may no longer hold. */
  /** `others`: further people asked the same of ("how old are Ana and Tom?" → Ana, and Tom). */
  | { readonly kind: "recall"; readonly query: string; readonly history: boolean; readonly subject: string | null; readonly others?: ReadonlyArray<string> }
  | { readonly kind: "none" };
