import { relationAlternation } from "@lifeos/core";
import type { ExtractionLanguage } from "../detectLanguage.js";
import { capitaliseName, lowerCaseName, nameParticles } from "./nameWords.js";

/** A word in lower case that may be part of a name ("ana", "costa"), a particle ("da") or not. */
const nameWord = "\\p{Ll}[\\p{L}'’-]*";
const nameRun = `${nameWord}(?:\\s+${nameWord}){0,4}`;

/** "My boss is …", "my boss's name is …", "o meu chefe é o …", "minha dentista é …": a role of the person's said, then who holds it, ending the clause. */
const roleThenName = (language: ExtractionLanguage): RegExp =>
  language === "pt"
    ? new RegExp(`^(?<role>(?:(?:o|a)\\s+|o\\s+nome\\s+d[oa]\\s+)?(?:meu|minha)\\s+(?:(?:novo|nova|atual)\\s+)?(?:${relationAlternation("pt")})\\s+(?:(?:agora|atualmente)\\s+)?(?:é|e|chama-se|se chama)\\s+(?:agora\\s+)?(?<article>(?:o|a)\\s+)?)(?<name>${nameRun})\\s*(?<end>[.!]*)$`, "iu")
    : new RegExp(`^(?<role>my\\s+(?:(?:new|current)\\s+)?(?:${relationAlternation("en")})(?:\\s+(?:is|['’]s|is called|is named|['’]s called|['’]s named|goes by)|['’]s\\s+name\\s+is|['’]s\\s+name['’]s)\\s+(?:now\\s+)?)(?<name>${nameRun})\\s*(?<end>[.!]*)$`, "iu");
const patterns = { en: roleThenName("en"), pt: roleThenName("pt") } as const;

/** A Portuguese verb's infinitive or past, which no name is ("tirar", "mudou"). */
const portugueseVerb = /(?:ar|er|ir|ou|iu)$/iu;

/**
 * A clause that names who holds a role of the person's in lower case ("my boss is ana maria costa", "o meu chefe é o
 * paulo"), with the name capitalised so it is read as the name it is: "my boss is Ana Maria Costa". Only where the
 * whole rest of the clause can be a name: every word no ordinary word of the language ("my boss is nice" is no name),
 * particles only between them; a single Portuguese word only after its article ("é o paulo", never "é simpático").
 * Any other clause is returned as it was.
 */
export const nameAfterRole = (clause: string, language: ExtractionLanguage): string => {
  const match = patterns[language].exec(clause.trim());
  const name = match?.groups?.["name"];
  if (match === null || name === undefined) return clause;
  const words = name.split(/\s+/u);
  const named = words.filter((word) => !nameParticles.has(word.toLowerCase()));
  const particleAtEdge = nameParticles.has(words[0]!.toLowerCase()) || nameParticles.has(words.at(-1)!.toLowerCase());
  const eachAName = named.every((word) => lowerCaseName(word, language) && !(language === "pt" && portugueseVerb.test(word)));
  const articleOrMore = language === "en" || match.groups?.["article"] !== undefined || named.length > 1;
  if (particleAtEdge || !eachAName || !articleOrMore) return clause;
  return `${match.groups!["role"]!}${capitaliseName(name)}${match.groups!["end"] ?? ""}`;
};
