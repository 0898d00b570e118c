/**
 * The kinds of key figure a sentence of a document states (English and Portuguese): an amount of money ("1,150 euros",
 * "412,50 €"), a date ("1 April 2024", "31 de janeiro de 2026", "12/03/2025"), a duration ("three years", "30 dias",
 * "6 months") or a percentage; an amount paid again and again ("the monthly rent", "prémio anual") counts twice, as
 * money and as `recurring`. What a reader of a lease, a policy or a letter looks for first.
 */
export type FigureKind = "money" | "recurring" | "date" | "duration" | "percentage";

const numberWords =
  "one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|um|uma|dois|duas|tres|três|quatro|cinco|seis|sete|oito|nove|dez|doze|vinte|trinta";
const months =
  "january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec|" +
  "janeiro|fevereiro|março|marco|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro";

/** A day and month, a month and year, or a date in digits. */
const datePattern = new RegExp(
  `(?<![\\p{L}\\d])(?:\\d{1,2}(?:st|nd|rd|th|º)?\\s+(?:de\\s+)?(?:${months})|(?:${months})\\s+\\d{1,2}(?!\\d)|(?:${months})\\s+(?:de\\s+)?\\d{4}|\\d{1,2}[/.-]\\d{1,2}[/.-]\\d{2,4}|\\d{4}-\\d{2}-\\d{2})(?![\\p{L}])`,
  "iu",
);

const patterns: ReadonlyArray<readonly [FigureKind, RegExp]> = [
  ["money", /(?:[€$£]\s?\d|\d(?:[\d.,  ]*\d)?\s?(?:€|\$|£|euros?|eur|dollars?|usd|pounds?|gbp|reais)(?![\p{L}]))/iu],
  ["date", datePattern],
  ["duration", new RegExp(`(?<![\\p{L}\\d])(?:\\d+|${numberWords})\\s+(?:years?|months?|weeks?|days?|hours?|minutes?|anos?|meses|mês|mes|semanas?|dias?|horas?|minutos?)(?![\\p{L}])`, "iu")],
  ["percentage", /\d(?:[.,]\d+)?\s?%|(?<![\p{L}])(?:per ?cent|por cento)(?![\p{L}])/iu],
];

/** Words that make an amount a regular payment. */
const recurring =
  /(?<![\p{L}])(?:monthly|weekly|yearly|annual|annually|quarterly|per (?:month|year|week|quarter)|a (?:month|year|week)|each (?:month|year)|every (?:month|year)|mensal|mensais|anual|anuais|semestral|semestrais|trimestral|trimestrais|semanal|por (?:mes|mês|ano|semana)|cada mes|cada mês|todos os meses)(?![\p{L}])/iu;

/** The kinds of key figure `sentence` states, each once, in the order above. */
export const figuresIn = (sentence: string): FigureKind[] => {
  const found = patterns.flatMap(([kind, pattern]) => (pattern.test(sentence) ? [kind] : []));
  // "from 1 May 2025 to 30 April 2027", "de 1 de março a 28 de fevereiro": two dates make a period.
  if (found.includes("date") && !found.includes("duration") && (sentence.match(new RegExp(datePattern.source, "giu")) ?? []).length >= 2) found.splice(found.indexOf("date") + 1, 0, "duration");
  return found.includes("money") && recurring.test(sentence) ? [found[0]!, "recurring", ...found.slice(1)] : found;
};
