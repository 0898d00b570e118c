import { paragraphs } from "../../models/offline/answerText.js";
import type { ToolResultView } from "../../models/offline/OfflineSkill.js";
import type { Question } from "../../models/offline/question/Question.js";
import { answeringFacts } from "./answeringFacts.js";
import { factAnswer } from "./factAnswer.js";
import { ownAge, ownAgeAnswer, ownBirthAnswer, ownBirthFacts } from "./ownBirth.js";
import { relativesAgesAnswer } from "./relativesAges.js";
import { relativesNamesAnswer } from "./relativesNames.js";
import { factAsk } from "./factAsk.js";
import { composeNextThingUnremembered } from "./memoryNextThing.js";
import { journalBirthday, ownBirthdayAsked } from "./journalBirthday.js";
import { composeAgenda } from "./memoryAgenda.js";
import { composeTodo } from "./memoryTodo.js";
import { composeGoals } from "./memoryGoals.js";
import { composeDone } from "./memoryDone.js";
import { composeBirthdays } from "./memoryBirthdays.js";
import { composeHealth } from "./memoryHealth.js";
import { memoryIntent, topicWordsOf } from "./memoryQuestion.js";
import { nextOwnThing } from "./factAsked.js";
import { readWithMemoryOff, refusedChangeReply, refusedIn } from "./memoryOffReply.js";
import { forgetFound } from "./memoryForget.js";
import { statementReply } from "./memoryStatement.js";
import { kinWordsOf, lifePartOf } from "./memoryWords.js";
import { composeReminders } from "./memoryReminders.js";
import { composeReminderEdit, editedHere } from "./reminderEdit.js";
import { composeReminderDue } from "./reminderDueAsked.js";
import { composeAboutMe } from "./memoryAboutMe.js";
import { composeToldInPeriod, countedIn } from "./memoryToldInPeriod.js";
import { composeToldDay } from "./toldDay.js";
import { relativesReply } from "./memoryRelatives.js";
import { composePerson, composeRelative, journalMentions, namesWord } from "./memoryPeople.js";
import type { MemoryRow, PersonData } from "./memoryRows.js";
import { toldBackIn } from "./toldBack.js";
import { journalRows, memoriesIn, onTopic, resultOf } from "./memoryRows.js";
import { lifeNewsAnswer, noNewsTold } from "./lifeNewsAsked.js";
import { composeLastVisit, composeNextVisit } from "./memoryVisits.js";
import { composeVisitCancel } from "./visitCancelAnswer.js";
import { lookedUpFor, namesAsked, rememberedRows } from "./memoryCalls.js";
import { sinceWhenAsked } from "./sinceWhenAsked.js";
import { composeSinceWhen } from "./sinceWhenAnswer.js";

/** What the tools found, in words; with memory off, said after a note that memory is off (a change asked is refused). */
/** The memory types that say what is to be done, not what someone is. */
const toDo: ReadonlySet<string> = new Set(["task", "appointment", "goal"]);

export const composeMemory = (question: Question, results: ReadonlyArray<ToolResultView>): string => {
  const refused = refusedIn(question, results);
  if (refused !== null) return refused;
  const since = sinceWhenAsked(question);
  if (since !== null) return composeSinceWhen(question, since, results);
  // "What did I do today?": beside the journal's entries, what the person told of that day.
  const cancelled = composeVisitCancel(question, results);
  if (cancelled !== null) return cancelled;
  const toldDay = composeToldDay(question, results);
  if (toldDay !== null) return toldDay;
  // "When did my grandfather die?": the news found of them, however either was worded.
  const told = [...memoriesIn(results), ...rememberedRows(question)];
  const news = lifeNewsAnswer(question, told) ?? noNewsTold(question, told);
  if (news !== null) return news;
  const answer = composeFound(question, results);
  if (memoryIntent(question).kind === "none") return answer;
  return question.memoryOff && answer !== "" ? readWithMemoryOff(answer, question.language === "pt" ? "pt" : "en") : answer;
};

