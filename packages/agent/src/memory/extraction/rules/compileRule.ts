import type { ExtractionLanguage } from "../detectLanguage.js";
import { relationAlternation } from "@lifeos/core";
import { fondWords } from "../lexicon/contextWords.js";
import type { ClauseRule, PatternElement } from "./ClauseRule.js";

const placeholder = "⟨\\d+⟩";

/** What each slot matches, per language, in a clause whose names are placeholders. */
const slotPatterns = (language: ExtractionLanguage): Record<string, string> => {
  const relation = relationAlternation(language);
  const who =
    language === "pt"
      ? `(?:(?:a|o)\\s+)?${placeholder}|(?:(?:a|o)\\s+)?(?:minha|meu)\\s+(?:${relation})|ela|ele`
      : `(?:the\\s+)?${placeholder}|my\\s+(?:${relation})|she|he`;
  const free = ".+?";
  return {
    who,
    name: placeholder,
    // The name the person goes by ("my name is ⟨Sofia⟩").
    called: placeholder,
    // The other person of a relationship between two people ("Ana is ⟨Tom⟩'s sister", "a Marta é irmã do ⟨João⟩").
    of: placeholder,
    // A relative named only by relation whose someone is told ("⟨my son⟩'s pediatrician", "o pediatra do ⟨meu filho⟩").
    ofKin: language === "pt" ? `(?:minha|meu)\\s+(?:${relation})` : `my\\s+(?:${relation})`,
    relation,
    // A relationship held among equals, said without "my" ("Ana is a colleague", "o Pedro é um amigo"): see `RelationKind.peer`.
    peer: relationAlternation(language, (kind) => kind.peer === true),
    // Where someone is known from, after the relationship ("a friend from work", "um amigo da faculdade", "my colleague at Google").
    known:
      language === "pt"
        ? "(?:d[oa]s?|de)\\s+(?:(?:meu|minha|meus|minhas|nosso|nossa)\\s+)?\\p{L}+(?:\\s+\\p{L}+){0,2}"
        : `(?:from|at)\\s+(?:the\\s+|my\\s+|our\\s+)?(?:\\p{L}+|${placeholder})(?:\\s+\\p{L}+){0,2}`,
    // How close or how old a relationship is, said before it and kept with it ("an old friend", "uma grande amiga").
    fond: fondWords[language],
    number: "\\d{1,3}",
    email: "[^\\s@]+@[^\\s@]+\\.\\p{L}{2,}",
    phone: "\\+?\\d[\\d\\s().-]{5,18}\\d",
    action: free,
    place: free,
    object: free,
    // What a favourite is of: "colour", "football team", "cor", "banda".
    topic: "\\p{L}+(?:\\s+\\p{L}+)?",
    // The side one supports: "my team is Benfica", "meu time é o Flamengo", "o meu clube é o Porto".
    team: language === "pt" ? "time(?:\\s+de\\s+futebol)?|clube|equipa(?:\\s+de\\s+futebol)?" : "(?:football\\s+|soccer\\s+|basketball\\s+)?(?:team|club)",
    // What a date of one's own is of: "anniversary", "wedding anniversary", "aniversário de casamento".
    thing: language === "pt" ? "\\p{L}+(?:\\s+(?:de|do|da)\\s+\\p{L}+|\\s+\\p{L}+)?" : "\\p{L}+(?:\\s+\\p{L}+)?",
    // How someone takes a thing: "with milk", "black", "sem açúcar", "bem passado".
    manner:
      language === "pt"
        ? "(?:sem|com|bem|mal|muito|pouco|forte|fraco|curto|cheio|quente|frio|fria|gelad[oa]|simples|duplo|descafeinado|amargo|doce|puro|preto|pingado|normal|morno|morna|natural)(?![\\p{L}]).*"
        : "(?:with|without|no|black|white|strong|weak|hot|cold|iced|plain|extra|double|decaf|sweet|unsweetened|medium|rare|well done|light|dark|neat|straight|on the rocks)(?![\\p{L}]).*",
    // A way of eating: "vegetarian", "lactose intolerant", "vegana", "celíaco".
    diet:
      language === "pt"
        ? "vegetarian[oa]|vegan[oa]|pescetarian[oa]|pescatarian[oa]|cel[ií]ac[oa]|intolerante (?:à|a|ao) (?:lactose|gl[úu]ten)|diab[ée]tic[oa]|abst[ée]mi[oa]"
        : "vegetarian|vegan|pescatarian|pescetarian|celiac|coeliac|(?:lactose|gluten) intolerant|diabetic|teetotal|teetotaller|teetotaler",
    own: language === "pt" ? "meus|minhas|nossos|nossas|meu|minha|nosso|nossa" : "my|our",
    org: free,
    // The make or model a thing of one's own is ("my car is a ⟨Fiat⟩", "a minha mota é uma Vespa"): named, see interpretAttribute.
    make: free,
    title: free,
    status: free,
  };
};

const alternatives = (text: string) => text.split("|").map((alternative) => alternative.trim().replace(/'/g, "['’]").replace(/\s+/g, "\\s+")).join("|");

const element = (part: PatternElement, slots: Record<string, string>): { source: string; optional: boolean } => {
  // An optional slot: "[{known}]".
  const optionalSlot = /^\[(\{\w+\})\]$/.exec(part);
  if (optionalSlot !== null) return { ...element(optionalSlot[1]!, slots), optional: true };
  const slot = /^\{(\w+)\}(.*)$/.exec(part);
  if (slot !== null) {
    const pattern = slots[slot[1]!];
    if (pattern === undefined) throw new Error(`unknown slot {${slot[1]}}`);
    const suffix = slot[2] === "" ? "" : `(?:${alternatives(slot[2]!)})`;
    return { source: `(?<${slot[1]}>${pattern})${suffix}`, optional: false };
  }
  const optional = /^\[(.*)\]$/.exec(part);
  if (optional !== null) return { source: `(?:${alternatives(optional[1]!)})`, optional: true };
  return { source: `(?:${alternatives(part)})`, optional: false };
};

/** A rule's pattern as one regular expression over a whole clause (trailing punctuation allowed), case-insensitive. */
export const compileRule = (rule: ClauseRule, language: ExtractionLanguage): RegExp => {
  const slots = slotPatterns(language);
  const parts = rule.pattern.map((part) => element(part, slots));
  // Elements before the first required one carry their space after them; the rest carry it before them.
  let source = "";
  let atStart = true;
  for (const part of parts) {
    if (atStart) {
      source += part.optional ? `(?:${part.source}\\s+)?` : part.source;
      atStart = part.optional;
    } else source += part.optional ? `(?:\\s+${part.source})?` : `\\s+${part.source}`;
  }
  return new RegExp(`^\\s*${source}\\s*[.!,;:]*\\s*$`, "iu");
};
