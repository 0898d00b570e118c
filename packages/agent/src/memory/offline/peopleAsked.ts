import type { RelationKind } from "@lifeos/core";
import { relationAlternation, relationWord } from "@lifeos/core";
import type { Question } from "../../models/offline/question/Question.js";

const capitalised = /(?:(?:Dr|Dra|Mr|Mrs|Ms|Prof|Sr|Sra)\.?\s+)?\p{Lu}[\p{L}'-]*(?:\s+(?:da|de|do|dos|das|van|von)?\s*\p{Lu}[\p{L}'-]*)*/u;

/** "how do I know Tom?", "where do I know Tom from?", "de onde conheço o Tom?", "como é que conheço a Rita?": who someone is to the person. */
const knownHow = "(?:how|where) do (?:i|we) know|(?:de onde|como) (?:e que )?(?:eu )?(?:conheco|conhecemos)";
const knownHowSpelled = "(?:how|where) do (?:i|we) know|(?:de onde|como) (?:é que |e que )?(?:eu )?(?:conheço|conheco|conhecemos)";

/** "who is Susana?", "quem é a Susana?", "quem e o Rui", "who are Ana and Tom?", "how do I know Tom?": who someone is. */
export const askedWho = new RegExp(`^(?:who(?: is|'s| are)|quem (?:e|eh|era|sao|eram)|${knownHow})\\b`, "u");

/**
 * "tell me (everything) about Ana", "what do you know about Tom?", "what can you tell me about Rui?", "fala-me do Tom",
 * "me fala sobre o Tom", "conta-me tudo sobre a Ana", "fala-me de tudo sobre a Ana", "o que sabes sobre a Susana?": everything known of someone,
 * as said in the folded text (`Question.normalized`) or as written (`Question.spelled`, the name's case kept).
 */
const aboutOpener =
  "(?:(?:can you |could you |please )?tell me (?:(?:everything|all|more|something|anything|a bit|a little)(?: you know)? )?about|(?:tell me )?what (?:else )?(?:do|did) you (?:know|remember) (?:about|of)|what can you tell me about|everything (?:you know )?about|o que (?:e que )?(?:(?:tu |voc[eê] |vc )?(?:sabes|sabe)|(?:te )?lembras|(?:voc[eê] )?(?:se )?lembra|me (?:podes|pode) dizer|(?:me )?(?:podes|pode) contar) (?:sobre|da|do|de|acerca d[ao])|(?:me )?(?:fala|fale|conta|conte)(?:[- ]me)?(?: (?:de )?tudo)? (?:da|do|de|sobre|acerca d[ao])|diz(?:-me)? tudo (?:sobre|da|do|de))";

/** Who someone is, or everything known of them: the asking words, before the name. */
export const whoIs = new RegExp(`^(?:(?:who(?: is|'s| are)|quem (?:e|eh|era|sao|eram)|${knownHow})\\b|${aboutOpener}\\b)`, "u");
/** The same asking words as written, up to the article before the name. */
const whoIsSpelled = new RegExp(`^(?:who(?: is|'s| are)|quem (?:é|e|eh|era|são|sao|eram)|${knownHowSpelled}|${aboutOpener})\\s+(?:(?:a|o|the)\\s+)?`, "iu");

/**
 * "who is my boss?", "who's my dentist", "quem é o meu chefe?", "quem e a minha medica", "do you remember my brother's name?",
 * "what's my wife called?", "what is the name of my wife?", "quem é o pediatra do meu filho?"
 */
