/**
 * A message that asks outright for a reminder ("remind me to call mom
 * tomorrow", "lembra-me de ligar à minha mãe amanhã", "don't let me forget
 * to pay the rent on Friday"), read as the task it names ("I need to call
 * mom tomorrow", "Preciso de ligar à minha mãe amanhã"), so the extractor
 * finds the task and its date as it does in any other telling. Asking is
 * consent: the reminder is created without an offer. Null for any other
 * message (a question about reminders is not a request).
 */
export interface ReminderRequest {
  readonly language: "en" | "pt";
  /** The message as a telling of the task. */
  readonly task: string;
}

const please = "(?:(?:please|por\\s+favor|pf|pls)[,\\s]+)?";

const english = new RegExp(
  `^${please}(?:(?:can|could|would|will)\\s+you\\s+)?(?:remind\\s+me|set\\s+(?:a|me\\s+a)\\s+reminder|don'?t\\s+let\\s+me\\s+forget|make\\s+sure\\s+i\\s+(?:don'?t\\s+forget|remember))\\s+(?:(to)\\s+|(about|of|that)\\s+)?(.+?)[\\s.!?]*$`,
  "isu",
);
const portuguese = new RegExp(
  `^${please}(?:(?:podes|pode|podia|podias)\\s+)?(?:lembra-?me|lembre-?me|lembrar-?me|me\\s+lembr(?:a|e|ar)|n[ãa]o\\s+me\\s+deix(?:a|e|es)\\s+esquecer|cria(?:r)?\\s+um\\s+lembrete|p[õo]e\\s+um\\s+lembrete)\\s+(?:(de|para|pra)\\s+|(que|do|da|dos|das)\\s+)?(.+?)[\\s.!?]*$`,
  "isu",
);

export const reminderRequest = (text: string): ReminderRequest | null => {
  const trimmed = text.trim();
  const en = english.exec(trimmed);
  if (en !== null) {
    const rest = en[3]!;
    return { language: "en", task: en[2] === undefined ? `I need to ${rest}` : `I need to remember ${rest}` };
  }
  const pt = portuguese.exec(trimmed);
  if (pt !== null) {
    const rest = pt[3]!;
    return { language: "pt", task: pt[2] === undefined ? `Preciso de ${rest}` : `Preciso de me lembrar ${pt[2] === "que" ? "que " : `${pt[2]} `}${rest}` };
  }
  return null;
};
