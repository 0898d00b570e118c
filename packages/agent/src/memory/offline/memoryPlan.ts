import { translationsOf } from "@lifeos/core";
import type { PlannedCall, SkillPlan } from "../../models/offline/OfflineSkill.js";
import type { Question } from "../../models/offline/question/Question.js";
import type { FactAsk } from "./factAsk.js";
import { answeringFacts, holdsEveryWord, ownNameFact } from "./answeringFacts.js";
import { factAnswer } from "./factAnswer.js";
import { ownAge, ownAgeAnswer, ownBirthAnswer, ownBirthFacts } from "./ownBirth.js";
import { relativesAgesSearch } from "./relativesAges.js";
import { relativesNamesAnswer } from "./relativesNames.js";
import { factAsk } from "./factAsk.js";
import { factReferred } from "./factReferred.js";
import { formerHolderAnswer } from "./replacedFacts.js";
import { doneLookups } from "./memoryDone.js";
import { composeHealth, healthIn, healthQuery } from "./memoryHealth.js";
import { memoryIntent, topicWordsOf } from "./memoryQuestion.js";
import { nextOwnThing, whenDoneTold } from "./factAsked.js";
import { refusedChangeReply } from "./memoryOffReply.js";
import { forgetSearch } from "./memoryForget.js";
import { statementReply } from "./memoryStatement.js";
import { kinWordsOf } from "./memoryWords.js";
import { relativeTermsOf } from "./memoryRelatives.js";
import { composeLastVisit, composeNextVisit, rememberedVisits } from "./memoryVisits.js";
import { memoryWorks } from "./memoryWorks.js";
import { somethingToDoAsked } from "./memoryFreeDays.js";
import { windowOf } from "./memoryAgenda.js";
import { planVisitCancel } from "./visitCancelAnswer.js";
import { call, namesAsked, relatedOf, rememberedRows } from "./memoryCalls.js";
import { sinceWhenAsked } from "./sinceWhenAsked.js";
import { sinceWhenPlan } from "./sinceWhenAnswer.js";
import { lifeNewsAnswer, lifeNewsQuery } from "./lifeNewsAsked.js";

/** A question for an amount: "how much…", "how many…", "quanto…", "quantas…". */
const amountAsked = /\b(?:how much|how many|quant[oa]s?)\b/;

/** Dates as facts are written ("2026-12-01", "1 de dezembro de 2026", "1 December 2026", "December 1, 2026"). */
const writtenDate = /\b\d{4}-\d{2}-\d{2}\b|\b\d{1,2}(?:st|nd|rd|th)? (?:de )?\p{L}+,? (?:de )?\d{4}\b|\b\p{L}+ \d{1,2}(?:st|nd|rd|th)?,? \d{4}\b/gu;

/** Whether a fact holds a number other than its dates: an amount a "how much" question could be answered with. */
const holdsAmount = (content: string): boolean => /\d/.test(content.replace(writtenDate, ""));

/** The search for a fact question: someone named only by relationship is looked for by its words in both languages too ("daughter filha"). */
const searchQuery = (query: string, ask: FactAsk): string => {
  const words = `${query} ${ask.relation === null ? "" : ask.words.join(" ")}`.split(/\s+/).filter((word) => word !== "").map((word) => word.toLowerCase());
  // A fact told in the other language is found by its own words too: "coffee" also searches "café".
  return [...new Set([...words, ...words.flatMap((word) => translationsOf(word))])].join(" ");
};

/** Entries a last-visit search reads: the newest strong match among them is the last visit, so a visit ranked fourth is not missed. */
const visitSearchLimit = 10;

/** Entries read for everything about someone: the latest first, as they are now. */
const mentionsRead = 5;

/** Who `name` is, the journal's entries that name them (by their nicknames too) and the memories that name them. */
const everythingAbout = (question: Question, name: string): ReadonlyArray<PlannedCall> => {
  const forms = question.related.find((list) => list[0] === name);
  return [
    call("get_person", { name }),
    call("search_journal", { query: name, limit: mentionsRead, recencyBoost: true, ...(forms === undefined ? {} : { related: [forms] }) }),
    call("search_memories", { query: name, limit: 8 }),
  ];
};

