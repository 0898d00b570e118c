/* What a question asks for (an amount, a date, a time, a length of time) and the lines that hold it. */

/** A question for an amount, a length of time or a date: the line holding a number answers it ("Net pay: 2,260.00 EUR"). */
export const amountAsked =
  /\b(?:how (?:much|many|long|often)|what (?:is|are) the (?:fee|fees|price|cost|amount|rate|date)|when|what day|what time|quant[oa]s?|quando|que dia|qual (?:e )?(?:o|a) (?:valor|preco|custo|montante|taxa|prazo|data))\b/;
/** A question for a date ("when does my insurance expire?", "até quando é válido o seguro?"). */
export const dateAsked = /\b(?:when|what day|which day|what date|until when|quando|que dia|qual (?:e )?a data|ate quando)\b/;
const monthNames =
  "jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec|january|february|march|april|june|july|august|september|october|november|december|janeiro|fevereiro|marco|março|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro|fev|abr|mai|ago|set|out|dez";
/** A date in a line: "28 February 2027", "February 28", "28/02/2027", "2027-02-28", "28 de fevereiro de 2027", "até o dia 5 (cinco) de cada mês". */
export const dateInLine = new RegExp(`\\b\\d{1,2}(?:st|nd|rd|th)?(?: of| de)? (?:${monthNames})\\b|\\b(?:${monthNames}) \\d{1,2}\\b|\\b\\d{1,2}(?:st|nd|rd|th)? day of (?:each|every|the) month\\b|\\bdia \\d{1,2}(?: \\([\\p{L} ]+\\))? de cada m[eê]s\\b|\\b\\d{1,2}[/.-]\\d{1,2}[/.-]\\d{2,4}\\b|\\b\\d{4}-\\d{2}-\\d{2}\\b`, "iu");
/** A question for a time of day ("what time does my flight leave?", "a que horas sai o voo?"), and a time in a line ("06:40", "16h00"). */
export const timeAsked = /\b(?:what time|at what time|what hour|a que horas?|que horas?|(?:o )?horario)\b/;
export const timeInLine = /\b\d{1,2}(?::|h)\d{2}\b|\b\d{1,2}(?:\s?(?:am|pm|a\.m\.|p\.m\.)|h|\s?horas)(?![\p{L}])/iu;
/** How much more a line counts for a word its section's heading names too (see `scoreOf`). */
export const sectionShare = 0.1;
/** A question for how long ("how long is the warranty?", "quanto tempo de garantia tem?"), and a length of time in a line ("2 years", "30 (trinta) meses", "10 working days"). */
export const durationAsked = /\b(?:how long|quanto tempo|durante quanto tempo|how many (?:years|months|weeks|days)|quant[oa]s (?:anos|meses|semanas|dias))\b/;
/** Verbs a line says how long something takes or lasts with (accent-folded). */
export const lastingVerbs = "take takes took last lasts lasted demora demoram demorou leva levam dura duram";
export const durationInLine = /\b\d+(?:[.,]\d+)?\s*(?:\([\p{L} ]+\)\s*)?(?:(?:working|business|calendar|full|consecutive)\s+)?(?:years?|months?|weeks?|days?|hours?|anos?|meses|m[eê]s|semanas?|dias?|horas?)\b/iu;
