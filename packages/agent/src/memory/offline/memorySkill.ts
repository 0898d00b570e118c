import { translationsOf } from "@lifeos/core";
import { documentSearchCall } from "../../knowledge/offline/documentSearchCall.js";
import { paragraphs } from "../../models/offline/answerText.js";
import type { OfflineSkill, PlannedCall, SkillPlan, ToolResultView } from "../../models/offline/OfflineSkill.js";
import type { Question } from "../../models/offline/question/Question.js";
import type { FactAsk, FactRow } from "./memoryFacts.js";
import { answeringFacts, factAnswer, factAsk, holdsEveryWord, ownNameFact } from "./memoryFacts.js";
import { composeNextThingUnremembered } from "./memoryNextThing.js";
import { factReferred } from "./factReferred.js";
import { journalBirthday, journalBirthdaySearch, ownBirthdayAsked } from "./journalBirthday.js";
import { composeAgenda } from "./memoryAgenda.js";
import { composeTodo } from "./memoryTodo.js";
import { composeDone, doneLookups, reminderDone } from "./memoryDone.js";
import { composeBirthdays } from "./memoryBirthdays.js";
import { composeHealth, healthIn, healthQuery } from "./memoryHealth.js";
import { holdingsLookup } from "./memoryHoldings.js";
import { memoryIntent, nextOwnThing, topicWordsOf } from "./memoryQuestion.js";
import { explainFailure, readWithMemoryOff, refusedChangeReply, refusedIn } from "./memoryOffReply.js";
import { forgetFound, forgetSearch } from "./memoryForget.js";
import { statementReply } from "./memoryStatement.js";
import { kinWordsOf } from "./memoryWords.js";
import { composeReminders, remindersIn, reminderMeant } from "./memoryReminders.js";
import { composeAboutMe } from "./memoryAboutMe.js";
import { relativeTermsOf, relativesReply } from "./memoryRelatives.js";
import { composePerson, composeRelative, journalMentions, namesWord } from "./memoryPeople.js";
import type { PersonData } from "./memoryRows.js";
import { journalRows, memoriesIn, onTopic, resultOf } from "./memoryRows.js";
import { composeLastVisit, composeNextVisit, nextVisitsIn, rememberedVisits, visitDocumentSearch } from "./memoryVisits.js";

const call = (name: string, args: Record<string, unknown>): PlannedCall => ({ name, arguments: args });

/** A question for an amount: "how much…", "how many…", "quanto…", "quantas…". */
const amountAsked = /\b(?:how much|how many|quant[oa]s?)\b/;

/** Dates as facts are written ("2026-12-01", "1 de dezembro de 2026", "1 December 2026", "December 1, 2026"). */
const writtenDate = /\b\d{4}-\d{2}-\d{2}\b|\b\d{1,2}(?:st|nd|rd|th)? (?:de )?\p{L}+,? (?:de )?\d{4}\b|\b\p{L}+ \d{1,2}(?:st|nd|rd|th)?,? \d{4}\b/gu;

/** Whether a fact holds a number other than its dates: an amount a "how much" question could be answered with. */
const holdsAmount = (content: string): boolean => /\d/.test(content.replace(writtenDate, ""));

/** A search of the documents for the question's words (or the subject asked of), read back by the documents' skill. */
const documentSearch = (question: Question, subject: string): PlannedCall => {
  return { ...documentSearchCall(question, question.topicWords.length > 0 ? question.topicWords : [subject]), skill: "knowledge" };
};
/** The memories the chat put into the turn's system prompt (current facts only). */
const rememberedRows = (question: Question): ReadonlyArray<FactRow> =>
  question.remembered.map((fact) => ({ content: fact.content, date: fact.date, type: fact.type, current: true }));


