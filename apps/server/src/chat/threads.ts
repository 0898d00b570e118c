import {
  Limits,
  type Message,
  MessageRepository,
  PageRequest,
  RequiredString,
  Tag,
  ThreadId,
  ThreadListQuery,
  ThreadRepository,
} from "@lifeos/core";
import { Effect, Schema } from "effect";
import { Hono } from "hono";
import type { AppContext, AppEnv } from "../http/AppContext.js";
import { queryObject } from "../http/query.js";
import { decodeOrThrow, readBody } from "../http/readBody.js";
import { exportFileName, threadMarkdown } from "./threadMarkdown.js";

/** `PATCH /threads/:id`: rename and/or pin. A user-chosen title is never overwritten by the model. */
export const ThreadUpdateBody = Schema.Struct({
  title: Schema.optional(RequiredString(Limits.titleChars)),
  pinned: Schema.optional(Schema.Boolean),
});

/** `POST /threads/:id/tags`. */
export const ThreadTagBody = Schema.Struct({ tag: RequiredString(Limits.tagChars) });

const ThreadIdParam = Schema.Struct({ id: ThreadId });
const TagParam = Schema.Struct({ tag: Tag });

/**
 * Thread routes: list (pinned first, then most recently updated; `search` on
 * titles and message text), get, rename, pin, tags, delete, messages, and the
 * thread as a Markdown file.
 */
export const threadRoutes = (context: AppContext): Hono<AppEnv> => {
  const app = new Hono<AppEnv>();
  const threadId = (c: { req: { param: (name: "id") => string } }) => decodeOrThrow(ThreadIdParam, { id: c.req.param("id") }).id;

  app.get("/", async (c) => {
    const query = decodeOrThrow(ThreadListQuery, queryObject(c));
    return c.json(await context.run(ThreadRepository.use((threads) => threads.list(c.get("userId"), query))));
  });

  app.get("/:id", async (c) => {
    const id = threadId(c);
    return c.json(await context.run(ThreadRepository.use((threads) => threads.get(c.get("userId"), id))));
  });

  app.patch("/:id", async (c) => {
    const id = threadId(c);
    const body = await readBody(c, ThreadUpdateBody);
    const patch = {
      ...(body.title !== undefined ? { title: body.title.trim(), titleSource: "user" as const } : {}),
      ...(body.pinned !== undefined ? { pinned: body.pinned } : {}),
    };
    const thread = await context.run(ThreadRepository.use((threads) => threads.update(c.get("userId"), id, patch)));
    context.hooks.threadChanged(thread.userId, thread.id);
    return c.json(thread);
  });

  app.post("/:id/tags", async (c) => {
    const id = threadId(c);
    const { tag } = await readBody(c, ThreadTagBody);
    const userId = c.get("userId");
    const thread = await context.run(
      ThreadRepository.use((threads) =>
        Effect.flatMap(threads.get(userId, id), (current) =>
          current.tags.includes(tag.trim()) ? Effect.succeed(current) : threads.update(userId, id, { tags: [...current.tags, tag.trim()] }),
        ),
      ),
    );
    context.hooks.threadChanged(userId, id);
    return c.json(thread);
  });

  app.delete("/:id/tags/:tag", async (c) => {
    const id = threadId(c);
    const { tag } = decodeOrThrow(TagParam, { tag: c.req.param("tag") });
    const userId = c.get("userId");
    const thread = await context.run(
      ThreadRepository.use((threads) =>
        Effect.flatMap(threads.get(userId, id), (current) =>
          threads.update(userId, id, { tags: current.tags.filter((existing) => existing !== tag) }),
        ),
      ),
    );
    context.hooks.threadChanged(userId, id);
    return c.json(thread);
  });

  app.delete("/:id", async (c) => {
    const id = threadId(c);
    await context.run(ThreadRepository.use((threads) => threads.delete(c.get("userId"), id)));
    context.hooks.threadChanged(c.get("userId"), id);
    return c.body(null, 204);
  });

  app.get("/:id/messages", async (c) => {
    const id = threadId(c);
    const page = decodeOrThrow(PageRequest, queryObject(c));
    return c.json(await context.run(MessageRepository.use((messages) => messages.list(c.get("userId"), id, page))));
  });

  app.get("/:id/export.md", async (c) => {
    const id = threadId(c);
    const userId = c.get("userId");
    const { thread, messages } = await context.run(
      Effect.gen(function* () {
        const thread = yield* ThreadRepository.use((threads) => threads.get(userId, id));
        const messages: Array<Message> = [];
        let cursor: string | undefined;
        do {
          const page = yield* MessageRepository.use((repository) => repository.list(userId, id, { limit: Limits.pageLimitMax, ...(cursor ? { cursor } : {}) }));
          messages.push(...page.items);
          cursor = page.nextCursor ?? undefined;
        } while (cursor !== undefined);
        return { thread, messages };
      }),
    );
    c.header("Content-Type", "text/markdown; charset=utf-8");
    c.header("Content-Disposition", `attachment; filename="${exportFileName(thread)}"`);
    return c.body(threadMarkdown(thread, messages, new Date()));
  });

  return app;
};
