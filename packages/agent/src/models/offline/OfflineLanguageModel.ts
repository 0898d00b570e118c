import type { Language, LanguageModelService, ModelRequest, ModelStreamPart, ModelToolCall } from "@lifeos/core";
import { LanguageModel, memoryOffNotice } from "@lifeos/core";
import { Effect, Layer, Stream } from "effect";
import { clip, paragraphs, plain } from "./answerText.js";
import { capabilityText, generalPhrases } from "./general/generalPhrases.js";
import { skillsAskedAbout } from "./general/helpAbout.js";
import { generalSkill } from "./general/generalSkill.js";
import type { OfflineSkill, ToolResultView } from "./OfflineSkill.js";
import type { Turn } from "./planTurn.js";
import { processingNotice } from "./processingNotice.js";
import { callId, choosePlan, followUps, toolCall } from "./planTurn.js";
import type { Question } from "./question/Question.js";
import { courtesyOnly } from "./question/analyseQuestion.js";
import { askParts, completeAsk, inPeriodOf, inPeriodOfLast } from "./question/askParts.js";
import { makeQuestionReader } from "./question/questionOfTurn.js";
import { rememberedFacts } from "./question/rememberedFacts.js";
import { textDeltas } from "./textDeltas.js";
import { partsOfCall, readExchange, skillOfCall } from "./toolResults.js";

/** The model id the offline planner reports (and threads record). */
export const offlineModelId = "offline";

export interface OfflineModelOptions {
  /**
   * What the model understands, one skill per domain (the server passes its
   * domain modules' `offlineSkills`). The general skill (greetings, thanks,
   * "what can you do?", and the honest fallback) is always added last.
   */
  readonly skills?: ReadonlyArray<OfflineSkill>;
}

const failed: Readonly<Record<Language, (tool: string, message: string) => string>> = {
  en: (tool, message) => `I couldn't use ${tool}: ${message}`,
  pt: (tool, message) => `Não consegui usar ${tool}: ${message}`,
};
const nothing: Readonly<Record<Language, string>> = { en: "I found nothing.", pt: "Não encontrei nada." };

/** A plan this sure that could not run (its tools not offered) is answered with "I can't look that up" when nothing half as sure can run. */
const missedThreshold = 0.3;

/** How many of the conversation's answers a question may point back at ("the second one" after an answer about the first). */
const answersKept = 3;

/** The texts of the last answers before the user's latest message, oldest first. */
const lastAnswers = (messages: ModelRequest["messages"]): string[] => {
  const asked = messages.findLastIndex((message) => message.role === "user");
  return messages
    .slice(0, Math.max(asked, 0))
    .flatMap((message) => (message.role === "assistant" && message.content !== "" ? [message.content] : []))
    .slice(-answersKept);
};

/** Help lines of the skills with an offered tool, in order. */
const helpLines = (skills: ReadonlyArray<OfflineSkill>, tools: ReadonlySet<string>, language: Language): string[] =>
  skills.flatMap((skill) => (skill.help !== undefined && skill.tools.some((tool) => tools.has(tool)) ? skill.help[language] : []));

/** Each result with the skill that planned it (by its call id, else the first skill that lists the tool). */
const bySkill = (skills: ReadonlyArray<OfflineSkill>, results: ReadonlyArray<ToolResultView>): Map<OfflineSkill, ToolResultView[]> => {
  const groups = new Map<OfflineSkill, ToolResultView[]>();
  for (const result of results) {
    const named = skillOfCall(result.id);
    const skill = skills.find((candidate) => candidate.name === named) ?? skills.find((candidate) => candidate.tools.includes(result.name));
    if (skill === undefined) continue;
    groups.set(skill, [...(groups.get(skill) ?? []), result]);
  }
  return groups;
};

/** Lowest confidence of the plan for the words after "and" to be an ask of their own ("… and my reminders"). */
const ownAskThreshold = 0.6;

