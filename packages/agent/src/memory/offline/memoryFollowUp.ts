import type { PlannedCall, ToolResultView } from "../../models/offline/OfflineSkill.js";
import type { Question } from "../../models/offline/question/Question.js";
import { relationKinds } from "@lifeos/core";
import type { FactAsk } from "./factAsk.js";
import { answeringFacts } from "./answeringFacts.js";
import { factAsk } from "./factAsk.js";
import { fold } from "./factRow.js";
import { journalBirthdaySearch, ownBirthdayAsked } from "./journalBirthday.js";
import { reminderDone } from "./memoryDone.js";
import { holdingsLookup } from "./memoryHoldings.js";
import { memoryIntent } from "./memoryQuestion.js";
import { nextOwnThing } from "./factAsked.js";
import { remindersIn, reminderMeant } from "./memoryReminders.js";
import { reminderEditCall } from "./reminderEdit.js";
import type { PersonData } from "./memoryRows.js";
import { journalRows, memoriesIn, resultOf } from "./memoryRows.js";
import { nextVisitsIn, visitDocumentSearch } from "./memoryVisits.js";
import { call, documentSearch, lookedUpFor, relatedOf, rememberedRows } from "./memoryCalls.js";
import { sinceWhenAsked } from "./sinceWhenAsked.js";
import { sinceWhenFollowUp } from "./sinceWhenAnswer.js";

/** Whether someone asked by relationship is one the person goes to for a service (a landlord, a doctor), not a relative. */
const servesThem = (ask: FactAsk): boolean =>
  relationKinds.some((kind) => kind.professional === true && [...kind.en, ...kind.pt].some(([form]) => ask.words.includes(fold(form))));

/** Someone memory does not know yet, or knows nothing asked about, may still be in the journal: the next calls to look there. */
export const memoryFollowUp = (question: Question, results: ReadonlyArray<ToolResultView>): ReadonlyArray<PlannedCall> => {
  const since = sinceWhenAsked(question);
  if (since !== null) return sinceWhenFollowUp(since, results);
  const intent = memoryIntent(question);
  // "Cancel it", "move my dentist reminder to Monday at 9": the one reminder meant is changed where the conversation allows the tool.
  if (intent.kind === "reminders" && (intent.change === "cancel" || intent.change === "move") && !question.memoryOff && question.tools.has("update_reminder") && !results.some((result) => result.name === "update_reminder")) {
    return reminderEditCall(question, intent.edit, results);
  }
  // "Mark it done": the one reminder meant is completed where the conversation allows the tool.
  if (intent.kind === "reminders" && intent.change === "complete" && !question.memoryOff && question.tools.has("complete_reminder") && !results.some((result) => result.name === "complete_reminder")) {
    const meant = reminderMeant(question, remindersIn(results));
    return meant === undefined ? [] : [call("complete_reminder", { reminderId: meant.reminderId })];
  }
  // "Já renovei o passaporte": the one reminder it names is completed where the conversation allows the tool.
  if (intent.kind === "done" && !question.memoryOff && question.tools.has("complete_reminder") && !results.some((result) => result.name === "complete_reminder")) {
    const meant = reminderDone(question, results);
    return meant === undefined ? [] : [call("complete_reminder", { reminderId: meant.reminderId })];
  }
  // "When is my next check-up?" with none remembered: a report may suggest one, the journal may say it was booked.
  if (intent.kind === "nextVisit" && nextVisitsIn(question, intent.topic, results).length === 0 && !results.some((result) => result.name === "search_knowledge_base")) {
    return [visitDocumentSearch(question, intent.topic, documentSearch(question, intent.query)), call("search_journal", { query: intent.query, limit: 5, ...relatedOf(question) })];
  }
  if (intent.kind === "recall" && !results.some((result) => result.name === "search_journal")) {
    const facts = [...memoriesIn(results), ...rememberedRows(question)];
    const ask = factAsk(question, intent.subject, intent.history, facts);
    if (answeringFacts(facts, ask).length > 0) return [];
    // "When is my birthday?" with none remembered: entries written on the day may say it was.
    if (ownBirthdayAsked(ask)) return question.tools.has("search_journal") ? [journalBirthdaySearch()] : [];
    // Nothing remembered of someone or something named: the journal's mentions of it, what the documents say of the
    // question ("when is my flight to Lisbon?": an itinerary knows; read by the documents' skill), and the holdings.
    // The latest of them first: "how is Biscuit?" is asked of now, not of the entry that says "Biscuit" most.
    if (intent.subject !== null && ask.subject !== null) return [call("search_journal", { query: ask.subject, limit: 3, recencyBoost: true }), documentSearch(question, ask.subject), ...holdingsLookup(question, ask.subject)];
    // "What's my brother's name?": the entries that speak of "my brother" may name him.
    if (ask.relation !== null && ask.attribute === null && ask.words.length > 0) {
      const forms = [...new Set(ask.words)].slice(0, 25);
      // "Who is my landlord?": someone one goes to for a service may be named by a document (a lease, a report) too.
      const documents = servesThem(ask) && question.topicWords.length > 0 && !results.some((result) => result.name === "search_knowledge_base") ? [documentSearch(question, question.topic)] : [];
      return [call("search_journal", { query: forms[0]!, ...(forms.length > 1 ? { related: [forms] } : {}), limit: 3 }), ...documents];
    }
    // "When is my next exam?" with nothing remembered: the journal may tell of it (a school exam), a report may date one.
    if (question.has(nextOwnThing) && !results.some((result) => result.name === "search_knowledge_base")) {
      return [call("search_journal", { query: question.topic || question.text, limit: 5, ...relatedOf(question) }), documentSearch(question, question.topic)];
    }
    // "Who is my landlord?", "onde ponho o lixo?": nothing remembered and no one named; a lease or the building's rules may say.
    return question.topicWords.length > 0 && !results.some((result) => result.name === "search_knowledge_base") ? [documentSearch(question, question.topic)] : [];
  }
  if (intent.kind !== "whoIs") return [];
  // Someone (or something) told of in passing may be in a memory that names no entity ("remember that Pickles hates the vet").
  const unknown = resultOf(results, "get_person").filter((result) => (result.data as unknown as PersonData).person === null && !results.some((searched) => searched.name === "search_journal" && lookedUpFor(searched, String(result.arguments["name"]))));
  return unknown.flatMap((result) => {
    const name = String(result.arguments["name"]);
    return [call("search_journal", { query: name, limit: 3, recencyBoost: true }), call("search_memories", { query: name, limit: 5 })];
  });
};

/** Nothing remembered of the thing asked, nor in the journal: the holdings or the documents, looked up too, may answer
 * ("what is VWCE?", "what is ReLU?"), and "nothing remembered" is then said only when they hold nothing either. */
export const nothingRemembered = (question: Question, results: ReadonlyArray<ToolResultView>): boolean => {
  const intent = memoryIntent(question);
  if (intent.kind !== "recall" || intent.subject === null || journalRows(results).length > 0) return false;
  const facts = [...memoriesIn(results), ...rememberedRows(question)];
  const ask = factAsk(question, intent.subject, intent.history, facts);
  return ask.subject !== null && answeringFacts(facts, ask).length === 0;
};
