import { ChatService } from "@lifeos/agent";
import {
  NotFound,
  RequiredString,
  RunId,
  RunRepository,
  ThreadId,
  encodeNdjson,
  encodeSse,
  isLifeOsError,
  ndjsonContentType,
  sseContentType,
} from "@lifeos/core";
import { Effect, Schema } from "effect";
import { Hono } from "hono";
import type { AppContext, AppEnv } from "../http/AppContext.js";
import { decodeOrThrow, readBody } from "../http/readBody.js";
import { streamResponse } from "../http/streamResponse.js";

/** `POST /ai/chat/stream`. Without `threadId` a new thread is started with this message. */
export const ChatBody = (maxChars: number) =>
  Schema.Struct({
    threadId: Schema.optional(ThreadId),
    content: RequiredString(maxChars),
    allowlist: Schema.optional(Schema.Array(Schema.String).check(Schema.isMaxLength(50))),
  });

const RunIdParam = Schema.Struct({ runId: RunId });

/**
 * Chat: the streamed run (NDJSON by default, SSE with `Accept:
 * text/event-stream`), stopping a run, and reading a run's record. A client
 * that disconnects stops its run; what it produced is kept.
 */
export const chatRoutes = (context: AppContext): Hono<AppEnv> => {
  const app = new Hono<AppEnv>();
  const body = ChatBody(context.config.limits.messageChars);

  app.post("/chat/stream", async (c) => {
    const input = await readBody(c, body);
    const userId = c.get("userId");
    const { chat, flush } = await context.runAs(
      userId,
      ChatService.use((service) =>
        Effect.map(
          service.stream({
            userId,
            content: input.content,
            ...(input.threadId !== undefined ? { threadId: input.threadId } : {}),
            ...(input.allowlist !== undefined ? { allowlist: input.allowlist } : {}),
          }),
          (chat) => ({ chat, flush: service.flush }),
        ),
      ),
    );
    const sse = (c.req.header("accept") ?? "").includes(sseContentType);
    // The run's first events are already queued: they go out with the headers.
    // The body ends only once the run's writes are stored, so a client that
    // reads the thread after the stream ends sees the final message.
    return streamResponse(c, {
      headers: {
        "content-type": `${sse ? sseContentType : ndjsonContentType}; charset=utf-8`,
        "cache-control": "no-cache, no-transform",
        "x-accel-buffering": "no",
        "x-thread-id": chat.threadId,
        "x-run-id": chat.runId,
      },
      items: chat.events,
      encode: sse ? encodeSse : encodeNdjson,
      after: flush,
      scheduler: context.responseScheduler,
    });
  });

  app.post("/runs/:runId/stop", async (c) => {
    const { runId } = decodeOrThrow(RunIdParam, { runId: c.req.param("runId") });
    const userId = c.get("userId");
    const stacks = await context.stacks.all();
    for (const services of stacks) {
      const stopped = await context
        .run(Effect.provide(ChatService.use((chat) => chat.stop(userId, runId)), services))
        .then(() => true)
        .catch((error: unknown) => {
          if (isLifeOsError(error) && error._tag === "NotFound") return false;
          throw error;
        });
      if (stopped) return c.json({ runId, stopping: true }, 202);
    }
    throw NotFound.of("run", runId);
  });

  app.get("/runs/:runId", async (c) => {
    const { runId } = decodeOrThrow(RunIdParam, { runId: c.req.param("runId") });
    return c.json(await context.run(RunRepository.use((runs) => runs.get(c.get("userId"), runId))));
  });

  return app;
};
