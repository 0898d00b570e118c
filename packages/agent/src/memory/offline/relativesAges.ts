import type { Gender } from "@lifeos/core";
import { nameKey, Predicates } from "@lifeos/core";
import { detectLanguage } from "../extraction/detectLanguage.js";
import { extractOffline } from "../extraction/extractOffline.js";
import type { SkillPlan } from "../../models/offline/OfflineSkill.js";
import type { Question } from "../../models/offline/question/Question.js";
import { call } from "./memoryCalls.js";
import type { FactRow } from "./factRow.js";
import { fold } from "./factRow.js";

/** The relationships a plural word asks of, as stored ("kids": a son, a daughter, a child), and how the answer names them. */
export interface Relatives {
  readonly kinds: ReadonlyArray<string>;
  readonly en: string;
  readonly pt: string;
}

const children = ["child", "son", "daughter", "stepson", "stepdaughter"];
const grandchildren = ["grandson", "granddaughter"];

/** Plural words of relatives, folded, in each language. */
export const pluralRelatives: Readonly<Record<string, Relatives>> = {
  kids: { kinds: children, en: "kids", pt: "filhos" },
  children: { kinds: children, en: "children", pt: "filhos" },
  sons: { kinds: ["son", "stepson"], en: "sons", pt: "filhos" },
  daughters: { kinds: ["daughter", "stepdaughter"], en: "daughters", pt: "filhas" },
  siblings: { kinds: ["brother", "sister"], en: "siblings", pt: "irmãos" },
  brothers: { kinds: ["brother"], en: "brothers", pt: "irmãos" },
  sisters: { kinds: ["sister"], en: "sisters", pt: "irmãs" },
  boys: { kinds: ["son", "stepson"], en: "boys", pt: "filhos" },
  girls: { kinds: ["daughter", "stepdaughter"], en: "girls", pt: "filhas" },
  parents: { kinds: ["mother", "father"], en: "parents", pt: "pais" },
  grandchildren: { kinds: grandchildren, en: "grandchildren", pt: "netos" },
  grandkids: { kinds: grandchildren, en: "grandkids", pt: "netos" },
  nephews: { kinds: ["nephew", "niece"], en: "nephews", pt: "sobrinhos" },
  nieces: { kinds: ["niece"], en: "nieces", pt: "sobrinhas" },
  cousins: { kinds: ["cousin"], en: "cousins", pt: "primos" },
  filhos: { kinds: children, en: "kids", pt: "filhos" },
  filhas: { kinds: ["daughter", "stepdaughter"], en: "daughters", pt: "filhas" },
  miudos: { kinds: children, en: "kids", pt: "miúdos" },
  miudas: { kinds: ["daughter", "stepdaughter"], en: "daughters", pt: "miúdas" },
  putos: { kinds: children, en: "kids", pt: "filhos" },
  rapazes: { kinds: ["son", "stepson"], en: "boys", pt: "rapazes" },
  raparigas: { kinds: ["daughter", "stepdaughter"], en: "girls", pt: "raparigas" },
  meninos: { kinds: children, en: "kids", pt: "meninos" },
  meninas: { kinds: ["daughter", "stepdaughter"], en: "girls", pt: "meninas" },
  criancas: { kinds: children, en: "kids", pt: "filhos" },
  irmaos: { kinds: ["brother", "sister"], en: "siblings", pt: "irmãos" },
  irmas: { kinds: ["sister"], en: "sisters", pt: "irmãs" },
  pais: { kinds: ["mother", "father"], en: "parents", pt: "pais" },
  netos: { kinds: grandchildren, en: "grandchildren", pt: "netos" },
  netas: { kinds: ["granddaughter"], en: "granddaughters", pt: "netas" },
  sobrinhos: { kinds: ["nephew", "niece"], en: "nephews and nieces", pt: "sobrinhos" },
  sobrinhas: { kinds: ["niece"], en: "nieces", pt: "sobrinhas" },
  primos: { kinds: ["cousin"], en: "cousins", pt: "primos" },
  primas: { kinds: ["cousin"], en: "cousins", pt: "primas" },
};

