import type { ToolResultView } from "../../models/offline/OfflineSkill.js";
import type { Question } from "../../models/offline/question/Question.js";
import { memoriesIn } from "./memoryRows.js";

/** The goals told, dated; none told says how to tell one. With `progress`, that how they go can't be weighed offline. */
export const composeGoals = (question: Question, progress: boolean, results: ReadonlyArray<ToolResultView>): string => {
  const pt = question.language === "pt";
  const goals = memoriesIn(results).filter((memory) => memory.current && memory.type === "goal");
  if (goals.length === 0) {
    return pt
      ? "Ainda não me contou nenhum objetivo. Diga-me (por exemplo «o meu objetivo este ano é correr uma maratona») e eu guardo."
      : "You haven't told me any goals yet. Tell me (for example \"my goal this year is to run a marathon\") and I'll remember it.";
  }
  const listed = [pt ? "Os objetivos que me contou:" : "The goals you told me:", ...goals.map((goal) => `- ${goal.date}: ${goal.content}`)];
  // How they go is not something the offline mode can weigh: it says so rather than guess.
  if (progress) listed.push("", pt ? "No modo offline não consigo avaliar como vão; o seu diário pode dizer mais." : "The offline mode can't weigh how they are going; your journal may say more.");
  return listed.join("\n");
};
