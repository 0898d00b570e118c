import { chatGptSkipCodes, InvalidInput, Limits, MessageRepository, ThreadRepository, messageText, type ThreadId, type UserId } from "@lifeos/core";
import { Effect, Schema } from "effect";
import { strFromU8, unzipSync } from "fflate";
import { Hono } from "hono";
import type { AppContext, AppEnv } from "../http/AppContext.js";
import { importThread } from "./chatArchive.js";
import { readChatGptConversations, skipReason, type SkippedConversation } from "./chatgptConversations.js";

/** What `POST /import/chatgpt` answers. */
export const ChatGptImportResult = Schema.Struct({
  imported: Schema.Int,
  messages: Schema.Int,
  threadIds: Schema.Array(Schema.String),
  /** Each conversation left out: `reason` in English, and `code` (core's `chatGptSkipCodes`) with the values it names, for a client to word itself. */
  skipped: Schema.Array(
    Schema.Struct({ index: Schema.Int, title: Schema.String, reason: Schema.String, code: Schema.Literals(chatGptSkipCodes), params: Schema.Record(Schema.String, Schema.Union([Schema.String, Schema.Number])) }),
  ),
});

/** `conversations.json` from an upload: the file itself, or the one inside ChatGPT's export zip. */
const conversationsText = (bytes: Uint8Array, maxBytes: number): string => {
  if (bytes[0] === 0x50 && bytes[1] === 0x4b) {
    let found: Uint8Array | undefined;
    try {
      let total = 0;
      const members = unzipSync(bytes, {
        filter: (file) => {
          if (!/(^|\/)conversations\.json$/.test(file.name)) return false;
          total += file.originalSize;
          return total <= maxBytes;
        },
      });
      found = Object.values(members)[0];
    } catch {
      throw new InvalidInput({ message: "The upload is not a readable zip archive", field: "file" });
    }
    if (found === undefined) throw new InvalidInput({ message: "The ChatGPT export holds no conversations.json", field: "file" });
    return strFromU8(found);
  }
  return new TextDecoder("utf-8", { fatal: false }).decode(bytes);
};

/** What identifies an imported conversation: its first message's time and text. */
const conversationKey = (createdAt: Date, text: string) => `${createdAt.toISOString()}\n${text}`;

/** The keys of the conversations the user already imported from ChatGPT (threads tagged "chatgpt"). */
const importedKeys = (userId: UserId) =>
  Effect.gen(function* () {
    const threads = yield* ThreadRepository;
    const messages = yield* MessageRepository;
    const keys = new Set<string>();
    let cursor: string | undefined;
    do {
      const page = yield* threads.list(userId, { tag: "chatgpt", limit: Limits.pageLimitMax, cursor });
      for (const thread of page.items) {
        const first = (yield* messages.list(userId, thread.id, { limit: 1 })).items[0];
        if (first !== undefined) keys.add(conversationKey(first.createdAt, messageText(first.content)));
      }
      cursor = page.nextCursor ?? undefined;
    } while (cursor !== undefined);
    return keys;
  });

/**
 * `POST /import/chatgpt`: ChatGPT's `conversations.json` (multipart field
 * `file`, or the export's zip) becomes threads tagged "chatgpt", one per
 * conversation, with the branch the person last saw and each message's
 * time. Answers the threads made and every conversation skipped with why;
 * a conversation imported before (same first message and time) is skipped,
 * so importing a newer export adds only the new conversations.
 * All or nothing: a file that is not a ChatGPT export is INVALID_INPUT, and a
 * failure while storing removes the threads already made.
 */
export const chatgptImportRoutes = (context: AppContext): Hono<AppEnv> => {
  const app = new Hono<AppEnv>();
  app.post("/", async (c) => {
    const userId = c.get("userId");
    let form: Record<string, unknown>;
    try {
      form = await c.req.parseBody();
    } catch {
      throw new InvalidInput({ message: "Send conversations.json as multipart/form-data in the field `file`", field: "file" });
    }
    const upload = form.file;
    if (!(upload instanceof File)) throw new InvalidInput({ message: "No file was uploaded (field `file`)", field: "file" });
    const read = readChatGptConversations(conversationsText(new Uint8Array(await upload.arrayBuffer()), context.config.limits.importBytes));
    const skipped: SkippedConversation[] = [...read.skipped];
    const created: ThreadId[] = [];
    const imported: Array<(typeof read.threads)[number]> = [];
    await context.run(
      Effect.gen(function* () {
        const known = yield* importedKeys(userId);
        for (const [index, thread] of read.threads.entries()) {
          const first = thread.messages[0]!;
          const key = conversationKey(first.createdAt, first.content.parts.map((part) => (part.type === "text" ? part.text : "")).join(""));
          if (known.has(key)) {
            skipped.push({ index: read.indexes[index]!, title: thread.title, ...skipReason("CHATGPT_ALREADY_IMPORTED", "already imported") });
            continue;
          }
          known.add(key);
          created.push(yield* importThread(userId, thread, new Map()));
          imported.push(thread);
        }
      }).pipe(
        Effect.onError(() =>
          ThreadRepository.use((repository) => Effect.forEach(created, (id) => Effect.ignore(repository.delete(userId, id)), { discard: true })),
        ),
      ),
    );
    const result: typeof ChatGptImportResult.Type = {
      imported: created.length,
      messages: imported.reduce((sum, thread) => sum + thread.messages.length, 0),
      threadIds: created,
      skipped: skipped.sort((a, b) => a.index - b.index),
    };
    return c.json(result, 201);
  });
  return app;
};
