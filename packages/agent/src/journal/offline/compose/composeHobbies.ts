import { bullets, paragraphs } from "../../../models/offline/answerText.js";
import type { ToolResultView } from "../../../models/offline/OfflineSkill.js";
import type { Question } from "../../../models/offline/question/Question.js";
import { hobbies } from "../hobbies.js";
import { periodLabel } from "./periodLabel.js";
import { numberOrNull, text } from "./readData.js";

/**
 * "What are my hobbies?": the pastimes counted (`count_mentions`, one per
 * pastime), most entries first, each with its last date; said plainly to be
 * entries that mention it, and none when the journal mentions none.
 */
export const composeHobbies = (question: Question, results: ReadonlyArray<ToolResultView>): string => {
  const pt = question.language === "pt";
  const rows = results
    .map((result) => ({
      name: hobbies.find((hobby) => hobby.concept === text(result.arguments["query"]))?.[pt ? "pt" : "en"] ?? text(result.arguments["query"]),
      entries: numberOrNull(result.data["mentions"]) ?? 0,
      last: text(result.data["lastDate"]),
    }))
    .filter((row) => row.entries > 0)
    .sort((left, right) => right.entries - left.entries || left.name.localeCompare(right.name));
  const first = results[0]?.data;
  const from = text(first?.["from"]);
  const to = text(first?.["to"]);
  const label = from && to ? periodLabel(question, from, to) : "";
  if (rows.length === 0 && results[0]?.arguments["on"] === "weekends") {
    return pt
      ? `Não encontrei atividades de tempos livres nas entradas de fim de semana ${label}.`
      : `I found no pastimes in your weekend entries ${label}.`;
  }
  if (rows.length === 0) {
    return pt
      ? `Não encontrei passatempos no seu diário ${label}. Conte-me o que gosta de fazer e eu guardo.`
      : `I found no pastimes in your journal ${label}. Tell me what you enjoy doing and I'll remember it.`;
  }
  const weekends = results[0]?.arguments["on"] === "weekends";
  const entries = numberOrNull(first?.["entries"]) ?? 0;
  const top = rows.slice(0, 6);
  if (weekends) {
    const lines = top.map((row) => (pt ? `${row.name}: ${row.entries} de ${entries} entradas de fim de semana, a última em ${row.last}` : `${row.name}: ${row.entries} of ${entries} weekend entries, the last on ${row.last}`));
    return paragraphs(
      pt ? `Ao fim de semana, pelo seu diário ${label}, o que mais faz:` : `On weekends, from your journal ${label}, what you do most:`,
      bullets(lines),
      pt ? "Conto as entradas de sábados e domingos que falam de cada atividade." : "These count the Saturday and Sunday entries that mention each activity.",
    );
  }
  const lines = top.map((row) => (pt ? `${row.name}: ${row.entries} entradas, a última em ${row.last}` : `${row.name}: ${row.entries} entries, the last on ${row.last}`));
  return paragraphs(
    pt ? `Pelo seu diário ${label}, o que mais faz nos tempos livres:` : `From your journal ${label}, what you do most in your free time:`,
    bullets(lines),
    pt ? "Conto as entradas que falam de cada atividade, não as horas que lhe dedica." : "These count the entries that mention each activity, not the time spent on it.",
  );
};