/** Lowest confidence of a plan run to look elsewhere: a plausible reading, not a last resort. */
const elsewhereThreshold = 0.1;

const foundNothing = (skill: OfflineSkill, results: ReadonlyArray<ToolResultView>): boolean => skill.foundNothing?.(results) === true;

/**
 * Searches only, one of which holds none of some words asked (`missing`): what was found is not about them. A skill
 * that went on to use what it found (a reflection on the entry found) has its answer.
 */
const partlyFound = (results: ReadonlyArray<ToolResultView>): boolean =>
  results.every((result) => result.name.startsWith("search_")) && results.some((result) => result.success && Array.isArray(result.data["missing"]) && result.data["missing"].length > 0);

/**
 * When the one skill that answered only searched and found nothing, or
 * found nothing of some words asked, or only came close (`onlyClose`): the surest plan of the other
 * searching skills, once per question.
 */
const lookElsewhere = (question: Question, skills: ReadonlyArray<OfflineSkill>, groups: ReadonlyMap<OfflineSkill, ReadonlyArray<ToolResultView>>, part: number) => {
  const [only, ...others] = [...groups.entries()];
  if (only === undefined || others.length > 0 || !(foundNothing(...only) || partlyFound(only[1]) || only[0].onlyClose?.(question, only[1]) === true)) return [];
  const { chosen } = choosePlan(question, skills.filter((skill) => skill !== only[0] && skill.foundNothing !== undefined));
  if (chosen === null || chosen.plan.calls.length === 0 || chosen.plan.confidence < elsewhereThreshold) return [];
  return chosen.plan.calls.map((call) => toolCall(chosen.skill.name, call, [part]));
};

/**
 * The skills to answer from: those that found something (of what was asked, not only close to it) when others found
 * nothing or only came close; the first one when none found anything.
 */
const answering = (question: Question, groups: ReadonlyMap<OfflineSkill, ReadonlyArray<ToolResultView>>): ReadonlyMap<OfflineSkill, ReadonlyArray<ToolResultView>> => {
  const entries = [...groups.entries()];
  const found = entries.filter(([skill, results]) => !foundNothing(skill, results) && skill.nothingAbout?.(question, results) !== true && skill.onlyClose?.(question, results) !== true);
  if (found.length === entries.length) return groups;
  return new Map(found.length > 0 ? found : entries.slice(0, 1));
};

/**
 * When no skill found anything, the line of each searching skill but the one answering that says it searched too ("I
 * searched your documents too, …"): the answer names everything that was searched, not only the journal.
 */
const searchedToo = (question: Question, groups: ReadonlyMap<OfflineSkill, ReadonlyArray<ToolResultView>>, answered: ReadonlyMap<OfflineSkill, unknown>): string[] =>
  [...groups.entries()].flatMap(([skill, results]) => (answered.has(skill) || !foundNothing(skill, results) ? [] : [skill.nothingEither?.(question, results) ?? ""]));

const compose = (question: Question, groups: ReadonlyMap<OfflineSkill, ReadonlyArray<ToolResultView>>): string => {
  const answered = answering(question, groups);
  const sections = [...answered.entries()].flatMap(([skill, results]) => {
    const failures = results.filter((result) => !result.success).map((result) => skill.explainFailure?.(question, result) ?? failed[question.language](result.name, result.error ?? ""));
    const successes = results.filter((result) => result.success);
    return [...failures, ...(successes.length > 0 ? [skill.compose(question, successes)] : [])];
  });
  const foundNone = [...answered.entries()].every(([skill, results]) => foundNothing(skill, results) || skill.nothingAbout?.(question, results) === true || skill.onlyClose?.(question, results) === true);
  return [...sections, ...(foundNone ? searchedToo(question, groups, answered) : [])].filter((section) => section.trim() !== "").join("\n\n") || nothing[question.language];
};