/** The search for a fact question: someone named only by relationship is looked for by its words in both languages too ("daughter filha"). */
const searchQuery = (query: string, ask: FactAsk): string => {
  const words = `${query} ${ask.relation === null ? "" : ask.words.join(" ")}`.split(/\s+/).filter((word) => word !== "").map((word) => word.toLowerCase());
  // A fact told in the other language is found by its own words too: "coffee" also searches "café".
  return [...new Set([...words, ...words.flatMap((word) => translationsOf(word))])].join(" ");
};

/** Entries a last-visit search reads: the newest strong match among them is the last visit, so a visit ranked fourth is not missed. */
const visitSearchLimit = 10;

/** The question's words in the other language too, for the journal search of a last visit ("fisioterapeuta" finds "physio"). */
const relatedOf = (question: Question): { related?: ReadonlyArray<ReadonlyArray<string>> } => (question.related.length > 0 ? { related: question.related } : {});

/** How remembering works, offline as with a model: what is kept, from what, and where to see it. */
const memoryWorksEn =
  "Yes. When you tell me something about yourself or the people in your life (\"my sister Ana lives in Porto\", \"I'm allergic to penicillin\", \"remind me to call mum on Sunday\"), I keep it as a memory after I answer, and use it when you ask later (\"who is Ana?\", \"what am I allergic to?\"). Questions, greetings and \"maybe\"s are not kept. You can see, correct or delete what I keep on the Memories page (its Privacy tab turns remembering off), or say \"forget what I said about Ana\".";
const memoryWorksPt =
  "Sim. Quando me conta algo sobre a sua vida ou sobre as pessoas dela («a minha irmã Ana mora no Porto», «sou alérgico à penicilina», «lembre-me de ligar à mãe no domingo»), guardo-o como memória depois de responder e uso-o quando perguntar mais tarde («quem é a Ana?», «a que sou alérgico?»). Perguntas, cumprimentos e «talvez» não ficam guardados. Na página Memories (memórias) pode ver, corrigir ou apagar o que guardo (e desligar a memória em Privacy), ou dizer «esquece o que disse sobre a Ana».";

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
const plan = (question: Question): ReadonlyArray<SkillPlan> => {
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
      return [{ confidence: 0.92, calls: [], answer: question.language === "pt" ? memoryWorksPt : memoryWorksEn }];
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
      return [{ confidence: intent.change === undefined ? 0.85 : 0.9, calls: [call("list_reminders", {})] }];
    case "todo":
      return [
        { confidence: 0.85, calls: [call("search_memories", { query: "", type: "task", limit: 10 }), call("list_reminders", {})] },
        { confidence: 0.6, calls: [call("list_reminders", {})] },
      ];
    case "done":
      return [{ confidence: 0.9, calls: doneLookups }];
    case "agenda":
      return [
        { confidence: 0.85, calls: [call("search_memories", { query: "", type: "appointment", limit: 10 }), call("list_reminders", {})] },
        { confidence: 0.6, calls: [call("list_reminders", {})] },
      ];
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
      const known = answeringFacts(rememberedRows(question), ask).filter((fact) => !amount || holdsAmount(fact.content));
      // A fact that holds every word asked answers before any journal entry or document that may only name them.
      const answered = amount ? 0.8 : known.some((fact) => holdsEveryWord(fact, ask)) ? 0.95 : search.confidence + 0.05;
      return known.length > 0 && !intent.history ? [{ confidence: answered, calls: [], answer: factAnswer(question, ask, known) }, search] : [search];
    }
    case "none":
      break;
  }
  const reply = statementReply(question);
  if (reply === null) return [];
  // Memory off: nothing will be kept, set or forgotten, so the reply says so instead of promising it.
  if (question.memoryOff) return [{ confidence: 0.8, calls: [], answer: refusedChangeReply(reply, question.language === "pt" ? "pt" : "en") }];
  // "Forget that I have a dog": what is remembered of it is looked up first, so nothing never kept is said to be forgotten.
  if (reply.query !== undefined && question.tools.has("search_memories")) return [{ confidence: 0.8, calls: [forgetSearch(reply.query)] }, { confidence: 0.5, calls: [], answer: reply.answer }];
  // "Remind me in 2 hours to take my medicine" asks for the reminder outright, whatever a document could say of medicine.
  // So is a date of one's own told ("the car insurance renews in March"): a fact to keep, not words to look up in the documents.
  if (reply.unknown.length === 0) return [{ confidence: reply.kind === "remind" ? 0.97 : reply.ownDate === true ? 0.9 : 0.8, calls: [], answer: reply.answer }];
  return [
    { confidence: 0.8, calls: reply.unknown.slice(0, 2).map((person) => call("get_person", { name: person.name })) },
    { confidence: 0.5, calls: [], answer: [reply.answer, ...reply.unknown.map((person) => person.question)].join(" ") },
  ];
};

