import type { Question } from "./Question.js";

/** A pronoun for a person ("she", "him", "ela", "dele"); "it", "they" and "them" point at things as often, and stay. */
const personPronoun = /\b(?:she|he|her|him|his|ela|ele|dela|dele)\b/iu;

/** Words after which "her" is the person herself, not "her sister": the sentence's end, a time, a place, a link word. */
const afterObject =
  /^(?:[?!.,;]|$|(?:last|again|this|that|on|in|at|yesterday|today|recently|lately|most|more|the|a|and|or|since|before|after|when|ever|often|every|for|about|with)\b)/iu;

/** "quando a vi?", "onde o conheci?": an object pronoun before the verb, after the question word. */
const leadingClitic = /^((?:quando|onde|como)(?: (?:e|é) que)?(?: eu)? )(a|o) (\p{L}+)/iu;

/** Words before a place's name, not a person's: "in Porto", "near Lisbon", "no Porto", "em Lisboa". */
const placeWord = /(?:^|[^\p{L}])(?:in|near|em|no|nos|nas)\s+$/iu;

/** Whether a name stands as a place in the text ("lives in Porto", "mora no Porto"). */
const namedAsPlace = (text: string, name: string): boolean => {
  const at = text.indexOf(name);
  return at >= 0 && placeWord.test(text.slice(0, at));
};

/**
 * The person the message before named, when it named exactly one ("who is Miguel?", "quando vi a Sofia?"): a day's or a
 * month's name ("May", "Sunday") is a period, no one, and beside a person, a name after "in" or "no" is a place ("my
 * sister Ana lives in Porto", "a minha irmã Ana mora no Porto" name Ana alone).
 */
export const personBefore = (previous: Question | null): string | null => {
  if (previous === null) return null;
  const periods = previous.dates.map((range) => range.text.toLowerCase()).join(" ");
  const names = previous.names.map((name) => name.replace(/['’]s$/u, "")).filter((name) => !periods.includes(name.toLowerCase()));
  const people = names.length > 1 ? names.filter((name) => !namedAsPlace(previous.text, name)) : names;
  return people.length === 1 ? people[0]! : null;
};

/** Whether a message points at a person with a pronoun ("when did I last see him?", "quando estive com ela?"). */
export const pointsAtPerson = (text: string): boolean => personPronoun.test(text) || leadingClitic.test(text);

/**
 * The message with its person pronouns read as the one person the question before named: "when did I last see him?"
 * after "who is Miguel?" is "when did I last see Miguel?"; "how old is her son?" is "how old is Sofia's son?"; "quando
 * estive com ela?" after "quem é a Sofia?" is "quando estive com Sofia?", "quando a vi?" is "quando vi a Sofia?".
 */
export const withPersonNamed = (text: string, person: string): string => {
  const clitic = leadingClitic.exec(text);
  if (clitic !== null) return text.replace(leadingClitic, `$1$3 $2 ${person}`);
  // "he's not my boss anymore", "she's been away": the contraction said in full, so the name stands as the subject.
  const spelledOut = text.replace(/\b(?:she|he)['’]s (been|got|gone|had|done)\b/giu, `${person} has $1`).replace(/\b(?:she|he)['’]s\b/giu, `${person} is`);
  return spelledOut.replace(/\b(?:she|he|her|him|his|ela|ele|dela|dele)\b/giu, (word, offset: number) => {
    const lower = word.toLowerCase();
    if (lower === "his") return `${person}'s`;
    if (lower === "dela" || lower === "dele") return `de ${person}`;
    if (lower === "her" && !afterObject.test(spelledOut.slice(offset + word.length).trimStart())) return `${person}'s`;
    return person;
  });
};
