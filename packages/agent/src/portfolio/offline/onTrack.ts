import type { SkillPlan, ToolResultView } from "../../models/offline/OfflineSkill.js";
import type { Question } from "../../models/offline/question/Question.js";
import type { Data } from "./portfolioFormat.js";
import { amount, percent, text } from "./portfolioFormat.js";

/**
 * Whether one is on track, with nothing said of what ("am I on track?", "are we on track?", "estou no caminho certo?",
 * "vou bem?", "estamos no bom caminho?"): of the goals of the conversation, or of nothing the portfolio knows.
 */
const onTrackAlone =
  /^(?:(?:and|so|but|e|entao|mas) )?(?:(?:am i|are we|are things|is everything) (?:still )?(?:on track|on target|on course)|(?:am i|are we) doing (?:ok|okay|well|alright|all right|fine)|(?:eu )?(?:estou|estamos|vou|vamos|ando|andamos|sigo|seguimos) (?:no|pelo|num|por um) (?:bom )?caminho(?: certo)?|(?:eu )?(?:estou|estamos|vou|vamos|ando|andamos) bem)(?: (?:then|now|so far|entao|agora|ate agora))?(?: ?[?!.]+)*$/;

/** A goal named in the question before ("what are my savings goals?", "quais são as minhas metas?"). */
const goalWords = /\b(?:goals?|targets?|metas?|objetivos?|objectivos?)\b/;

/**
 * "am I on track?" right after a question of money or of goals: each savings goal against its target, with the pace it
 * needs, beside the performance of the last twelve months. Undefined otherwise (asked alone it may be of anything).
 */
export const onTrackPlan = (question: Question, moneyBefore: (previous: Question) => boolean): SkillPlan | undefined => {
  const previous = question.previous;
  if (!onTrackAlone.test(question.normalized) || previous === null) return undefined;
  if (!goalWords.test(previous.normalized) && !moneyBefore(previous)) return undefined;
  return {
    confidence: 0.93,
    calls: [{ name: "get_goals", arguments: {} }, { name: "get_performance", arguments: { period: "1Y" } }, { name: "get_health_status", arguments: {} }],
  };
};

/** True when the results answer "am I on track?": the goals and the performance read together. */
export const onTrackRead = (question: Question, results: ReadonlyArray<ToolResultView>): boolean =>
  onTrackAlone.test(question.normalized) && results.some((result) => result.success && result.name === "get_goals") && results.some((result) => result.success && result.name === "get_performance");

/**
 * Each savings goal as saved so far against its target, and what is left to put in each month to reach it by its date
 * (without growth); then what was put in a month on average over the period the performance covers.
 */
export const onTrackAnswer = (goals: Data, performance: Data | undefined, question: Question): string => {
  const language = question.language;
  const rows = (goals["goals"] as ReadonlyArray<Data> | undefined) ?? [];
  const base = goals["baseCurrency"];
  const money = (value: unknown) => amount(value, base, language);
  if (rows.length === 0)
    return text(
      "No savings goals are set in the portfolio yet, so there is nothing to be on track for; you can add one on the Portfolio page. How the portfolio did over the last 12 months:",
      "Ainda não há metas de poupança definidas na carteira, por isso não há nada para medir; pode criar uma na página Carteira. O desempenho da carteira nos últimos 12 meses:",
    )(language);
  const lines = rows.map((row) => {
    const name = String(row["name"]);
    const saved = text(`${money(row["current"])} saved of ${money(row["target"])}`, `${money(row["current"])} de ${money(row["target"])}`)(language);
    const share = percent(row["progress"], language).replace("+", "");
    if (Number(row["remaining"]) <= 0) return text(`- ${name}: ${saved} (${share}): reached.`, `- ${name}: ${saved} (${share}): meta atingida.`)(language);
    const deadline = row["deadline"];
    if (deadline === null || deadline === undefined || row["monthlyNeeded"] === null)
      return text(
        `- ${name}: ${saved} (${share}); ${money(row["remaining"])} to go, with no date set, so no pace to keep.`,
        `- ${name}: ${saved} (${share}); faltam ${money(row["remaining"])}, sem data definida, por isso sem ritmo a cumprir.`,
      )(language);
    if (Number(row["daysLeft"]) < 0)
      return text(
        `- ${name}: ${saved} (${share}); its date, ${String(deadline)}, has passed with ${money(row["remaining"])} to go.`,
        `- ${name}: ${saved} (${share}); a data, ${String(deadline)}, já passou e faltam ${money(row["remaining"])}.`,
      )(language);
    return text(
      `- ${name}: ${saved} (${share}); ${money(row["remaining"])} to go by ${String(deadline)}, about ${money(row["monthlyNeeded"])} a month.`,
      `- ${name}: ${saved} (${share}); faltam ${money(row["remaining"])} até ${String(deadline)}, cerca de ${money(row["monthlyNeeded"])} por mês.`,
    )(language);
  });
  const report = performance?.["report"] as Data | null | undefined;
  const months = report === null || report === undefined ? 0 : Math.max(1, Math.round((Date.parse(String(report["to"])) - Date.parse(String(report["from"]))) / (30.44 * 86_400_000)));
  const flows = report === null || report === undefined ? Number.NaN : Number(report["netFlows"]) / months;
  const pace = !Number.isFinite(flows)
    ? []
    : [
        flows >= 0
          ? text(
              `From ${String(report!["from"])} to ${String(report!["to"])} you put in ${money(flows)} a month on average, net of withdrawals, across the whole portfolio (the monthly amounts above leave out any growth).`,
              `De ${String(report!["from"])} a ${String(report!["to"])} colocou em média ${money(flows)} por mês, descontadas as saídas, em toda a carteira (os valores mensais acima não contam com valorização).`,
            )(language)
          : text(
              `From ${String(report!["from"])} to ${String(report!["to"])} you took out ${money(-flows)} a month on average, net of deposits, across the whole portfolio (the monthly amounts above leave out any growth).`,
              `De ${String(report!["from"])} a ${String(report!["to"])} retirou em média ${money(-flows)} por mês, descontadas as entradas, em toda a carteira (os valores mensais acima não contam com valorização).`,
            )(language),
      ];
  return [text("Your savings goals, each against its target:", "As suas metas de poupança, cada uma face ao seu valor:")(language), ...lines, ...pace].join("\n");
};
