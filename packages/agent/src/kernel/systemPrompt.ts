import { toLocalDate } from "@lifeos/core";

/** The sentence a model without tool support says when asked about the user's data. */
export const noToolsAnswer = "I can't read your data with this model.";

/** What the kernel answers itself, without asking such a model, to a question about the user's data. */
export const noToolsReply = (language: "en" | "pt"): string =>
  language === "pt"
    ? "Não consigo ler os seus dados com este modelo. Escolha um modelo com suporte a ferramentas para perguntar sobre o seu diário."
    : `${noToolsAnswer} Choose a model with tool support to ask about your journal.`;

const weekdayFormatters = new Map<string, Intl.DateTimeFormat>();
const weekdayOf = (now: Date, timeZone: string): string => {
  let formatter = weekdayFormatters.get(timeZone);
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat("en", { weekday: "long", timeZone });
    if (weekdayFormatters.size >= 256) weekdayFormatters.clear();
    weekdayFormatters.set(timeZone, formatter);
  }
  return formatter.format(now);
};

/**
 * The system prompt of every run: who the assistant is, today's date and the
 * user's time zone, to ground answers in tool results, to say so plainly
 * when the tools found nothing (or that data is still being processed), and to point to help from people first when
 * a message suggests thoughts of self-harm.
 */
export const systemPrompt = (options: { now: Date; timeZone: string; toolsAvailable: boolean }): string => {
  const today = toLocalDate(options.now, options.timeZone);
  const weekday = weekdayOf(options.now, options.timeZone);
  const lines = [
    "You are LifeOS, a personal assistant over the user's own journal, documents and memories.",
    `Today is ${today} (${weekday}); the user's time zone is ${options.timeZone}. Resolve relative dates such as "yesterday" or "last week" in that time zone.`,
    "Answer in the language the user writes in.",
    "If the user says anything that suggests thoughts of suicide or self-harm, first point them warmly to help from people (their local emergency number, a crisis line, someone they trust) before anything else.",
  ];
  if (options.toolsAvailable) {
    lines.push(
      "Use the tools to read the user's data before answering anything about their life, and base the answer only on what the tools returned.",
      "Cite the dates of the entries you rely on. Never invent entries, dates, quotes or numbers.",
      "When the tools return nothing, or only weak matches, say plainly that you found nothing about it instead of guessing.",
      "When a tool result's meta.processing counts items still pending, the data is still being processed: say so first (how many of how many are done) and that the answer may be incomplete, rather than that nothing exists.",
    );
  } else {
    lines.push(
      `You cannot read the user's journal or any of their data in this conversation. If they ask about it, answer: "${noToolsAnswer}" and suggest choosing a model with tool support.`,
    );
  }
  return lines.join("\n");
};
