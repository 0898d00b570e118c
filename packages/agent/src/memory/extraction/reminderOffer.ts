import type { ExtractedTask } from "@lifeos/core";
import { topicLabel } from "@lifeos/core";
import type { ExtractionLanguage } from "./detectLanguage.js";
import { spokenBack } from "./spokenBack.js";

/**
 * The question that offers a reminder for a task or need, in the person's
 * language: "Quer um lembrete para marcar o oftalmologista?" for a
 * service, "… para renovar o passaporte?" otherwise (no "você" nor "te":
 * it reads the same in Portugal and in Brazil); "Shall I remind you to
 * book the eye doctor?" / "… to renew your passport?" in English. Nothing is
 * created until the person says yes.
 */
export const reminderOffer = (task: ExtractedTask, language: ExtractionLanguage): string => {
  const forOther = task.kind === "need" && task.owner !== "user" ? task.owner : null;
  if (language === "pt") {
    const what = task.topic !== null ? `marcar ${topicLabel(task.topic, "pt")}` : spokenBack(task.action, "pt");
    return `Quer um lembrete para ${what}${forOther === null ? "" : ` (${forOther})`}?`;
  }
  const what = task.topic !== null ? `book ${topicLabel(task.topic, "en")}` : spokenBack(task.action.replace(/^to\s+/i, ""), "en");
  return `Shall I remind you to ${what}${forOther === null ? "" : ` for ${forOther}`}?`;
};