export const whoIsMy =
  /^(?:(?:who(?: is|'s| s| are| was| were)|quem (?:e|eh|sao|era|eram|foi))\s+(?:(?:o|a|os|as)\s+)?(?:my|meu|minha|meus|minhas)\s+\p{L}+|quem (?:e|eh|sao) (?:o|a|os|as) \p{L}+ d[oa]s? (?:meu|minha|meus|minhas) \p{L}+|what(?: is|s|'s| s| was) (?:my \p{L}+(?:'s| s)? (?:called|named)|the names? of my \p{L}+)|(?:what(?: is|s)|(?:do|did) you (?:still )?(?:remember|know|recall)) my \p{L}+(?:'s| s)? name|(?:(?:ainda )?(?:sabes|sabe|lembras-te|lembra-se|te lembras|se lembra))(?: d?o)? nome d[oa] (?:meu|minha) \p{L}+|(?:como (?:e que )?se chama|qual (?:e )?o nome d[oa])\s+(?:(?:o|a)\s+)?(?:meu|minha)\s+\p{L}+|(?:what (?:are|were) my \p{L}+(?:'|s')? (?:names|called)|what (?:are|were) the names of my \p{L}+|(?:como (?:e que )?se chamam?|quais (?:sao )?os nomes d[oa]s)\s+(?:(?:os|as)\s+)?(?:meus|minhas)\s+\p{L}+))/u;
/** A name as `relativeOf` reads it (capitalised), and its two patterns, compiled once. */
const relativeName = "(?<name>\\p{Lu}[\\p{L}'-]*)";
const relativeEnglish = new RegExp(`^(?:and )?(?:who(?: is|'s| are| was)|what(?: is|'s) the name of)\\s+(?:${relativeName}'s\\s+(?<en>${relationAlternation("en")})|the\\s+(?<en2>${relationAlternation("en")})\\s+of\\s+${relativeName.replace("name", "name2")})\\b`, "iu");
const relativePortuguese = new RegExp(`^(?:e )?(?:quem (?:é|e|era)|como se chama|qual (?:é )?o nome d[ao])\\s+(?:(?:a|o)\\s+)?(?<pt>${relationAlternation("pt")})\\s+(?:d[oa]|de)\\s+${relativeName}`, "iu");

/**
 * "who is Tom's sister?", "who's the sister of Tom?", "quem é a irmã do João?", "quem é o chefe da Ana?": someone named
 * by what they are to another named person, read from the spelled text (the name keeps its capital).
 */
export const relativeOf = (question: Question): { name: string; relation: RelationKind } | null => {
  const text = question.spelled.trim().replace(/’/g, "'");
  const match = relativeEnglish.exec(text) ?? relativePortuguese.exec(text);
  const groups = match?.groups;
  if (groups === undefined) return null;
  const said = groups["en"] ?? groups["en2"] ?? groups["pt"];
  const word = said === undefined ? undefined : relationWord(said, groups["pt"] !== undefined ? "pt" : "en");
  const person = groups["name"] ?? groups["name2"];
  // "who is my sister's boss?", "quem é o chefe do meu irmão?" name no one else: "my" is the person.
  if (word === undefined || person === undefined || /^(?:my|i|me|meu|minha|meus|minhas)$/i.test(person)) return null;
  return { name: person, relation: word.relation };
};

/** A further name in a list of them: ", Tom", " and Tom", " e o Tomás", " e do Rui" (after "fala-me da Ana"). */
const nextName = new RegExp(`^(?:\\s*,\\s*(?:(?:and|e)\\s+)?|\\s+(?:and|e|&)\\s+)(?:(?:the|a|o|da|do|de)\\s+)?(${capitalised.source})`, "u");

/** At most this many people are looked up for one question. */
const maxNamesAsked = 4;

/** The names asked of ("who are Ana and Tom?" → Ana, Tom), the first as `nameIn` reads it; none when it reads none. */
export const namesIn = (question: Question): string[] => {
  const first = nameIn(question);
  return first === null ? [] : [first, ...joinedNames(question, first)];
};

/** The names joined to `first` by "and" / "e" or commas, in order ("Ana and Tom" → Tom). */
export const joinedNames = (question: Question, first: string): string[] => {
  const names = [first];
  const at = question.spelled.indexOf(first);
  let rest = at < 0 ? "" : question.spelled.slice(at + first.length);
  for (let match = nextName.exec(rest); match !== null && names.length < maxNamesAsked; match = nextName.exec(rest)) {
    const name = match[1]!.trim();
    // "Ana and I": the user, no one else to look up.
    if (!names.includes(name) && !/^(?:i|me|eu|mim)$/iu.test(name)) names.push(name);
    rest = rest.slice(match[0].length);
  }
  return names.slice(1);
};

const nameIn = (question: Question): string | null => {
  const spelled = question.spelled.replace(/^[^\p{L}]+/u, "");
  const tail = spelled.replace(whoIsSpelled, "");
  const match = capitalised.exec(tail);
  // "tell me about my trip to Porto", "fala-me da minha viagem ao Porto": the name asked about comes right after the asking words.
  if (tail !== spelled && match !== null && match.index > 0) return null;
  return match?.[0]?.trim() ?? question.names[0] ?? null;
};

/** Words that open a question, never a name: "Quantos anos tem a Susana?" is about Susana, not "Quantos". */
const openers = new Set("how what whats when where who whom which why is does do did can could tell quantos quantas quanto qual quais quando onde quem como o a os as que e diz de do da dos das em no na com para por".split(" "));

/**
 * Whom a fact question is about: a name in it, else the user (null). "How old is she?" after "who is Ana?" already
 * names Ana: the question is read with the one person the message before named (`personBefore`).
 */
export const subjectOf = (question: Question): string | null => {
  const named = question.names[0] ?? /^\p{Lu}[\p{L}'’-]+/u.exec(question.spelled.trim())?.[0];
  const name = named?.replace(/['’]s$/u, "");
  return name !== undefined && !openers.has(name.toLowerCase()) && !/^(?:i|me|mim|eu)$/i.test(name) ? name : null;
};
