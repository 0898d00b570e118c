import { bullets, paragraphs } from "../../../models/offline/answerText.js";
import type { ToolResultView } from "../../../models/offline/OfflineSkill.js";
import type { Question } from "../../../models/offline/question/Question.js";
import { habitsAsked, hobbies } from "../hobbies.js";
import { periodLabel } from "./periodLabel.js";
import { numberOrNull, text } from "./readData.js";

/** How each language names the days `count_mentions` read ("weekend entries", "entradas de domingo"). */
const daysNamed: Readonly<Record<string, { en: string; enOn: string; enOf: string; pt: string; ptOn: string; ptOf: string }>> = {
  weekends: { en: "weekend", enOn: "On weekends", enOf: "Saturday and Sunday", pt: "de fim de semana", ptOn: "Ao fim de semana", ptOf: "de sábados e domingos" },
  weekdays: { en: "weekday", enOn: "On weekdays", enOf: "Monday to Friday", pt: "de dias úteis", ptOn: "Nos dias úteis", ptOf: "de segunda a sexta" },
  mondays: { en: "Monday", enOn: "On Mondays", enOf: "Monday", pt: "de segunda-feira", ptOn: "À segunda-feira", ptOf: "de segunda-feira" },
  tuesdays: { en: "Tuesday", enOn: "On Tuesdays", enOf: "Tuesday", pt: "de terça-feira", ptOn: "À terça-feira", ptOf: "de terça-feira" },
  wednesdays: { en: "Wednesday", enOn: "On Wednesdays", enOf: "Wednesday", pt: "de quarta-feira", ptOn: "À quarta-feira", ptOf: "de quarta-feira" },
  thursdays: { en: "Thursday", enOn: "On Thursdays", enOf: "Thursday", pt: "de quinta-feira", ptOn: "À quinta-feira", ptOf: "de quinta-feira" },
  fridays: { en: "Friday", enOn: "On Fridays", enOf: "Friday", pt: "de sexta-feira", ptOn: "À sexta-feira", ptOf: "de sexta-feira" },
  saturdays: { en: "Saturday", enOn: "On Saturdays", enOf: "Saturday", pt: "de sábado", ptOn: "Ao sábado", ptOf: "de sábado" },
  sundays: { en: "Sunday", enOn: "On Sundays", enOf: "Sunday", pt: "de domingo", ptOn: "Ao domingo", ptOf: "de domingo" },
};

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
  const on = text(results[0]?.arguments["on"]);
  const days = on === "" ? null : daysNamed[on] ?? null;
  if (rows.length === 0 && days !== null) {
    return pt ? `Não encontrei atividades de tempos livres nas entradas ${days.pt} ${label}.` : `I found no pastimes in your ${days.en} entries ${label}.`;
  }
  if (rows.length === 0) {
    return pt
      ? `Não encontrei passatempos no seu diário ${label}. Conte-me o que gosta de fazer e eu guardo.`
      : `I found no pastimes in your journal ${label}. Tell me what you enjoy doing and I'll remember it.`;
  }
  const entries = numberOrNull(first?.["entries"]) ?? 0;
  const top = rows.slice(0, 6);
  if (days !== null) {
    const lines = top.map((row) => (pt ? `${row.name}: ${row.entries} de ${entries} entradas ${days.pt}, a última em ${row.last}` : `${row.name}: ${row.entries} of ${entries} ${days.en} entries, the last on ${row.last}`));
    return paragraphs(
      pt ? `${days.ptOn}, pelo seu diário ${label}, o que mais faz:` : `${days.enOn}, from your journal ${label}, what you do most:`,
      bullets(lines),
      pt ? `Conto as entradas ${days.ptOf} que falam de cada atividade.` : `These count the ${days.enOf} entries that mention each activity.`,
    );
  }
  const lines = top.map((row) => (pt ? `${row.name}: ${row.entries} entradas, a última em ${row.last}` : `${row.name}: ${row.entries} entries, the last on ${row.last}`));
  // "what are my habits?": what is done most often, whether in free time or not.
  const habits = question.has(habitsAsked);
  const heading = habits
    ? pt
      ? `Pelo seu diário ${label}, o que faz com mais frequência:`
      : `From your journal ${label}, what you do most often:`
    : pt
      ? `Pelo seu diário ${label}, o que mais faz nos tempos livres:`
      : `From your journal ${label}, what you do most in your free time:`;
  return paragraphs(
    heading,
    bullets(lines),
    pt ? "Conto as entradas que falam de cada atividade, não as horas que lhe dedica." : "These count the entries that mention each activity, not the time spent on it.",
  );
};
