import { escapeRegExp, isTellingStem, stemsOf, tellsOfSomeoneElses, tellsOfSomeoneNamed } from "@lifeos/core";
import type { FactAsk } from "./factAsk.js";
import type { FactRow } from "./factRow.js";
import { fold, mentions } from "./factRow.js";
import { memoryForms } from "./memoryWords.js";
import { relativesNamed } from "./someoneNamed.js";

/** "Passed away", "passed on": said of a death, whose "pass" is none of an exam's. */
const passedAway = /\bpass(?:ed|es|ing)? (?:away|on)\b/gu;

/**
 * A word of the question in the memory: the same word, one sharing its first five letters ("dentist" ~ "dentista"), or
 * another form of it, sharing a stem of four letters or more ("move" ~ "moved"; "son" and "sono" share too short a one).
 */
export const shares = (content: string, word: string) => {
  const stems = stemsOf(word).filter(isTellingStem);
  // "Passed away" is a death, no pass: "when did I pass my driving test?" is not answered by "my grandfather passed away".
  return content
    .replace(passedAway, "died")
    .split(/[^\p{L}\d]+/u)
    .some((token) => token === word || (word.length >= 5 && token.startsWith(word.slice(0, 5))) || (stems.length > 0 && token.length >= 4 && stemsOf(token).some((stem) => stems.includes(stem))));
};

/** A word of the question in the memory in either language: "coffee" is in “Tomo o café sem açúcar”. */
export const sharesInEither = (content: string, word: string) => memoryForms(word).some((form) => shares(content, form));

/** Whether a fact holds every word the question asks of ("when does my car insurance renew?" of "My car insurance renews in March"). */
export const holdsEveryWord = (fact: FactRow, ask: FactAsk): boolean => ask.words.length > 0 && ask.words.every((word) => sharesInEither(fold(fact.content), word));

/** A like said the other way: "I don't like mushrooms", "não gosto de coentros", "odeio". */
const dislike = /\b(?:do not like|don't like|does not like|doesn't like|dislikes?|hates?|can't stand|cannot stand|nao gosta|nao gosto|odeia|odeio|detesta|detesto|nao suporto|nao suporta)\b/;

/** Attributes that are someone's own date or age: a fact of them about someone else never answers the person's. */
const personalDates = new Set(["birthday", "anniversary", "age"]);

/** The facts that answer the question: about its subject, with words of its attribute (or of its topic), newest first; "what don't I like?" takes the dislikes only, "what do I like?" leaves them out. */
const answeringAll = (facts: ReadonlyArray<FactRow>, ask: FactAsk): FactRow[] =>
  facts
    .filter((fact) => {
      const content = fold(fact.content);
      // "When is my son's birthday?", the son known as Nini: a fact that names him either way answers.
      if (ask.subject !== null && !mentions(content, ask.subject) && !ask.relationPhrases.some((phrase) => mentions(content, phrase))) return false;
      // "Where does my grandmother live?": "My grandfather lives in Porto" names another relative, whatever letters they share.
      if (ask.relationKind !== undefined) {
        const relatives = relativesNamed(fact.content);
        if (relatives.length > 0 && !relatives.some((relation) => relation.kind === ask.relationKind)) return false;
      }
      // "When is my birthday?" is the person's own: "O aniversário do meu filho é a 3 de maio" or "Bia's birthday…" is someone else's.
      if (ask.attribute !== null && ask.subject === null && ask.relation === null && personalDates.has(ask.attribute.key) && tellsOfSomeoneElses(fact.content)) return false;
      // "Where do I live?", "am I vegetarian?" are the person's own: "Ana lives in Porto", "A Ana é alérgica a amendoim" are others'.
      if (ask.attribute !== null && ask.subject === null && ask.relation === null && tellsOfSomeoneNamed(fact.content)) return false;
      // "I need to call the dentist", "consulta no dentista na sexta": a task or a visit names a profession, not anyone's work.
      if (ask.attribute?.key === "work" && (fact.type === "task" || fact.type === "appointment")) return false;
      if (ask.attribute?.key === "owns") return ask.attribute.answers.test(content) && ask.words.some((word) => sharesInEither(content, word));
      if (ask.attribute?.key === "likes" && ask.thing.length > 0) return ask.thing.some((word) => sharesInEither(content, word));
      if (ask.attribute?.key === "likes" && ask.negative !== null && dislike.test(content) !== ask.negative) return false;
      // "Do I eat fish?": a fact that names the fish answers as well as a way of eating.
      if (ask.attribute?.key === "diet" && ask.subject === null) return ask.attribute.answers.test(content) || ask.words.some((word) => !/^(?:eat|comer|como)$/.test(word) && sharesInEither(content, word));
      if (ask.attribute !== null) return ask.attribute.answers.test(content) && (!ask.unnamed || ask.words.some((word) => sharesInEither(content, word)));
      return ask.words.length === 0 ? ask.subject !== null : ask.words.some((word) => sharesInEither(content, word));
    })
    .sort((left, right) => (left.date < right.date ? 1 : left.date > right.date ? -1 : 0));

/**
 * The facts that answer the question (see above); when some of them also name a place or name the question spells with
 * a capital and others do not, only those: "when did I move to Porto?" is answered by the move to Porto, not the one to Lisbon.
 * Those that share a word of the question come first.
 */
export const answeringFacts = (facts: ReadonlyArray<FactRow>, ask: FactAsk): FactRow[] => {
  const all = answeringAll(facts, ask);
  const naming = all.filter((fact) => ask.proper.some((word) => mentions(fold(fact.content), word)));
  const chosen = naming.length > 0 && naming.length < all.length ? naming : all;
  // "Am I vegetarian?": the fact that says so before others of the same kind ("I'm lactose intolerant").
  const saysIt = (fact: FactRow) => ask.words.some((word) => sharesInEither(fold(fact.content), word));
  return [...chosen.filter(saysIt), ...chosen.filter((fact) => !saysIt(fact))];
};

/** The fact that says `name` is the person's own ("My name is Sofia"), the newest first; undefined when none does. */
export const ownNameFact = (facts: ReadonlyArray<FactRow>, name: string): FactRow | undefined =>
  [...facts]
    .sort((left, right) => (left.date < right.date ? 1 : -1))
    .find((fact) => fact.current && new RegExp(`\\b(?:my name is|my name s|o meu nome e|meu nome e)\\s+${escapeRegExp(fold(name))}(?![\\p{L}])`, "u").test(fold(fact.content)));
