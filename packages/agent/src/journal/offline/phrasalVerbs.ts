import { foldAccents } from "@lifeos/core";
import type { MannerPhrase } from "./mannerPhrase.js";

/**
 * Verbs whose meaning is the verb with the word after it ("break up" is not a coffee break, "work out" is not work,
 * "acabar com" alguém is not finishing a task): each verb's forms, then the word that makes the phrase.
 */
const phrasalVerbs: ReadonlyArray<readonly [forms: string, particle: string]> = [
  ["break breaks broke broken breaking", "up"],
  ["split splits splitting", "up"],
  ["make makes made making", "up"],
  ["catch catches caught catching", "up"],
  ["give gives gave given giving", "up"],
  ["show shows showed shown showing", "up"],
  ["hang hangs hung hanging", "out"],
  ["work works worked working", "out"],
  ["freak freaks freaked freaking", "out"],
  ["burn burns burnt burned burning", "out"],
  ["fall falls fell fallen falling", "out"],
  ["eat eats ate eaten eating", "out"],
  ["call calls called calling", "off"],
  ["calm calms calmed calming", "down"],
  ["pass passes passed passing", "away"],
  ["acabar acabei acabou acabamos acabaram acabo", "com"],
  ["terminar terminei terminou terminamos terminaram termino", "com"],
  ["sair sai saiu saimos sairam saio", "com"],
  ["ficar fiquei ficou ficamos ficaram fico", "com"],
];

const found = phrasalVerbs.map(([forms, particle]) => ({ forms: forms.split(" "), particle, pattern: new RegExp(`\\b(?:${forms.split(" ").join("|")}) ${particle}\\b`) }));

/**
 * A phrasal verb in the question ("how often do I work out?", "what did I write about breaking up?", "quando acabei com
 * o Pedro?"): its words, with the verb's forms as related words, to be searched and counted as one phrase (`near`);
 * null when the question holds none.
 */
export const phrasalVerb = (normalized: string): MannerPhrase | null => {
  const verb = found.find((candidate) => candidate.pattern.test(normalized));
  if (verb === undefined) return null;
  return { words: [verb.forms[0]!, verb.particle], related: [verb.forms] };
};

/** The question's phrasal verb when its subject holds the verb and it names no one (with a name, the name is what is searched). */
export const phrasalVerbOf = (question: { readonly normalized: string; readonly names: ReadonlyArray<string> }, subject: ReadonlyArray<string>): MannerPhrase | null => {
  if (question.names.length > 0) return null;
  const phrase = phrasalVerb(question.normalized);
  const folded = subject.map((word) => foldAccents(word.toLowerCase()));
  return phrase !== null && phrase.related[0]!.some((form) => folded.includes(form)) ? phrase : null;
};

/**
 * Particles that take the person or thing after them as their object ("saí com amigos", "acabei com o Pedro"): what the
 * question is about is that object, as it is a name's.
 */
const objectParticles: ReadonlySet<string> = new Set(["com"]);

/** Words after such a particle that name no one in particular ("acabar com alguém", "ficar com tudo"): the phrase stays what is asked. */
const noOneInParticular: ReadonlySet<string> = new Set(["alguem", "ninguem", "algo", "nada", "tudo", "isso", "isto", "aquilo", "ele", "ela", "eles", "elas"]);

/**
 * The words of `subject` without the verb of the question's phrasal verb, when its particle takes an object and the
 * subject holds one: "saí com amigos" is about the friends, as "did I go out with friends?" is. `subject` as it is
 * otherwise, so "o que escrevi sobre acabar com alguém?" still asks of the phrase.
 */
export const phrasalObject = (normalized: string, subject: ReadonlyArray<string>): string[] => {
  const phrase = phrasalVerb(normalized);
  if (phrase === null || !objectParticles.has(phrase.words[1]!)) return [...subject];
  const object = subject.filter((word) => {
    const folded = foldAccents(word.toLowerCase());
    return !phrase.related[0]!.includes(folded) && folded !== phrase.words[1] && !noOneInParticular.has(folded);
  });
  const verb = subject.some((word) => phrase.related[0]!.includes(foldAccents(word.toLowerCase())));
  return verb && object.length > 0 ? object : [...subject];
};
