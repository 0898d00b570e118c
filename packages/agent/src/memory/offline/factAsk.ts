import type { Attribute, RelationKind } from "@lifeos/core";
import { attributes, escapeRegExp, relationKinds, serviceTopicIn } from "@lifeos/core";
import type { Question } from "../../models/offline/question/Question.js";
import type { FactRow } from "./factRow.js";
import { ended, fold } from "./factRow.js";
import { relativeWorkAsked } from "./relativeWorkAsked.js";
import { relativesNamed } from "./someoneNamed.js";

/** What a fact question asks: about whom (null: the user), which attribute (null: whatever the topic words say), and whether about the past. */
export interface FactAsk {
  readonly subject: string | null;
  /** "my daughter" / "a minha filha" when the question names someone by relationship and no fact says who that is. */
  readonly relation: { readonly en: string; readonly pt: string } | null;
  readonly attribute: Attribute | null;
  /** "last year", "was", "antes", "tinha": a fact that may no longer hold. */
  readonly past: boolean;
  /** The topic's folded words, the subject's left out (for questions with no known attribute). */
  readonly words: ReadonlyArray<string>;
  /** About someone not named with a capital ("how old is susana"): a fact must share a word of the question too. */
  readonly unnamed: boolean;
  /** The question's other capitalised words, folded ("Porto" in "when did I move to Porto?"): a fact that names one answers first. */
  readonly proper: ReadonlyArray<string>;
  /** The relationship asked with "my" ("my grandmother", "a minha avó"), by its kind: a fact naming only other relatives of one's own does not answer. */
  readonly relationKind?: string;
  /** "meu filho", "my son": how facts name the subject when it was asked for by relationship (folded), besides its name. */
  readonly relationPhrases: ReadonlyArray<string>;
  /** For likes: true when the question asks what is not liked ("what food don't I like?"), false for what is, null when it does not say ("what does Ana prefer?"). */
  readonly negative: boolean | null;
  /** "Do I like tea?", "eu gosto de chá?": the thing asked about, which a fact must name (either way: "I don't like tea" answers too). */
  readonly thing: ReadonlyArray<string>;
  /** "what is my favourite colour?", "qual é a minha cor preferida?": what is asked, as said back when nothing answers it. */
  readonly favourite: { readonly en: string; readonly pt: string } | null;
}

/**
 * The favourite a question asks for ("my favourite colour", "a minha cor preferida", "o meu desporto favorito"): the
 * thing, which a fact must name, and how to say it back (the Portuguese article from the adjective's gender).
 */
const favouriteAsked = (text: string): { readonly word: string; readonly en: string; readonly pt: string } | null => {
  const english = /\bfavou?rite (\p{L}+)/iu.exec(text);
  const portuguese = /(?<![\p{L}])(\p{L}+) (preferid|favorit)([oa])s?(?![\p{L}])/iu.exec(text);
  const word = english?.[1] ?? portuguese?.[1];
  if (word === undefined || /^(?:things?|stuff|coisas?|one|ones)$/iu.test(word)) return null;
  const lower = word.toLowerCase();
  const adjective = portuguese === null ? "preferido" : `${portuguese[2]!.toLowerCase()}${portuguese[3]!.toLowerCase()}`;
  const feminine = portuguese?.[3]?.toLowerCase() === "a";
  return { word: fold(lower), en: `your favourite ${lower}`, pt: `${feminine ? "a sua" : "o seu"} ${lower} ${adjective}` };
};

const relationWords = new Map(relationKinds.flatMap((relation) => [...relation.en, ...relation.pt].map(([word]) => [fold(word), relation] as const)));

/**
 * The relationship the folded `word` names as the question says it: "a minha avó" (grandmother) and "o meu avô"
 * (grandfather) fold to one word, which the accent, or else the possessive's gender, tells apart.
 */
const relationSaid = (question: Question, word: string): RelationKind | undefined =>
  relativesNamed(question.text).find((relation) => [...relation.en, ...relation.pt].some(([form]) => fold(form) === word)) ?? relationWords.get(word);
/** "my dentist", "o meu antigo dentista", "my previous boss": the relationship word after the possessive, a word of "before" passed over. */
const possessive = /\b(?:my|minha|meu|mia)\s+(?:(?:previous|former|old|ex|antig[oa]|ex-)\s+)?(\p{L}+(?:-in-law)?)/u;
/**
 * The relationship word a question names with "my", unless it only says which visit is meant: "my dentist appointment",
 * "my doctor's visit", "my physio session" ask of an appointment, not of the dentist.
 */
const relationWordAsked = (normalized: string): string | undefined => {
  const found = possessive.exec(normalized);
  if (found === null) return undefined;
  return visitNoun.test(normalized.slice(found.index + found[0].length)) ? undefined : found[1];
};

/**
 * "When do I see my dentist?", "quando vou ao meu dentista?" with a visit of that service still ahead among the facts:
 * the visit's time is asked, not who the dentist is; with none, the relationship answers as before.
 */
