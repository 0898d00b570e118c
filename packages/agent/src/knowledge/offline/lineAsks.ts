/* What a question asks for (an amount, a date, a time, a length of time) and the lines that hold it. */

/** A question for an amount, a length of time or a date: the line holding a number answers it ("Net pay: 2,260.00 EUR"). */
export const amountAsked =
  /\b(?:how (?:much|many|long|often)|what (?:is|are) the (?:fee|fees|price|cost|amount|rate|date)|when|what day|what time|quant[oa]s?|quando|que dia|qual (?:e )?(?:o|a) (?:valor|preco|custo|montante|taxa|prazo|data))\b/;
/** A question for a date ("when does my insurance expire?", "até quando é válido o seguro?"). */
export const dateAsked = /\b(?:when|what day|which day|what date|until when|quando|que dia|qual (?:e )?a data|ate quando)\b/;
/**
 * Ending before the term ("when can I end the lease early?", "posso sair antes do fim do contrato?", "quando posso
 * rescindir antecipadamente?"): the early-ending clause answers, with its condition and notice, not a date.
 */
export const endedEarly = /\b(?:early|earlier|before (?:it ends|the end|the term)|antecipadamente|antecipada|mais cedo|antes do (?:fim|prazo|termo|tempo))\b/;
/** Whether a date answers the question: one asked for, unless it asks of ending early. */
export const dateWanted = (question: { readonly has: (pattern: RegExp) => boolean }): boolean => question.has(dateAsked) && !question.has(endedEarly);
const monthNames =
  "jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec|january|february|march|april|june|july|august|september|october|november|december|janeiro|fevereiro|marco|março|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro|fev|abr|mai|ago|set|out|dez";
/** A date in a line: "28 February 2027", "February 28", "28/02/2027", "2027-02-28", "28 de fevereiro de 2027", "até o dia 5 (cinco) de cada mês". */
export const dateInLine = new RegExp(`\\b\\d{1,2}(?:st|nd|rd|th)?(?: of| de)? (?:${monthNames})\\b|\\b(?:${monthNames}) \\d{1,2}\\b|\\b\\d{1,2}(?:st|nd|rd|th)? day of (?:each|every|the) month\\b|\\bdia \\d{1,2}(?: \\([\\p{L} ]+\\))? de cada m[eê]s\\b|\\b\\d{1,2}[/.-]\\d{1,2}[/.-]\\d{2,4}\\b|\\b\\d{4}-\\d{2}-\\d{2}\\b`, "iu");
/**
 * A question for the hours a place or a rule keeps ("what are the quiet hours in the building?", "opening hours", "quais
 * são as horas de silêncio?", "horário de funcionamento"): a time of day or a range of them, not a length of time.
 */
export const hoursAsked =
  /\b(?:quiet|opening|closing|office|business|visiting|surgery|reception|service|check-?in|check-?out|gym|club|pool|shop|store) hours\b|\bhoras de (?:silencio|sossego|descanso|abertura|funcionamento|expediente|visitas?|atendimento)\b|\bhorarios? (?:de|do|da) (?:silencio|sossego|descanso|abertura|funcionamento|expediente|visitas?|atendimento|check-?in|check-?out)\b/;
/** A question for a time of day ("what time does my flight leave?", "a que horas sai o voo?"), and a time in a line ("06:40", "16h00"). */
export const timeAsked = new RegExp(`\\b(?:what time|at what time|what hour|a que horas?|que horas?|(?:o )?horario)\\b|${hoursAsked.source}`);
/** A time of day: "06:40", "16h00", "10pm", "8h", or "8 horas" said at a time ("às 8 horas"), not a length of "48 horas". */
export const timeInLine = /\b\d{1,2}(?::|h)\d{2}\b|\b\d{1,2}(?:\s?(?:am|pm|a\.m\.|p\.m\.)|h)(?![\p{L}])|(?<=(?<![\p{L}])(?:[aà]s|das|pelas|at[eé] [aà]s|a partir das)\s)\d{1,2}\s?horas\b/iu;
/** Two times of day that open and close a range ("22:00–08:00", "from 10pm to 8am", "entre as 22h00 e as 8h00", "das 22h às 8h"). */
const clock = "\\d{1,2}(?:(?::|h)\\d{2}|\\s?(?:am|pm|a\\.m\\.|p\\.m\\.)|h)(?![\\p{L}\\p{N}])";
export const timeRangeInLine = new RegExp(`${clock}\\s*(?:[-–—]|to|until|till|and|e|[aà]s?|ate|até)\\s*(?:(?:[aà]s|the)\\s+)?${clock}`, "iu");
/** How much more a line counts for a word its section's heading names too (see `scoreOf`). */
export const sectionShare = 0.1;
/** A question for how long ("how long is the warranty?", "quanto tempo de garantia tem?"), and a length of time in a line ("2 years", "30 (trinta) meses", "10 working days"). */
export const durationAsked = /\b(?:how long|quanto tempo|durante quanto tempo|how many (?:years|months|weeks|days)|quant[oa]s (?:anos|meses|semanas|dias)|(?:the|a) (?:duration|duracao)|qual (?:e )?(?:a )?duracao)\b/;
/** Verbs a line says how long something takes or lasts with (accent-folded). */
export const lastingVerbs = "take takes took last lasts lasted runs demora demoram demorou leva levam dura duram vigora";
export const durationInLine = /\b(?:\d+(?:[.,]\d+)?|one|two|three|four|five|six|seven|eight|nine|ten|twelve|eighteen|twenty|um|uma|dois|duas|tres|três|quatro|cinco|seis|sete|oito|nove|dez|doze|dezoito|vinte)\s*(?:\([\p{L} ]+\)\s*)?(?:(?:working|business|calendar|full|consecutive)\s+)?(?:years?|months?|weeks?|days?|hours?|anos?|meses|m[eê]s|semanas?|dias?|horas?)\b/iu;
/** A question of when something is to be paid ("when is the rent due?", "até quando tenho de pagar a renda?"). */
export const paymentAsked = /\b(?:pay|paid|paying|payment|due|pagar|pago|paga|pagamento|pagamentos|vence|vencimento)\b/;
/** A line that says what is paid: a sum of money, or a word of paying. */
export const paymentInLine = /\b(?:pay|pays|paid|payable|payment|due|pagar|paga|pago|pagos|pagas|pagamento|vence|vencimento)\b/i;
