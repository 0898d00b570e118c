/**
 * Words of Portuguese periods often typed without their accents ("marco", "ultimo mes", "ha duas semanas"), as they
 * are written: an answer naming the period in the user's words names it in proper Portuguese.
 */
const accented: Readonly<Record<string, string>> = {
  marco: "março",
  mes: "mês",
  ultimo: "último",
  ultima: "última",
  ultimos: "últimos",
  ultimas: "últimas",
  proximo: "próximo",
  proxima: "próxima",
  proximos: "próximos",
  proximas: "próximas",
  sabado: "sábado",
  sabados: "sábados",
  terca: "terça",
  tercas: "terças",
  ha: "há",
  atras: "atrás",
  verao: "verão",
  manha: "manhã",
  tres: "três",
  inicio: "início",
  periodo: "período",
  util: "útil",
  uteis: "úteis",
  pascoa: "Páscoa",
};

/** `text` with each period word typed without its accents written with them, its capital kept ("Marco" → "Março"). */
export const withPortugueseAccents = (text: string): string =>
  text.replace(/\p{L}+/gu, (word) => {
    const written = accented[word.toLowerCase()];
    if (written === undefined) return word;
    return /^\p{Lu}/u.test(word) ? written[0]!.toUpperCase() + written.slice(1) : written;
  });
