import { addDays, foldAccents, serviceTopicIn } from "@lifeos/core";
import { learningAsked, ownBirthAsked, ownNameAsked, ownOriginAsked, ownThingAsked } from "@lifeos/core";
import { endsAsQuestion } from "../extraction/classifyClause.js";
import type { Question } from "../../models/offline/question/Question.js";
import type { MemoryIntent } from "./MemoryIntent.js";
import { birthdaysAhead } from "./memoryBirthdays.js";
import { healthAsked } from "./memoryHealth.js";
import { agendaAsked, agendaInWindowAsked } from "./memoryAgenda.js";
import { whatToDoAsked } from "./memoryTodo.js";
import { remindersAsked } from "../learn/reminderChange.js";
import { reminderRequest } from "../extraction/reminderRequest.js";
import { doneScore, taskDoneIn } from "../learn/taskDone.js";
import { kinWordsOf } from "./memoryWords.js";
import { ownLifeTold } from "./ownLifeTold.js";
import { relativesAsked } from "./memoryRelatives.js";
import { reminderEditAsked } from "./reminderEditAsked.js";
import { reminderDueAsked } from "./reminderDueAsked.js";
import { toldInPeriodAsked } from "./memoryToldInPeriod.js";
import { otherPersonOf } from "../../journal/offline/otherPerson.js";
import { relationAsked } from "./factAsk.js";
import { askedWho, joinedNames, namesIn, relativeOf, subjectOf, whoIs, whoIsMy } from "./peopleAsked.js";
import { aboutMe, aboutMyTopic, appointmentWord, everyday, financeGoal, goalsAsked, goalsProgressAsked, memoryAbility, namesRelatives, possessionAsked, relativesCounted, reminderChange, tellAboutMy, todo, toldAboutTopic, trackAsked } from "./memoryTopicAsked.js";
import { agreementStart, asksWhen, factQuestion, lastVisit, nextOwnThing, nextVisit, ownOccasionDate, past, pastEvent, rememberedTopic, sinceOwnOccasion, toldDoing, whenDoneTold } from "./factAsked.js";
import { relativeWorkAsked } from "./relativeWorkAsked.js";
import { relativesAgesAsked } from "./relativesAges.js";
import { relativesNamesAsked } from "./relativesNames.js";

/** Words that open a question; a Portuguese yes/no question ("tenho consulta…?") shows only by its "?". */
const questionOpening =
  /^(?:what|whats|when|who|whom|whose|where|which|why|how|do|does|did|is|are|was|were|have|has|can|could|will|would|tell me|show me|(?:the )?last time|my last|a ultima vez|o ultimo|a ultima|quando|quem|qual|quais|que|o que|como|onde|quanto|quantos|quanta|quantas|sera que|sabes|sabe|lembras|lembra-te|me diz|diz-me|list|mostra|mostra-me|mostre|lista)\b/;

/** A question rather than something told: "I went to the dentist last Tuesday" tells, "when did I last go…" asks. */
const asks = (question: Question): boolean => question.text.includes("?") || questionOpening.test(question.normalized) || endsAsQuestion(question.text);

/** "remember that …", "note that …", "lembra-te (de) que …", "não te esqueças que …": something to keep. */
const rememberThat = /^(?:please |por favor )?(?:remember|note|keep in mind|make a note|lembra-?te|lembre-?se|anota|anote|nao te esquecas|nao se esqueca)(?: de)? (?:that|que)\b/;

/** The words of a topic asked about, as written; what was told is named by the topic, not by the words of telling ("contei"). */
export const topicWordsOf = (question: Question, intent: { readonly topic: string; readonly told?: boolean }): ReadonlyArray<string> => {
  const told = intent.told === true ? question.topicWords.filter((word) => intent.topic.split(/\s+/).includes(foldAccents(word.toLowerCase()))) : [];
  return told.length > 0 ? told : question.topicWords.length > 0 && intent.told !== true ? question.topicWords : intent.topic.split(/\s+/);
};

/** "before", "previous", "antes", "anterior", "o meu antigo…": someone who held a relationship earlier ("how old" asks an age). */
const formerAsked = /\b(?:before|previous(?:ly)?|former|earlier|(?<!how )old|ex|antes|anterior|antig[oa])\b/;

