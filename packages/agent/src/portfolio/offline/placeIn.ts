import type { Language } from "@lifeos/core";

/**
 * The article a Portuguese place name takes ("a Europa", "os Estados Unidos", "o Japão"), by its name in lower case;
 * a name not here takes none ("Portugal", "Israel", "Singapura") or is the user's own, and is said bare.
 */
const portugueseArticles: Readonly<Record<string, "o" | "a" | "os" | "as">> = {
  europa: "a",
  ásia: "a",
  "ásia-pacífico": "a",
  áfrica: "a",
  oceânia: "a",
  "américa do norte": "a",
  "américa do sul": "a",
  "américa latina": "a",
  china: "a",
  índia: "a",
  alemanha: "a",
  espanha: "a",
  frança: "a",
  itália: "a",
  suíça: "a",
  irlanda: "a",
  holanda: "a",
  bélgica: "a",
  suécia: "a",
  noruega: "a",
  dinamarca: "a",
  finlândia: "a",
  áustria: "a",
  grécia: "a",
  austrália: "a",
  "coreia do sul": "a",
  argentina: "a",
  "zona euro": "a",
  japão: "o",
  "reino unido": "o",
  brasil: "o",
  canadá: "o",
  méxico: "o",
  chile: "o",
  luxemburgo: "o",
  pacífico: "o",
  mundo: "o",
  "estados unidos": "os",
  eua: "os",
  "países baixos": "os",
  "mercados emergentes": "os",
  "mercados desenvolvidos": "os",
};

/** "em" joined to each article: "na Europa", "nos EUA", "no Japão". */
const inWithArticle = { o: "no", a: "na", os: "nos", as: "nas" } as const;

/** English place names said with "the" ("in the United States", "in the UK"). */
const englishWithThe = /^(?:united states|united kingdom|us|usa|uk|netherlands|americas|middle east|euro ?zone|pacific)$/i;

/**
 * Where money is, as a sentence says it ("in Europe", "in the United States", "na Europa", "nos EUA", "em Portugal"):
 * a region or country name with the preposition and the article it takes; any other name (a sector, a currency) after
 * "in" / "em" alone.
 */
export const inPlace = (by: string, name: string, language: Language): string => {
  if (by !== "region") return `${language === "pt" ? "em" : "in"} ${name}`;
  if (language === "en") return `in ${englishWithThe.test(name.trim()) ? "the " : ""}${name}`;
  const article = portugueseArticles[name.trim().toLowerCase()];
  return `${article === undefined ? "em" : inWithArticle[article]} ${name}`;
};
