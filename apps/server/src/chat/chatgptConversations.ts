import { type ChatGptSkipCode, InvalidInput, Limits, type MessageRole } from "@lifeos/core";
import { Schema } from "effect";
import { ArchivedThread } from "./chatArchive.js";

/** Most conversations in one `conversations.json`. */
const conversationsMax = 20_000;
/** Most nodes followed from a conversation's current node back to its root. */
const pathNodesMax = 20_000;

/** One node of a conversation's tree, as ChatGPT's export writes it (only what is read here is checked). */
const ChatGptNode = Schema.Struct({
  parent: Schema.optional(Schema.NullOr(Schema.String)),
  message: Schema.optional(
    Schema.NullOr(
      Schema.Struct({
        author: Schema.Struct({ role: Schema.String }),
        create_time: Schema.optional(Schema.NullOr(Schema.Finite)),
        content: Schema.optional(Schema.NullOr(Schema.Struct({ content_type: Schema.optional(Schema.String), parts: Schema.optional(Schema.Array(Schema.Unknown)) }))),
        metadata: Schema.optional(Schema.NullOr(Schema.Struct({ is_visually_hidden_from_conversation: Schema.optional(Schema.NullOr(Schema.Boolean)) }))),
      }),
    ),
  ),
});

const ChatGptConversation = Schema.Struct({
  title: Schema.optional(Schema.NullOr(Schema.String)),
  create_time: Schema.optional(Schema.NullOr(Schema.Finite)),
  update_time: Schema.optional(Schema.NullOr(Schema.Finite)),
  current_node: Schema.optional(Schema.NullOr(Schema.String)),
  default_model_slug: Schema.optional(Schema.NullOr(Schema.String)),
  mapping: Schema.optional(Schema.NullOr(Schema.Record(Schema.String, Schema.Unknown))),
});

/** `conversations.json`: a list of conversations (each an object; their details are checked one by one). */
const ConversationsFile = Schema.Array(Schema.Record(Schema.String, Schema.Unknown)).check(Schema.isMaxLength(conversationsMax));

/** Why a conversation was not imported: in words, and as a code with the values it names (see `chatGptSkipCodes`). */
export interface SkipReason {
  readonly reason: string;
  readonly code: ChatGptSkipCode;
  readonly params: Readonly<Record<string, string | number>>;
}

/** A conversation that was not imported, and why. */
export interface SkippedConversation extends SkipReason {
  readonly index: number;
  readonly title: string;
}

/** Why, as `code` (with `params`) and in words. */
export const skipReason = (code: ChatGptSkipCode, reason: string, params: SkipReason["params"] = {}): SkipReason => ({ reason, code, params });

export interface ChatGptConversations {
  readonly threads: ReadonlyArray<ArchivedThread>;
  /** Each thread's conversation: its position in the file. */
  readonly indexes: ReadonlyArray<number>;
  readonly skipped: ReadonlyArray<SkippedConversation>;
}

const roles: Readonly<Record<string, MessageRole>> = { user: "user", assistant: "assistant" };

/** What a part that is not text was, said in words: the file itself is not in `conversations.json`. */
const mediaWords: Readonly<Record<string, string>> = {
  image_asset_pointer: "*(an image, not imported)*",
  audio_asset_pointer: "*(an audio recording, not imported)*",
  real_time_user_audio_video_asset_pointer: "*(a video, not imported)*",
};

/**
 * The text of a message's parts: strings, and the `text` of text-like
 * objects; an image or recording is said in words where it was (so an answer
 * about "this photo" still reads right); other parts are left out.
 */
const textOf = (parts: ReadonlyArray<unknown>): string =>
  parts
    .flatMap((part) => {
      if (typeof part === "string") return [part];
      if (typeof part !== "object" || part === null) return [];
      if (typeof (part as { text?: unknown }).text === "string") return [(part as { text: string }).text];
      const kind = (part as { content_type?: unknown }).content_type;
      const words = typeof kind === "string" ? mediaWords[kind] : undefined;
      return words === undefined ? [] : [words];
    })
    .join("\n")
    .trim();

const dateOf = (seconds: number | null | undefined): Date | undefined =>
  seconds === null || seconds === undefined || !Number.isFinite(seconds) || seconds <= 0 || seconds > 32_503_680_000 ? undefined : new Date(Math.round(seconds * 1000));

/**
 * One conversation as a thread: the path from `current_node` back to the
 * root (the branch the person last saw), its user and assistant messages
 * with text, oldest first; a message without a time takes the one before it.
 * Returns why when it cannot be imported.
 */