/** What the tools found, in words; with memory off, said after a note that memory is off (a change asked is refused). */
const compose = (question: Question, results: ReadonlyArray<ToolResultView>): string => {
  const refused = refusedIn(question, results);
  if (refused !== null) return refused;
  const answer = composeFound(question, results);
  if (memoryIntent(question).kind === "none") return answer;
  return question.memoryOff && answer !== "" ? readWithMemoryOff(answer, question.language === "pt" ? "pt" : "en") : answer;
};

/** Everyone a "who is" question asks of, in order. */
const namesAsked = (intent: { readonly name: string; readonly others?: ReadonlyArray<string> }): ReadonlyArray<string> => [intent.name, ...(intent.others ?? [])];

/** Whether a result was looked up for `name` (its person, or a search of its name). */
const lookedUpFor = (result: ToolResultView, name: string): boolean => result.arguments["name"] === name || result.arguments["query"] === name;

/** Who someone is: what is remembered of them, else what was told in passing, with what the journal says of them. */
const composeWhoIs = (question: Question, name: string, results: ReadonlyArray<ToolResultView>): string => {
  const person = resultOf(results, "get_person")[0];
  if (person === undefined) return "";
  const data = person.data as unknown as PersonData;
  const told = data.person === null ? memoriesIn(results).filter((memory) => memory.current && namesWord(memory.content, name)) : [];
  if (told.length > 0) {
    const intro = question.language === "pt" ? `O que me contou sobre ${name}:` : `What you told me about ${name}:`;
    return [intro, ...told.slice(0, 5).map((memory) => `- ${memory.date}: ${memory.content}`), ...journalMentions(question, name, journalRows(results))].join("\n");
  }
  if (data.person === null) return composePerson(question, data, journalRows(results), name);
  // Everything about someone known: who they are, then the other memories that name them, then the journal's mentions.
  const kept = new Set(data.memories.map((memory) => memory.content));
  const named = memoriesIn(results).filter((memory) => memory.current && !kept.has(memory.content) && namesWord(memory.content, name)).slice(0, 5);
  return [composePerson(question, data, [], name), ...named.map((memory) => `- ${memory.date}: ${memory.content}`), ...journalMentions(question, name, journalRows(results))].join("\n");
};

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
    const facts = [...memoriesIn(results), ...rememberedRows(question)];
    const ask = factAsk(question, intent.subject, intent.history, facts);
    const answering = answeringFacts(facts, ask);
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
  if (intent.kind === "reminders") return composeReminders(question, intent.change, results);
  if (intent.kind === "agenda") return composeAgenda(question, results);
  if (intent.kind === "done") return composeDone(question, results);
  if (intent.kind === "goals") {
    const goals = memoriesIn(results).filter((memory) => memory.current && memory.type === "goal");
    if (goals.length === 0) {
      return pt
        ? "Ainda não me contou nenhum objetivo. Diga-me (por exemplo «o meu objetivo este ano é correr uma maratona») e eu guardo."
        : "You haven't told me any goals yet. Tell me (for example \"my goal this year is to run a marathon\") and I'll remember it.";
    }
    const listed = [pt ? "Os objetivos que me contou:" : "The goals you told me:", ...goals.map((goal) => `- ${goal.date}: ${goal.content}`)];
    // How they go is not something the offline mode can weigh: it says so rather than guess.
    if (intent.progress === true) listed.push("", pt ? "No modo offline não consigo avaliar como vão; o seu diário pode dizer mais." : "The offline mode can't weigh how they are going; your journal may say more.");
    return listed.join("\n");
  }
  if (intent.kind === "todo") return composeTodo(question, results);
  if (intent.kind === "aboutTopic") {
    // "Do I have pets?", "what did I tell you about my sister?", "tell me about my family": only a memory that names it (or
    // one of its people) answers; what else the search returned is not about it.
    const strict = intent.owned === true || intent.told === true || kinWordsOf(intent.topic).length > 0;
    const relatives = relativesReply(question, intent, memoriesIn(results).filter((memory) => memory.current));
    if (relatives !== null) return relatives;
    const memories = onTopic(memoriesIn(results).filter((memory) => memory.current), results, strict);
    const words = topicWordsOf(question, intent);
    const topic = words.join(" ");
    // "What did I say about Ana?": a name is nobody's "your Ana".
    const yours = /^\p{Lu}/u.test(topic) ? topic : `your ${topic}`;
    if (memories.length === 0) return pt ? `Não tenho nada guardado sobre «${topic}».` : `I have nothing remembered about ${yours}.`;
    return [pt ? `O que me contou sobre «${topic}»:` : `What you told me about ${yours}:`, ...memories.map((memory) => `- ${memory.date}: ${memory.content}`)].join("\n");
  }
  if (intent.kind === "aboutMe") return composeAboutMe(question, memoriesIn(results));
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

