import { ChatService, storedRunEvents } from "@lifeos/agent";
import {
  BoundedString,
  MessageId,
  NotFound,
  RequiredString,
  RunId,
  RunRepository,
  type StreamEvent,
  ThreadId,
  encodeNdjson,
  encodeSse,
  isLifeOsError,
  ndjsonContentType,
  sseContentType,
} from "@lifeos/core";
import { Cause, Effect, Exit, Option, Schema, Stream } from "effect";
import { Hono } from "hono";
import type { AppContext, AppEnv } from "../http/AppContext.js";
import { decodeOrThrow, readBody } from "../http/readBody.js";
import { streamResponse } from "../http/streamResponse.js";

/**
 * `POST /ai/chat/stream`. Without `threadId` a new thread is started with
 * this message. `replaces` (with `threadId`) names a message of the thread
 * to take the place of: an answer is regenerated (or a failed one retried)
 * from the stored question before it (`content`, still required, is then
 * not used); a question is replaced by `content`, branching the thread
 * there. The replaced messages are kept as alternatives.
 */
export const ChatBody = (maxChars: number) =>
  Schema.Struct({
    threadId: Schema.optional(ThreadId),
    content: RequiredString(maxChars),
    replaces: Schema.optional(MessageId),
    allowlist: Schema.optional(Schema.Array(BoundedString(100)).check(Schema.isMaxLength(50))),
  });

const RunIdParam = Schema.Struct({ runId: RunId });

/** `after` (or, for an SSE client reconnecting, `Last-Event-ID`): the last `seq` the client has; -1 (the default) for all. */
const AfterQuery = Schema.Struct({
  after: Schema.Int.check(Schema.isGreaterThanOrEqualTo(-1)),
});

/**
 * Chat: the streamed run (NDJSON by default, SSE with `Accept:
 * text/event-stream`), re-attaching to a run's events, stopping a run, and
 * reading a run's record. A run does not depend on its client: one that
 * disconnects leaves it going to its end (stored as usual) and can attach
 * again from the last `seq` it has; only `POST /runs/:runId/stop` stops it.
 */
export const chatRoutes = (context: AppContext): Hono<AppEnv> => {
  const app = new Hono<AppEnv>();
  const body = ChatBody(context.config.limits.messageChars);

  app.post("/chat/stream", async (c) => {
    const input = await readBody(c, body);
    const userId = c.get("userId");
    const { context: services } = await context.stacks.forUser(userId);
    const exit = await Effect.runPromiseExitWith(services)(
      ChatService.use((service) =>
        Effect.map(
          service.open({
            userId,
            content: input.content,
            ...(input.threadId !== undefined ? { threadId: input.threadId } : {}),
            ...(input.replaces !== undefined ? { replaces: input.replaces } : {}),
            ...(input.allowlist !== undefined ? { allowlist: input.allowlist } : {}),
          }),
          (opened) => ({ opened, flush: service.flush }),
        ),
      ),
    );
    if (Exit.isFailure(exit)) throw Cause.squash(exit.cause);
    const { opened, flush } = exit.value;
    // The thread, the user message and the run are stored before the answer
    // begins: a failed write is an error answer (507/503), never a stream.
    const started = await Effect.runPromiseExitWith(services)(opened.start);
    if (Exit.isFailure(started)) throw Cause.squash(started.cause);
    const sse = (c.req.header("accept") ?? "").includes(sseContentType);
    // The run's opening events (its ids) go out with the headers; reading
    // its events comes after, in turn with other work. Every started run
    // ends stored, even when the client has gone (stopped, stored as such). The
    // body ends only once the run's writes are stored, so a client that
    // reads the thread after the stream ends sees the final message.
    return streamResponse(c, {
      headers: {
        "content-type": `${sse ? sseContentType : ndjsonContentType}; charset=utf-8`,
        "cache-control": "no-cache, no-transform",
        "x-accel-buffering": "no",
        "x-thread-id": opened.threadId,
        "x-run-id": opened.runId,
      },
      opening: opened.opening,
      items: started.value.events,
      encode: sse ? encodeSse : encodeNdjson,
      after: flush,
      lanes: context.responseLanes,
    });
  });

  app.get("/runs/:runId/events", async (c) => {
    const { runId } = decodeOrThrow(RunIdParam, { runId: c.req.param("runId") });
    const lastEventId = c.req.header("last-event-id");
    const raw = (c.req.query("after") ?? lastEventId ?? "-1").trim();
    const { after: seq } = decodeOrThrow(AfterQuery, { after: raw === "" ? Number.NaN : Number(raw) });
    const userId = c.get("userId");
    const stacks = await context.stacks.all();
    let items: Stream.Stream<StreamEvent> | undefined;
    let after: Effect.Effect<void> = Effect.void;
    for (const services of stacks) {
      const attached = await context.run(Effect.provide(ChatService.use((chat) => Effect.map(chat.attach(userId, runId, seq), (events) => ({ events, flush: chat.flush }))), services));
      if (Option.isSome(attached.events)) {
        items = attached.events.value;
        // As for the run's own stream: the body ends once the run's writes are stored.
        after = attached.flush;
        break;
      }
    }
    if (items === undefined) {
      // Not running here: what is stored, once every write of a run that just ended is.
      for (const services of stacks) await context.run(Effect.provide(ChatService.use((chat) => chat.flush), services));
      items = Stream.fromIterable(await context.run(storedRunEvents(userId, runId, seq)));
    }
    const sse = (c.req.header("accept") ?? "").includes(sseContentType);
    return streamResponse(c, {
      headers: {
        "content-type": `${sse ? sseContentType : ndjsonContentType}; charset=utf-8`,
        "cache-control": "no-cache, no-transform",
        "x-accel-buffering": "no",
        "x-run-id": runId,
      },
      opening: [],
      items,
      encode: sse ? encodeSse : encodeNdjson,
      after,
      lanes: context.responseLanes,
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
