import type { Gender } from "@lifeos/core";
import { escapeRegExp } from "@lifeos/core";
import type { RelationKind } from "@lifeos/core";
import { relationKinds, relationPhrase } from "@lifeos/core";
import { withArticlesPt } from "../extraction/articlesPt.js";
import { detectLanguage } from "../extraction/detectLanguage.js";
import { fondWords } from "../extraction/lexicon/contextWords.js";
import { spokenBack } from "../extraction/spokenBack.js";
import type { ToolResultView } from "../../models/offline/OfflineSkill.js";
import type { Question } from "../../models/offline/question/Question.js";
import { fold } from "./factRow.js";
import type { JournalRow, MemoryRow, PersonData } from "./memoryRows.js";
import { memoriesIn, resultOf } from "./memoryRows.js";
import { inPlacePt } from "./placeIn.js";
import { toldBackIn } from "./toldBack.js";

/* What is remembered of people, in words: someone asked about, a relative of someone else, the journal's mentions. */

/** Whether a text names a word whole ("Pickles" in "Pickles hates the vet"), folded. */
export const namesWord = (text: string, word: string): boolean => new RegExp(`(?<![\\p{L}])${escapeRegExp(fold(word))}(?![\\p{L}])`, "u").test(fold(text));

/** "Your journal mentions Biscuit:" and up to three dated sentences that name them; empty without mentions. */
export const journalMentions = (question: Question, name: string, mentions: ReadonlyArray<JournalRow>, words: ReadonlyArray<string> = [name]): string[] => {
  if (mentions.length === 0) return [];
  const intro = question.language === "pt" ? `O seu diário fala de ${name}:` : `Your journal mentions ${name}:`;
  const named = (part: string) => words.some((word) => namesWord(part, word));
  const sentence = (excerpt: string) =>
    excerpt
      .replace(/^…/u, "")
      .split(/(?<=[.!?])\s+/u)
      .find(named)
      ?.trim() ?? excerpt;
  return ["", intro, ...mentions.slice(0, 3).map((entry) => `- ${entry.date}: ${sentence(entry.excerpt)}`)];
};


/**
 * How to tell who someone is, for someone nothing is remembered about: in a word of no gender and without "my"
 * ("Ana é colega de trabalho"), so it reads right whoever the name is, and is itself kept when said.
 */
export const whoIsExample = (name: string, language: "en" | "pt"): string =>
  language === "pt" ? `${name} é colega de trabalho` : `${name} is a colleague from work`;

