import type { OfflineSkill } from "../../models/offline/OfflineSkill.js";
import { explainFailure } from "./memoryOffReply.js";
import { composeMemory } from "./memoryCompose.js";
import { memoryFollowUp, nothingRemembered } from "./memoryFollowUp.js";
import { planMemory } from "./memoryPlan.js";
import { nothingToldThatDay } from "./toldDay.js";
import { sinceWhenAsked } from "./sinceWhenAsked.js";
import { sinceWhenOnlyClose } from "./sinceWhenAnswer.js";

/**
 * Memory's offline skill: "who is Susana?" / "quem é a Susana?", "when did I
 * last go to the dentist?" (memories and journal, newest first, with dates)
 * and "when is my next one?", "what do you remember about me?", reminders,
 * facts about someone ("how old is Susana?", "onde trabalha o Rui?", "how
 * old is my daughter?"), answered at once from the memories the chat put in
 * the prompt when they hold the answer and otherwise by searching, "how old
 * was she last year?" from the facts that no longer hold, and statements that teach
 * something: it says what it will remember, asks once who an unknown person
 * is, offers a reminder for a task, and acknowledges "é minha filha" or a
 * plain "sim". Learning itself runs after the answer, as a job.
 */
export const memorySkill: OfflineSkill = {
  name: "memory",
  tools: ["search_memories", "get_person", "list_reminders", "complete_reminder", "update_reminder", "search_journal", "get_goals", "get_current_state"],
  plan: planMemory,
  followUp: memoryFollowUp,
  compose: composeMemory,
  nothingAbout: (question, results) => nothingToldThatDay(question, results) || nothingRemembered(question, results),
  explainFailure,
  // "When did I join Farfetch?" with nothing told of the start: the journal's entry that tells it.
  onlyClose: (question, results) => {
    const since = sinceWhenAsked(question);
    return since !== null && sinceWhenOnlyClose(since, results);
  },
  // "what can I ask about my memory?": this skill's help alone.
  helpTopic: /\b(?:memory|memories|remember|reminders?|people|family|memoria|memorias|lembretes?|pessoas|familia)\b/,
  help: {
    en: ["Who is Susana?", "How old is Susana?", "When did I last go to the dentist?", "What do you remember about me?", "My daughter Susana needs to see the eye doctor.", "What are my reminders?"],
    pt: ["Quem é a Susana?", "Quantos anos tem a Susana?", "Quando fui ao dentista pela última vez?", "O que sabe sobre mim?", "A Susana minha filha precisa ir no oftalmologista.", "Quais são os meus lembretes?"],
  },
};
