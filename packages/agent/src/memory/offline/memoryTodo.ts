import type { ToolResultView } from "../../models/offline/OfflineSkill.js";
import type { Question } from "../../models/offline/question/Question.js";
import { memoriesIn, resultOf } from "./memoryRows.js";
import { reminderDue } from "./reminderDue.js";

/**
 * "what should I do?", "what do I do now?", "o que faço?", "o que devo fazer hoje?": asked with nothing else, it asks
 * what is to be done, which the open tasks and reminders tell (the offline mode gives no advice of its own).
 */
export const whatToDoAsked =
  /^(?:so |and |then |e |entao )?(?:what (?:should|shall|do|can) i do|o que (?:e que )?(?:eu )?(?:faco|devo fazer|hei de fazer|deveria fazer|posso fazer))(?: (?:now|next|today|first|agora|hoje|a seguir|primeiro))?(?: \?)?$/;

/** What the person has to do: the tasks told and the pending reminders; plainly none, with what can be done offline. */
export const composeTodo = (question: Question, results: ReadonlyArray<ToolResultView>): string => {
  const pt = question.language === "pt";
  const tasks = memoriesIn(results).filter((memory) => memory.current && memory.type === "task");
  const reminders = resultOf(results, "list_reminders").flatMap((result) => (result.data["reminders"] as ReadonlyArray<{ text: string; dueAt: string }> | undefined) ?? []);
  if (tasks.length === 0 && reminders.length === 0) {
    // "What should I do?" with nothing to do: what the offline mode can answer it with, plainly.
    if (question.has(whatToDoAsked)) {
      return pt
        ? "Não tem tarefas nem lembretes em aberto. Em modo offline não dou conselhos meus: digo-lhe o que me contou que precisa de fazer e os seus lembretes. Diga-me, por exemplo, «preciso de renovar o passaporte» ou «lembre-me de ligar à mãe no domingo», ou pergunte «como têm sido os últimos dias?» para ver as sugestões a partir do diário."
        : "You have no open tasks or reminders. In offline mode I give no advice of my own: I tell you what you told me you need to do and your reminders. Tell me, for example, “I need to renew my passport” or “remind me to call mum on Sunday”, or ask “how have things been lately?” for suggestions from your journal.";
    }
    return pt ? "Não tenho guardada nenhuma tarefa nem lembrete. Diga-me o que precisa de fazer e eu guardo." : "I have no tasks or reminders remembered. Tell me what you need to do and I'll remember it.";
  }
  const lines: string[] = [];
  if (tasks.length > 0) lines.push(pt ? "O que me disse que precisa de fazer:" : "What you told me you need to do:", ...tasks.map((task) => `- ${task.date}: ${task.content}`));
  if (reminders.length > 0) lines.push(pt ? "Os seus lembretes:" : "Your reminders:", ...reminders.map((reminder) => `- ${reminderDue(reminder.dueAt, question.language, question.timeZone, reminder.text)}: ${reminder.text}`));
  return lines.join("\n");
};
