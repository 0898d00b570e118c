import { foldAccents } from "@lifeos/core";
import type { Question } from "../../models/offline/question/Question.js";

/** A remembered fact as the offline skill reads it, from the system prompt or from `search_memories`. */
export interface FactRow {
  readonly content: string;
  /** YYYY-MM-DD: when it happened, or when it was told. */
  readonly date: string;
  readonly type: string;
  /** False for a fact a newer one replaced ("Susana tem 15 anos" after "Susana fez 16 anos"). */
  readonly current: boolean;
}

/** Something asked about a person: which words in a question ask it, and which words in a memory answer it. */
interface Attribute {
  readonly key: string;
  /** Over the question's folded text. */
  readonly asks: RegExp;
  /** Over a memory's folded, lower-cased content. */
  readonly answers: RegExp;
  /** "Susana's age" / "a idade de Susana" (subject null: the user's own). */
  readonly label: { readonly en: (subject: string | null) => string; readonly pt: (subject: string | null) => string };
}

const own = (subject: string | null, en: string) => (subject === null ? `your ${en}` : `${subject}'s ${en}`);
const ofPt = (subject: string | null, pt: string) => (subject === null ? `${pt} de si` : `${pt} de ${subject}`);

/** What people ask about someone, in both languages. Order matters: the first that the question asks wins. */
const attributes: ReadonlyArray<Attribute> = [
  {
    key: "birthday",
    asks: /\b(?:birthday|born|aniversario|faz anos|fazes anos|nasceu|nasci)\b/,
    answers: /\b(?:birthday|born|aniversario|faz anos|nasceu|nasci)\b/,
    label: { en: (subject) => own(subject, "birthday"), pt: (subject) => ofPt(subject, "o aniversário") },
  },
  {
    key: "age",
    asks: /\b(?:how old|quantos anos|que idade|idade|age)\b/,
    answers: /\b\d{1,3}\s*(?:anos|years?|yo)\b|\byears old\b|\bidade\b/,
    label: { en: (subject) => own(subject, "age"), pt: (subject) => ofPt(subject, "a idade") },
  },
  {
    key: "home",
    asks: /\b(?:where (?:does|do|did) .*\blives?\b|where .*\blives\b|onde (?:mora|moro|vive|vivo|moras|vives)|address|morada|endereco)\b/,
    answers: /\b(?:lives?|living|moved to|mora|moro|vive|vivo|mudou-se|mudei|morada|address)\b/,
    label: { en: (subject) => own(subject, "home"), pt: (subject) => ofPt(subject, "a morada") },
  },
  {
    key: "work",
    asks: /\b(?:where (?:does|do|did) .*\bwork|what does .* do for a living|job|onde (?:trabalha|trabalho|trabalhas)|emprego|profissao|em que trabalha)\b/,
    answers: /\b(?:works?|working|job|employer|company|trabalha|trabalho|emprego|empresa|boss|chefe|colleague|colega)\b/,
    label: { en: (subject) => own(subject, "work"), pt: (subject) => ofPt(subject, "o trabalho") },
  },
  {
    key: "allergy",
    asks: /\b(?:allerg\w*|alergi\w*|alergic\w*)\b/,
    answers: /\b(?:allerg\w*|alergi\w*|alergic\w*)\b/,
    label: { en: (subject) => own(subject, "allergies"), pt: (subject) => ofPt(subject, "as alergias") },
  },
  {
    key: "likes",
    asks: /\b(?:likes?|prefers?|favou?rite|loves?|enjoys?|hates?|gosta|gosto|gostas|prefere|prefiro|preferes|favorit[oa]|preferid[oa]|adora|adoro|odeia|odeio)\b/,
    answers: /\b(?:likes?|prefers?|love|loves|enjoys?|favou?rite|hates?|dislikes?|gosta|gosto|prefere|prefiro|adora|adoro|odeia|odeio|favorit[oa]|preferid[oa])\b/,
    label: { en: (subject) => (subject === null ? "what you like" : `what ${subject} likes`), pt: (subject) => (subject === null ? "o que gosta" : `o que ${subject} gosta`) },
  },
];

/** What a fact question asks: about whom (null: the user), which attribute (null: whatever the topic words say), and whether about the past. */
export interface FactAsk {
  readonly subject: string | null;
  readonly attribute: Attribute | null;
  /** "last year", "was", "antes", "tinha": a fact that may no longer hold. */
  readonly past: boolean;
  /** The topic's folded words, the subject's left out (for questions with no known attribute). */
  readonly words: ReadonlyArray<string>;
  /** About someone not named with a capital ("how old is susana"): a fact must share a word of the question too. */
  readonly unnamed: boolean;
}

const fold = (text: string) => foldAccents(text.toLowerCase());

/** "how old is Susana?", "quantos anos tem a Susana?", "where do I work?", "how old was Susana last year?" */
export const factAsk = (question: Question, subject: string | null, past: boolean): FactAsk => {
  const attribute = attributes.find((candidate) => question.has(candidate.asks)) ?? null;
  const name = subject === null ? null : fold(subject);
  const words = question.topicWords.map(fold).filter((word) => word.length >= 3 && word !== name && !(name ?? "").split(" ").includes(word));
  return { subject, attribute, past, words, unnamed: subject === null && !question.firstPerson && words.length > 0 };
};

