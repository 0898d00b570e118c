import { foldAccents } from "@lifeos/core";
import { findMood } from "./moodWords.js";
import type { Question } from "./Question.js";

/** At most this many asks are read out of one message; what follows the last split stays in the last part. */
export const maxAsks = 3;

/** Fewer words than this on either side of a split, and it is no ask of its own ("how and when did I start?"). */
const minimumWords = 2;

/**
 * Where a second ask begins after "and" / "e": a question word, which opens a question of its own ("… and what does
 * my insurance cover?", "… e como está o meu humor?"), never a noun or a name ("Ana and Tom", "o Rui e a Marta",
 * "March and April"), nor an English clause that goes on the first ask ("… and what I did there", "… and how she is").
 * "also" / "e também" / "além disso" after a comma, or after "and" / "e", always opens one.
 */
const questionWord =
  /(?:(?:with|for|to|from|in|at|on) (?:whom|what|which|how long)|(?:what|when|where|who|whose|which|why|how)(?! (?:i|you|he|she|we|they)\b)|what's|whats|(?:com|para|de|a|em|por) (?:quem|que|onde|quanto tempo)|o que|quando|como|quant[oa]s?|qu[aã]o|quem|onde|qual|quais|porqu[eê]|por que|será que|sera que)\b/iu;

/**
 * An auxiliary opening a question with its subject ("… and did I sleep well?", "… e há lembretes?", "… e posso fazer
 * uma festa?"): only in a message that ends in "?".
 */
const auxiliaryQuestion =
  /(?:(?:do|does|did|is|are|was|were|have|has|can|could|should|will|would|am) (?:i|you|my|the|it|there|we|he|she|they|any)\b|(?:há|ha|houve|tenho|tive|existe|existem|posso|podemos|devo|devemos|preciso|precisamos) )/iu;

/** A connector that opens a new ask ("…, also …", "… and also …", "… e também …"): dropped, with the punctuation before it. */
const alsoConnector = /(?:,|;|\.)\s*(?:and\s+|e\s+)?(?:also|plus|e também|e tambem|também|tambem|além disso|alem disso|e ainda)\b\s*,?\s*|\s(?:and also|e também|e tambem|and then also)\b\s*,?\s*/giu;

/** "also, any reminders?" after a question mark: the connector, not part of the ask. */
const leadingAlso = /^(?:and also|also|plus|e também|e tambem|também|tambem|além disso|alem disso|e ainda)\b[\s,]*/iu;

/** A message that states something to keep ("remember that…", "lembra-te que…"): never read as several asks. */
const statement = /^\s*(?:please |por favor )?(?:remember|note that|don't forget|lembra|lembre|anota|guarda)\b/iu;

/** A request that opens an ask without a question word ("any reminders?", "show me my last entry", "mostra os lembretes"). */
const request = /^(?:any|anything|show|tell|list|give|mostra|mostre|diz|diga|lista|algum|alguma|alguns|algumas)\b/iu;

/** Whether a part opens as an ask: a question word, an auxiliary before its subject, or a request. */
const asking = (part: string): boolean => part.search(questionWord) === 0 || part.search(auxiliaryQuestion) === 0 || request.test(part);

/**
 * "… and where?", "… e com quem?": a question word alone, asking of the event the ask before it named (see `completeAsk`).
 * Not "why", whose answer is the same entries ("when did I go to Lisbon and why?" is one ask).
 */
const bareFollowUp = /^(?:and |e )?(?:where|with whom|who with|who else|onde|com quem|quem mais)\s*[?!.]*\s*$/iu;

/**
 * The question word that opens an ask of when or where something happened, or its auxiliary, before the rest of it; a
 * Portuguese question of the past may open on its verb ("fui a Sintra este ano?").
 */
const eventQuestion =
  /^(?:(?:when|where|how many times|how often)(?= (?:did|was|were|have|had) )|quantas vezes(?: (?:e|é) que)?(?= )|(?=(?:did|have|had|was|were) i\b)|(?:quando|onde)(?: (?:e|é) que)?(?= )|(?=(?:eu )?(?:fui|fomos|estive|estivemos|vi|vimos|fiz|fizemos|tive|tivemos|\p{L}+ei|\p{L}+amos)\b))\s*/iu;

const wordCount = (text: string): number => text.match(/\p{L}+/gu)?.length ?? 0;

/**
 * Two asks each asked clearly on its own, of tools the other does not use ("my holdings" and "my cash"). Two things told
 * ("my daughter Leonor is 8 and my son Duarte is 5"), neither asking nor looking anything up, are one statement.
 */
const ownAsks = (first: string, second: string, askedOf: AskedOf | undefined): boolean => {
  const [one, other] = askedOf === undefined ? [] : [askedOf(first), askedOf(second)];
  if (one === undefined || other === undefined) return false;
  if (one.size === 0 && other.size === 0 && !asking(first) && !asking(second)) return false;
  return [...one].every((tool) => !other.has(tool));
};

/**
 * "… and my reminders", "… e os meus lembretes": "and" before a thing of the user's, named by a possessive or an article
 * and a common noun (never a name: "o Rui e a Marta"), may open an ask of its own, asked as the one before it was.
 */
const nounAfterAnd = /^(?:(?:all )?(?:my|our|the|any)|(?:tod[oa]s )?(?:[oa]s?|nenhum|nenhuma|algum|alguma|alguns|algumas))(?: (?:meu|minha|meus|minhas|nosso|nossa|nossos|nossas))? \p{Ll}/u;

/** Where a thing of the first ask begins, after its request or question words ("show me |my last entries", "mostra |as últimas"). */
const firstThing = /(?<!\p{L})(?:my|our|the|any|[oa]s?|meu|minha|meus|minhas)\s/iu;

/**
 * A lead's question word and verb in the singular ("what was ", "qual é a ") and their plural ("what were ", "quais são "):
 * a lead is asked again of a plural thing agreeing with it ("qual foi a minha última entrada e as minhas metas?" →
 * "quais foram as minhas metas?").
 */
const singularLead = /^(what|qual)(?:\s+|(?='))(is|was|'s|é|e|foi|era)\s+$/iu;
const plurals: Readonly<Record<string, string>> = { is: "are", "'s": "are", was: "were", é: "são", e: "sao", foi: "foram", era: "eram" };

/** A thing named in the plural: "os"/"as"/"meus"/"minhas" in Portuguese, an English noun ending in "s" ("my goals", not "my status"). */
const pluralThing = /^(?:(?:all )?(?:my|our|the|any) (?:[\p{L}']+ )*?[\p{L}']+[^su\s']s\b|(?:tod[oa]s )?(?:[oa]s|alguns|algumas)\b|(?:meus|minhas|nossos|nossas)\b)/iu;

/** The lead agreeing with the thing after it (see `singularLead`). */
const agreeing = (lead: string, thing: string): string => {
  const match = singularLead.exec(lead);
  if (match === null || !pluralThing.test(thing)) return lead;
  const [, word, verb] = match as unknown as [string, string, string];
  const plural = /^qual$/iu.test(word) ? `${word.charAt(0)}uais` : word;
  return `${plural} ${plurals[verb.toLowerCase()] ?? verb} `;
};

/** Asks that put two things side by side ("compare my spending and my income", "entre o meu saldo e …"): one ask. */
const sideBySide = /\b(?:compare|comparing|between|versus|vs|compara|comparar|entre|both|ambos|ambas)\b/iu;

/** What a text asks of on its own (the tools of its surest plan), or undefined when it asks nothing clearly. */
export type AskedOf = (text: string) => ReadonlySet<string> | undefined;

/** "… my goals and reminders?": one word, a common noun, closing the message after "and" / "e". */
const bareNoun = /^\p{Ll}[\p{L}-]{2,}\s*[?!.]*\s*$/u;

/** The thing's Portuguese article (and possessive, when the first thing had one) by its ending: "as minhas metas", "os meus lembretes". */
const portugueseDeterminer = (first: string, noun: string): string => {
  const feminine = /(?:a|as|ção|ções|cao|coes|dade|dades|agem|agens)$/iu.test(noun);
  const plural = /s$/iu.test(noun);
  const article = feminine ? (plural ? "as" : "a") : plural ? "os" : "o";
  const possessive = feminine ? (plural ? "minhas" : "minha") : plural ? "meus" : "meu";
  return /^(?:[oa]s?\s+)?(?:meu|minha|meus|minhas)\b/iu.test(first) ? `${article} ${possessive} ` : `${article} `;
};

/** The lead of a bare noun after "and": the first ask's words up to its thing, with the thing's determiner ("what are my ", "quais são as minhas "). */
const bareLead = (before: string, noun: string): string => {
  const at = Math.max(before.search(firstThing), 0);
  const first = before.slice(at);
  const determiner = /^(?:my|our|the|any)\s/iu.test(first) ? first.slice(0, first.indexOf(" ") + 1) : portugueseDeterminer(first, noun.replace(/[\s?!.]+$/u, ""));
  return `${agreeing(before.slice(0, at), `${determiner}${noun}`)}${determiner}`;
};

/** Articles and possessives before a thing ("my", "o meu", "as minhas"). */
const determiners = /^(?:(?:all|my|our|the|any|tod[oa]s|[oa]s?|meu|minha|meus|minhas|nosso|nossa|nossos|nossas)\s+)*/iu;

/**
 * "o meu humor e o meu stress em 2023 e 2024", "my mood and my energy": two measures of the mood side by side, one ask
 * (its period is of both), whatever each alone would be asked of.
 */
const measuresJoined = (before: string, rest: string): boolean => {
  const last = /(\p{L}+)\s*$/u.exec(before)?.[1];
  const next = /^\p{L}+/u.exec(rest.replace(determiners, ""))?.[0];
  const measure = (word: string | undefined) => word !== undefined && findMood(foldAccents(word.toLowerCase())).metric !== null;
  return measure(last) && measure(next);
};

type Cut = { readonly at: number; readonly skip: number; readonly noun?: true; readonly bare?: true };

/** The offsets where a new ask begins, with how much of the text there (a connector) is dropped. */
const cutsOf = (text: string): Cut[] => {
  const cuts: Cut[] = [];
  // "what's my last entry? also, any reminders?": a question mark followed by more words.
  for (const match of text.matchAll(/\?+\s+(?=\S)/gu)) cuts.push({ at: match.index + match[0].length, skip: 0 });
  // "what's my net worth; any reminders?"
  for (const match of text.matchAll(/;\s*/gu)) cuts.push({ at: match.index, skip: match[0].length });
  // "show me my last entry and also my reminders": a thing after "also" is asked as one after "and" is.
  for (const match of text.matchAll(alsoConnector)) {
    const rest = text.slice(match.index + match[0].length);
    const noun = nounAfterAnd.test(rest) && !asking(rest) && !sideBySide.test(text);
    cuts.push({ at: match.index, skip: match[0].length, ...(noun ? { noun: true as const } : {}) });
  }
  // "what's the rent, who's the landlord and when does the lease end?": a comma between two questions.
  for (const match of text.matchAll(/,\s+/gu)) {
    const rest = text.slice(match.index + match[0].length);
    if (rest.search(questionWord) === 0 && text.slice(0, match.index).search(questionWord) === 0) cuts.push({ at: match.index, skip: match[0].length });
  }
  const asks = /\?\s*$/u.test(text);
  for (const match of text.matchAll(/,?\s+(?:and|e)\s+/giu)) {
    const rest = text.slice(match.index + match[0].length);
    if (questionWord.test(rest) && rest.search(questionWord) === 0) cuts.push({ at: match.index, skip: match[0].length });
    else if (asks && rest.search(auxiliaryQuestion) === 0) cuts.push({ at: match.index, skip: match[0].length });
    else if (nounAfterAnd.test(rest) && !sideBySide.test(text) && !measuresJoined(text.slice(0, match.index), rest)) cuts.push({ at: match.index, skip: match[0].length, noun: true });
    // "what are my goals and reminders?": a bare noun closing the message, after a thing of the user's.
    else if (bareNoun.test(rest) && firstThing.test(text.slice(0, match.index)) && !sideBySide.test(text)) cuts.push({ at: match.index, skip: match[0].length, noun: true, bare: true });
  }
  return cuts.sort((a, b) => a.at - b.at);
};

/**
 * The separate asks of one message, in order: "what did I spend on the dentist and what does my insurance cover?" is
 * two, as are "what's my last entry? also, any reminders?" and "quanto tenho investido e como está o meu humor?"; one
 * ask that merely joins things with "and" ("how have my sleep and mood been?", "who are Ana and Tom?", "compare March
 * and April") stays one. A split leaving fewer than two words on a side is not made, nor one in a message that states
 * something to remember; at most `maxAsks` parts, each a question or a request (a message that also tells something,
 * "essa semana fui no dentista; preciso de…", is one). "and" before a thing of the user's splits only where each side
 * asks clearly of other tools on its own (`askedOf`): "show me my last 3 entries and my reminders" is two, "what did I
 * write about my mom and my dad?" one. A message of one ask is returned whole.
 */
export const askParts = (text: string, askedOf?: AskedOf): string[] => {
  if (statement.test(text)) return [text];
  const parts: string[] = [];
  // A part that names a thing after "and" is asked with the words of the ask before it ("show me |my reminders").
  let lead = "";
  let start = 0;
  let checked = true;
  for (const cut of cutsOf(text)) {
    if (cut.at < start || parts.length === maxAsks - 1) continue;
    const before = `${lead}${text.slice(start, cut.at).trim()}`;
    const after = text.slice(cut.at + cut.skip);
    if (wordCount(before) < minimumWords || (wordCount(after) < minimumWords && cut.noun !== true && !bareFollowUp.test(after))) continue;
    // "… and any reminders?" asks on its own words.
    const nextLead =
      cut.bare === true ? bareLead(before, after.trim()) : cut.noun === true && !asking(after.trim()) ? agreeing(before.slice(0, Math.max(before.search(firstThing), 0)), after.trim()) : "";
    if (cut.noun === true && !ownAsks(before, `${nextLead}${after.trim()}`, askedOf)) continue;
    checked &&= cut.noun === true;
    parts.push(before);
    lead = nextLead;
    start = cut.at + cut.skip;
  }
  parts.push(`${lead}${text.slice(start).trim()}`);
  const asks = parts.map((part) => part.replace(leadingAlso, ""));
  // "A Susana precisa ir no oftalmologista; essa semana fui no dentista": things told, not asks.
  if (asks.length > 1 && !checked && !asks.every((part) => /\?\s*$/u.test(part) || asking(part))) return [text];
  // Each part asked as the message was: "what did I spend on the dentist" is a question too.
  const mark = asks.length > 1 && /\?\s*$/u.test(text);
  return asks.map((part) => (!mark || /[?!.]$/u.test(part) || !asking(part) ? part : `${part}?`));
};

/** The user's past, asked of ("who was I with?", "como estava o meu humor?"): an ask that names no period of its own is of the one asked before. */
const pastAsked =
  /\b(?:then|was|were|did|had|went|felt|slept|met|saw|spent|made|caused|happened|ate|worked|stressed|worried|upset|bothered|annoyed|tired|drained|helped|cheered|kept|triggered|entao|então|nessa altura|foi|fui|fomos|estive|esteve|estava|estavam|tava|tavam|estivemos|fiz|fizemos|fez|senti|dormi|tive|andei|passei|vi|comi|gastei|trabalhei|correu|correram|deixou|causou|aconteceu|stressou|estressou|preocupou|animou|chateou|irritou|cansou|incomodou|alegrou|ajudou)\b/iu;
/** A pronoun that points back at someone or something named before ("when did I last see her?", "onde é que ela mora?"). */
const pronoun = /\b(?:she|he|her|him|they|them|it|ela|ele|elas|eles|dela|dele|delas|deles)\b/iu;
/** "quando a vi?", "onde o conheci?": a Portuguese object pronoun before the verb, after the question word. */
const leadingClitic = /^((?:quando|onde|como)(?: (?:e|é) que)?(?: eu)? )(a|o|as|os) (\p{L}+)/iu;

/** Who was there, asked with nothing else: "who was I with?", "and with whom?", "com quem estava?", "com quem é que eu estive?". */
const bareWhoWith = /^(?:and |e )?(?:who (?:was|were) (?:i|we) with|who with|with whom|com quem(?: (?:e|é) que)?(?: eu)?(?: (?:estava|estive|estivemos|fui|fomos|andava|andei))?)\s*[?!.]*\s*$/iu;
/** A place named where something was done: "in Porto", "at Cafe Aurora", "no Porto", "em Sintra" (not "com a Ana"). */
const placeSaid = /(?<![\p{L}])(?:in|at|to|em|no|na|nos|nas|ao|à)\s+\p{Lu}\p{L}+(?:\s\p{Lu}\p{L}+)*/u;

/** A word of doing or going in general ("what did I do", "onde fui"): it names nothing asked of. */
const doneWord = /^(?:do|did|done|doing|go|went|gone|going|up|fazer|fiz|feito|fazendo|ir|fui|andei)$/iu;

/** The text with `words` said before its closing question mark. */
const withWords = (text: string, words: string): string => text.replace(/\s*([?!.]*)\s*$/u, ` ${words}$1`);

/**
 * A later ask's words with what it leaves to the ask before it, for a pronoun: the person or the one thing that ask
 * named ("who is Ana and when did I last see her?" → "… see Ana?", "quem é a Ana e quando a vi?" → "quando vi a Ana?";
 * "qual é a renda e quando tenho de a pagar?" stays, "a" before a verb pointing at a person only), or for a time or a
 * count or an amount of nothing ("how many times did I see Tom and when was the last time?" → "… the last time Tom?",
 * "o que é o VWCE e quanto tenho?" → "quanto tenho VWCE?"); a question word alone asks it of the ask before ("when did I last
 * go to Sintra, and with whom?" → "with whom did I last go to Sintra?").
 */
export const completeAsk = (text: string, asked: Question, before: Question): string => {
  // "where did I go last weekend, and with whom?", "what did I do on Saturday and where?": of a period with nothing else
  // named, who was there then, or where I went.
  const named = before.topicWords.filter((word) => !doneWord.test(word));
  // "Saturday" names the period, no one.
  const people = before.names.filter((name) => !(before.range?.text ?? "").toLowerCase().includes(name.toLowerCase()));
  if (bareFollowUp.test(text) && before.range !== null && people.length === 0 && named.length === 0) {
    const who = /\b(?:whom|who|quem)\b/iu.test(text);
    if (before.language === "pt") return `${who ? "com quem estive" : "onde fui"} ${before.range.text}?`;
    return `${who ? "who was I with" : "where did I go"} ${before.range.text}?`;
  }
  // "when did I last go to Sintra, and with whom?" → "with whom did I last go to Sintra?"; "… e onde?" → "onde …?".
  if (bareFollowUp.test(text) && eventQuestion.test(before.text)) {
    return `${text.replace(/^(?:and |e )/iu, "").replace(/[\s?!.]+$/u, "")} ${before.text.replace(eventQuestion, "").replace(/[\s?!.]+$/u, "")}?`;
  }
  // "what did I do in Porto and who was I with?", "o que fiz no Porto e com quem estava?": who was there, at the place said before.
  const place = bareWhoWith.test(text) && asked.names.length === 0 ? placeSaid.exec(before.spelled) : null;
  if (place !== null) return withWords(text.replace(/^(?:and |e )/iu, ""), place[0]);
  const referent = before.names[0] ?? (before.topicWords.length === 1 && /^\p{Ll}/u.test(before.topicWords[0]!) ? before.topicWords[0] : undefined);
  if (referent === undefined || asked.names.includes(referent)) return text;
  // "… and when was the last time?", "… e quantas vezes?", "what is VWCE and how much do I have?": the time, the count
  // or the amount of what was asked before.
  const bare = asked.topicWords.length === 0 && asked.names.length === 0;
  const timeOrAmount = asked.cues.has("lastTime") || asked.cues.has("firstTime") || asked.cues.has("count") || asked.has(/\b(?:how (?:much|many)|quant[oa]s?)\b/);
  if (bare && timeOrAmount) return withWords(text, referent);
  const clitic = before.names.length > 0 ? leadingClitic.exec(text) : null;
  if (clitic !== null) return text.replace(leadingClitic, `$1$3 $2 ${referent}`);
  return text.replace(pronoun, (word) => (/^d/iu.test(word) ? `de ${referent}` : referent));
};

/**
 * A later ask of the past that names no period of its own, asked of the period of the ask before it ("what did I do
 * last weekend and who was I with?", "como estava o meu humor em outubro e o que me stressou?").
 */
export const inPeriodOf = (asked: Question, before: Question): Question =>
  asked.dates.length === 0 && before.range !== null && pastAsked.test(foldAccents(asked.text.toLowerCase())) ? { ...asked, dates: before.dates, range: before.range } : asked;

/**
 * An earlier ask of the past, a count or a mood measure that names no period, asked of the period the last ask closes on:
 * a period said once at the end is of every ask ("what made me happy and what stressed me this month?", "o que me
 * deixou feliz e o que me stressou esta semana?"). Not one said inside the last ask ("… and what did I do in March
 * with Ana?" is of that ask alone).
 */
export const inPeriodOfLast = (asked: Question, last: Question): Question => {
  const period = last.range;
  if (asked.dates.length > 0 || period === null || last.dates.length !== 1) return asked;
  const closes = /^[\s?!.]*$/u.test(last.spelled.slice(period.index + period.text.length));
  const ofPeriod = asked.metric !== null || asked.cues.has("count") || pastAsked.test(foldAccents(asked.text.toLowerCase()));
  return closes && ofPeriod ? { ...asked, dates: last.dates, range: period } : asked;
};
