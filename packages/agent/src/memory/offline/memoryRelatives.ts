import { foldAccents, relationKinds, relationWord } from "@lifeos/core";
import type { Question } from "../../models/offline/question/Question.js";
import { singular } from "../extraction/people/namedRelatives.js";
import { unnamedRelatives } from "../extraction/people/unnamedRelatives.js";
import type { MemoryRow } from "./memoryRows.js";

/** Relatives asked of: the kinds a question's words cover ("kids": child, son, daughter), as the person said them. */
export interface RelativesAsked {
  readonly kinds: ReadonlySet<string>;
  readonly said: string;
}

/** Kinds one generic word covers: "kids", "filhos" any child; "siblings", "irmãos" a brother or a sister. */
const families: ReadonlyArray<ReadonlyArray<string>> = [
  ["child", "son", "daughter"],
  ["brother", "sister"],
  ["grandson", "granddaughter"],
  ["mother", "father"],
  ["nephew", "niece"],
  ["uncle", "aunt"],
];
/** Words for several relatives that the relations lexicon has no row for, by a kind of theirs. */
const groupWords: Readonly<Record<string, string>> = { siblings: "brother", sibling: "brother", parents: "mother", grandchildren: "grandson", grandkids: "grandson" };

const familyOf = (kind: string): ReadonlyArray<string> => families.find((family) => family.includes(kind)) ?? [kind];

/** The kinds one word asked covers: a generic or Portuguese masculine plural ("kids", "filhos", "irmãos") its whole family. */
const kindsOf = (word: string, language: "en" | "pt"): ReadonlyArray<string> => {
  const lowered = word.toLowerCase();
  const group = groupWords[lowered];
  if (group !== undefined) return familyOf(group);
  const found = [lowered, ...singular(lowered, language)].map((form) => relationWord(form, language)).find((relation) => relation !== undefined);
  if (found === undefined || found.relation.context !== "family" || found.relation.professional === true) return [];
  const plural = lowered !== found.word;
  return found.gender === null || (language === "pt" && plural && found.gender === "male") ? familyOf(found.relation.kind) : [found.relation.kind];
};

/** The relatives a topic asked of names ("brothers or sisters", "filhos"), or null when it names none. */
export const relativesAsked = (topic: string, language: "en" | "pt"): RelativesAsked | null => {
  const words = topic.split(/\s+(?:or|and|ou|e)\s+|\s+/u).filter((word) => word !== "");
  const kinds = words.map((word) => kindsOf(word, language));
  if (kinds.length === 0 || kinds.some((found) => found.length === 0)) return null;
  return { kinds: new Set(kinds.flat()), said: topic };
};

/** Every word of the kinds asked, in both languages, for the memory search ("irmã", "sister", …). */
export const relativeWordsOf = (asked: RelativesAsked): ReadonlyArray<string> =>
  relationKinds.filter((relation) => asked.kinds.has(relation.kind)).flatMap((relation) => [...relation.en, ...relation.pt].map(([word]) => word));

