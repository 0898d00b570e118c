import type { Question } from "../../models/offline/question/Question.js";
import { fold } from "./factRow.js";
import { sharesInEither } from "./answeringFacts.js";

/** When a membership or a subscription began ("when did my gym membership start?", "quando começou a minha inscrição?"). */
export const agreementStart = /\b(?:membership|subscription|contract|inscricao|subscricao|assinatura|adesao|contrato)\b.*\b(?:start|started|begin|began|comec\w*|inici\w*)\b|\b(?:start|started|begin|began|comec\w*|inici\w*)\b.*\b(?:membership|subscription|contract|inscricao|subscricao|assinatura|adesao|contrato)\b/;
/** "when did I last go to the dentist", "quando fui ao dentista pela ultima vez", "a ultima vez que fui no dentista", "when was my last eye exam" */
export const lastVisit = /\b(?:last|ultima vez|ultima|ultimo|recent(?:ly)?|quando (?:foi|fui)|when (?:did|was))\b/;

/** "when is my next dentist appointment", "do I have a dentist appointment?", "quando é a próxima consulta no dentista", "tenho consulta marcada no dentista?" */
export const nextVisit = /\b(?:next|upcoming|coming up|do i have (?:a|an|any)|is there (?:a|an)|proxim[oa]s?|tenho (?:uma? )?(?:consulta|marcacao|hora)|ha (?:uma? )?(?:consulta|marcacao)|esta marcad[oa]|marcad[oa])\b/;

