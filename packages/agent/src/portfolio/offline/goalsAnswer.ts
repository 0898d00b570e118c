import type { Question } from "../../models/offline/question/Question.js";
import type { Data } from "./portfolioFormat.js";
import { amount, percent, text } from "./portfolioFormat.js";

/**
 * The allocation weighed against a goal or target ("is my allocation in line with my goal?", "a minha distribuição está
 * de acordo com o meu objetivo?", "am I on target with my asset mix?"): the goals kept are savings goals, an amount by a
 * date, and no target mix, so both are shown, and that said.
 */
export const allocationGoalAsked =
  /\b(?:allocation|asset mix|mix|alocacao|distribuicao|diversificacao)\b.*\b(?:goals?|targets?|objetivos?|metas?|alvo)\b|\b(?:goals?|targets?|objetivos?|metas?|alvo)\b.*\b(?:allocation|asset mix|alocacao|distribuicao)\b/;

/** The savings goals, each with its progress, or that none is set; led, for an allocation weighed against a goal, by what a goal is here. */
export const goalsAnswer = (data: Data, question: Question): string => {
  const language = question.language;
  const rows = (data["goals"] as ReadonlyArray<Data> | undefined) ?? [];
  const lead = allocationGoalAsked.test(question.normalized)
    ? [
        text(
          "LifeOS keeps savings goals (an amount to reach, by a date if you like), not a target mix of assets, so it cannot say whether your allocation matches one; here are your goals and how your money is spread.",
          "O LifeOS guarda metas de poupança (um valor a atingir, com data se quiser), não uma distribuição-alvo dos ativos, por isso não consegue dizer se a sua distribuição corresponde a uma; eis as suas metas e como o seu dinheiro está distribuído.",
        )(language),
      ]
    : [];
  if (rows.length === 0)
    return [
      ...lead,
      text("No savings goals are set in the portfolio yet.", "Ainda não há metas de poupança definidas na carteira.")(language),
    ].join("\n");
  const lines = rows.map(
    (row) =>
      `- ${String(row["name"])}: ${percent(row["progress"], language).replace("+", "")} (${amount(row["current"], data["baseCurrency"], language)} / ${amount(row["target"], data["baseCurrency"], language)})${row["deadline"] === null ? "" : `, ${String(row["deadline"])}`}`,
  );
  return [...lead, text("Savings goals:", "Metas de poupança:")(language), ...lines].join("\n");
};