/** The plans for a message: questions about what is remembered, and statements that teach something. */
export const planMemory = (question: Question): ReadonlyArray<SkillPlan> => {
  // "Cancel the dentist appointment": an appointment told is called off, not a new one to note.
  const cancelled = planVisitCancel(question);
  if (cancelled !== null) return cancelled;
  // "How long have I known Sara?", "when did I join Farfetch?": what was told of it first, else the journal's first mention.
  const since = sinceWhenAsked(question);
  if (since !== null) return sinceWhenPlan(since);
  // "When did my grandfather die?", "o que aconteceu ao meu avô?": the news told of them answers, however it was worded.
  const news = lifeNewsAnswer(question, rememberedRows(question));
  if (news !== null) return [{ confidence: 0.95, calls: [], answer: news }];
  const intent = memoryIntent(question);
  // "When does it renew?", "quando é isso?" just after a fact was told or quoted: that fact answers.
  const referred = intent.kind === "recall" || intent.kind === "none" ? factReferred(question, rememberedRows(question)) : null;
  if (referred !== null) return [{ confidence: 0.95, calls: [], answer: factAnswer(question, factAsk(question, null, false, [referred]), [referred]) }];
  switch (intent.kind) {
    case "whoIs":
      if (intent.relation !== undefined) {
        // "Who is Tom's sister?": what was told of Tom, and the memories that name him with the relation, in either language.
        const forms = [...intent.relation.en, ...intent.relation.pt].map(([word]) => word);
        return [
          { confidence: 0.9, calls: [call("get_person", { name: intent.name }), call("search_memories", { query: [intent.name, ...forms].join(" "), limit: 8 })] },
          { confidence: 0.7, calls: [call("get_person", { name: intent.name })] },
        ];
      }
      {
        // "Who is Sofia?" when the person told "my name is Sofia": it is them. "Who are Ana and Tom?": each looked up.
        const self = ownNameFact(rememberedRows(question), intent.name);
        const lookUp: SkillPlan = { confidence: 0.9, calls: namesAsked(intent).map((name) => call("get_person", { name })) };
        if (intent.others !== undefined) return [lookUp];
        // "Tell me everything about Tom", "o que sabes sobre a Ana?": who they are, the journal's entries and what was told of them, at once.
        if (self === undefined && intent.about === true) return [{ confidence: 0.9, calls: everythingAbout(question, intent.name) }, { ...lookUp, confidence: 0.7 }];
        if (self === undefined) return [lookUp];
        const said = `“${self.content}” (${self.date})`;
        return [{ confidence: 0.95, calls: [], answer: question.language === "pt" ? `${intent.name} é o seu nome: contou-me ${said}.` : `${intent.name} is you: you told me ${said}.` }, lookUp];
      }
    case "lastVisit": {
      const known = rememberedVisits(question, intent.topic);
      return [
        { confidence: 0.93, calls: [call("search_memories", { query: intent.query, limit: 5 }), call("search_journal", { query: intent.query, limit: visitSearchLimit, recencyBoost: true, ...relatedOf(question) })] },
        { confidence: 0.6, calls: [call("search_memories", { query: intent.query, limit: 5 })] },
        // Without the tools, what the chat already put before the model still answers.
        ...(known.length > 0 ? [{ confidence: 0.5, calls: [], answer: composeLastVisit(question, intent.topic, []) }] : []),
      ];
    }
    case "nextVisit": {
      const known = rememberedVisits(question, intent.topic).filter((visit) => visit.date >= question.today);
      return [
        { confidence: 0.9, calls: [call("search_memories", { query: intent.query, limit: 8 })] },
        ...(known.length > 0 ? [{ confidence: 0.5, calls: [], answer: composeNextVisit(question, intent.topic, []) }] : []),
      ];
    }
    case "howMemoryWorks":
      return [{ confidence: 0.92, calls: [], answer: memoryWorks[question.language === "pt" ? "pt" : "en"] }];
    case "toldInPeriod": {
      // Every memory told in the period, however many were told since; the period's conversations beside them.
      const newest = call("search_memories", { query: "", toldFrom: intent.from, toldTo: intent.to, limit: 20 });
      return [
        { confidence: 0.92, calls: [newest, { ...call("search_conversations", { from: intent.from, to: intent.to, limit: 10 }), skill: "conversations" }] },
        // Without the conversations, still memory's: "what did I tell you in March?" is no review of the journal's month.
        { confidence: 0.85, calls: [newest] },
      ];
    }
    case "aboutMe":
      return [{ confidence: 0.9, calls: [call("search_memories", { query: "", limit: 10 })] }];
    case "aboutTopic": {
      // The topic with its related words ("family": sister, mother, …), so memories that name a relative are found; the journal too.
      // What was told is searched by the topic the question names, not by its words of telling ("contei").
      const words = topicWordsOf(question, intent);
      const related = question.related.filter((list) => words.includes(list[0]!));
      // The kin of "family" first (in both languages), then the related words, within the tool's 500 characters.
      const terms = [...new Set([...words, ...words.flatMap(kinWordsOf), ...relativeTermsOf(question, intent), ...related.flat()])];
      const query = terms.reduce((kept, term) => (kept.length + term.length + 1 <= 500 ? (kept === "" ? term : `${kept} ${term}`) : kept), "");
      const memories = call("search_memories", { query, limit: 10 });
      // "What did I tell you about my sister?": what was remembered, then the earlier conversations that spoke of it.
      if (intent.told === true) {
        return [
          { confidence: 0.9, calls: [memories, { ...call("search_conversations", { query: words.join(" "), limit: 10 }), skill: "conversations" }] },
          { confidence: 0.7, calls: [memories] },
        ];
      }
      return [
        { confidence: 0.9, calls: [memories, { ...call("search_journal", { query: words.join(" "), ...(related.length > 0 ? { related } : {}) }), skill: "journal" }] },
        { confidence: 0.7, calls: [memories] },
      ];
    }
    case "reminders":
      return [{ confidence: intent.change === undefined && intent.due !== true ? 0.85 : 0.9, calls: [call("list_reminders", {})] }];
    case "todo":
      return [
        { confidence: 0.85, calls: [call("search_memories", { query: "", type: "task", limit: 10 }), call("list_reminders", {})] },
        { confidence: 0.6, calls: [call("list_reminders", {})] },
      ];
    case "done":
      return [{ confidence: 0.9, calls: doneLookups }];
    case "agenda": {
      // The days told as facts ahead ("my sister's wedding is on Saturday") are listed with the appointments: those of
      // the window asked, or of any day from today, however long ago they were told (not only the newest memories).
      const days = windowOf(question) ?? { from: question.today };
      const agenda = [call("search_memories", { query: "", type: "appointment", ...days, limit: 20 }), call("search_memories", { query: "", type: "fact", ...days, limit: 20 }), call("list_reminders", {})];
      // "What should I do this weekend?": should nothing be planned, the open tasks and what the journal links with
      // happier days say what could be done.
      const toDo = question.has(somethingToDoAsked) ? [call("search_memories", { query: "", type: "task", limit: 20 }), call("get_current_state", { language: question.language })] : [];
      return [
        ...(toDo.length > 0 ? [{ confidence: 0.86, calls: [...agenda, ...toDo] }] : []),
        { confidence: 0.85, calls: agenda },
        { confidence: 0.6, calls: [call("list_reminders", {})] },
      ];
    }
    case "goals":
      return [
        // The portfolio words its own savings goals.
        { confidence: 0.86, calls: [call("search_memories", { query: "", type: "goal", limit: 10 }), { ...call("get_goals", {}), skill: "portfolio" }] },
        { confidence: 0.8, calls: [call("search_memories", { query: "", type: "goal", limit: 10 })] },
      ];
    case "birthdays":
      return [{ confidence: 0.9, calls: [call("search_memories", { query: "birthday aniversário anos anniversary", limit: 20 })] }];
    case "health": {
      // The person's health as remembered; for "what do you know about my health?" the journal's health entries too.
      // A medicine is asked of the documents first (a prescription, a doctor's letter) unless told in chat.
      const search: SkillPlan = {
        confidence: intent.ask === "medication" ? 0.8 : 0.9,
        calls: [
          call("search_memories", { query: healthQuery, limit: 20 }),
          ...(intent.ask === "all" ? [{ ...call("search_journal", { query: question.topic || "health", ...relatedOf(question) }), skill: "journal" }] : []),
        ],
      };
      // "Do I have any allergies?" with the allergy already in the system prompt: answered at once, as other facts are.
      const known = healthIn(rememberedRows(question).map((row) => ({ ...row, dated: false })), intent.ask);
      return intent.ask !== "all" && known.length > 0 ? [{ confidence: 0.95, calls: [], answer: composeHealth(question, intent.ask, known) }, search] : [search];
    }
    case "recall": {
      const ask = factAsk(question, intent.subject, intent.history, rememberedRows(question));
      // "How much is my rent?": a remembered fact with no number in it ("I need to pay the rent") names the topic but
      // does not answer; the documents (a lease, a bill) may, so memory only searches, at less than their confidence.
      const amount = ask.attribute === null && amountAsked.test(question.normalized);
      // Asking a known attribute of someone ("quantos anos tem…") is surely about memory, whatever else the words could count.
      // So is one's own next thing ("when is my next exam?"): memory first, then the journal and the documents (see `followUp`).
      // Where one works, asked as "my employer" or "a minha empresa", is the person's own fact before any document's word.
      const ownWork = ask.attribute?.key === "work" && ask.subject === null && ask.relation === null;
      const search: SkillPlan = { confidence: ownWork ? 0.9 : ask.attribute !== null || question.has(nextOwnThing) ? 0.85 : amount ? 0.5 : 0.75, calls: [call("search_memories", { query: searchQuery(intent.query, ask), limit: 8, ...(intent.history ? { includeHistory: true } : {}) })] };
      // A current fact already in the system prompt answers at once; the past needs the facts that no longer hold.
      const known = answeringFacts(ownBirthFacts(question, rememberedRows(question)), ask).filter((fact) => !amount || holdsAmount(fact.content));
      // A fact that holds every word asked answers before any journal entry or document that may only name them.
      // So does one that tells, with its time, the doing a "when did I…" question asks ("I met Tom at university in 2015").
      const answered = amount ? 0.8 : known.some((fact) => holdsEveryWord(fact, ask)) || whenDoneTold(question) ? 0.95 : search.confidence + 0.05;
      // "Who was my dentist before?" with both dentists still in the system prompt: the earlier one is already known.
      const earlierKnown = intent.history && formerHolderAnswer(question, ask, known) !== null;
      // "What year was I born?": the year told, however the day was, read from what the facts say of the birth.
      // "How old are my kids?": each one's age told, and whose was not; searched for by their names and the words of an age.
      const relatives = relativesAgesSearch(question, rememberedRows(question), search);
      if (relatives !== null) return relatives;
      // "Who are my kids?": every one told, said as the answer after a search says it.
      const birth = relativesNamesAnswer(question, rememberedRows(question)) ?? ownBirthAnswer(question, rememberedRows(question), false) ?? (ownAge(ask) ? ownAgeAnswer(question, rememberedRows(question)) : null);
      if (birth !== null) return [{ confidence: 0.95, calls: [], answer: birth }, search];
      return known.length > 0 && (!intent.history || earlierKnown) ? [{ confidence: answered, calls: [], answer: factAnswer(question, ask, known) }, search] : [search];
    }
    case "none":
      break;
  }
  // "Novidades da Ana?" with nothing told of her in the prompt: what was told of her is searched, before the journal.
  const newsQuery = lifeNewsQuery(question);
  if (newsQuery !== null) return [{ confidence: 0.8, calls: [call("search_memories", { query: newsQuery, limit: 10 })] }];
  const reply = statementReply(question);
  if (reply === null) return [];
  // Memory off: nothing will be kept, set or forgotten, so the reply says so instead of promising it.
  if (question.memoryOff) return [{ confidence: 0.8, calls: [], answer: refusedChangeReply(reply, question.language === "pt" ? "pt" : "en") }];
  // "Forget that I have a dog": what is remembered of it is looked up first, so nothing never kept is said to be forgotten.
  if (reply.query !== undefined && question.tools.has("search_memories")) return [{ confidence: 0.8, calls: [forgetSearch(reply.query)] }, { confidence: 0.5, calls: [], answer: reply.answer }];
  // "Remind me in 2 hours to take my medicine" asks for the reminder outright, whatever a document could say of medicine.
  // So is a date of one's own told ("the car insurance renews in March"): a fact to keep, not words to look up in the documents;
  // and a task told with its deadline ("I need to file my taxes before 30 June", "preciso de entregar o IRS até maio"),
  // whatever it is done to: a to-do to note with a reminder offered (a question of it has no task, see `extractOffline`).
  const kept = reply.ownDate === true || reply.dueTask === true ? 0.9 : 0.8;
  if (reply.unknown.length === 0) return [{ confidence: reply.kind === "remind" ? 0.97 : kept, calls: [], answer: reply.answer }];
  return [
    { confidence: kept, calls: reply.unknown.slice(0, 2).map((person) => call("get_person", { name: person.name })) },
    { confidence: 0.5, calls: [], answer: [reply.answer, ...reply.unknown.map((person) => person.question)].join(" ") },
  ];
};