/** "how old is Susana", "quantos anos tem a Susana", "where does Rui work", "onde mora", "when is Ana's birthday", "what city do I live in", "em que cidade moro" — facts about someone. */
export const factQuestion =
  /^(?:do|did) i (?:really )?(?:like|enjoy|love|hate|prefer)\b|^(?:e )?(?:eu )?(?:gosto|adoro|odeio|prefiro) (?:de |do |da |dos |das )?\p{L}+.*\?$|\b(?:what does \p{L}+ do(?=(?: \?)?$)|o que faz (?:o |a )?\p{L}+(?=(?: \?)?$)|how old|quantos anos|que idade|idade|what (?:is|s) (?:my|\p{L}+'s) (?:job|profession|occupation)|what do i do for (?:a )?(?:living|work)|(?:qual|que) (?:e )?(?:a )?(?:minha|sua) (?:profissao|ocupacao)|(?:qual|que) (?:e )?o (?:meu|seu) (?:emprego|trabalho)|em que (?:e que )?(?:eu )?trabalho|o que (?:e que )?(?:eu )?faco (?:na vida|da vida|profissionalmente|para viver)|(?:em|para) (?:que|qual) empresa (?:e que )?(?:eu |o |a )?(?:\p{L}+ )?trabalh\p{L}*|(?:which|what) company (?:do|does) \p{L}+ work (?:for|at|in)|(?:qual|que) (?:e )?a (?:minha|sua) empresa|who (?:do|does) \p{L}+ work for|para quem (?:e que )?(?:eu )?trabalh\p{L}*|what diet (?:do|does) \p{L}+ (?:follow|have|keep)|que dieta (?:e que )?(?:eu )?(?:sigo|faco|tenho)|(?:what is|whats) .*\bage\b|where does|where do|where (?:was|were) (?:\p{L}+ ){1,3}born|(?:what|which) (?:city|town|country) (?:do|does|did) (?:\p{L}+ ){1,3}live in|(?:em )?(?:que|qual) (?:cidade|pais|terra|localidade) (?:e que )?(?:(?:o|a|eu) )?(?:\p{L}+ )?(?:mora|moro|vive|vivo)|onde (?:e que )?(?:\p{L}+ ){0,3}(?:nasci|nasceu|nasceste)|onde (?:e que )?(?:eu )?(?:mora|trabalha|vive|moro|trabalho|vivo)|since when (?:have|has|do|does) \p{L}+ (?:lived|been living|live|lives|worked|been working|work|works)|how long (?:have|has) \p{L}+ (?:lived|been living|worked|been working)|(?:desde quando|ha quanto tempo) (?:e que )?(?:eu )?(?:vivo|moro|trabalho|vive|mora|trabalha)|what does .+ like|do que .+ gosta|what (?:\p{L}+ )?(?:do|do not|did not) i (?:like|prefer|dislike|hate|enjoy)|what do i (?:like|prefer)|o que (?:e que )?(?:eu )?(?:nao )?(?:gosto|prefiro|odeio|detesto)|(?:de )?que (?:\p{L}+ )?(?:e que )?(?:eu )?(?:nao )?(?:gosto|prefiro|odeio|detesto)|how do i (?:usually |normally )?(?:take|like|have|drink|eat|want) (?:my|the) \p{L}+|(?:what is|whats|which is) my favou?rite \p{L}+|(?:qual|que) (?:e |era )?(?:a |o )?(?:minha|meu) \p{L}+ (?:preferid[oa]|favorit[oa])|am i (?:a |an )?(?:vegetarian|vegan|pescatarian|celiac|coeliac|diabetic|lactose intolerant)|(?:e )?(?:eu )?sou (?:vegetarian[oa]|vegan[oa]|celiac[oa]|diabetic[oa]|intolerante)|(?:do|can|can not|ca not|cannot) i (?:still )?eat|what (?:can|can not|ca not|cannot|do|do not) i eat|what (?:can|can not|ca not|cannot|does|does not) \p{L}+(?: \p{L}+)? eat|o que (?:e que )?(?:o |a )?\p{L}+ (?:nao )?pode comer|o que (?:nao )?pode comer (?:o |a )?\p{L}+|o que (?:e que )?(?:eu )?(?:nao )?(?:posso comer|como)|(?:e )?(?:eu )?(?:ainda )?como (?:carne|peixe|marisco)|como (?:e que )?(?:eu )?(?:tomo|bebo|gosto d[oa]|prefiro|quero) (?:o|a|os|as|meu|minha) \p{L}+|(?:what is|whats|which is) my (?:football |soccer )?(?:team|club)|(?:what|which) (?:team|club) do i support|(?:qual|que) (?:e |era )?(?:o |a )?(?:meu|minha) (?:time|clube|equipa)|(?:de|para|por) que (?:time|clube|equipa) (?:e que )?(?:eu )?(?:sou|torco)|birthday|anniversary|anniversaries|aniversario|quando (?:e que )?(?:eu )?(?:faz|faco|fazes) anos|allergic|allergies|alergic[oa]s?|alergias?|(?:my|minhas?|meus) (?:preferences|likes|tastes|preferencias|gostos))\b/u;

/** A date the question named as an occasion of the person's own ("my birthday"), dated by a remembered fact. */
export const ownOccasionDate = /^(?:(?:ever )?since\s+|desde\s+(?:(?:o|a)\s+)?)?(?:my|our|meu|minha|nosso|nossa)\s/iu;
/** "since my birthday", "desde o meu aniversário": the days after an occasion, not the occasion's date. */
export const sinceOwnOccasion = /\b(?:since |desde (?:o |a )?)(?:my|our|meu|minha|nosso|nossa) \p{L}+/u;
/** Asks for a date: "when…", "what day is…", "quando…", "que dia é…". */
export const asksWhen = /\b(?:when|what (?:day|date)|which (?:day|date)|quando|que dia|qual (?:e )?(?:o dia|a data)|em que dia)\b/;

/**
 * A question of something that happened: how an event went, what someone did for it, when the user did something
 * ("how was my birthday?", "como correu o aniversário?", "what did Tomás cook for my birthday?", "quando é que discuti com
 * o Tomás?"). Patterns match the normalised question.
 */
export const pastEvent =
  /\b(?:how (?:was|were|did) (?!\p{L}+ (?:born|old)\b)|como (?:foi|foram|correu|correram)\b|what did (?:i|we|you|he|she|they|\p{L}+) (?:do|cook|make|give|get|buy|bring|say)\b|o que (?:e que )?(?:o |a )?(?:\p{L}+ )?(?:fiz|fizemos|fez|cozinhou|cozinhei|deu|dei|comprou|comprei|ofereceu|trouxe|disse)\b|quando (?:e que )?(?:eu )?(?!faz\b|fazes\b|faco\b)\p{L}+(?:ei|emos|amos|imos)\b|quando (?:e que )?(?:eu )?\p{L}{3,}i com\b)/u;

/**
 * The person's own doing asked ("when did I last go to Porto?", "what did I do with Ana?", "when was I last in Porto?",
 * "quando fui ao Porto?", "o que fiz com a Ana?"), with the verb asked (none for "was I in", "estive"): the journal tells
 * what the person did; a remembered fact that only shares a place or a person with it ("my sister lives in Porto") does not.
 */
const ownDoing =
  /\b(?:when|what|where|how often|how many times) did (?:i|we) (?:last |first |ever |recently )?(?!(?:like|prefer|enjoy|love|hate|want|tell|say|mention|ask|need)\b)(?<verb>\p{L}+)|\bwhen (?:was|were) (?:i|we) (?:last )?(?:in|at|with)\b|\bthe last time (?:that )?(?:i|we) (?<then>\p{L}+)|\b(?:quando|vez que) (?:e que )?(?:eu )?(?:fui|fomos|estive|estivemos|vi|vimos|fiz|fizemos)\b|\bo que (?:e que )?(?:eu )?(?:fiz|fizemos)\b/u;

/** English verbs whose past is not the verb's own start ("when did I meet Tom?" → "I met Tom in 2015"). */
const irregularPast: Readonly<Record<string, string>> = {
  go: "went", meet: "met", get: "got", buy: "bought", see: "saw", have: "had", make: "made", take: "took", leave: "left",
  begin: "began", find: "found", come: "came", give: "gave", sell: "sold", do: "did", run: "ran", fly: "flew", drive: "drove",
};

/** Whether a remembered fact tells a doing asked of the person: one that happened (an event), or one that says the verb asked ("I moved to Porto in 2019", "I met Tom in 2015"). */
export const toldDoing = (question: Question): boolean => {
  const match = ownDoing.exec(question.normalized);
  if (match === null) return true;
  const verb = match.groups?.["verb"] ?? match.groups?.["then"];
  const forms = verb === undefined ? [] : [verb, irregularPast[verb]].filter((form): form is string => form !== undefined && form.length >= 3);
  const says = (word: string) => forms.some((form) => word === form || word.startsWith(form.slice(0, Math.max(3, form.length - 1))));
  return question.remembered.some((fact) => fact.type === "event" || fold(fact.content).split(/[^\p{L}\d]+/u).some(says));
};

/** "when did I meet Tom?", "quando conheci o Tom?", "quando comprei o carro?": when the person did something (not the last time), with the verb asked. */
const whenDone = /\bwhen did (?:i|we) (?:first |ever )?(?!(?:last|tell|say|mention|ask)\b)(?<verb>\p{L}+)|\bquando (?:e que )?(?:eu )?(?:me |nos )?(?<pt>\p{L}{2,}(?:ei|i|amos|emos|imos))(?![\p{L}])(?!.*\bultima vez\b)/u;
/** A time a fact tells: a number (a year, a day) or a month named. */
const timeTold = /\d|\b(?:january|february|march|april|may|june|july|august|september|october|november|december|janeiro|fevereiro|marco|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro)\b/;

/**
 * Whether a remembered fact tells, with a time, the doing a "when did I…" question asks ("I met Tom at university in
 * 2015" for "when did I meet Tom?", "Comprei o carro em 2021" for "quando comprei o carro?"): the memory's to answer.
 */
export const whenDoneTold = (question: Question): boolean => {
  const groups = whenDone.exec(question.normalized)?.groups;
  const english = groups?.["verb"];
  const portuguese = groups?.["pt"];
  const forms = english !== undefined ? [english, irregularPast[english]].filter((form): form is string => form !== undefined && form.length >= 3) : portuguese !== undefined ? [portuguese] : [];
  if (forms.length === 0) return false;
  const says = (word: string) => forms.some((form) => word === form || (english !== undefined && word.startsWith(form.slice(0, Math.max(3, form.length - 1)))));
  return question.remembered.some((fact) => {
    const content = fold(fact.content);
    return timeTold.test(content) && content.split(/[^\p{L}\d]+/u).some(says);
  });
};

/** "last year", "no ano passado", "before", "antes", "used to" — a fact that may no longer hold ("where was I born?" asks one that does). */
export const past = /\b(?:last year|ano passado|(?:was|were)(?!(?: \p{L}+){0,3} born\b)|used to|antes|era|tinha)\b/u;
/**
 * "when is my next exam?", "quando é o meu próximo exame?", "qual é a data da minha próxima prova?", "what are my exams?",
 * "quais são as minhas provas?": a thing of one's own still ahead, which a remembered fact or appointment may date (a service's next visit is asked apart).
 */
export const nextOwnThing =
  /\b(?:when(?: is|'s| s| will be)|what day is|quando (?:e|sera|vai ser)|que dia (?:e|sera)|(?:qual (?:e )?)?a data d[oa])\s+(?:(?:o|a)\s+)?(?:my|meu|minha)\s+(?:next|proxim[oa])\s+\p{L}+|\b(?:(?:what|when|which) (?:are|were) my|(?:quais|quando) (?:sao|eram) (?:os |as )?(?:meus|minhas)) (?:\p{L}+ )?(?:exams|tests|interviews|flights|trips|meetings|exames|provas|testes|entrevistas|voos|viagens|reunioes)\b/u;

/** A short Portuguese verb form and another of the same verb ("bebo" ~ "beber", "como" ~ "comer"): the same first three letters, an ending of at most two. */
const sameVerb = (content: string, word: string) =>
  word.length === 4 && /[oa]$/.test(word) && content.split(/[^\p{L}\d]+/u).some((token) => token.length >= 4 && token.length <= 5 && token !== word && token.startsWith(word.slice(0, 3)) && /(?:er|ar|ir|i|ei|eu|ou)$/.test(token));

/**
 * True when a fact the chat put before the model (`Question.remembered`)
 * holds every content word of the question (four letters or more; the same
 * word or one sharing its first five letters: "expire" ~ "expires"), so
 * "when does my visa expire?" is not answered with the passport.
 */
export const rememberedTopic = (question: Question): boolean => {
  const words = question.topicWords.flatMap((topic) => fold(topic).split(/\s+/)).filter((word) => word.length >= 4);
  if (words.length === 0) return false;
  return question.remembered.some((fact) => {
    const content = fold(fact.content);
    return words.every((word) => sharesInEither(content, word) || sameVerb(content, word));
  });
};
