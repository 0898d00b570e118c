import type { OfflineSkill, ToolResultView } from "../../models/offline/OfflineSkill.js";
import type { Question } from "../../models/offline/question/Question.js";
import { numberLocale } from "../../models/offline/answerText.js";

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

const number = "(\\d+(?:\\.\\d+)?)";
/** Words for what a percentage is of ("tip", "gorjeta", "desconto"), said between it and its base. */
const share = "(?:\\s*(?:de\\s+)?(?:tip|tips|gorjeta|discount|desconto|tax|imposto|iva|vat|commission|comissao|comissão|interest|juros))?";
/**
 * Percentages of, off and on an amount, in words: "15% of 240", "18% tip on 64.50", "quanto é 10% de gorjeta sobre 45",
 * "20% off 80", "80 minus 20%", "64.50 plus 18%", "45 com 10% de gorjeta". The base's currency is left out (the
 * answer is in it).
 */
const percentages: ReadonlyArray<readonly [RegExp, (percent: string, base: string) => string]> = [
  [new RegExp(`^${number}\\s*%${share}\\s*(?:of|on|de|do|da|dos|das|sobre|em|no|na)\\s+(?:a\\s+bill\\s+of\\s+|uma\\s+conta\\s+de\\s+)?${number}$`, "iu"), (percent, base) => `${percent} / 100 * ${base}`],
  [new RegExp(`^(?:a\\s+|uma?\\s+)?(?:tip|gorjeta|discount|desconto)\\s+(?:of|de)\\s+${number}\\s*%\\s*(?:on|of|sobre|em|de)\\s+${number}$`, "iu"), (percent, base) => `${percent} / 100 * ${base}`],
  [new RegExp(`^${number}\\s*%\\s*off\\s+${number}$`, "iu"), (percent, base) => `${base} * (1 - ${percent} / 100)`],
];
/** Who or what an amount is split into ("3 people", "4 ways", "3 of us", "3 pessoas", "4 partes"), left out of the sum. */
const splitInto = "(?:\\s+(?:people|persons|ways|parts|friends|of\\s+us|pessoas|partes|amigos|de\\s+n[oó]s))?";
/**
 * An amount split: "split 120 between 3 people", "divide the bill of 84 among 4", "dividir 120 por 3 pessoas", "racha 90
 * entre 3", "120 a dividir por 3 pessoas": the amount over the count.
 */
const split = new RegExp(
  `^(?:split|divide|share|dividir|divida|reparte|repartir|reparta|partilha|partilhar|racha|rachar)\\s+(?:(?:a|the)\\s+bill\\s+of\\s+|a\\s+conta\\s+de\\s+)?${number}\\s+(?:between|among|amongst|by|into|in|por|entre|em)\\s+${number}${splitInto}$|^${number}\\s+(?:split|divided|a\\s+dividir|dividido)\\s+(?:between|among|by|por|entre)\\s+${number}${splitInto}$`,
  "iu",
);
/** An amount with a percentage added or taken off: "64.50 plus 18%", "80 menos 20%", "45 com 10% de gorjeta". */
const onAmount = new RegExp(`^${number}\\s*(plus|\\+|mais|com|with|minus|-|menos|sem)\\s*${number}\\s*%${share}$`, "iu");
/** A currency sign or word beside an amount ("€45", "64.50 dollars"): the amount is what is worked out. */
const currency = /[€$£]|\b(?:eur|usd|gbp|brl|euros?|dollars?|d[oó]lares|reais|real|pounds?|libras?)\b/giu;

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
  // The question restated as written ("2,5 vezes 4").
  const shown = text;
  if (question.language === "pt") text = text.replace(/(\d),(\d)/gu, "$1.$2");
  const bare = text.replace(currency, "").replace(/\s+/gu, " ").trim();
  for (const [pattern, expression] of percentages) {
    const found = pattern.exec(bare);
    if (found !== null) return { expression: expression(found[1]!, found[2]!), shown };
  }
  const shared = split.exec(bare);
  if (shared !== null) return { expression: `${shared[1] ?? shared[3]} / ${shared[2] ?? shared[4]}`, shown };
  const added = onAmount.exec(bare);
  if (added !== null) {
    const sign = /^(?:minus|-|menos|sem)$/iu.test(added[2]!) ? "-" : "+";
    return { expression: `${added[1]} * (1 ${sign} ${added[3]} / 100)`, shown };
  }
  if (conversion.test(text)) return { expression: text.replace(/\s+(?:em|para)\s+/iu, " to "), shown };
  let expression = text;
  for (const [pattern, replacement] of operatorWords) expression = expression.replace(pattern, replacement);
  expression = expression.replace(/\s+/gu, " ").trim();
  if (!arithmetic.test(expression) || !operator.test(expression)) return null;
  return { expression, shown };
};

/**
 * A number as the answer's language writes it, to six decimals at most: "171.428571", "171,428571", "1,234,567.5";
 * "37.500" in Portuguese (the dot grouping every offline answer uses, read alike in Portugal and Brazil).
 */
const numberText = (value: number, language: Question["language"]): string =>
  new Intl.NumberFormat(numberLocale(language), { maximumFractionDigits: 6, useGrouping: Math.abs(value) >= 10_000 }).format(value);

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
    const value = result.data["value"];
    return `${calculation.shown} = ${typeof value === "number" ? numberText(value, question.language) : String(result.data["result"])}`;
  },
  help: { en: ["What's 15% of 240?"], pt: ["Quanto é 15% de 240?"] },
};