/** A memory listed with its date, said to the person ("Ana is your sister", "Pedro é seu irmão"), or quoted when told in the other language. */
const toldLine = (question: Question, memory: MemoryRow): string => `- ${memory.date}: ${toldBackIn(memory.content, question.language === "pt" ? "pt" : "en", memory.entities)}`;

/** Who someone is: what is remembered of them, else what was told in passing, with what the journal says of them. */
const composeWhoIs = (question: Question, name: string, results: ReadonlyArray<ToolResultView>): string => {
  const person = resultOf(results, "get_person")[0];
  if (person === undefined) return "";
  const data = person.data as unknown as PersonData;
  const told = data.person === null ? memoriesIn(results).filter((memory) => memory.current && namesWord(memory.content, name)) : [];
  if (told.length > 0) {
    const intro = question.language === "pt" ? `O que me contou sobre ${name}:` : `What you told me about ${name}:`;
    return [intro, ...told.slice(0, 5).map((memory) => toldLine(question, memory)), ...journalMentions(question, name, journalRows(results))].join("\n");
  }
  if (data.person === null) return composePerson(question, data, journalRows(results), name);
  // Everything about someone known: who they are, then the other memories that name them, then the journal's mentions.
  const kept = new Set(data.memories.map((memory) => memory.content));
  const named = memoriesIn(results).filter((memory) => memory.current && !kept.has(memory.content) && namesWord(memory.content, name)).slice(0, 5);
  return [composePerson(question, data, [], name), ...named.map((memory) => toldLine(question, memory)), ...journalMentions(question, name, journalRows(results))].join("\n");
};

