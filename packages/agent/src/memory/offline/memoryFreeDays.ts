import type { ToolResultView } from "../../models/offline/OfflineSkill.js";
import type { Question } from "../../models/offline/question/Question.js";
import { driverLines } from "../../journal/offline/compose/composeState.js";
import { memoriesIn, resultOf } from "./memoryRows.js";
import { toldBackIn } from "./toldBack.js";

/**
 * "what should I do this weekend?", "what can I do tomorrow?", "o que devo fazer amanhã?", "o que posso fazer no sábado?" (folded): what to do in
 * days ahead is asked, not only what is planned ("what do I have this weekend?").
 */
export const somethingToDoAsked = /\b(?:what (?:should|shall|can|could) i do|o que (?:e que )?(?:eu )?(?:devo|deveria|hei de|posso|poderia|podia) fazer)\b/;

/** The open tasks that may be done in days ending `to`: those with no day set, or due by then (an overdue one too). */
const tasksBy = (results: ReadonlyArray<ToolResultView>, to: string) =>
  memoriesIn(results).filter((memory, index, all) => memory.type === "task" && memory.current && (!memory.dated || memory.date <= to) && all.findIndex((other) => other.content === memory.content) === index);

/** The closing bracket of a task's due day ("… (by Friday, 4 December 2026)"): the task is said without it. */
const dueDay = /\s*\([^()]*\)\s*$/u;

const lowerFirst = (sentence: string): string => (/^\p{Lu}\p{Ll}/u.test(sentence) ? `${sentence.charAt(0).toLowerCase()}${sentence.slice(1)}` : sentence);

/**
 * With nothing planned in the days asked, what the person could do then from what LifeOS keeps: the open tasks with
 * no day set (or due by then), and what their journal links with happier days (`get_current_state`'s
 * `protectiveFactors`); or plainly that nothing is kept to suggest, and how to add some (when they were looked up).
 * Nothing is made up.
 */
export const composeFreeDays = (question: Question, results: ReadonlyArray<ToolResultView>, window: { readonly from: string; readonly to: string }): string => {
  const pt = question.language === "pt";
  const one = window.from === window.to;
  const free = pt
    ? `Não tem nada marcado ${one ? `para o dia ${window.from}` : `entre ${window.from} e ${window.to}`}: nenhuma marcação nem lembrete.`
    : `You have nothing planned ${one ? `for ${window.from}` : `between ${window.from} and ${window.to}`}: no appointments or reminders.`;
  const tasks = tasksBy(results, window.to).slice(0, 5);
  const state = resultOf(results, "get_current_state")[0];
  const helped = state === undefined ? "" : driverLines(question, state)[0];
  const sections = [free];
  if (tasks.length > 0) {
    const said = tasks.map((task) => `- ${toldBackIn(task.content.replace(dueDay, ""), pt ? "pt" : "en", task.entities)}`);
    sections.push([pt ? "Tarefas em aberto que podia fazer nesses dias:" : "Open tasks you could do then:", ...said].join("\n"));
  }
  if (helped !== "") sections.push(pt ? `No seu diário, ${lowerFirst(helped)}` : `In your journal, ${lowerFirst(helped)}`);
  // Nothing to suggest is said only of what was looked up: without the tasks' search nor the journal's state, the free days alone.
  const lookedUp = state !== undefined || resultOf(results, "search_memories").some((result) => result.arguments["type"] === "task");
  if (tasks.length === 0 && helped === "" && lookedUp) {
    sections.push(
      pt
        ? "Não tenho tarefas em aberto nem nada do seu diário para lhe sugerir. Diga-me o que precisa de fazer («preciso de renovar o passaporte») ou escreva no diário, e passo a sugerir a partir daí."
        : "I have no open tasks and nothing from your journal to suggest. Tell me what you need to do (“I need to renew my passport”) or write in your journal, and I can suggest from that.",
    );
  }
  return sections.join("\n\n");
};
