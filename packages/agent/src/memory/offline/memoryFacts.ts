import type { Attribute, RelationKind } from "@lifeos/core";
import { attributes, escapeRegExp, foldAccents, namesSecret, relationKinds, isTellingStem, stemsOf, tellsOfSomeoneElses, tellsOfSomeoneNamed } from "@lifeos/core";
import type { Question } from "../../models/offline/question/Question.js";
import { memoryForms } from "./memoryWords.js";
import { dayAhead, soonestFirst, spellDay } from "./factDays.js";
import { secretNotKept } from "./secretReplies.js";
import { firstPersonClause, spokenBack } from "../extraction/spokenBack.js";
import { detectLanguage } from "../extraction/detectLanguage.js";
import { secondPersonPt } from "../extraction/secondPersonPt.js";

/** A remembered fact as the offline skill reads it, from the system prompt or from `search_memories`. */
export interface FactRow {
  readonly content: string;
  /** YYYY-MM-DD: when it happened, or when it was told. */
  readonly date: string;
  readonly type: string;
  /** False for a fact a newer one replaced ("Susana tem 15 anos" after "Susana fez 16 anos"). */
  readonly current: boolean;
}

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

/** Lower case without accents, as facts and questions are compared. */
export const fold = (text: string) => foldAccents(text.toLowerCase());

const relationWords = new Map(relationKinds.flatMap((relation) => [...relation.en, ...relation.pt].map(([word]) => [fold(word), relation] as const)));
const possessive = /\b(?:my|minha|meu|mia)\s+(\p{L}+(?:-in-law)?)/u;
const notNames = new Set(["a", "o", "as", "os", "my", "i", "the", "eu", "minha", "meu", "ela", "ele", "she", "he"]);

/** A relationship said to be over: "Mark is no longer my boss", "Ana já não é minha chefe". */
const ended = /\b(?:is no longer|are no longer|ja nao e|ja nao sao|deixou de ser|nao e mais)\b/;