/** The calls of every ask's turn, a call two asks make alike made once for both (a tool is not called twice alike in a run). */
const sharedCalls = (turns: ReadonlyArray<Turn>): ModelToolCall[] => {
  const calls = new Map<string, { call: ModelToolCall; parts: number[] }>();
  turns.forEach((turn, part) => {
    for (const call of turn.kind === "calls" ? turn.calls : []) {
      const key = `${call.name}\u0000${call.arguments}`;
      const same = calls.get(key);
      if (same === undefined) calls.set(key, { call, parts: [part] });
      else if (!same.parts.includes(part)) same.parts.push(part);
    }
  });
  return [...calls.values()].map(({ call, parts }) => ({ ...call, id: callId(skillOfCall(call.id) ?? "", parts) }));
};

/** The answers of several asks in order, each under its ask as a heading; asks answered alike share one section. */
const sectionsOf = (asks: ReadonlyArray<string>, texts: ReadonlyArray<string>): string => {
  const sections: Array<{ headings: string[]; text: string }> = [];
  texts.forEach((text, part) => {
    const heading = askHeading(asks[part]!);
    const same = sections.find((section) => section.text === text);
    if (same === undefined) sections.push({ headings: [heading], text });
    else same.headings.push(heading);
  });
  return paragraphs(...sections.map((section) => `#### ${section.headings.join(" ")}\n\n${section.text}`));
};

/** An ask as the heading of its answer: its words as asked, capitalised, without Markdown, cut when long. */
const askHeading = (text: string): string => {
  const words = clip(plain(text), 90);
  return `${words.charAt(0).toUpperCase()}${words.slice(1)}`;
};

/**
 * The offline `LanguageModel`: a deterministic planner, not an AI model,
 * and it never says otherwise. A message of several asks ("what's my last
 * entry? also, any reminders?", `askParts`) is answered ask by ask as below,
 * each ask's calls tagged with it and the answers joined in order under the
 * asks as headings. On a user turn it reads the user's last
 * message once (`analyseQuestion`, kept for the run's later rounds: language, dates, topic words with their
 * related words, mood metric, cues) and asks every skill for plans; the
 * surest plan whose tools the request offers runs (a greeting or a
 * capability question is answered without tools). The memories the chat
 * put into the system prompt are read back (`Question.remembered`), so a
 * skill can answer from them. When the results come
 * back, the skill that planned the calls may ask for one more round
 * (`followUp`); when its searches found nothing, the other searching skills
 * are asked once (`foundNothing`: the journal, then the documents); then the
 * skills that found something write the answer from the results alone
 * (`compose`); failed calls are reported as such, and data still being
 * processed (a tool's `meta.processing`) is said first. Text streams in
 * word-sized deltas.
 *
 * Adding a skill for a domain:
 * 1. Write `packages/agent/src/<domain>/offline/<domain>Skill.ts` exporting
 *    an `OfflineSkill`: its `name`, the `tools` it may call, `plan` (read
 *    the `Question`: `question.has(/…/)` over the normalised text, `cues`,
 *    `range`/`dates`, `topic`/`related`, `metric`; return plans with a
 *    confidence, preferred first, and cheaper fall-backs at lower
 *    confidence), `compose` (a short reading of the results in
 *    `question.language`, with the helpers of `answerText.ts`; the card
 *    shows the detail) and `help` (a few example questions per language).
 * 2. Add it to the domain's server module: `offlineSkills: [<domain>Skill]`
 *    in `apps/server/src/<domain>/module.ts`; the model stack gathers every
 *    module's skills.
 * 3. Add its phrasings to the table test in `packages/agent/test/offline/`.
 * Words a skill's patterns rely on belong in `cueVocabulary.ts` (so typos of
 * them are corrected), and topics in `concepts.ts` (so related words are found).
 */