const toThread = (raw: unknown, index: number): ArchivedThread | SkipReason => {
  const decoded = Schema.decodeUnknownExit(ChatGptConversation)(raw);
  if (decoded._tag === "Failure") return skipReason("CHATGPT_NOT_A_CONVERSATION", "not a ChatGPT conversation (unexpected fields)");
  const conversation = decoded.value;
  const mapping = conversation.mapping;
  if (mapping === undefined || mapping === null) return skipReason("CHATGPT_NO_MAPPING", "it has no messages (no mapping)");
  let nodeId = conversation.current_node ?? undefined;
  if (nodeId === undefined) return skipReason("CHATGPT_NO_CURRENT_NODE", "it has no current node");
  const path: Array<typeof ChatGptNode.Type> = [];
  const seen = new Set<string>();
  while (nodeId !== undefined) {
    if (seen.has(nodeId)) return skipReason("CHATGPT_MESSAGE_LOOP", "its message tree has a loop");
    if (seen.size >= pathNodesMax) return skipReason("CHATGPT_TOO_MANY_MESSAGES", `more than ${pathNodesMax} messages`, { max: pathNodesMax });
    seen.add(nodeId);
    if (!Object.hasOwn(mapping, nodeId)) return skipReason("CHATGPT_MISSING_MESSAGE", `its message ${nodeId.slice(0, 80)} is missing from the mapping`, { id: nodeId.slice(0, 80) });
    const node = Schema.decodeUnknownExit(ChatGptNode)(mapping[nodeId]);
    if (node._tag === "Failure") return skipReason("CHATGPT_MALFORMED_MESSAGE", `its message ${nodeId.slice(0, 80)} is malformed`, { id: nodeId.slice(0, 80) });
    path.push(node.value);
    nodeId = node.value.parent ?? undefined;
  }
  path.reverse();
  const started = dateOf(conversation.create_time) ?? dateOf(conversation.update_time);
  let last = started;
  const messages: Array<ArchivedThread["messages"][number]> = [];
  for (const node of path) {
    const message = node.message;
    if (message === undefined || message === null) continue;
    const role = roles[message.author.role];
    if (role === undefined || message.metadata?.is_visually_hidden_from_conversation === true) continue;
    const text = textOf(message.content?.parts ?? []);
    if (text === "") continue;
    if (text.length > Limits.messageTextChars) return skipReason("CHATGPT_MESSAGE_TOO_LONG", `a message is longer than ${Limits.messageTextChars} characters`, { characters: Limits.messageTextChars });
    let createdAt = dateOf(message.create_time) ?? last;
    if (createdAt === undefined) return skipReason("CHATGPT_NO_TIMES", "its messages have no times");
    if (last !== undefined && createdAt < last) createdAt = last;
    last = createdAt;
    messages.push({
      id: `chatgpt-${index}-${messages.length}`,
      runId: null,
      role,
      content: { schemaVersion: 1, parts: [{ type: "text", text }] },
      status: "complete",
      usage: null,
      createdAt,
    });
  }
  const first = messages[0];
  if (first === undefined) return skipReason("CHATGPT_NO_TEXT_MESSAGES", "it has no text messages");
  const title = (conversation.title ?? "").trim().slice(0, Limits.titleChars) || "ChatGPT conversation";
  const updatedAt = messages.at(-1)!.createdAt;
  return {
    id: `chatgpt-${index}`,
    title,
    titleSource: conversation.title ? "user" : "auto",
    pinned: false,
    tags: ["chatgpt"],
    config: { model: (conversation.default_model_slug ?? "chatgpt").slice(0, 100), tools: [] },
    createdAt: started ?? first.createdAt,
    updatedAt,
    messages,
    runs: [],
  };
};

/**
 * Reads ChatGPT's `conversations.json` export: each conversation becomes a
 * thread (oldest conversation first) tagged "chatgpt"; conversations without
 * a readable branch of text messages are skipped with the reason. A file that
 * is not JSON or not a list of conversations is INVALID_INPUT.
 */
export const readChatGptConversations = (text: string): ChatGptConversations => {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new InvalidInput({ message: "This is not ChatGPT's export: it is not JSON. Upload conversations.json, or the zip ChatGPT emails you (Settings → Data controls → Export data)", field: "file" });
  }
  const file = Schema.decodeUnknownExit(ConversationsFile)(json);
  if (file._tag === "Failure") throw new InvalidInput({ message: `conversations.json must be a list of at most ${conversationsMax} ChatGPT conversations`, field: "file" });
  const read: Array<{ thread: ArchivedThread; index: number }> = [];
  const skipped: SkippedConversation[] = [];
  file.value.forEach((raw, index) => {
    const result = toThread(raw, index);
    if ("code" in result) {
      const title = typeof raw.title === "string" ? raw.title.slice(0, Limits.titleChars) : "";
      skipped.push({ index, title, ...result });
    } else if (Schema.decodeUnknownExit(ArchivedThread)(result)._tag === "Failure") {
      skipped.push({ index, title: result.title, ...skipReason("CHATGPT_UNSTORABLE_TEXT", "it holds text LifeOS cannot store (control characters or an over-long field)") });
    } else read.push({ thread: result, index });
  });
  read.sort((a, b) => a.thread.createdAt.getTime() - b.thread.createdAt.getTime());
  return { threads: read.map(({ thread }) => thread), indexes: read.map(({ index }) => index), skipped };
};
