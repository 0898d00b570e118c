/** The languages LifeOS understands and answers in. */
export type Language = "en" | "pt";

const portuguese =
  /[ãõç]|\b(o que|quando|como|estou|tenho|sobre|ontem|hoje|semana|passad[oa]|últim[oa]s?|ultim[oa]s?|meu|minha|escrevi|fiz|foi|lembra|desde|em (janeiro|fevereiro|março|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro))\b/i;

/** Portuguese when the text reads as Portuguese, else English. */
export const detectLanguage = (text: string): Language => (portuguese.test(text) ? "pt" : "en");