/**
 * Words that mean one's children only said as one's own ("my boys", "os meus rapazes", "as minhas meninas"): "the boys",
 * "os rapazes", "as meninas" are as often one's friends, so they mean one's children only when the person has told of such
 * children.
 */
const ownOnly: ReadonlySet<string> = new Set(["boys", "girls", "rapazes", "raparigas", "meninos", "meninas"]);

/**
 * The age of several relatives asked ("how old are my kids?", "what ages are our children?", "quantos anos têm os meus
 * filhos?", "que idade têm as minhas filhas?", "qual é a idade dos meus netos?"), by the folded plural word.
 */
const agesAsked =
  /\b(?:how old are|what ages? (?:are|do|is)|what are the ages of|ages of|quantos anos (?:tem|teem)|que idades? (?:tem|teem)|qual (?:e )?a idade d[oa]s|quais (?:sao )?as idades d[oa]s|idades? d[oa]s)\s+(?:all\s+|tod[oa]s\s+)?((?:my|our|the)\s+|(?:(?:[oa]s)\s+)?(?:meus|minhas|nossos|nossas)\s+|[oa]s\s+)?(\p{L}+)/u;

/** The relatives a question asks the ages of, or null when it asks no such thing. */
export const relativesAgesAsked = (question: Question): Relatives | null => {
  const word = agesAsked.exec(fold(question.text))?.[2];
  return word === undefined ? null : (pluralRelatives[word] ?? null);
};

/**
 * "The boys", "os rapazes", "as meninas" as the question says them, when said without "my" ("how old are the boys?"): a
 * group that is the person's children only if they told of such children; null when said as their own ("my boys") or
 * with a word that always means them ("the kids", "os miúdos").
 */
const groupAsked = (question: Question): string | null => {
  const asked = agesAsked.exec(fold(question.text));
  const word = asked?.[2];
  if (asked === null || word === undefined || !ownOnly.has(word) || /\b(?:my|our|meus|minhas|nossos|nossas)\b/u.test(asked[1] ?? "")) return null;
  return question.language === "pt" ? `${/^(?:raparigas|meninas)$/u.test(word) ? "as" : "os"} ${word}` : `the ${word}`;
};

export interface Relative {
  readonly name: string;
  readonly gender: Gender | null;
  age?: { readonly value: string; readonly date: string };
}

/** What the facts say, read as the extractor reads a message: who is whose relative, and each one's age with when it was told. */
export const relativesOf = (asked: Relatives, facts: ReadonlyArray<FactRow>, question: Question): Relative[] => {
  const found = new Map<string, Relative>();
  const ages: Array<{ readonly subject: string; readonly value: string; readonly date: string }> = [];
  for (const fact of facts.filter((row) => row.current)) {
    const extraction = extractOffline({ text: fact.content, sentAt: question.now, timeZone: question.timeZone, language: detectLanguage(fact.content) });
    for (const entity of extraction.entities) {
      if (entity.type === "person" && entity.relationshipToUser !== null && asked.kinds.includes(entity.relationshipToUser) && !found.has(nameKey(entity.name))) {
        found.set(nameKey(entity.name), { name: entity.name, gender: entity.gender });
      }
    }
    for (const memory of extraction.memories) {
      if (memory.triple?.predicate === Predicates.age && memory.triple.subject !== "user") ages.push({ subject: nameKey(memory.triple.subject), value: memory.triple.object, date: fact.date });
    }
  }
  // The latest age told of each.
  for (const age of [...ages].sort((left, right) => (left.date < right.date ? -1 : 1))) {
    const relative = found.get(age.subject);
    if (relative !== undefined) relative.age = { value: age.value, date: age.date };
  }
  return [...found.values()];
};