/** Someone named by relationship ("my daughter", "a minha filha"): the name a fact gives them ("A Susana é minha filha"), if any. */
const relationOf = (question: Question, facts: ReadonlyArray<FactRow>): { relation: RelationKind; name: string | null } | null => {
  const word = possessive.exec(question.normalized)?.[1];
  const relation = word === undefined ? undefined : relationWords.get(word);
  if (relation === undefined) return null;
  const forms = [...relation.en, ...relation.pt].map(([form]) => fold(form));
  for (const fact of facts) {
    const content = fold(fact.content);
    if (ended.test(content)) continue;
    if (!forms.some((form) => new RegExp(`(?:my|minha|meu|mia)\\s+${form}\\b`).test(content))) continue;
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

/**
 * What a fact question asks ("how old is Susana?", "quantos anos tem a
 * Susana?", "where do I work?", "how old was Susana last year?"); someone
 * named by relationship ("my daughter") is the person `facts` say it is.
 */
export const factAsk = (question: Question, named: string | null, past: boolean, facts: ReadonlyArray<FactRow> = []): FactAsk => {
  // "How do I like my tea?" asks how it is taken (“Bebo o chá sem açúcar”), which needs no word of liking.
  const manner = question.has(/\bhow do i (?:usually |normally )?(?:take|like|have|drink|eat|want) (?:my|the)\b|\bcomo (?:e que )?(?:eu )?(?:tomo|bebo|gosto d[oa]|prefiro|quero) (?:o|a|os|as|meu|minha)\b/);
  const attribute = attributes.find((candidate) => question.has(candidate.asks) && !(manner && candidate.key === "likes")) ?? null;
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
  const proper = question.topicWords.filter((word) => /^\p{Lu}/u.test(word)).map(fold).filter((word) => word !== name);
  return { subject, relation, relationPhrases, proper, attribute, past, words: related === null && plural.length === 0 ? words : relationForms, unnamed: subject === null && (relation !== null || (!ownWords(question) && words.length > 0)), negative, thing, favourite: favourite === null ? null : { en: favourite.en, pt: favourite.pt } };
};

const mentions = (content: string, name: string) => new RegExp(`(?:^|[^\\p{L}])${escapeRegExp(fold(name))}(?:$|[^\\p{L}])`, "u").test(content);
/**
 * A word of the question in the memory: the same word, one sharing its first five letters ("dentist" ~ "dentista"), or
 * another form of it, sharing a stem of four letters or more ("move" ~ "moved"; "son" and "sono" share too short a one).
 */
export const shares = (content: string, word: string) => {
  const stems = stemsOf(word).filter(isTellingStem);
  return content
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

const yearsIn = (content: string): string | null => {
  const folded = fold(content);
  return (/\b(\d{1,3})\s*(?:anos|years?|yo)\b/.exec(folded) ?? /\b(?:is|am|i'm|turned|turns|just turned)\s+(\d{1,3})\b/.exec(folded))?.[1] ?? null;
};

/** One fact with its date, quoted: `“Susana fez 16 anos” (2025-03-12)`. */
const cite = (fact: FactRow) => `“${fact.content}” (${fact.date})`;

/** A fact as told, with its date unless that is still ahead: a month's thing ("my passport expires in June 2027") says its own time, and its first day would read as the day. */
const citeAsTold = (fact: FactRow, today: string) => (fact.date > today ? `“${fact.content}”` : cite(fact));

/**
 * A fact of the person's own thing or people, wherever its possessive stands: "My car insurance…", "The name of my landlord…",
 * "O aniversário da minha mãe…", "A Ana é minha irmã".
 */
const ownThing = { en: /\bmy\b/iu, pt: /(?<![\p{L}])(?:meu|minha|meus|minhas)(?![\p{L}])/iu } as const;

/** "O meu filho e eu…", "…mora comigo": a Portuguese fact of the person's own in the first person further in, whose verb would not agree once turned. */
const firstPersonWordPt = /(?<![\p{L}-])(?:eu|comigo|mim)(?![\p{L}])/iu;

/** "Meu time…" said back opens with the article, "O seu time…", which reads the same in Portugal and Brazil. */
const withArticlePt = (said: string, language: "en" | "pt"): string => {
  if (language !== "pt") return said;
  const bare = /^(Seu|Sua|Seus|Suas)(?=\s)/u.exec(said)?.[1];
  const article = bare === undefined ? undefined : { Seu: "O", Sua: "A", Seus: "Os", Suas: "As" }[bare];
  return article === undefined ? said : `${article} ${said.charAt(0).toLowerCase()}${said.slice(1)}`;
};

/** Words a sentence may open with that are no name, so lower case once a day is said before them ("On 3 June: your lease…"). */
const commonOpening = /^(?:your|the|a|an|this|that|o|a|os|as|um|uma|este|esta|no|na|em)(?![\p{L}])/iu;

/**
 * A fact of the person's own thing said to them, with when they told it (unless that is still ahead, or not `dated`): "Your car insurance
 * renews in March 2027, as you told me on 2026-11-20", "O aniversário da sua mãe é no dia 4 de abril, como me contou em
 * 2026-11-20". Null for any other fact, which is quoted as told: someone else's, or one said in the first person ("I …",
 * "Preciso de renovar o meu passaporte"), whose verb would not agree once turned.
 */
const saidToThem = (fact: FactRow, question: Question, dated = true): string | null => {
  const language = question.language === "pt" ? "pt" : "en";
  if (!ownThing[language].test(fact.content) || firstPersonClause(fact.content, language) || (language === "pt" && firstPersonWordPt.test(fact.content))) return null;
  const said = withArticlePt(spokenBack(fact.content, language), language).replace(/[.!]+$/u, "");
  const when = !dated || fact.date > question.today ? "" : language === "pt" ? ` em ${fact.date}` : ` on ${fact.date}`;
  return language === "pt" ? `${said}, como me contou${when}` : `${said}, as you told me${when}`;
};

/**
 * A like or dislike told in the first person in the answer's language, said to the person: "I prefer green tea to coffee"
 * → "You prefer green tea to coffee", "Não gosto de coentros" → "Não gosta de coentros". Null for one told in the other
 * language (quoted as told) or whose verb is not known here.
 */
const likeToThem = (fact: FactRow, question: Question): string | null => {
  const language = question.language === "pt" ? "pt" : "en";
  if (!firstPersonClause(fact.content, language) || detectLanguage(fact.content) !== language) return null;
  const turned = language === "pt" ? secondPersonPt(fact.content) : spokenBack(fact.content, "en");
  return turned === null ? null : capitalise(turned.replace(/[.!]+$/u, ""));
};

/** A sentence said after something before it: its first letter in lower case unless it opens with a name ("Lucy is your daughter"). */
const continued = (sentence: string): string => (commonOpening.test(sentence) ? `${sentence.charAt(0).toLowerCase()}${sentence.slice(1)}` : sentence);

/** The name in a fact that the question spelt in lower case ("how old is susana" → "Susana"). */
const spokenName = (question: Question, ask: FactAsk, fact: FactRow): string | null =>
  ask.relation !== null ? capitalise(ask.relation[question.language]) : ask.unnamed ? (fact.content.match(/\p{Lu}[\p{L}'-]+/gu) ?? []).find((name) => ask.words.some((word) => shares(fold(name), word))) ?? null : ask.subject;

/** The lead sentence for an age: "Susana is 16." / "Susana tem 16 anos." (or was, for the past). */
const ageSentence = (question: Question, ask: FactAsk, fact: FactRow, years: string, past: boolean): string => {
  const pt = question.language === "pt";
  const subject = spokenName(question, ask, fact);
  if (subject === null) return pt ? `${past ? "Tinha" : "Tem"} ${years} anos` : `You ${past ? "were" : "are"} ${years}`;
  return pt ? `${subject} ${past ? "tinha" : "tem"} ${years} anos` : `${subject} ${past ? "was" : "is"} ${years}`;
};

/** The answer when nothing remembered answers the question: plainly that, naming what was asked. */
export const nothingRemembered = (question: Question, ask: FactAsk): string => {
  const pt = question.language === "pt";
  const whom = ask.relation !== null ? ask.relation[question.language] : ask.subject;
  const disliked = ask.attribute?.key === "likes" && ask.negative === true;
  const what = disliked
    ? pt ? (whom === null ? "o que não gosta" : `o que ${whom} não gosta`) : whom === null ? "what you don't like" : `what ${whom} doesn't like`
    : ask.favourite !== null && whom === null ? ask.favourite[question.language]
    : ask.attribute !== null ? ask.attribute.label[question.language](whom) : whom ?? (ask.words.join(" ") || null);
  // "Qual é o PIN do cartão?": secrets are never kept, so there is nothing to tell and nothing to invite.
  if (namesSecret(question.text)) return secretNotKept(pt);
  if (what === null) return pt ? "Não tenho nada guardado sobre isso." : "I have nothing remembered about that.";
  // Someone asked for by relationship ("who is my boss?"): who it is can be told, or looked for in the journal.
  if (ask.relation !== null && ask.attribute === null) {
    const word = ask.relation[question.language].replace(/^(?:your|a sua|o seu)\s+/, "");
    return pt
      ? `Não tenho nada guardado sobre ${what}. Diga-me quem é (por exemplo, «${ask.relation.pt.startsWith("a ") ? "a minha" : "o meu"} ${word} chama-se …») e eu guardo, ou peça-me «procura ${word} no diário».`
      : `I have nothing remembered about ${what}. Tell me who it is ("my ${word} is called …") and I'll remember it, or ask me to "search my journal for ${word}".`;
  }
  if (ask.attribute?.key === "name" && whom === null) {
    return pt ? "Ainda não sei o seu nome. Diga-me («chamo-me …» ou «trate-me por …») e eu guardo." : "I don't know your name yet. Tell me (\"my name is …\" or \"call me …\") and I'll remember it.";
  }
  return pt ? `Não tenho nada guardado sobre ${what}. Se me contar, eu guardo.` : `I have nothing remembered about ${what}. Tell me and I'll remember it.`;
};

/** "No one is remembered as your boss now: you told me “Mark is no longer my boss” (date)." when every fact found says the relationship ended. */
const endedAnswer = (question: Question, ask: FactAsk, facts: ReadonlyArray<FactRow>): string | null => {
  if (ask.relation === null || ask.attribute !== null || facts.length === 0 || !facts.every((fact) => ended.test(fold(fact.content)))) return null;
  const pt = question.language === "pt";
  const [latest] = facts;
  return pt
    ? `Não tenho ninguém guardado como ${ask.relation.pt} agora: contou-me ${cite(latest!)}. Se tiver outra pessoa nesse papel, diga-me e eu guardo.`
    : `I have no one remembered as ${ask.relation.en} now: you told me ${cite(latest!)}. If someone else is, tell me and I'll remember it.`;
};

/** Whether the question asks of a relation had one at a time ("who is my dentist?", "quem é a minha mãe?"). */
const heldByOne = (ask: FactAsk): boolean =>
  ask.attribute === null && relationKinds.some((kind) => kind.single === true && [...kind.en, ...kind.pt].some(([form]) => ask.words.includes(fold(form))));

/**
 * The facts with those replaced by a newer one marked as no longer holding: of a relation had one at a time, only the
 * newest current fact that says who it is holds ("actually my dentist is Dr. Costa" after "my dentist is Dr. Lopes").
 */
const withoutReplaced = (facts: ReadonlyArray<FactRow>, ask: FactAsk): ReadonlyArray<FactRow> => {
  if (!heldByOne(ask)) return facts;
  const holders = facts
    .filter((fact) => fact.current && fact.type === "relationship" && !ended.test(fold(fact.content)) && ask.words.some((word) => mentions(fold(fact.content), word)))
    .sort((left, right) => (left.date < right.date ? 1 : left.date > right.date ? -1 : 0));
  const newest = holders[0];
  return newest === undefined ? facts : facts.map((fact) => (holders.includes(fact) && fact !== newest && fact.content !== newest.content ? { ...fact, current: false } : fact));
};

/**
 * The answer from the facts that answer the question (`answeringFacts`),
 * citing each with its date: the current one first ("Susana is 16: you
 * told me “Susana fez 16 anos” (2025-03-12)."), others listed; for the
 * past, the newest fact that no longer holds, with what holds now.
 */
export const factAnswer = (question: Question, ask: FactAsk, told: ReadonlyArray<FactRow>): string => {
  const pt = question.language === "pt";
  if (told.length === 0) return nothingRemembered(question, ask);
  const facts = withoutReplaced(told, ask);
  const over = endedAnswer(question, ask, facts.filter((fact) => fact.current));
  if (over !== null) return over;
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
  // The facts naming most of the question's words, then days still ahead first, the soonest first: "when is my next exam?"
  // is the nearer one, however the two were told; "quando é o meu exame de condução?" is the driving one, even if later.
  const [best, ...rest] = closestFirst(current.length > 0 ? current : facts, ask, question.today);
  const years = ask.attribute?.key === "age" ? yearsIn(best!.content) : null;
  const ahead = years === null ? dayAhead(best!, question.today) : null;
  // A day still ahead is said first: the day it was told would read as a second day.
  const liked = ask.attribute?.key === "likes" ? likeToThem(best!, question) : null;
  const own = saidToThem(best!, question, ahead === null) ?? (liked === null ? null : `${liked}${best!.date > question.today ? "" : pt ? `, como me contou em ${best!.date}` : `, as you told me on ${best!.date}`}`);
  const head =
    years !== null
      ? pt ? `${ageSentence(question, ask, best!, years, false)}: contou-me ${cite(best!)}.` : `${ageSentence(question, ask, best!, years, false)}: you told me ${cite(best!)}.`
      : ahead !== null && own !== null ? `${spellDay(ahead, pt ? "pt" : "en")}: ${continued(own)}.`
      : ahead !== null ? pt ? `${spellDay(ahead, "pt")}: pelo que me contou, “${best!.content}”.` : `${spellDay(ahead, "en")}: from what you told me, “${best!.content}”.`
      : own !== null ? `${own}.`
      : pt ? `Pelo que me contou: ${citeAsTold(best!, question.today)}.` : `From what you told me: ${citeAsTold(best!, question.today)}.`;
  const lines = [head];
  if (ask.past) lines.push(pt ? "Não tenho nenhum facto mais antigo sobre isso." : "I have no older fact about it.");
  // A fact of a day still ahead says its own day; the day it was told would read as that day.
  for (const fact of rest.filter((fact) => !whenAsked.test(question.normalized) || tellsTime(fact, question.today)).slice(0, 3)) lines.push(`- ${dayAhead(fact, question.today) === null ? (ask.attribute?.key === "likes" ? saidLike(fact, question) : cite(fact)) : `“${fact.content}”`}${fact.current ? "" : pt ? " (já não se aplica)" : " (no longer holds)"}`);
  return lines.join("\n");
};

/** A like listed: said to the person when told in their language ("You don't like cilantro (2026-12-01)"), else quoted. */
const saidLike = (fact: FactRow, question: Question): string => {
  const turned = likeToThem(fact, question);
  return turned === null ? cite(fact) : `${turned} (${fact.date})`;
};

/** "When…", "what day…", "quando…", "que dia…": a question of a time, which only a fact that tells one answers. */
const whenAsked = /\b(?:when|what (?:day|date)|which (?:day|date)|quando|que dia|qual (?:e )?a data|em que dia)\b/;

/** Whether a fact tells a time: a day still ahead, or a number (a date, a year) in its words. */
const tellsTime = (fact: FactRow, today: string): boolean => dayAhead(fact, today) !== null || /\d/.test(fact.content);

/** The facts naming the most of the question's words first, each group with its days ahead soonest first (`soonestFirst`). */
const closestFirst = (facts: ReadonlyArray<FactRow>, ask: FactAsk, today: string): FactRow[] => {
  const named = (fact: FactRow) => ask.words.filter((word) => sharesInEither(fold(fact.content), word)).length;
  const counts = [...new Set(facts.map(named))].sort((left, right) => right - left);
  return counts.flatMap((count) => soonestFirst(facts.filter((fact) => named(fact) === count), today));
};

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The fact that says `name` is the person's own ("My name is Sofia"), the newest first; undefined when none does. */
export const ownNameFact = (facts: ReadonlyArray<FactRow>, name: string): FactRow | undefined =>
  [...facts]
    .sort((left, right) => (left.date < right.date ? 1 : -1))
    .find((fact) => fact.current && new RegExp(`\\b(?:my name is|my name s|o meu nome e|meu nome e)\\s+${escapeRegExp(fold(name))}(?![\\p{L}])`, "u").test(fold(fact.content)));