export const make = (options: OfflineModelOptions = {}): LanguageModelService => {
  const skills = [...(options.skills ?? []).filter((skill) => skill.name !== generalSkill.name), generalSkill];
  const readQuestion = makeQuestionReader();

  /**
   * The user's last message read once per ask (`askParts`), each ask with the asks before it as earlier messages, and
   * the asks as worded (the headings of their answers: "With whom?", read as "with whom did I last go to Sintra?").
   */
  const questionsOf = (request: ModelRequest): { questions: Question[]; asks: string[] } => {
    const said = request.messages.flatMap((message) => (message.role === "user" ? [message.content] : []));
    const tools = new Set((request.tools ?? []).map((tool) => tool.name));
    const message = said.at(-1) ?? "";
    const read = (text: string, before: ReadonlyArray<string>) =>
      readQuestion(
        {
          text,
          now: request.now ?? new Date(),
          timeZone: request.timeZone ?? "UTC",
          tools,
          capabilities: (language) => helpLines(skillsAskedAbout(text, skills), tools, language),
          earlier: [...said.slice(0, -1), ...before],
          answers: lastAnswers(request.messages),
          remembered: rememberedFacts(request.system),
          memoryOff: request.system.includes(memoryOffNotice),
          ...(request.vocabulary !== undefined ? { vocabulary: request.vocabulary } : {}),
          ...(request.names !== undefined ? { names: request.names } : {}),
          ...(request.journalSpan !== undefined ? { journalSpan: request.journalSpan } : {}),
          ...(request.assets !== undefined ? { assets: request.assets } : {}),
          ...(request.accounts !== undefined ? { accounts: request.accounts } : {}),
        },
        request.system,
      );
    // "… and my reminders": an ask of its own when the planner reads it, alone, as surely asking of other tools.
    const askedOf = (text: string): ReadonlySet<string> | undefined => {
      const { chosen } = choosePlan(read(text, []), skills);
      if (chosen === null || chosen.skill === generalSkill || chosen.plan.confidence < ownAskThreshold) return undefined;
      return new Set(chosen.plan.calls.map((call) => call.name));
    };
    const asks = askParts(message, askedOf);
    if (asks.length === 1) return { questions: [read(message, [])], asks };
    const questions: Question[] = [];
    for (const [index, text] of asks.entries()) {
      const asked = read(text, asks.slice(0, index));
      const before = questions.at(-1);
      const completed = before === undefined ? text : completeAsk(text, asked, before);
      const question = completed === text ? asked : read(completed, asks.slice(0, index));
      questions.push(before === undefined ? question : inPeriodOf(question, before));
    }
    // "what made me happy and what stressed me this month?": the period closing the message is of the asks before too.
    const last = questions.at(-1)!;
    for (const [index, question] of questions.slice(0, -1).entries()) questions[index] = inPeriodOfLast(question, last);
    // "Hi! How are you? What was my last entry?": courtesy is no ask of its own; the message is read whole.
    return questions.some(courtesyOnly) ? { questions: [read(message, [])], asks: [message] } : { questions, asks };
  };

  /**
   * A question's first turn: the calls of the surest plan whose tools are offered, or its reply. One ask of several
   * that nothing understood says so in a line, not with the whole list of what can be asked.
   */
  const firstTurn = (question: Question, part: number, several = false): Turn => {
    const { chosen, missed } = choosePlan(question, skills);
    // A question some skill understood, asked where its tools are not offered: say so, rather than the general fallback.
    if (missed >= missedThreshold && (chosen === null || chosen.plan.confidence < missed / 2)) {
      return { kind: "text", text: paragraphs(generalPhrases[question.language].cannotLookUp, capabilityText(question.language, question.capabilities)) };
    }
    if (chosen === null) return { kind: "text", text: nothing[question.language] };
    if (several && chosen.skill === generalSkill && chosen.plan.confidence < elsewhereThreshold) return { kind: "text", text: generalPhrases[question.language].unknown };
    if (chosen.plan.calls.length > 0) return { kind: "calls", calls: chosen.plan.calls.map((call) => toolCall(chosen.skill.name, call, [part])) };
    return { kind: "text", text: chosen.plan.answer ?? "" };
  };

  /** A question's turn after its results: the skills' follow-ups, else a look elsewhere, else the answer. */
  const laterTurn = (question: Question, results: ReadonlyArray<ToolResultView>, rounds: number, part: number): Turn => {
    const groups = bySkill(skills, results);
    const more = rounds < 2 ? followUps(question, skills, groups, part) : [];
    if (more.length > 0) return { kind: "calls", calls: more };
    const elsewhere = lookElsewhere(question, skills, groups, part);
    return elsewhere.length > 0 ? { kind: "calls", calls: elsewhere } : { kind: "text", text: compose(question, groups) };
  };

  /**
   * Each ask of the message planned as its own question, its calls tagged with its place (`partsOfCall`); while any
   * ask wants more calls they are made, then the answers are joined in order, each under the ask as a heading.
   */
  const respond = (request: ModelRequest): Turn => {
    const { questions, asks } = questionsOf(request);
    const exchange = request.messages.at(-1)?.role === "tool" ? readExchange(request.messages) : null;
    const turns = questions.map((question, part): Turn => {
      const several = questions.length > 1;
      if (exchange === null) return firstTurn(question, part, several);
      const results = exchange.results.filter((result) => partsOfCall(result.id).includes(part));
      if (results.length > 0 || questions.length === 1) return laterTurn(question, results, exchange.rounds, part);
      // An ask answered without tools is answered so again; one whose calls brought nothing back says it found nothing.
      const first = firstTurn(question, part, several);
      return first.kind === "text" ? first : { kind: "text", text: compose(question, new Map()) };
    });
    const made = new Set((exchange?.results ?? []).map((result) => `${result.name}\u0000${JSON.stringify(result.arguments)}`));
    const calls = sharedCalls(turns).filter((call) => !made.has(`${call.name}\u0000${call.arguments}`));
    if (calls.length > 0) return { kind: "calls", calls };
    const texts = turns.map((turn) => (turn.kind === "text" ? turn.text : ""));
    const answer = texts.length === 1 ? texts[0] : sectionsOf(asks, texts);
    return { kind: "text", text: paragraphs(processingNotice(exchange?.results ?? [], questions[0]!.language), answer) };
  };

  return {
    info: {
      id: offlineModelId,
      provider: "offline",
      offline: true,
      capabilities: { tools: true, reasoning: false, vision: false, structuredOutput: false },
      contextWindow: 32_000,
    },
    stream: (request) =>
      Stream.suspend((): Stream.Stream<ModelStreamPart> => {
        const turn = respond(request);
        const inputTokens = Math.ceil(request.messages.reduce((sum, message) => sum + message.content.length, request.system.length) / 4);
        if (turn.kind === "calls") {
          return Stream.fromIterable([
            ...turn.calls.map((call) => ({ type: "toolCall" as const, call })),
            { type: "usage" as const, usage: { inputTokens, outputTokens: 0 } },
            { type: "finish" as const, reason: "toolCalls" as const },
          ]);
        }
        return Stream.fromIterable([
          ...textDeltas(turn.text).map((delta) => ({ type: "textDelta" as const, delta })),
          { type: "usage" as const, usage: { inputTokens, outputTokens: Math.ceil(turn.text.length / 4) } },
          { type: "finish" as const, reason: "stop" as const },
        ]);
      }),
    generate: (request) =>
      Effect.sync(() => {
        const turn = respond(request);
        return { text: turn.kind === "text" ? turn.text : "", usage: null };
      }),
  };
};

/** The offline model with `options.skills` as the `LanguageModel` service. */
export const layer = (options: OfflineModelOptions = {}): Layer.Layer<LanguageModel> => Layer.sync(LanguageModel, () => make(options));