export const listed = (items: ReadonlyArray<string>, and: string): string => (items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} ${and} ${items.at(-1)!}`);

/** A name with the article Portugal says before it ("a Leonor", "o Duarte"), when the gender is known. */
export const withArticle = (relative: Relative): string => (relative.gender === "female" ? `a ${relative.name}` : relative.gender === "male" ? `o ${relative.name}` : relative.name);

export const capitalised = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The answer to the ages of one's relatives from the facts: each one's age as told, with when, and those whose age was
 * never told named as such. Null when the question asks no such thing, or no relative of that kind is known before
 * memory was `searched`; once it was, that none was told.
 */
export const relativesAgesAnswer = (question: Question, facts: ReadonlyArray<FactRow>, searched: boolean): string | null => {
  const asked = relativesAgesAsked(question);
  if (asked === null) return null;
  const relatives = relativesOf(asked, facts, question);
  const pt = question.language === "pt";
  if (relatives.length === 0) {
    if (!searched) return null;
    // "How old are the boys?" with no sons told: friends, most likely, whose ages were never told, not children untold.
    const group = groupAsked(question);
    if (group !== null) {
      return pt
        ? `Não sei que idade têm ${group}: não me contou. Se me disser (por exemplo «o Rui tem 34 anos»), eu guardo.`
        : `I don't know how old ${group} are: you haven't told me. Tell me (for example “Tom is 34”) and I'll remember it.`;
    }
    return pt ? `Ainda não me falou dos seus ${asked.pt}. Se me contar (por exemplo «tenho dois filhos, a Ana (8) e o Rui (5)»), eu guardo.` : `You haven't told me about your ${asked.en} yet. Tell me (for example “I have two kids, Ana (8) and Tom (5)”) and I'll remember.`;
  }
  const aged = relatives.filter((relative) => relative.age !== undefined);
  const unknown = relatives.filter((relative) => relative.age === undefined);
  const dates = [...new Set(aged.map((relative) => relative.age!.date))];
  const one = dates.length === 1;
  const ages = aged.map((relative) => {
    const value = relative.age!.value;
    const when = one ? "" : pt ? ` (contou-me em ${relative.age!.date})` : ` (told on ${relative.age!.date})`;
    return pt ? `${withArticle(relative)} tem ${value} ${value === "1" ? "ano" : "anos"}${when}` : `${relative.name} is ${value}${when}`;
  });
  const lines: string[] = [];
  if (ages.length > 0) {
    const said = listed(ages, pt ? "e" : "and");
    lines.push(`${capitalised(said)}${one ? (pt ? `, como me contou em ${dates[0]!}` : `, as you told me on ${dates[0]!}`) : ""}.`);
  }
  if (unknown.length > 0) {
    const names = listed(unknown.map((relative) => (pt ? withArticle(relative) : relative.name)), pt ? "e" : "and");
    const several = unknown.length > 1;
    lines.push(pt ? `Não me disse que idade ${several ? "têm" : "tem"} ${names}.` : `You haven't told me how old ${names} ${several ? "are" : "is"}.`);
  }
  return lines.join(" ");
};

/** The words an age is told in, in both languages ("Leonor is 8 years old", "o Duarte tem 5 anos"). */
const ageWords = ["age", "years", "old", "idade", "anos"];

/**
 * The plans for the ages of one's relatives (see `relativesAgesAnswer`): at once from the facts already known when every
 * relative known has an age, and a search of memory for the relatives' words, their names and the words of an age; null
 * for any other question. `search` is the plan memory makes otherwise, whose query and limit it widens.
 */
export const relativesAgesSearch = (question: Question, facts: ReadonlyArray<FactRow>, search: SkillPlan): ReadonlyArray<SkillPlan> | null => {
  const asked = relativesAgesAsked(question);
  if (asked === null) return null;
  const relatives = relativesOf(asked, facts, question);
  const first = search.calls[0];
  const query = [String(first?.arguments["query"] ?? ""), ...relatives.map((relative) => relative.name), ...ageWords].join(" ").trim();
  const searched: SkillPlan = { confidence: 0.9, calls: [call("search_memories", { query, limit: 20 })] };
  const known = relatives.length > 0 && relatives.every((relative) => relative.age !== undefined) ? relativesAgesAnswer(question, facts, false) : null;
  return known === null ? [searched] : [{ confidence: 0.95, calls: [], answer: known }, searched];
};
