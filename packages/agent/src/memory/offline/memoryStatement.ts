import type { Extraction, KnownEntity } from "@lifeos/core";
import { nameKey, Predicates, secretIn } from "@lifeos/core";
import { withArticlesPt } from "../extraction/articlesPt.js";
import { correctionOf } from "../extraction/correction.js";
import { detectLanguage } from "../extraction/detectLanguage.js";
import { extractOffline } from "../extraction/extractOffline.js";
import { asksToForgetEverything } from "../extraction/memoryCommand.js";
import { relationPhrase } from "@lifeos/core";
import { reminderOffer } from "../extraction/reminderOffer.js";
import { firstPersonClause, spokenBack } from "../extraction/spokenBack.js";
import { toldBack } from "./toldBack.js";
import { parseWhoIsAnswer, whoIsQuestion } from "../extraction/whoIs.js";
import { isPlainYes, offeredReminder } from "../learn/conversationCues.js";
import { reminderText } from "../learn/learnFromMessage.js";
import type { Question } from "../../models/offline/question/Question.js";
import type { ReminderRequest } from "../extraction/reminderRequest.js";
import { reminderRequest } from "../extraction/reminderRequest.js";
import { secretNotSaved } from "./secretReplies.js";
import { withoutRepeats } from "./withoutRepeats.js";
import { saidOfOnePerson } from "./saidOfOnePerson.js";
import { memoryPageWords } from "./memoryPageWords.js";

/**
 * The people the conversation already knows by relationship: those the memories in the prompt name ("Rafael is my
 * boss") and those the previous message named, so "he's no longer my boss" knows whom it means.
 */
const knownPeople = (question: Question): KnownEntity[] => {
  const told = [
    ...question.remembered.filter((fact) => fact.type === "relationship").map((fact) => fact.content),
    ...(question.previous === null ? [] : [question.previous.text]),
  ];
  const people = told.flatMap((text) =>
    extractOffline({ text, sentAt: question.now, timeZone: question.timeZone, language: detectLanguage(text) })
      .entities.filter((entity) => entity.type === "person" && entity.relationshipToUser !== null)
      .map((entity) => ({ name: entity.name, aliases: entity.aliases, relationshipToUser: entity.relationshipToUser, gender: entity.gender })),
  );
  // Told twice (remembered, and in the message before) is still one person: the later telling wins.
  return [...new Map(people.map((person) => [nameKey(person.name), person])).values()];
};

const moving = /(?<![\p{L}])(?:moved|mudei|mudou|mudámos|mudamos)(?![\p{L}])/iu;

/**
 * The workplaces the memories in the prompt name ("I work at Farfetch", "comecei na Farfetch"), so "I moved to Farfetch"
 * is read as a change of job, not of home; read only for a message that tells of a move.
 */
const knownWorkplaces = (question: Question): KnownEntity[] =>
  !moving.test(question.text) ? [] : question.remembered
    .filter((fact) => fact.type === "fact")
    .flatMap((fact) => extractOffline({ text: fact.content, sentAt: question.now, timeZone: question.timeZone, language: detectLanguage(fact.content) }).entities)
    .filter((entity) => entity.type === "organization")
    .map((entity) => ({ name: entity.name, aliases: entity.aliases, relationshipToUser: null, gender: null, type: entity.type }));

const extractionOf = (question: Question): Extraction =>
  extractOffline({
    text: question.text,
    sentAt: question.now,
    timeZone: question.timeZone,
    language: question.language,
    knownEntities: [...knownPeople(question), ...knownWorkplaces(question)],
    // "Chamo-lhe Nini" after "o meu filho faz anos a 3 de maio": whom it means is in the message before.
    ...(question.previous === null ? {} : { previousText: question.previous.text }),
  });