/** "I have two kids", "We've got a sister", "Tenho três filhos", "Nós temos uma filha": relatives told by how many. */
const toldHad = /^(?:i have|i've got|i have got|i also have|i now have|we have|we've got|we have got|we also have|we now have|(?:eu )?(?:também )?tenho|(?:nós |nos )?(?:também )?temos)\s+(?<object>.+)$/iu;
/** "Ana is my sister", "Rui é o meu irmão": one relative by name. */
const toldNamed = /^(?<name>\p{Lu}[\p{L}' -]*?)\s+(?:is my|é (?:a |o )?(?:minha|meu)|e (?:a |o )?(?:minha|meu))\s+(?<word>[\p{L}-]+)$/u;

interface Count {
  readonly kind: string;
  readonly count: number;
  readonly memory: MemoryRow;
  /** Told by a word for any of its family ("two kids", "três filhos", "dois irmãos"), not of one kind ("two sisters"). */
  readonly generic?: boolean;
}

/** What the memories say of the relatives asked: those told by how many, and those told by name. */
const countsIn = (memories: ReadonlyArray<MemoryRow>, asked: RelativesAsked): { readonly unnamed: ReadonlyArray<Count>; readonly named: ReadonlyArray<Count & { readonly name: string }> } => {
  const unnamed: Count[] = [];
  const named: Array<Count & { readonly name: string }> = [];
  for (const memory of memories) {
    const content = memory.content.trim().replace(/[.!]+$/, "");
    const language = /^(?:eu |nós |nos )?(?:também )?(?:tenho|temos)\b|\s(?:é|e)\s/iu.test(content) ? "pt" : "en";
    const had = toldHad.exec(content)?.groups?.["object"];
    const relatives = had === undefined ? null : unnamedRelatives(had, content, language);
    if (relatives !== null && asked.kinds.has(relatives.relation.relation.kind)) {
      const generic = relatives.relation.gender === null || (language === "pt" && relatives.count > 1 && relatives.relation.gender === "male");
      unnamed.push({ kind: relatives.relation.relation.kind, count: relatives.count, memory, generic });
    }
    const byName = toldNamed.exec(content)?.groups;
    const kind = byName === undefined ? undefined : relationWord(byName["word"]!, language)?.relation.kind;
    if (byName !== undefined && kind !== undefined && asked.kinds.has(kind)) named.push({ kind, count: 1, memory, name: byName["name"]!.trim() });
  }
  return { unnamed, named };
};

/**
 * How many relatives of the kinds asked the memories tell, or null when none: a count told ("I have two kids") is the
 * newest said of its kind, and a generic one ("kids") holds the children named too; otherwise those named are counted.
 */
const howMany = (
  memories: ReadonlyArray<MemoryRow>,
  asked: RelativesAsked,
): { readonly total: number; readonly found: ReadonlyArray<string>; readonly names: ReadonlyArray<string>; readonly sources: ReadonlyArray<MemoryRow> } | null => {
  const { unnamed, named } = countsIn(memories, asked);
  if (unnamed.length === 0 && named.length === 0) return null;
  // The newest count told of each kind, and of each family told as a whole ("all child" for "two kids").
  const newest = new Map<string, Count>();
  const keyOf = (told: Count) => (told.generic === true ? `all ${familyOf(told.kind)[0]}` : told.kind);
  for (const told of [...unnamed].sort((left, right) => left.memory.date.localeCompare(right.memory.date))) newest.set(keyOf(told), told);
  const names = [...new Set(named.map((told) => told.name))];
  const byKind = (kind: string) => Math.max(newest.get(kind)?.count ?? 0, new Set(named.filter((told) => told.kind === kind).map((told) => told.name)).size);
  // A family told as a whole ("three kids") holds the son and the daughters named among them.
  const heads = [...new Set([...asked.kinds].map((kind) => familyOf(kind)[0]!))];
  const counted = heads.reduce((sum, head) => {
    const specific = [...asked.kinds].filter((kind) => familyOf(kind)[0] === head).reduce((kinds, kind) => kinds + byKind(kind), 0);
    return sum + Math.max(newest.get(`all ${head}`)?.count ?? 0, specific);
  }, 0);
  const found = [...new Set([...[...asked.kinds].filter((kind) => byKind(kind) > 0), ...[...newest.values()].filter((told) => told.generic === true).map((told) => told.kind)])];
  return { total: counted, found, names, sources: [...newest.values()].map((told) => told.memory) };
};

const numberWords = {
  en: ["no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"],
  pt: ["nenhum", "um", "dois", "três", "quatro", "cinco", "seis", "sete", "oito", "nove", "dez"],
} as const;
const feminine: Readonly<Record<string, string>> = { um: "uma", dois: "duas", nenhum: "nenhuma" };

/** A word of the question as the person wrote it ("irmãos"), found by its folded form ("irmaos"). */
const asWritten = (question: Question, folded: string): string =>
  question.text.split(/[^\p{L}'-]+/u).find((word) => foldAccents(word.toLowerCase()) === folded) ?? folded;

const listed = (names: ReadonlyArray<string>, pt: boolean) => (names.length < 2 ? names.join("") : `${names.slice(0, -1).join(", ")} ${pt ? "e" : "and"} ${names.at(-1)}`);

/** "How many kids do I have?": the number told, with the names known; "do I have siblings?": what was told of them. Null when nothing was. */
export const composeRelatives = (question: Question, asked: RelativesAsked, count: boolean, memories: ReadonlyArray<MemoryRow>): string | null => {
  const pt = question.language === "pt";
  const found = howMany(memories, asked);
  if (found === null) return null;
  const sources = [...new Set([...found.sources, ...countsIn(memories, asked).named.map((told) => told.memory)])];
  const told = sources.map((memory) => `- ${memory.date}: ${memory.content}`);
  if (!count) return [pt ? "Sim. O que me contou:" : "Yes. What you told me:", ...told].join("\n");
  const language = pt ? "pt" : "en";
  // One of a single kind is named by its own word ("uma irmã" for "quantos irmãos?"); more, by the word asked, as written.
  const only = found.total === 1 && found.found.length === 1 ? relationKinds.find((relation) => relation.kind === found.found[0])?.[language][0] : undefined;
  const word = only?.[0] ?? asWritten(question, asked.said.split(/\s+/).at(-1)!.toLowerCase());
  const female = only === undefined ? [word, ...singular(word, language)].some((form) => relationWord(form, language)?.gender === "female") : only[1] === "female";
  const spoken = numberWords[language][found.total] ?? String(found.total);
  const amount = pt && female ? (feminine[spoken] ?? spoken) : spoken;
  // All of them named: "Ana and Tom"; some: whose names are known.
  const some = pt ? `; sei o nome de ${listed(found.names, pt)}` : `; I know the names of ${listed(found.names, pt)}`;
  const names = found.names.length === 0 || found.names.length > found.total ? "" : found.names.length === found.total ? `: ${listed(found.names, pt)}` : some;
  const answer = pt ? `Tem ${amount} ${word}${names}.` : `You have ${amount} ${word}${names}.`;
  return [answer, pt ? "Pelo que me contou:" : "From what you told me:", ...told].join("\n");
};

/**
 * The answer to a question of one's relatives ("do I have any brothers or sisters?", "quantos filhos tenho?") from the
 * memories found, saying plainly when none was told; null when the question asks of no relatives.
 */
export const relativesReply = (
  question: Question,
  intent: { readonly topic: string; readonly owned?: boolean; readonly counted?: boolean },
  memories: ReadonlyArray<MemoryRow>,
): string | null => {
  const pt = question.language === "pt";
  const asked = intent.owned === true ? relativesAsked(intent.topic, pt ? "pt" : "en") : null;
  if (asked === null) return null;
  const said = asked.said.split(/\s+/).map((folded) => asWritten(question, folded)).join(" ");
  return composeRelatives(question, asked, intent.counted === true, memories) ?? (pt ? `Não me contou nada sobre ${said}.` : `You haven't told me about any ${said}.`);
};

/** The words, in both languages, of the relatives an owned topic asks of ("irmãos" → brother, irmão, sister, irmã, …), for the search. */
export const relativeTermsOf = (question: Question, intent: { readonly topic: string; readonly owned?: boolean }): ReadonlyArray<string> => {
  const asked = intent.owned === true ? relativesAsked(intent.topic, question.language === "pt" ? "pt" : "en") : null;
  return asked === null ? [] : relativeWordsOf(asked);
};
