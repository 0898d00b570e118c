import type { OfflineSkill, ToolResultView } from "../../models/offline/OfflineSkill.js";
import type { Question } from "../../models/offline/question/Question.js";

/** A request to work something out, before its expression ("what's", "calculate", "quanto é"). */
const lead = /^(?:(?:please|por favor)[,\s]+)?(?:what(?:'s|\s+is)|how\s+much\s+is|calculate|compute|work\s+out|quanto\s+(?:é|e|dá|da|fazem?|faz)|calcul(?:a|e|ar)(?:-me)?|converte|convert)\s+/iu;

/** Words for operators, English and Portuguese, as the calculator writes them. */
const operatorWords: ReadonlyArray<readonly [RegExp, string]> = [
  [/\b(?:to\s+the\s+power\s+of|elevado\s+a)\b/giu, "^"],
  [/\b(?:multiplied\s+by|times|vezes|multiplicado\s+por)\b/giu, "*"],
  [/\b(?:divided\s+by|over|dividido\s+por|a\s+dividir\s+por)\b/giu, "/"],
  [/\b(?:plus|mais)\b/giu, "+"],
  [/\b(?:minus|menos)\b/giu, "-"],
  [/(\d)\s*[x×]\s*(?=\d)/gu, "$1 * "],
  [/÷/gu, "/"],
];

const arithmetic = /^[\d\s.+\-*/^()%]+$/u;
const operator = /[+\-*/^%]/u;
/** "5 inch to cm", "12 km/h in m/s", "100 fahrenheit to celsius". */
const conversion = /^\d+(?:\.\d+)?\s*[a-z°][a-z°/]*\s+(?:to|in|em|para)\s+[a-z°][a-z°/]*$/iu;

interface Calculation {
  /** What the calculator is given. */
  readonly expression: string;
  /** How the answer restates the question. */
  readonly shown: string;
}

/**
 * The calculation a message asks for, or null: "what's 15% of 240?",
 * "quanto é 2,5 vezes 4?", "(3 + 4)^2", "convert 5 inch to cm". Only a
 * message that is nothing but the request and its expression counts, so a
 * question about the journal that holds a number never does.
 */
export const calculationOf = (question: Question): Calculation | null => {
  let text = question.text.trim().replace(/[?!.=\s]+$/u, "").replace(lead, "").trim();
  if (text === "" || !/\d/u.test(text)) return null;
  // Decimal commas: "2,5" is 2.5 (a thousands comma, "1,000", reads the same in either language only as written).
  if (question.language === "pt") text = text.replace(/(\d),(\d)/gu, "$1.$2");
  const percentOf = /^(\d+(?:\.\d+)?)\s*%\s*(?:of|de|do|da|dos|das)\s+(\d+(?:\.\d+)?)$/iu.exec(text);
  if (percentOf !== null) return { expression: `${percentOf[1]} / 100 * ${percentOf[2]}`, shown: text };
  if (conversion.test(text)) return { expression: text.replace(/\s+(?:em|para)\s+/iu, " to "), shown: text };
  let expression = text;
  for (const [pattern, replacement] of operatorWords) expression = expression.replace(pattern, replacement);
  expression = expression.replace(/\s+/gu, " ").trim();
  if (!arithmetic.test(expression) || !operator.test(expression)) return null;
  return { expression, shown: text };
};

const resultOf = (results: ReadonlyArray<ToolResultView>) => results.find((result) => result.name === "calculator" && result.success);

/**
 * Arithmetic and unit conversions, worked out by the calculator tool (never
 * in the offline model's head): a message that is only a calculation, in
 * English or Portuguese.
 */
export const calculatorSkill: OfflineSkill = {
  name: "calculator",
  tools: ["calculator"],
  plan: (question) => {
    const calculation = calculationOf(question);
    return calculation === null ? [] : [{ confidence: 0.92, calls: [{ name: "calculator", arguments: { expression: calculation.expression } }] }];
  },
  compose: (question, results) => {
    const calculation = calculationOf(question);
    const result = resultOf(results);
    if (calculation === null || result === undefined) return "";
    return `${calculation.shown} = ${String(result.data["result"])}`;
  },
  help: { en: ["What's 15% of 240?"], pt: ["Quanto é 15% de 240?"] },
};
