import type { ConversationView, Message, Thread, UserId } from "@lifeos/core";
import { foldForMatch, LocalDate, MessageRepository, messageText, SearchConversationsOutput, ThreadRepository, toLocalDate } from "@lifeos/core";
import { Effect, Schema } from "effect";
import { makeExcerpt } from "../journal/excerpt.js";
import { listMeta } from "../journal/meta.js";
import { defineTool } from "../registry/Tool.js";

export const SearchConversationsParameters = Schema.Struct({
  /** Words the conversation's title or messages hold; none lists the latest conversations. */
  query: Schema.optional(Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(200))),
  /** Conversations last active on or after this day (the user's time zone). */
  from: Schema.optional(LocalDate),
  /** Conversations last active on or before this day. */
  to: Schema.optional(LocalDate),
  limit: Schema.optional(Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 10 }))),
  /** Count every earlier conversation ("how many conversations have we had?"), not only the latest `limit`. */
  counted: Schema.optional(Schema.Boolean),
});

/** Threads read per page, and pages read at most. */
const pageSize = 50;
const maxPages = 5;
/** Pages read at most when every conversation is counted. */
const maxCountedPages = 40;

/** The text's beginning as the journal's excerpts are cut; null when it has none. */
const excerpt = (text: string): string | null => (text.trim() === "" ? null : makeExcerpt(text));

/** A paragraph that says nothing of the answer: a greeting of a few words ("Hello!", "Sure."), or a notice that offline mode answered. */
const preamble = (paragraph: string): boolean =>
  paragraph.split(/\s+/).length <= 3 || /^[^.!?]*\b(?:offline mode|modo offline)\b/i.test(paragraph);

/** The offline model's id, as its answers' usage records it. */
const offlineModel = "offline";
/** Messages of one conversation read at most when checking what it holds. */
const messagesChecked = 200;

/**
 * An offline answer that called no tool: the assistant's stock wording (what it can do, a greeting, what it cannot
 * answer), which is not what the conversation was about; a model's answer, or one drawn from the person's data, is.
 */
const stockAnswer = (message: Message): boolean =>
  message.role === "assistant" && message.usage?.model === offlineModel && !message.content.parts.some((part) => part.type === "toolCall");

/** Whether a conversation the storage matched holds the words in its title or in a message that is no stock answer. */
const holdsWords = (userId: UserId, thread: Thread, query: string) =>
  Effect.gen(function* () {
    const needle = foldForMatch(query.trim());
    if (foldForMatch(thread.title).includes(needle)) return true;
    const read = yield* (yield* MessageRepository).list(userId, thread.id, { limit: messagesChecked });
    return read.items.some((message) => !stockAnswer(message) && foldForMatch(messageText(message.content)).includes(needle));
  });

/** What an answer says, from its first paragraph that is not a preamble; the whole text when every one is. */
const answerSaid = (text: string): string => {
  const paragraphs = text.split(/\n\s*\n/).map((paragraph) => paragraph.trim()).filter((paragraph) => paragraph !== "");
  const first = paragraphs.findIndex((paragraph) => !preamble(paragraph));
  return first <= 0 ? text : paragraphs.slice(first).join("\n\n");
};

/**
 * `search_conversations`: the user's earlier conversations with the
 * assistant (not this one), latest first, each with its title, the day it
 * was last active, its first question and the beginning of its first answer
 * (past a greeting or an offline-mode notice). Words searched for are found in a
 * title or a message, not in the offline mode's stock answers (its help text).
 */
export const searchConversations = defineTool({
  name: "search_conversations",
  description:
    "The user's earlier conversations with you (not the current one), latest first: title, the day last active, the first question and the beginning of the first answer. query keeps those whose title or messages hold the words; from/to (YYYY-MM-DD) keep those last active in that period. counted: true also counts every one of them (total: count and the day the first began), for \"how many conversations have we had?\". Use it for \"what did we talk about last time?\" or \"did we discuss the lease?\".",
  parameters: SearchConversationsParameters,
  output: SearchConversationsOutput,
  readOnly: true,
  maxResults: 10,
  run: (params, context) =>
    Effect.gen(function* () {
      const threads = yield* ThreadRepository;
      const messages = yield* MessageRepository;
      const limit = params.limit ?? 5;
      const dayOf = (thread: Thread) => toLocalDate(thread.updatedAt, context.timeZone);
      const inPeriod = (day: string) => (params.from === undefined || day >= params.from) && (params.to === undefined || day <= params.to);
      const found: Thread[] = [];
      let cursor: string | undefined;
      const counted = params.counted === true;
      for (let page = 0; page < (counted ? maxCountedPages : maxPages); page += 1) {
        const listed = yield* threads.list(context.userId, { limit: pageSize, ...(params.query ? { search: params.query } : {}), ...(cursor ? { cursor } : {}) });
        for (const thread of listed.items) {
          if (thread.id === context.threadId || !inPeriod(dayOf(thread))) continue;
          // The help text of "what can you do?" names every topic: a conversation matched only there is not about it.
          if (params.query !== undefined && !(yield* holdsWords(context.userId, thread, params.query))) continue;
          found.push(thread);
        }
        // Unpinned threads come newest first: once `limit` of them are found, or one is older than the period, every later one is older still.
        const oldest = listed.items.filter((thread) => !thread.pinned).at(-1);
        const enough = found.filter((thread) => !thread.pinned).length >= limit;
        if (listed.nextCursor === null || (enough && !counted) || (oldest !== undefined && params.from !== undefined && dayOf(oldest) < params.from)) break;
        cursor = listed.nextCursor;
      }
      const firstBegun = found.reduce<Thread | undefined>((first, thread) => (first === undefined || thread.createdAt < first.createdAt ? thread : first), undefined);
      const total = counted ? { total: { count: found.length, since: firstBegun === undefined ? null : toLocalDate(firstBegun.createdAt, context.timeZone) } } : {};
      const latest = found.sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime()).slice(0, limit);
      const conversations: ConversationView[] = [];
      for (const thread of latest) {
        const opening = yield* messages.list(context.userId, thread.id, { limit: 4 });
        const question = opening.items.find((message) => message.role === "user");
        const answer = opening.items.find((message) => message.role === "assistant" && messageText(message.content).trim() !== "");
        conversations.push({
          threadId: thread.id,
          title: thread.title,
          lastActive: dayOf(thread),
          asked: question ? excerpt(messageText(question.content)) : null,
          answered: answer ? excerpt(answerSaid(messageText(answer.content))) : null,
        });
      }
      const data: SearchConversationsOutput = { query: params.query ?? null, conversations, ...total };
      return { data, meta: listMeta(conversations.length, found.length, { query: params.query, from: params.from, to: params.to }) };
    }),
});