/** "He's no longer my boss", "ela já não é minha chefe": a relationship ended, said of someone not named. */
const endedUnnamed = /^(?:she|he)(?:'s| is) (?:no longer|not) my (\p{L}+)|^(?:ela|ele) (?:já|ja)? ?(?:não|nao) é (?:mais )?(?:o |a )?(meu|minha) (\p{L}+)/iu;

/** Asks who it was when a relationship ended and no one known holds it. */
const askWhoEnded = (question: Question): string | null => {
  const match = endedUnnamed.exec(question.text.trim());
  if (match === null) return null;
  if (match[1] !== undefined) return `Who is no longer your ${match[1]}? Tell me the name (for example "Ana is no longer my ${match[1]}") and I'll remember it.`;
  const yours = match[2]!.toLowerCase() === "minha" ? "a sua" : "o seu";
  return `Quem já não é ${yours} ${match[3]}? Diga-me o nome (por exemplo «a Ana já não é ${match[2]!.toLowerCase()} ${match[3]}») e eu guardo.`;
};

const nothingJustSaidEn =
  "You haven't told me anything in this conversation yet, so there is nothing just said to forget. To forget something I remember, " +
  `delete it on the ${memoryPageWords.en.page} page, or tell me what, e.g. “forget that my sister lives in Porto”.`;
const nothingJustSaidPt =
  "Ainda não me disse nada nesta conversa, por isso não há nada dito agora para esquecer. Para esquecer algo que guardei, " +
  `apague-o na página ${memoryPageWords.pt.page}, ou diga-me o quê, por exemplo «esquece que a minha irmã vive no Porto».`;

const previousExtraction = (question: Question): Extraction | null =>
  question.previous === null
    ? null
    : extractOffline({ text: question.previous.text, sentAt: question.previous.now, timeZone: question.previous.timeZone, language: question.previous.language });

/**
 * How a reminder asked for repeats, said plainly: a repeating reminder comes back once the last one is marked done;
 * a repetition no rule reads is never dropped in silence: only the first one is set, and the reply says so.
 */
const repeatNote = (request: ReminderRequest, pt: boolean): string[] => {
  if (request.repeats !== null) {
    const label = request.repeats.label;
    return [pt ? `Repete-se ${label}: o seguinte aparece quando marcar este como feito.` : `It repeats ${label}: the next one comes when you mark this one done.`];
  }
  if (!request.repeatUnread) return [];
  return [
    pt
      ? "Criei só o primeiro: não percebi de quanto em quanto tempo se repete (percebo, por exemplo, «todas as segundas», «a cada 2 semanas» ou «todos os meses no dia 5»)."
      : "I set the first one only: I couldn't tell how often it repeats (I understand, for example, “every Monday”, “every 2 weeks” or “every month on the 5th”).",
  ];
};

/**
 * A fact said after another in the same sentence ("Your name is Sofia; you live in Porto"): its capital goes, unless it
 * opens with a name (one of the fact's `names`, or "I").
 */
const goingOn = (said: string, names: ReadonlyArray<string>): string => {
  // "Marta's birthday…": the name, without its possessive.
  const first = (/^[\p{L}'’-]+/u.exec(said)?.[0] ?? "").replace(/['’]s$/u, "");
  const named = first === "I" || names.some((name) => nameKey(name.split(/\s+/)[0]!) === nameKey(first));
  return named ? said : said.charAt(0).toLowerCase() + said.slice(1);
};

/**
 * What will be forgotten, said back: a fact told in the first person as the person's ("forget that I prefer tea" → "I'll
 * forget that you prefer tea"; in Portuguese quoted, since its verb would not agree), a thing as theirs ("forget my
 * address" → "what you told me about your address").
 */
const forgetting = (query: string, pt: boolean): string => {
  const language = pt ? "pt" : "en";
  if (firstPersonClause(query, language)) return pt ? `Está bem, vou esquecer o que me contou: «${query}».` : `All right, I'll forget that ${goingOn(spokenBack(query, language), [])}.`;
  const said = spokenBack(query, language);
  // "esquece a minha alergia": "sobre a sua alergia", with the article the possessive takes in European Portuguese.
  const about = pt ? said.replace(/^(?:(?:a|o|as|os)\s+)?(sua|seu|suas|seus)(?=\s)/iu, (_, owned: string) => `${{ sua: "a", seu: "o", suas: "as", seus: "os" }[owned.toLowerCase()]} ${owned.toLowerCase()}`) : said;
  return pt ? `Está bem, vou esquecer o que me contou sobre ${about}.` : `All right, I'll forget what you told me about ${about}.`;
};

/** The reply to "forget everything about me" (`asksToForgetEverything`): where it is done, and what can be forgotten here. */
const forgetEverythingEn =
  `I don't erase everything from one chat message. To delete all I remember, use “${memoryPageWords.en.deleteAll}” on the ${memoryPageWords.en.page} page (its ${memoryPageWords.en.privacy} tab); here I can forget one thing at a time, for example “forget what I said about Ana”.`;
const forgetEverythingPt =
  `Não apago tudo a partir de uma mensagem no chat. Para apagar tudo o que guardei, use «${memoryPageWords.pt.deleteAll}» na página ${memoryPageWords.pt.page} (separador ${memoryPageWords.pt.privacy}); aqui posso esquecer uma coisa de cada vez, por exemplo «esquece o que disse sobre a Ana».`;

/**
 * The reminders a message's tasks make, as a reply names them: the task (`asSaid`: in the words of a "remind me to …",
 * see `reminderText`) with when it is due, as its memory says it ("Call Ana (4 December 2026 at 6 PM)").
 */
const remindersOf = (extraction: Extraction, asSaid: boolean, undated?: string): string[] =>
  extraction.tasks.map((task) => {
    const when = /\(([^()]*)\)\s*$/.exec(extraction.memories[task.memoryIndex]?.content ?? "")?.[1] ?? undated;
    return `${reminderText(task, extraction.language, asSaid)}${when === undefined ? "" : ` (${when})`}`;
  });

/**
 * The memories a message gave, said back as one sentence's parts; one that another already says is not said twice, and
 * facts told of one person in a row are said of them once (see `saidOfOnePerson`).
 */
const notedOf = (all: Extraction["memories"], pt: boolean): string[] => {
  // Compared as said back: "My daughter Leonor is 8", said "Leonor is 8", does not say "Leonor is my daughter".
  const kept = withoutRepeats(all, (memory) => memory.summary || memory.content);
  // "Sou alérgico a amendoim" is acknowledged as "Você é alérgico a amendoim", not in the person's own words.
  const facts = kept.map((memory) => ({ said: toldBack(memory.summary || memory.content, pt ? "pt" : "en", memory.entities), subject: memory.triple?.subject ?? null }));
  return saidOfOnePerson(facts, pt ? "pt" : "en").map((said, index) => (index === 0 ? said : goingOn(said, kept.flatMap((memory) => memory.entities))));
};

/** What the person told, as it will be remembered: the reply needs no tool (learning runs after the answer, as a job). */
export interface StatementReply {
  /**
   * What the reply says will happen: something kept, a reminder set (`reminders`, as the reply names them),
   * something stored forgotten, or this message not kept.
   */
  readonly kind: "remember" | "remind" | "forget" | "dontKeep";
  readonly reminders?: ReadonlyArray<string>;
  /** How the reminder asked for repeats ("every Sunday"), when it does. */
  readonly repeat?: string;
  readonly answer: string;
  /** For `forget`: what the person asked to forget, as said ("I have a dog"). */
  readonly query?: string;
  /** Whether what is kept tells a date of the person's own ("my birthday is 3 May", "the lease expires in June"). */
  readonly ownDate?: boolean;
  /** Whether what is kept is a task told with when it is due ("I need to file my taxes before 30 June", "tenho de pagar o IMI até maio"). */
  readonly dueTask?: boolean;
  /** People the reply asks about ("Quem é a Susana?"), to look up first: a known person is not asked about. */
  readonly unknown: ReadonlyArray<{ readonly name: string; readonly question: string }>;
}

/**
 * The reply to a message that tells the assistant something: what will be
 * remembered, "who is …?" once for a person named without a relationship,
 * and a reminder offer for each task or need; an answer to "who is …?" or a
 * plain yes to an offer is acknowledged; "forget that" is confirmed. Null
 * when the message teaches nothing.
 */
export const statementReply = (question: Question): StatementReply | null => {
  const pt = question.language === "pt";
  const previous = previousExtraction(question);
  if (previous !== null && previous.tasks.length > 0 && isPlainYes(question.text)) {
    // "Remind me to call Ana at 6pm" set the reminder at once: a yes after it adds nothing, and says so.
    if (question.previous !== null && reminderRequest(question.previous.text) !== null && !offeredReminder(question.lastAnswer)) {
      const items = remindersOf(previous, true);
      return { kind: "remember", answer: pt ? `Esse lembrete já está criado: ${items.join("; ")}.` : `That reminder is already set: ${items.join("; ")}.`, unknown: [] };
    }
    // A yes to "Shall I remind you …?": the reminder is due when the task said, or tomorrow (as learning sets it).
    const items = remindersOf(previous, false, pt ? "amanhã" : "tomorrow");
    return {
      kind: "remind",
      reminders: items,
      answer: pt ? `Combinado, vou lembrar: ${items.join("; ")}.` : `Done, I'll remind you: ${items.join("; ")}.`,
      unknown: [],
    };
  }
  const extraction = extractionOf(question);
  if (previous !== null && previous.unknownPeople.length > 0) {
    const answer = parseWhoIsAnswer(question.text, pt ? "pt" : "en");
    const person = previous.unknownPeople[0]!;
    // "My wife's name is Clara" names someone else: it tells of Clara, not who the one before was.
    const namesOther = extraction.entities.some((entity) => entity.type === "person" && entity.name.toLowerCase() !== person.name.toLowerCase());
    if (answer !== null && !namesOther) {
      const relation = relationPhrase(answer.relation.relation.kind, pt ? "pt" : "en", answer.gender ?? person.gender);
      const yours = pt ? relation.replace(/^minha /, "sua ").replace(/^meu /, "seu ") : relation.replace(/^my /, "your ");
      return { kind: "remember", answer: pt ? `Anotado: ${withArticlesPt(`${person.name} é ${yours}`)}.` : `Noted: ${person.name} is ${yours}.`, unknown: [] };
    }
  }
  if (asksToForgetEverything(question.text)) return { kind: "dontKeep", answer: pt ? forgetEverythingPt : forgetEverythingEn, unknown: [] };
  if (extraction.command.kind === "forget" && extraction.command.target === "matching" && extraction.command.query !== null) {
    return { kind: "forget", answer: forgetting(extraction.command.query, pt), query: extraction.command.query, unknown: [] };
  }
  // "Forget that" as a conversation's first words: nothing was just said, so say how to forget what is remembered.
  if (extraction.command.kind === "forget" && extraction.command.target === "previous" && question.previous === null) {
    return { kind: "dontKeep", answer: pt ? nothingJustSaidPt : nothingJustSaidEn, unknown: [] };
  }
  if (extraction.command.kind === "forget") {
    return { kind: "dontKeep", answer: pt ? "Está bem, não vou guardar isso." : "All right, I won't keep that.", unknown: [] };
  }
  // A secret is never kept: the reply says so, after what else the message told (which is kept).
  if (secretIn(question.text) !== null) {
    const noted = notedOf(extraction.memories.filter((memory) => secretIn(memory.content) === null), pt);
    const answer = [...(noted.length === 0 ? [] : [pt ? `Anotado: ${noted.join("; ")}.` : `Noted: ${noted.join("; ")}.`]), secretNotSaved(pt)].join(" ");
    return { kind: noted.length === 0 ? "dontKeep" : "remember", answer, unknown: [] };
  }
  if (extraction.memories.length === 0) {
    const ask = askWhoEnded(question);
    return ask === null ? null : { kind: "remember", answer: ask, unknown: [] };
  }
  const request = reminderRequest(question.text);
  if (request !== null && extraction.tasks.length > 0) {
    const items = remindersOf(extraction, true);
    const repeat = request.repeats?.label;
    // "My passport expires in June 2027 and remind me to renew it in May": the fact is kept as well as the reminder.
    const facts = request.told === null ? [] : notedOf(extraction.memories.filter((_, index) => !extraction.tasks.some((task) => task.memoryIndex === index)), pt);
    const answer = [
      ...(facts.length === 0 ? [] : [pt ? `Anotado: ${facts.join("; ")}.` : `Noted: ${facts.join("; ")}.`]),
      pt ? `Combinado, vou lembrar: ${items.join("; ")}.` : `Done, I'll remind you: ${items.join("; ")}.`,
      ...repeatNote(request, pt),
    ].join(" ");
    return { kind: "remind", reminders: items, ...(repeat === undefined ? {} : { repeat }), answer, unknown: [] };
  }
  const noted = notedOf(extraction.memories, pt);
  // "Actually it's shellfish, not peanuts": the reply says what now replaces what was told before.
  const correction = correctionOf(question.text, question.previous?.text, pt ? "pt" : "en");
  // "My grandfather passed away": a loss told is met with a word of sympathy before what is kept.
  const loss = extraction.memories.some((memory) => memory.type === "event" && memory.sentiment <= -0.7);
  const lines = [
    ...(loss ? [pt ? "Lamento muito." : "I'm sorry to hear that."] : []),
    correction !== null ? (pt ? `Corrigido: ${noted.join("; ")}, não ${correction.wrong}.` : `Corrected: ${noted.join("; ")}, not ${correction.wrong}.`)
    : pt ? `Anotado: ${noted.join("; ")}.` : `Noted: ${noted.join("; ")}.`,
  ];
  const offers = extraction.tasks.map((task) => reminderOffer(task, pt ? "pt" : "en"));
  if (offers.length > 0) lines.push(offers[0]!);
  const ownDate = extraction.memories.some((memory) => memory.triple?.subject === "user" && (memory.triple.predicate === Predicates.birthday || memory.triple.predicate.startsWith(`${Predicates.date}:`)));
  return {
    kind: "remember",
    ownDate,
    dueTask: extraction.tasks.some((task) => task.dueAt !== null),
    answer: lines.join(" "),
    unknown: extraction.unknownPeople.map((person) => ({ name: person.name, question: whoIsQuestion(person.name, pt ? "pt" : "en", person.gender) })),
  };
};