const visitAhead = (question: Question, word: string, facts: ReadonlyArray<FactRow>): boolean => {
  const topic = serviceTopicIn(word);
  return (
    topic !== undefined &&
    question.has(/\b(?:when|what (?:day|time)|which day|quando|que dia|a que horas)\b/) &&
    facts.some((fact) => fact.current && (fact.type === "appointment" || fact.type === "event") && fact.date >= question.today && serviceTopicIn(fact.content)?.key === topic.key)
  );
};
const visitNoun = /^(?:'s|s)?\s+(?:appointments?|visits?|consultations?|check-? ?ups?|sessions?|bookings?|surgery|exam|consultas?|marcac(?:ao|oes)|sess(?:ao|oes)|visitas?)\b/;
const notNames = new Set(["a", "o", "as", "os", "my", "i", "the", "eu", "minha", "meu", "ela", "ele", "she", "he"]);

/** Someone named by relationship ("my daughter", "a minha filha"): the name a fact gives them ("A Susana é minha filha"), if any. */
const relationOf = (question: Question, facts: ReadonlyArray<FactRow>): { relation: RelationKind; name: string | null } | null => {
  const word = relationWordAsked(question.normalized);
  const relation = word === undefined || visitAhead(question, word, facts) ? undefined : relationSaid(question, word);
  if (relation === undefined) return null;
  for (const fact of facts) {
    const content = fold(fact.content);
    if (ended.test(content)) continue;
    if (!relativesNamed(fact.content).some((named) => named.kind === relation.kind)) continue;
    // The sentence's first word is a name only when the sentence says who it is ("Nini é meu filho"), never a verb ("Chamo Nini ao meu filho").
    const name = [...fact.content.matchAll(/\p{Lu}[\p{L}'-]+/gu)]
      .filter((candidate) => candidate.index > 0 || /^\s+(?:é|e|is|was|era|foi)(?![\p{L}])|^['’]s(?![\p{L}])/u.test(fact.content.slice(candidate[0].length)))
      .map((candidate) => candidate[0])
      .find((candidate) => !notNames.has(fold(candidate)));
    if (name !== undefined) return { relation, name };
  }
  return { relation, name: null };
};

/**
 * Someone named whom a fact says is of the person's ("Pedro é meu irmão", "Ana is my sister", "my sister Ana…"): the
 * relation's words in both languages (folded), so "where does Pedro live?" is answered by "O meu irmão mora em Coimbra".
 */
const relationFormsOfName = (name: string, facts: ReadonlyArray<FactRow>): ReadonlyArray<string> => {
  const named = escapeRegExp(fold(name));
  const says = new RegExp(`^(?:(?:o|a|the) )?${named} (?:is|e) (?:(?:o|a) )?(?:my|meu|minha) (\\p{L}+)|(?:my|meu|minha) (\\p{L}+),? (?:(?:o|a) )?${named}(?![\\p{L}])`, "u");
  for (const fact of facts) {
    const content = fold(fact.content);
    if (!fact.current || ended.test(content)) continue;
    const match = says.exec(content);
    const relation = match === null ? undefined : relationWords.get(match[1] ?? match[2]!);
    if (relation !== undefined) return [...relation.en, ...relation.pt].map(([form]) => fold(form));
  }
  return [];
};

/** Kinds one plural word covers: "filhos", "kids" are sons and daughters; "irmãos" brothers and sisters. */
const pluralKin: ReadonlyArray<ReadonlyArray<string>> = [
  ["child", "son", "daughter"],
  ["brother", "sister"],
  ["grandson", "granddaughter"],
  ["nephew", "niece"],
  ["uncle", "aunt"],
  ["grandfather", "grandmother"],
  ["stepson", "stepdaughter"],
];

/**
 * "my kids", "os meus filhos", "as minhas irmãs": the words, in both languages, of the relationship a plural names (with its other
 * gender for "filhos", "irmãos" or "kids", which name both); empty when no plural relationship is asked.
 */
const pluralRelationForms = (question: Question): ReadonlyArray<string> => {
  const said = /\b(?:my|our|meus|minhas|nossos|nossas)\s+(\p{L}+)/u.exec(question.normalized)?.[1];
  if (said === undefined || relationWords.has(said) || !/(?:s|ren)$/.test(said)) return [];
  const singular = [said.replace(/ren$/, ""), said.replace(/aos$|aes$|oes$/, "ao"), said.replace(/es$/, ""), said.replace(/s$/, "")];
  const relation = singular.map((word) => relationWords.get(word)).find((found) => found !== undefined);
  if (relation === undefined) return [];
  // A masculine plural in Portuguese, or a word of no gender, names both: "filhos" are Tomás and Leonor.
  const feminine = [...relation.en, ...relation.pt].some(([word, gender]) => gender === "female" && singular.includes(fold(word)));
  const kinds = feminine ? [relation.kind] : (pluralKin.find((group) => group.includes(relation.kind)) ?? [relation.kind]);
  return relationKinds.filter((kind) => kinds.includes(kind.kind)).flatMap((kind) => [...kind.en, ...kind.pt].map(([word]) => fold(word)));
};

/** The question is about the person: "I", "meu", or a Portuguese verb in the first person that says it alone ("de que comida não gosto?"). */
const ownWords = (question: Question) => question.firstPerson || question.has(/\b(?:gosto|prefiro|odeio|detesto|adoro|moro|trabalho)\b/);

/** "a sua chefe" for "a minha chefe", "o seu chefe" for "o meu chefe": the word and gender the question used, else the relation's first. */
const relationPt = (relation: RelationKind, question: Question): string => {
  const asked = /\b(minha|meu)\s+(\p{L}+)/u.exec(question.normalized);
  const form = relation.pt.find(([word]) => fold(word) === asked?.[2]) ?? relation.pt[0]!;
  const female = form[1] === "female" || (form[1] === null && asked?.[1] === "minha");
  return `${female ? "a sua" : "o seu"} ${form[0]}`;
};

/** The relationship a question names with "my" ("who was my dentist before?"), as said back: "your dentist", "o seu dentista". */
export const relationAsked = (question: Question): { readonly relation: RelationKind; readonly en: string; readonly pt: string } | null => {
  const word = relationWordAsked(question.normalized);
  const relation = word === undefined ? undefined : relationSaid(question, word);
  return relation === undefined ? null : { relation, en: `your ${relation.en.find(([form]) => fold(form) === word)?.[0] ?? relation.en[0]![0]}`, pt: relationPt(relation, question) };
};

/**
 * What a fact question asks ("how old is Susana?", "quantos anos tem a
 * Susana?", "where do I work?", "how old was Susana last year?"); someone
 * named by relationship ("my daughter") is the person `facts` say it is.
 */
export const factAsk = (question: Question, named: string | null, past: boolean, facts: ReadonlyArray<FactRow> = []): FactAsk => {
  // "How do I like my tea?" asks how it is taken (“Bebo o chá sem açúcar”), which needs no word of liking.
  const manner = question.has(/\bhow do i (?:usually |normally )?(?:take|like|have|drink|eat|want) (?:my|the)\b|\bcomo (?:e que )?(?:eu )?(?:tomo|bebo|gosto d[oa]|prefiro|quero) (?:o|a|os|as|meu|minha)\b/);
  // A relative's work asked ("o que faz o meu marido?") is their work, whichever words the attribute's own asking misses.
  const attribute = (question.has(relativeWorkAsked) ? attributes.find((candidate) => candidate.key === "work") : undefined) ?? attributes.find((candidate) => question.has(candidate.asks) && !(manner && candidate.key === "likes")) ?? null;
  const related = named === null ? relationOf(question, facts) : null;
  const subject = named ?? related?.name ?? null;
  const relation =
    related !== null && related.name === null
      ? { en: `your ${related.relation.en[0]![0]}`, pt: relationPt(related.relation, question) }
      : null;
  const name = subject === null ? null : fold(subject);
  const plural = subject === null && related === null ? pluralRelationForms(question) : [];
  const relationForms = related === null ? plural : [...related.relation.en, ...related.relation.pt].map(([form]) => fold(form));
  const words = question.topicWords.map(fold).filter((word) => word.length >= 3 && word !== name && !(name ?? "").split(" ").includes(word) && !relationForms.includes(word));
  const yesNo = question.has(/^(?:do|did) i (?:really )?(?:like|enjoy|love|hate|prefer)\b|^(?:e )?(?:eu )?(?:gosto|adoro|odeio|prefiro)\b/);
  const favourite = attribute?.key === "likes" && !yesNo ? favouriteAsked(question.text) : null;
  const thing = yesNo ? words.filter((word) => !/^(?:gost|like|love|enjoy|prefer|prefir|ador|odei|hate)/.test(word)) : favourite === null ? [] : [favourite.word];
  const negative = question.has(/\b(?:do not|does not|did not|dislikes?|hates?|nao gost\w*|odei\w*|detest\w*)\b/) ? true : question.has(/\b(?:like|likes|love|enjoy|gosto|gosta|adoro|adora)\b/) ? false : null;
  // Someone asked for by relationship ("what's my mother's name?") is answered by the fact that names the relationship.
  // Someone asked by name ("where does Pedro live?") is answered too by the facts that name them by relationship ("O meu irmão…").
  const phraseForms = related === null ? (named === null ? [] : relationFormsOfName(named, facts)) : relationForms;
  const relationPhrases = phraseForms.flatMap((form) => [`my ${form}`, `meu ${form}`, `minha ${form}`]);
  // A relation written in capitals ("who is my GP?") names no one.
  const proper = question.topicWords.filter((word) => /^\p{Lu}/u.test(word)).map(fold).filter((word) => word !== name && !relationWords.has(word));
  return { subject, relation, ...(related === null ? {} : { relationKind: related.relation.kind }), relationPhrases, proper, attribute, past, words: related === null && plural.length === 0 ? words : relationForms, unnamed: subject === null && (relation !== null || (!ownWords(question) && words.length > 0)), negative, thing, favourite: favourite === null ? null : { en: favourite.en, pt: favourite.pt } };
};