const mentions = (content: string, name: string) => new RegExp(`(?:^|[^\\p{L}])${fold(name).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?:$|[^\\p{L}])`, "u").test(content);
/** A word of the question in the memory: the same word, or one sharing its first five letters ("dentist" ~ "dentista"). */
const shares = (content: string, word: string) => content.split(/[^\p{L}\d]+/u).some((token) => token === word || (word.length >= 5 && token.startsWith(word.slice(0, 5))));

/** The facts that answer the question: about its subject, with words of its attribute (or of its topic), newest first. */
export const answeringFacts = (facts: ReadonlyArray<FactRow>, ask: FactAsk): FactRow[] =>
  facts
    .filter((fact) => {
      const content = fold(fact.content);
      if (ask.subject !== null && !mentions(content, ask.subject)) return false;
      if (ask.attribute !== null) return ask.attribute.answers.test(content) && (!ask.unnamed || ask.words.some((word) => shares(content, word)));
      return ask.words.length === 0 ? ask.subject !== null : ask.words.some((word) => shares(content, word));
    })
    .sort((left, right) => (left.date < right.date ? 1 : left.date > right.date ? -1 : 0));

const yearsIn = (content: string): string | null => /\b(\d{1,3})\s*(?:anos|years?|yo)\b/.exec(fold(content))?.[1] ?? null;

/** One fact with its date, quoted: `“Susana fez 16 anos” (2025-03-12)`. */
const cite = (fact: FactRow) => `“${fact.content}” (${fact.date})`;

/** The name in a fact that the question spelt in lower case ("how old is susana" → "Susana"). */
const spokenName = (ask: FactAsk, fact: FactRow): string | null =>
  ask.unnamed ? (fact.content.match(/\p{Lu}[\p{L}'-]+/gu) ?? []).find((name) => ask.words.some((word) => shares(fold(name), word))) ?? null : ask.subject;

/** The lead sentence for an age: "Susana is 16." / "Susana tem 16 anos." (or was, for the past). */
const ageSentence = (question: Question, ask: FactAsk, fact: FactRow, years: string, past: boolean): string => {
  const pt = question.language === "pt";
  const subject = spokenName(ask, fact);
  if (subject === null) return pt ? `${past ? "Tinha" : "Tem"} ${years} anos` : `You ${past ? "were" : "are"} ${years}`;
  return pt ? `${subject} ${past ? "tinha" : "tem"} ${years} anos` : `${subject} ${past ? "was" : "is"} ${years}`;
};

/** The answer when nothing remembered answers the question: plainly that, naming what was asked. */
export const nothingRemembered = (question: Question, ask: FactAsk): string => {
  const pt = question.language === "pt";
  const what = ask.attribute !== null ? ask.attribute.label[question.language](ask.subject) : ask.subject ?? (ask.words.join(" ") || null);
  if (what === null) return pt ? "Não tenho nada guardado sobre isso." : "I have nothing remembered about that.";
  return pt ? `Não tenho nada guardado sobre ${what}. Se me contar, eu guardo.` : `I have nothing remembered about ${what}. Tell me and I'll remember it.`;
};

/**
 * The answer from the facts that answer the question (`answeringFacts`),
 * citing each with its date: the current one first ("Susana is 16: you
 * told me “Susana fez 16 anos” (2025-03-12)."), others listed; for the
 * past, the newest fact that no longer holds, with what holds now.
 */
export const factAnswer = (question: Question, ask: FactAsk, facts: ReadonlyArray<FactRow>): string => {
  const pt = question.language === "pt";
  if (facts.length === 0) return nothingRemembered(question, ask);
  const current = facts.filter((fact) => fact.current);
  const former = facts.filter((fact) => !fact.current);
  if (ask.past && former.length > 0) {
    const [then] = former;
    const years = ask.attribute?.key === "age" ? yearsIn(then!.content) : null;
    const lead = years !== null ? `${ageSentence(question, ask, then!, years, true)}: ` : "";
    const lines = [pt ? `${lead}antes, contou-me ${cite(then!)}, que já não se aplica.` : `${lead}earlier you told me ${cite(then!)}, which no longer holds.`];
    if (current[0] !== undefined) lines.push(pt ? `Agora: ${cite(current[0])}.` : `Now: ${cite(current[0])}.`);
    return capitalise(lines.join(" "));
  }
  const [best, ...rest] = current.length > 0 ? current : facts;
  const years = ask.attribute?.key === "age" ? yearsIn(best!.content) : null;
  const head =
    years !== null
      ? pt ? `${ageSentence(question, ask, best!, years, false)}: contou-me ${cite(best!)}.` : `${ageSentence(question, ask, best!, years, false)}: you told me ${cite(best!)}.`
      : pt ? `Pelo que me contou: ${cite(best!)}.` : `From what you told me: ${cite(best!)}.`;
  const lines = [head];
  if (ask.past) lines.push(pt ? "Não tenho nenhum facto mais antigo sobre isso." : "I have no older fact about it.");
  for (const fact of rest.slice(0, 3)) lines.push(`- ${cite(fact)}${fact.current ? "" : pt ? " (já não se aplica)" : " (no longer holds)"}`);
  return lines.join("\n");
};

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