export const composePerson = (question: Question, data: PersonData, mentions: ReadonlyArray<JournalRow>, name: string): string => {
  const pt = question.language === "pt";
  if (data.person === null) {
    // Someone the journal names is answered with what it says first; that nothing is remembered comes after, as an offer.
    if (mentions.length > 0) {
      const offer = pt
        ? `Ainda não tenho nada guardado sobre ${name}: diga-me quem é (por exemplo «${whoIsExample(name, "pt")}») e eu guardo.`
        : `I have nothing remembered about ${name} yet: tell me who they are (for example "${whoIsExample(name, "en")}") and I'll remember.`;
      return [...journalMentions(question, name, mentions).slice(1), "", offer].join("\n");
    }
    return pt ? `Ainda não sei quem é ${name}. Conte-me e eu guardo.` : `I don't know who ${name} is yet. Tell me and I'll remember.`;
  }
  const relation = data.person.relationshipToUser;
  // "Ana is Tom's sister": what someone is to others, in words, before any memory that says it.
  const between = data.relationships.map((relationship) => betweenSentence(question, data.person!.name, relationship));
  const others = data.relationships.map((relationship) => relationship.name);
  // "Mark is no longer your boss": a relationship that ended is said, not "I don't know how you know them".
  const over = relation === null ? data.memories.find((memory) => memory.current && memory.type === "relationship" && !others.some((other) => namesWord(memory.content, other))) : undefined;
  // "I know Tom from work", "conheci a Sara na faculdade": where the person knows them from, for someone who is nothing else to them.
  const met = over === undefined && relation === null && between.length === 0 ? whereMet(data, pt) : undefined;
  const lines = [
    over !== undefined
      ? `${spokenBack(over.content, pt ? "pt" : "en")} (${over.date}).`
      : relation === null
      ? between.length > 0 ? between.join(" ") : met !== undefined ? metSaid(met, pt) : pt ? `${data.person.name}: ainda não sei de onde se conhecem.` : `${data.person.name}: I don't know yet how you know them.`
      : knownFrom(data, relation, pt) ?? (pt ? `${withArticlesPt(`${data.person.name} é ${relationWordPt(relation, data.person.gender ?? null)}`)}.` : `${data.person.name} is your ${relation}.`),
  ];
  if (between.length > 0 && (over !== undefined || relation !== null)) lines.push(between.join(" "));
  // A fact already said as a relationship between two people is not listed again.
  // Nor is the one that says what they are to the person ("Tom is my brother" under "Tom is your brother.").
  const kind = relationKinds.find((each) => each.kind === relation);
  const relationForms = relation === null ? [] : kind === undefined ? [relation] : [...kind.en, ...kind.pt].map(([form]) => form);
  const restates = (memory: MemoryRow) => memory.type === "relationship" && namesWord(memory.content, data.person!.name) && relationForms.some((form) => namesWord(memory.content, form));
  const facts = data.memories.filter((memory) => memory.current && memory !== over && memory !== met && !restates(memory) && !(memory.type === "relationship" && others.some((other) => namesWord(memory.content, other))) && !placeSaid(memory.content, data, relationForms)).slice(0, 5);
  // Said to the person ("Your sister Ana lives in Porto"), or quoted when told in the other language.
  if (facts.length > 0) lines.push(...facts.map((memory) => `- ${memory.date}: ${toldBackIn(memory.content, pt ? "pt" : "en", [data.person!.name, ...(memory.entities ?? [])])}`));
  return lines.join("\n");
};

/**
 * Who someone is with where the person knows them from, as told ("Tom is a friend from work" → "Tom is a friend from
 * work.", "Sara is my neighbour from the old flat" → "Sara is your neighbour from the old flat."): the newest current
 * memory that says it of them, in the relation they hold now; so is how close they are ("Tom is an old friend", "a Ana
 * é uma grande amiga"). Null when none says more than the relation.
 */
const knownFrom = (data: PersonData, relation: string, pt: boolean): string | null => {
  if (data.person === null) return null;
  const kind = relationKinds.find((each) => each.kind === relation);
  const forms = (kind === undefined ? [relation] : [...kind.en, ...kind.pt].map(([form]) => form)).map((form) => escapeRegExp(fold(form)));
  // "an old friend", "uma grande amiga": how close they are says more than the relation alone, as where from does.
  const close = `${fondWords.en}|${fondWords.pt}`;
  const told = new RegExp(
    `^${escapeRegExp(fold(data.person.name))}\\s+(?:is|e)\\s+(?:(?:my|a|an|meu|minha|um|uma)\\s+)?(?:(?:${forms.join("|")})\\s+(?:from|at|d[oa]s?|de)\\s+\\S|(?:${close})\\s+(?:${forms.join("|")})(?![\\p{L}]))`,
    "u",
  );
  const said = data.memories
    .filter((memory) => memory.current && memory.type === "relationship" && told.test(fold(memory.content)) && detectLanguage(memory.content) === (pt ? "pt" : "en"))
    .sort((left, right) => (left.date < right.date ? 1 : left.date > right.date ? -1 : 0))[0];
  return said === undefined ? null : `${spokenBack(said.content, pt ? "pt" : "en").replace(/[.!]+$/u, "")}.`;
};

/**
 * "I know Tom from work", "I met Sara at university", "I've known Ana since 2015", "conheço o Tom do trabalho", "conheci a
 * Sara na faculdade", "conheço a Ana desde 2015" (folded).
 */
const knownVerbs = "(?:i\\s+|i(?=')|eu\\s+)?(?:know|have known|'ve known|have also known|'ve also known|also know|knew|met|first met|conheco|tambem conheco|ja conheco|conheci)";
const knownPlaces = "(?:from|through|via|at|in|on|during|while|since|for|d[oa]s?|de|atraves|pel[oa]s?|n[oa]s?|num|numa|em|quando|desde|ha)";

