import { escapeRegExp, relationKinds } from "@lifeos/core";
import { withArticlesPt } from "./articlesPt.js";
import type { ExtractionLanguage } from "./detectLanguage.js";
import { pastInI } from "./secondPersonPt.js";

/** First person → second, as the assistant says it back: "my sister" → "your sister", "I'm" → "you're". */
const english: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bI'm\b/g, "you're"],
  [/\bI am\b/g, "you are"],
  [/\bI've\b/g, "you've"],
  [/\bI'll\b/g, "you'll"],
  [/\bI'd\b/g, "you'd"],
  [/\bI was\b/g, "you were"],
  [/\bI\b/g, "you"],
  // The household's, said as "we" ("we live in Braga"): the person's too.
  [/\bwe're\b/gi, "you're"],
  [/\bwe've\b/gi, "you've"],
  [/\bwe'll\b/gi, "you'll"],
  [/\bwe\b/gi, "you"],
  [/\bmy\b/gi, "your"],
  [/\bmine\b/gi, "yours"],
  [/\bmyself\b/gi, "yourself"],
  [/\bme\b/gi, "you"],
];

/** Relation words written with capitals ("GP"), found however they were kept ("my gp"), to say back as written: "your GP". */
const writtenWithCapitals = new Map(relationKinds.flatMap((relation) => [...relation.en, ...relation.pt].map(([word]) => word)).filter((word) => word !== word.toLowerCase()).map((word) => [word.toLowerCase(), word] as const));
const withCapitals = new RegExp(`(?<=(?:^|\\s)(?:your|my|the|seu|sua|meu|minha|o|a)\\s+)(?:${[...writtenWithCapitals.keys()].map(escapeRegExp).join("|")})(?![\\p{L}])`, "giu");

/** A name after a title kept as typed ("Dr. reis", "dra. costa"), said capitalised as any name is: "Dr. Reis". */
const titledLowerCase = /(?<![\p{L}])(dra|dr|srta|sra|sr|mrs|mr|ms|prof)(\.?\s+)(\p{Ll})(?=\p{L})/giu;

/** Portuguese possessives ("a minha irmã" → "a sua irmã"); verbs keep the person's own words. */
const portuguese: ReadonlyArray<readonly [RegExp, string]> = [
  [/(?<![\p{L}])minhas(?![\p{L}])/giu, "suas"],
  [/(?<![\p{L}])minha(?![\p{L}])/giu, "sua"],
  [/(?<![\p{L}])meus(?![\p{L}])/giu, "seus"],
  [/(?<![\p{L}])meu(?![\p{L}])/giu, "seu"],
];

/** "comigo" said back would be "consigo" (Portugal only) or "com você" (Brazil only): a clause with it stays as said. */
const withMe = /(?<![\p{L}])comigo(?![\p{L}])/iu;

/** A Portuguese sentence in the first person ("Preciso de…", "Deixei de…", "Eu moro…", "Vivemos em…"): its possessives are the person's too, so it stays as said. */
const notOfAName = "(?!\\s+(?:é|e|está|esta|tem|mora|vive|trabalha|faz|era|foi|gosta|prefere|precisa|chama-se|se chama)(?![\\p{L}]))";
const firstPersonPtOpening = new RegExp(`^(?:eu\\s+)?(?:(?:não|nao|já|ja|também|tambem|ainda|nunca)\\s+){0,2}(?:fui|sou|vou|estou|estive|tive|fiz|dei|tinha|vim|disse|trouxe|quis|pude|somos|fomos|(?!(?:o|os)\\s)\\p{L}+(?:o|ei|ou|amos|ámos|emos|imos))(?![\\p{L}])${notOfAName}`, "iu");
/** "Vivi no Porto", "Parti o braço": a past in "-i" known here (see `pastInI`), not a name ("Li é minha amiga"). */
const pastInIOpening = new RegExp(`^(?:eu\\s+)?(?<verb>\\p{L}+)(?![\\p{L}])${notOfAName}`, "iu");
/** "João da Silva é meu médico", "Ana Paula tem…": a name of several words, then what it is or does, never the person's own verb. */
const nameOpening = /^\p{Lu}\p{L}*(?:\s+(?:(?:da|de|do|dos|das)\s+)?\p{Lu}\p{L}*)+\s+(?:é|e|está|esta|tem|mora|vive|trabalha|faz|foi|era)(?![\p{L}])/u;
const firstPersonPt = { test: (text: string): boolean => !nameOpening.test(text) && (firstPersonPtOpening.test(text) || pastInI(pastInIOpening.exec(text)?.groups?.["verb"] ?? "")) };

/** Whether a clause is said in the first person ("I prefer tea", "sou alérgica a amendoins"), not a thing named ("my address"). */
export const firstPersonClause = (text: string, language: ExtractionLanguage): boolean =>
  language === "pt" ? firstPersonPt.test(text.trim()) : /^I(?:'m|'ve|'d|'ll|’m|’ve|’d|’ll)?\s/u.test(text.trim());

/**
 * What the person said, as the assistant says it back to them: "Lucy is my
 * daughter" → "Lucy is your daughter", "I'm allergic to penicillin" →
 * "you're allergic to penicillin", "Joana é minha irmã" → "Joana é sua irmã".
 * A sentence that opened with a capital still does; a Portuguese one in the
 * first person ("Preciso de renovar o meu passaporte") stays as said, since
 * its verb would not agree with "seu", nor does one with "comigo"; a name
 * that ends like a verb does not make it so ("Ricardo é meu chefe" →
 * "Ricardo é seu chefe"). Who someone is, said back in Portuguese, takes
 * the articles Portugal says ("O Dr. Reis é o seu médico", see `withArticlesPt`).
 */
export const spokenBack = (text: string, language: ExtractionLanguage): string => {
  if (language === "pt" && (firstPersonPt.test(text) || withMe.test(text))) return text;
  const swapped = (language === "pt" ? portuguese : english).reduce((result, [pattern, replacement]) => result.replace(pattern, replacement), text.replace(/’/g, "'"));
  const written = swapped.replace(withCapitals, (word) => writtenWithCapitals.get(word.toLowerCase()) ?? word);
  const named = written.replace(titledLowerCase, (whole: string, title: string, space: string, letter: string) => `${title.charAt(0).toUpperCase()}${title.slice(1)}${space}${letter.toUpperCase()}`);
  const opened = /^\p{Lu}/u.test(text) ? named.charAt(0).toUpperCase() + named.slice(1) : named;
  return language === "pt" ? withArticlesPt(opened) : opened;
};