/** What the tools found for the message, in words, by what it asks. */
const composeFound = (question: Question, results: ReadonlyArray<ToolResultView>): string => {
  const pt = question.language === "pt";
  const intent = memoryIntent(question);
  if (intent.kind === "whoIs" && intent.relation !== undefined) return composeRelative(question, intent.name, intent.relation, results);
  if (intent.kind === "whoIs" && intent.others === undefined) return composeWhoIs(question, intent.name, results);
  // "Who are Ana and Tom?": each person in turn, from the results looked up for them.
  if (intent.kind === "whoIs") return paragraphs(...namesAsked(intent).map((name) => composeWhoIs(question, name, results.filter((result) => lookedUpFor(result, name)))));
  if (intent.kind === "lastVisit") return composeLastVisit(question, intent.topic, results);
  if (intent.kind === "nextVisit") return composeNextVisit(question, intent.topic, results);
  // "how old are Ana and Tom?": each person's answer, in order.
  if (intent.kind === "recall" && intent.others !== undefined) {
    const facts = [...memoriesIn(results), ...rememberedRows(question)];
    return [intent.subject, ...intent.others].map((name) => {
      const ask = factAsk(question, name, intent.history, facts);
      return factAnswer(question, ask, answeringFacts(facts, ask));
    }).join("\n");
  }
  if (intent.kind === "recall") {
    const facts = ownBirthFacts(question, [...memoriesIn(results), ...rememberedRows(question)]);
    const ask = factAsk(question, intent.subject, intent.history, facts);
    const answering = answeringFacts(facts, ask);
    const birth = relativesAgesAnswer(question, facts, true) ?? relativesNamesAnswer(question, facts) ?? ownBirthAnswer(question, facts, true) ?? (ownAge(ask) ? ownAgeAnswer(question, facts) : null);
    if (birth !== null) return birth;
    // Nothing remembered about someone the journal names ("how is Biscuit?"): say so, then what the journal says.
    if (answering.length === 0 && ask.subject !== null) return [factAnswer(question, ask, answering), ...journalMentions(question, ask.subject, journalRows(results))].join("\n");
    // Nothing remembered about "my brother": what the journal says of him comes first, then the offer to remember.
    if (answering.length === 0 && ask.relation !== null && journalRows(results).length > 0) {
      return [...journalMentions(question, ask.relation[pt ? "pt" : "en"], journalRows(results), ask.words).slice(1), "", factAnswer(question, ask, answering)].join("\n");
    }
    // "When is my next exam?" with none remembered: that plainly, then the journal's entries that name it.
    if (answering.length === 0 && question.has(nextOwnThing)) return composeNextThingUnremembered(question, ask, intent.query, results);
    // "When is my birthday?" with none remembered: the day the journal's entries say it was, told as the journal's.
    if (answering.length === 0 && ownBirthdayAsked(ask)) return journalBirthday(question, results) ?? factAnswer(question, ask, answering);
    return factAnswer(question, ask, answering);
  }
  if (intent.kind === "birthdays") return composeBirthdays(question, [...memoriesIn(results), ...rememberedRows(question).map((row) => ({ ...row, dated: false }))]);
  if (intent.kind === "health") return composeHealth(question, intent.ask, [...memoriesIn(results), ...rememberedRows(question).map((row) => ({ ...row, dated: false }))]);
  if (intent.kind === "reminders" && intent.due === true) return composeReminderDue(question, results);
  if (intent.kind === "reminders") return editedHere(question, intent.change) ? composeReminderEdit(question, intent.edit, results) : composeReminders(question, intent.change === "move" ? undefined : intent.change, results);
  if (intent.kind === "agenda") return composeAgenda(question, results);
  if (intent.kind === "done") return composeDone(question, results);
  if (intent.kind === "goals") return composeGoals(question, intent.progress === true, results);
  if (intent.kind === "todo") return composeTodo(question, results);
  if (intent.kind === "aboutTopic") {
    // "Do I have pets?", "what did I tell you about my sister?", "tell me about my family": only a memory that names it (or
    // one of its people) answers; what else the search returned is not about it.
    const strict = intent.owned === true || intent.told === true || kinWordsOf(intent.topic).length > 0;
    const relatives = relativesReply(question, intent, memoriesIn(results).filter((memory) => memory.current));
    if (relatives !== null) return relatives;
    // "What do you know about my family?": its people and what was told of them; what is still to do ("buy flowers for
    // Mother's Day", "dentist with my mother on Friday") is the agenda's, not a fact about them.
    const told = memoriesIn(results).filter((memory) => memory.current && (lifePartOf(intent.topic) !== "family" || !toDo.has(memory.type)));
    const memories = onTopic(told, results, strict);
    const words = topicWordsOf(question, intent);
    const topic = words.join(" ");
    // "What did I say about Ana?": a name is nobody's "your Ana".
    const yours = /^\p{Lu}/u.test(topic) ? topic : `your ${topic}`;
    if (memories.length === 0) return pt ? `Não tenho nada guardado sobre «${topic}».` : `I have nothing remembered about ${yours}.`;
    return [pt ? `O que me contou sobre «${topic}»:` : `What you told me about ${yours}:`, ...memories.map((memory) => toldLine(question, memory))].join("\n");
  }
  if (intent.kind === "aboutMe") return composeAboutMe(question, memoriesIn(results), countedIn(results));
  if (intent.kind === "toldInPeriod") return composeToldInPeriod(question, intent.from, intent.to, memoriesIn(results).filter((memory) => memory.current), countedIn(results));
  const reply = statementReply(question);
  if (reply === null) return "";
  if (question.memoryOff) return refusedChangeReply(reply, pt ? "pt" : "en");
  const forgotten = reply.query === undefined ? null : forgetFound(question, reply.query, reply.answer, results);
  if (forgotten !== null) return forgotten;
  const known = new Set(
    resultOf(results, "get_person")
      .filter((result) => (result.data as unknown as PersonData).person?.relationshipToUser != null)
      .map((result) => String(result.arguments["name"])),
  );
  const asks = reply.unknown.filter((person) => !known.has(person.name)).map((person) => person.question);
  return [reply.answer, ...asks].join(" ");
};