const ptEachOther = "(?:conhecemo-nos|(?:ja\\s+|tambem\\s+)?nos\\s+conhecemos)";
/**
 * Known by both, said of both: "Sara and I have known each other", "Tom and I met", "Sara and I have been friends", "eu
 * e a Sara conhecemo-nos", "a Sara e eu nos conhecemos", "eu e a Sara somos amigas", "sou amiga da Sara" (folded).
 */
const bothSaid = (name: string): string =>
  `(?:the\\s+)?${name}\\s+and\\s+(?:i|me)\\s+(?:(?:have|'ve|had|'d)\\s+)?(?:also\\s+)?(?:(?:known|know)\\s+(?:each other|one another)|met|first met|(?:been|are)\\s+(?:\\p{L}+\\s+)?friends)` +
  `|i(?:'ve|\\s+have|\\s+had|'d)\\s+been\\s+(?:\\p{L}+\\s+)?friends\\s+with\\s+${name}|(?:eu\\s+)?sou\\s+amig[oa]\\s+d[oa]\\s+${name}` +
  `|(?:eu\\s+e\\s+(?:(?:a|o)\\s+)?${name}|(?:(?:a|o)\\s+)?${name}\\s+e\\s+eu)\\s+(?:${ptEachOther}|somos\\s+(?:\\p{L}+\\s+)?amig[oa]s)`;

/** Known all along, said with no place or time: "I've known Sara forever", "conheço a Sara desde sempre" (folded). */
const forever = "(?:forever|for ever|since forever|all my life|my whole life|desde sempre|de sempre|a vida toda|a vida inteira|toda a vida)";

/** The newest memory, in the question's language, of where the person knows someone from or met them. */
const whereMet = (data: PersonData, pt: boolean): MemoryRow | undefined => {
  if (data.person === null) return undefined;
  const name = escapeRegExp(fold(data.person.name));
  const told = new RegExp(`^(?:${knownVerbs}\\s+(?:(?:a|o)\\s+)?${name}|${bothSaid(name)})(?:\\s+${knownPlaces}\\s+\\S|\\s+(?:each other\\s+|one another\\s+)?${forever}[.!]*$)`, "u");
  return data.memories
    .filter((memory) => memory.current && told.test(fold(memory.content)) && detectLanguage(memory.content) === (pt ? "pt" : "en"))
    .sort((left, right) => (left.date < right.date ? 1 : left.date > right.date ? -1 : 0))[0];
};

/** "You know Tom from work.", "Conhece o Tom do trabalho.", "Conheceu a Sara na faculdade.": the memory said back to the person. */
const metSaid = (memory: MemoryRow, pt: boolean): string => {
  const content = memory.content.trim().replace(/[.!]+$/u, "");
  if (!pt) return `${spokenBack(content, "en")}.`;
  // "Eu e a Sara conhecemo-nos na faculdade": no verb of "você" reads the same in Portugal and Brazil; quoted as told.
  if (new RegExp(`(?:^|\\s)(?:${ptEachOther}|somos\\s+(?:\\p{L}+\\s+)?amig[oa]s|sou\\s+amig[oa])(?:\\s|$)`, "u").test(fold(content))) return `Contou-me: “${content}”.`;
  const said = content
    .replace(/^(?:eu\s+)?/iu, "")
    .replace(/^(também |já )?(conheço|conheco|conheci)(?![\p{L}])/iu, (_, before: string | undefined, verb: string) => `${before ?? ""}${/i$/iu.test(verb) ? "conheceu" : "conhece"}`);
  return `${said.charAt(0).toUpperCase()}${said.slice(1)}.`;
};

/** Words that say where someone lives or works, and the little words around them, in both languages (folded). */
const placeSentenceWords = new Set(
  "my the a an his her o os as meu minha meus minhas seu sua do da de dos das lives live living now moved has to in at works work working for mora moram vive vivem mudou se para trabalha trabalham em no na nos nas agora is e".split(" "),
);

/**
 * Whether a fact says only what a sentence of where someone lives or works already says ("My sister Ana lives in
 * Porto" under "Ana lives in Porto."): once the person, their relation to the person told, the place and the words of
 * living or working are left out, nothing is left. "… lives in Porto with her two kids" says more.
 */