/**
 * Memory's offline skill: "who is Susana?" / "quem é a Susana?", "when did I
 * last go to the dentist?" (memories and journal, newest first, with dates)
 * and "when is my next one?", "what do you remember about me?", reminders,
 * facts about someone ("how old is Susana?", "onde trabalha o Rui?", "how
 * old is my daughter?"), answered at once from the memories the chat put in
 * the prompt when they hold the answer and otherwise by searching, "how old
 * was she last year?" from the facts that no longer hold, and statements that teach
 * something: it says what it will remember, asks once who an unknown person
 * is, offers a reminder for a task, and acknowledges "é minha filha" or a
 * plain "sim". Learning itself runs after the answer, as a job.
 */
export const memorySkill: OfflineSkill = {
  name: "memory",
  tools: ["search_memories", "get_person", "list_reminders", "complete_reminder", "search_journal", "get_goals"],
  plan,
  // Someone memory does not know yet, or knows nothing asked about, may still be in the journal: look there next.
  followUp: (question, results) => {
    const intent = memoryIntent(question);
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
        return [call("search_journal", { query: forms[0]!, ...(forms.length > 1 ? { related: [forms] } : {}), limit: 3 })];
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
  },
  compose,
  // Nothing remembered of the thing asked, nor in the journal: the holdings or the documents, looked up too, may answer
  // ("what is VWCE?", "what is ReLU?"), and "nothing remembered" is then said only when they hold nothing either.
  nothingAbout: (question, results) => {
    const intent = memoryIntent(question);
    if (intent.kind !== "recall" || intent.subject === null || journalRows(results).length > 0) return false;
    const facts = [...memoriesIn(results), ...rememberedRows(question)];
    const ask = factAsk(question, intent.subject, intent.history, facts);
    return ask.subject !== null && answeringFacts(facts, ask).length === 0;
  },
  explainFailure,
  help: {
    en: ["Who is Susana?", "How old is Susana?", "When did I last go to the dentist?", "What do you remember about me?", "My daughter Susana needs to see the eye doctor.", "What are my reminders?"],
    pt: ["Quem é a Susana?", "Quantos anos tem a Susana?", "Quando fui ao dentista pela última vez?", "O que sabe sobre mim?", "A Susana minha filha precisa ir no oftalmologista.", "Quais são os meus lembretes?"],
  },
};