/** Reads what the message asks of memory. */
export const memoryIntent = (question: Question): MemoryIntent => {
  const text = question.normalized;
  // "Remember that I prefer tea", "lembra-te que eu prefiro café": told, however much of it reads like a question.
  if (question.has(rememberThat)) return { kind: "none" };
  if (question.has(memoryAbility)) return { kind: "howMemoryWorks" };
  // "What's my name?", "como me chamo?": the name told, a fact of the person's own.
  if (question.has(ownNameAsked)) return { kind: "recall", query: "my name is o meu nome é", history: false, subject: null };
  // "When was I born?", "em que ano nasci?", "de onde sou?": the birth told (and where one comes from), a fact of the person's own, in either language.
  if (question.has(ownBirthAsked) || question.has(ownOriginAsked)) return { kind: "recall", query: `born birthday nasci aniversário${question.has(ownOriginAsked) ? " from natural" : ""}`, history: false, subject: null };
  // "What did I tell you yesterday?": what was kept of that day's telling (and the day's conversations), not the journal's entry.
  if (question.range !== null && question.has(toldInPeriodAsked)) return { kind: "toldInPeriod", from: question.range.from, to: question.range.to };
  // "What did I tell you recently?", "o que te contei ultimamente?": the last two weeks, as the memories' "recent" reads them.
  if (question.cues.has("lately") && question.has(toldInPeriodAsked)) return { kind: "toldInPeriod", from: addDays(question.today, -13), to: question.today };
  if (question.has(aboutMe)) return { kind: "aboutMe" };
  if (question.has(birthdaysAhead)) return { kind: "birthdays" };
  // "Tell me about my family": its people, whom memory knows (the journal is read with them); "tell me about my week" is the journal's.
  const lifePart = tellAboutMy.exec(text)?.groups?.["topic"];
  if (lifePart !== undefined && kinWordsOf(lifePart).length > 0) return { kind: "aboutTopic", topic: lifePart };
  // "Who is my boss?", "quem é o meu chefe?": someone named by relationship is a remembered fact, remembered or not.
  // "Who was my dentist before?", "qual era o meu dentista anterior?": who held a relationship had one at a time earlier,
  // which the facts no longer current tell.
  if (question.has(formerAsked) && asks(question) && relationAsked(question)?.relation.single === true) return { kind: "recall", query: question.topic || question.text, history: true, subject: null };
  if (question.has(whoIsMy)) return { kind: "recall", query: question.topic || question.text, history: false, subject: null };
  const relative = relativeOf(question);
  if (relative !== null) return { kind: "whoIs", name: relative.name, relation: relative.relation };
  if (question.has(whoIs)) {
    const [name, ...others] = namesIn(question);
    if (name !== undefined && !/^(?:i|me|mim|eu)$/i.test(name)) return { kind: "whoIs", name, ...(others.length > 0 ? { others } : {}), ...(question.has(askedWho) ? {} : { about: true }) };
  }
  // "When is it?", "e quando é?" right after a reminder was set: when that one is due.
  if (reminderDueAsked(question)) return { kind: "reminders", due: true };
  const change = reminderChange(question);
  const edit = reminderEditAsked(question);
  if (change !== undefined) return { kind: "reminders", change, ...(edit?.kind === change ? { edit } : {}) };
  if (edit !== undefined) return { kind: "reminders", change: edit.kind, edit };
  // "what do I have tomorrow?", "o que tenho para fazer esta semana?", "what should I do on Friday?": what is planned in
  // those days, appointments and reminders. "What should I do today?" asks for everything still open, as "what should I do?".
  if (agendaInWindowAsked(question) && !question.has(whatToDoAsked)) return { kind: "agenda" };
  if (question.has(todo)) return { kind: "todo" };
  // "Já renovei o passaporte": done, said plainly ("already", "I've", "já") or of a task the chat put before the model.
  const done = asks(question) ? null : taskDoneIn(question.text);
  // "Já mudei de empresa para a Farfetch" tells where one works now: a fact, unless an open task names it.
  const namesTask = done !== null && question.remembered.some((fact) => fact.type === "task" && doneScore(done, fact.content) > 0);
  if (done !== null && (namesTask || (done.marked && !ownLifeTold(question)))) return { kind: "done" };
  // "Set a reminder to call mom", "cria um lembrete para pagar a renda": asked for, not a list of them.
  if (question.has(remindersAsked) && reminderRequest(question.text) === null) return { kind: "reminders" };
  // One's own health, asked ("tenho alguma alergia", "what meds do I take?"), not told ("tenho alergia ao marisco") nor asked of someone named.
  const health = question.names.length === 0 && relativeOf(question) === null ? healthAsked(question) : null;
  if (health !== null && (health === "all" || asks(question) || question.has(/\b(?:any|alguma?|algum)\b/))) return { kind: "health", ask: health };
  // "What do you remember about my family?": the memories of that topic, not one person's.
  const about = aboutMyTopic.exec(text)?.groups?.["topic"];
  if (about !== undefined && question.names.length === 0) return { kind: "aboutTopic", topic: about.trim() };
  const told = toldAboutTopic.exec(text)?.groups?.["topic"];
  if (told !== undefined) return { kind: "aboutTopic", topic: told.trim(), told: true };
  // Told, not asked ("I went to the dentist last Tuesday", "I'm allergic to penicillin"): a statement to learn from.
  if (!asks(question)) return { kind: "none" };
  if (question.has(goalsProgressAsked) && !question.has(financeGoal)) return { kind: "goals", progress: true };
  if (question.has(goalsAsked) && !question.has(financeGoal) && !question.has(trackAsked)) return { kind: "goals" };
  const topic = serviceTopicIn(text);
  if (topic === undefined && question.has(agendaAsked)) return { kind: "agenda" };
  if (topic !== undefined && question.has(nextVisit) && !question.cues.has("lastTime")) {
    return { kind: "nextVisit", topic: topic.key, query: question.topic || question.text };
  }
  // "when did my gym membership start?", "quando começou a minha inscrição no ginásio?": when an agreement began, which its
  // terms say, not the last visit.
  if (topic !== undefined && (question.cues.has("lastTime") || question.has(lastVisit)) && !question.has(agreementStart)) {
    return { kind: "lastVisit", topic: topic.key, query: question.topic || question.text };
  }
  // "do I have pets?", "tenho carro?": an everyday thing or a relative, which a fact told may say ("I have a cat called Mia").
  const owned = possessionAsked.exec(text)?.groups?.["topic"];
  if (owned !== undefined && topic === undefined && relativesAsked(owned, question.language === "pt" ? "pt" : "en") !== null) return { kind: "aboutTopic", topic: owned, owned: true };
  if (owned !== undefined && topic === undefined && !appointmentWord.test(owned) && (everyday(owned) || kinWordsOf(owned).length > 0 || namesRelatives(owned, question))) {
    return { kind: "aboutTopic", topic: owned, owned: true };
  }
  // "How many kids do I have?": what was told of them ("I have two kids"), never how often the journal names them.
  const counted = relativesCounted.exec(text)?.groups?.["topic"];
  if (counted !== undefined && namesRelatives(counted, question)) return { kind: "aboutTopic", topic: counted, owned: true, counted: true };
  // "what did I do on my birthday?" asks what was written, not a remembered fact.
  if (question.cues.has("list")) return { kind: "none" };
  // "what was my mood on my birthday?", "como me senti no meu aniversário?": the day a remembered fact dates is asked about, not the fact
  // (the question's dates then hold "my birthday"); "when is my birthday?" still asks the fact.
  if (question.dates.some((date) => ownOccasionDate.test(date.text)) && !question.has(asksWhen)) return { kind: "none" };
  // "how have I felt since my birthday?" with no birthday remembered: the days after it, which the journal tells.
  if (question.has(sinceOwnOccasion) && !question.has(asksWhen)) return { kind: "none" };
  // "how was my birthday?", "o que cozinhou o Tomás no meu aniversário?", "quando é que discuti com o Tomás?": an event
  // that happened, which the journal tells, not a fact to recall.
  // "When did I meet Tom?" with "I met Tom at university in 2015" remembered: the fact tells the time, not the journal.
  if (whenDoneTold(question)) return { kind: "recall", query: question.topic || question.text, history: false, subject: null };
  if (question.has(pastEvent) || !toldDoing(question)) return { kind: "none" };
  // "e com o Tom?" after "o que fiz com a Ana?": the same doing asked of someone else, the journal's as the first was.
  const again = otherPersonOf(question);
  if (again !== null && memoryIntent(again).kind === "none") return { kind: "none" };
  // "what did I learn this year?": what a past period taught, which its entries tell; "what am I learning?" is a fact.
  const learnedThen = question.dates.length > 0 && question.has(/\b(?:did i (?:learn|study)|was i (?:learning|studying))\b/);
  if (question.has(factQuestion) || question.has(relativeWorkAsked) || relativesAgesAsked(question) !== null || relativesNamesAsked(question) !== null || question.has(nextOwnThing) || question.has(ownThingAsked) || (question.has(learningAsked) && !learnedThen) || (question.names.length > 0 && question.text.trim().endsWith("?") && question.has(/\b(?:is|does|tem|e|esta(?! (?:semana|mes|ano|manha|tarde|noite|vez))|mora|trabalha|gosta|come)\b/))) {
    const subject = subjectOf(question);
    const others = subject === null ? [] : joinedNames(question, subject);
    return { kind: "recall", query: question.topic || question.text, history: question.has(past), subject, ...(others.length > 0 ? { others } : {}) };
  }
  // "when does my passport expire?" after "remember that my passport expires in June": a topic the remembered facts hold.
  if (!question.cues.has("search") && !question.cues.has("list") && rememberedTopic(question)) {
    return { kind: "recall", query: question.topic || question.text, history: false, subject: null };
  }
  return { kind: "none" };
};