const placeSaid = (content: string, data: PersonData, relationForms: ReadonlyArray<string>): boolean => {
  const places = data.relationships.filter((relationship) => placeVerbs[relationship.kind] !== undefined).map((relationship) => relationship.name);
  if (data.person === null || !places.some((place) => namesWord(content, place))) return false;
  const known = new Set([data.person.name, ...data.person.aliases, ...places, ...relationForms].flatMap((words) => fold(words).split(/\s+/u)));
  return fold(content)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== "")
    .every((word) => known.has(word) || placeSentenceWords.has(word));
};

/** The relationships to a place or an organisation (see the memory extraction's attributes), as verbs in each language. */
const placeVerbs: Readonly<Record<string, { readonly en: string; readonly pt: string }>> = {
  "lives in": { en: "lives in", pt: "vive" },
  "works at": { en: "works at", pt: "trabalha" },
  "works in": { en: "works in", pt: "trabalha" },
};

/** "Ana is Tom's sister." / "Ana é irmã de Tom.": a relationship to someone else ("sister of" Tom) in words. */
export const betweenSentence = (question: Question, name: string, relationship: { readonly kind: string; readonly name: string }): string => {
  const pt = question.language === "pt";
  // Where someone lives or works: a verb, not a kinship word ("Ana lives in Porto", "Ana vive no Porto", "Ana vive em Lisboa").
  const verb = placeVerbs[relationship.kind];
  if (verb !== undefined) return pt ? `${name} ${verb.pt} ${inPlacePt(relationship.name)}.` : `${name} ${verb.en} ${relationship.name}.`;
  const kind = relationship.kind.replace(/\s+of$/u, "");
  const word = relationPhrase(kind, pt ? "pt" : "en", null).replace(/^(?:my|minha|meu)\s+/u, "");
  return pt ? `${name} é ${word} de ${relationship.name}.` : `${name} is ${relationship.name}'s ${word}.`;
};

/**
 * "Who is Tom's sister?": the remembered facts that name Tom and a word of the relation (in either language), newest
 * first, or plainly that none is remembered, with how to tell it.
 */
export const composeRelative = (question: Question, name: string, relation: RelationKind, results: ReadonlyArray<ToolResultView>): string => {
  const pt = question.language === "pt";
  const person = resultOf(results, "get_person")[0]?.data as unknown as PersonData | undefined;
  const rows = [...(person?.memories ?? []), ...memoriesIn(results)].filter((memory) => memory.current);
  const forms = [...relation.en, ...relation.pt].map(([word]) => word);
  const told = [...new Map(rows.filter((memory) => namesWord(memory.content, name) && forms.some((form) => namesWord(memory.content, form))).map((memory) => [memory.content, memory])).values()]
    .sort((left, right) => (left.date < right.date ? 1 : left.date > right.date ? -1 : 0));
  const phrase = relationPhrase(relation.kind, pt ? "pt" : "en", null);
  const said = phrase.replace(/^(?:my|minha|meu)\s+/u, "");
  const article = phrase.startsWith("minha ") ? "a" : "o";
  if (told.length === 0) {
    return pt
      ? `Não tenho nada guardado sobre quem é ${article} ${said} de ${name}. Diga-me (por exemplo «a Ana é ${said} de ${name}») e eu guardo.`
      : `I have nothing remembered about who ${name}'s ${said} is. Tell me (for example "Ana is ${name}'s ${said}") and I'll remember it.`;
  }
  const [latest, ...rest] = told;
  return [
    pt ? `Pelo que me contou: “${latest!.content}” (${latest!.date}).` : `From what you told me: “${latest!.content}” (${latest!.date}).`,
    ...rest.slice(0, 3).map((memory) => `- “${memory.content}” (${memory.date})`),
  ].join("\n");
};

/** "a sua filha", "o seu vizinho": the relation in Portuguese from the lexicon of relations, never the stored English kind. */
export const relationWordPt = (kind: string, gender: Gender | null): string => {
  const phrase = relationPhrase(kind, "pt", gender);
  if (phrase === kind) return kind;
  return phrase.startsWith("minha ") ? `a sua ${phrase.slice(6)}` : `o seu ${phrase.replace(/^meu /, "")}`;
};
