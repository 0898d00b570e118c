import { ChatService, type ChatStream, storedRunEvents } from "@lifeos/agent";
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
  ndjsonContentType,
  sseContentType,
} from "@lifeos/core";
import { Cause, Effect, Exit, Option, Schema, Stream } from "effect";
import { type Context, Hono } from "hono";
import type { AppContext, AppEnv } from "../http/AppContext.js";
import { decodeOrThrow, readBody } from "../http/readBody.js";
import { canStreamDirectly, streamEventsDirect } from "../http/directEventStream.js";
import { streamEvents } from "../http/streamEvents.js";

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

/** A run's events as both writers read them: a stream (`streamEvents`) and a subscription (`streamEventsDirect`). */
type RunEvents = Pick<ChatStream, "events" | "subscribe">;

/** Events read from storage, in both forms. */
const storedEvents = (events: ReadonlyArray<StreamEvent>): RunEvents => ({
  events: Stream.fromIterable(events),
  subscribe: (subscriber) => {
    for (const event of events) subscriber.event(event);
    subscriber.end();
    return () => {};
  },
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

  /**
   * A 200 streaming `events` (the run's, as a stream and as a feed), NDJSON
   * or SSE, ending after `after`: written straight to Node's response when
   * the server does so (LIFEOS_CHAT_STREAM=direct, see startServer), else as
   * a web stream handed to Hono.
   */
  const respond = (c: Context<AppEnv>, headers: Record<string, string>, events: RunEvents, after: Effect.Effect<void>) => {
    const sse = (c.req.header("accept") ?? "").includes(sseContentType);
    const options = {
      headers: {
        "content-type": `${sse ? sseContentType : ndjsonContentType}; charset=utf-8`,
        "cache-control": "no-cache, no-transform",
        "x-accel-buffering": "no",
        ...headers,
      },
      encode: sse ? encodeSse : encodeNdjson,
      after,
      scheduler: context.responseScheduler,
    };
    if (canStreamDirectly(c)) return streamEventsDirect(c, { ...options, feed: events.subscribe });
    return streamEvents(c, { ...options, items: events.events });
  };

  app.post("/chat/stream", async (c) => {
    const input = await readBody(c, body);
    const userId = c.get("userId");
    const { context: services } = await context.stacks.forUser(userId);
    // The turn: prepared (validated, thread found, ids reserved), then its
    // opening rows stored in one transaction and the run started. A failed
    // write is an error answer (507/503), never a stream.
    const exit = await Effect.runPromiseExitWith(services)(
      ChatService.use((service) =>
        service.open({
          userId,
          content: input.content,
          ...(input.threadId !== undefined ? { threadId: input.threadId } : {}),
          ...(input.replaces !== undefined ? { replaces: input.replaces } : {}),
          ...(input.allowlist !== undefined ? { allowlist: input.allowlist } : {}),
        }).pipe(
          Effect.flatMap((opened) => opened.start),
          Effect.map((started) => ({ started, flush: service.flush })),
        ),
      ),
    );
    if (Exit.isFailure(exit)) throw Cause.squash(exit.cause);
    const { started, flush } = exit.value;
    // One stream, the opening events first. Every started run ends stored,
    // even when the client has gone (stopped, stored as such). The body ends
    // only once the run's writes are stored, so a client that reads the
    // thread after the stream ends sees the final message.
    return respond(c, { "x-thread-id": started.threadId, "x-run-id": started.runId }, started, flush);
  });

  app.get("/runs/:runId/events", async (c) => {
    const { runId } = decodeOrThrow(RunIdParam, { runId: c.req.param("runId") });
    const lastEventId = c.req.header("last-event-id");
    const raw = (c.req.query("after") ?? lastEventId ?? "-1").trim();
    const { after: seq } = decodeOrThrow(AfterQuery, { after: raw === "" ? Number.NaN : Number(raw) });
    const userId = c.get("userId");
    const attached = context.runs.attach(userId, runId, seq);
    // As for the run's own stream: the body ends once the run's writes are stored.
    if (Option.isSome(attached)) return respond(c, { "x-run-id": runId }, attached.value, attached.value.flush);
    // Not running here: what is stored, once the last writes of a run that just ended here are.
    const stored = await context.run(Effect.andThen(context.runs.whenStored(userId, runId), storedRunEvents(userId, runId, seq)));
    return respond(c, { "x-run-id": runId }, storedEvents(stored), Effect.void);
  });

  app.post("/runs/:runId/stop", (c) => {
    const { runId } = decodeOrThrow(RunIdParam, { runId: c.req.param("runId") });
    if (!context.runs.stop(c.get("userId"), runId)) throw NotFound.of("run", runId);
    return c.json({ runId, stopping: true }, 202);
  });

  app.get("/runs/:runId", async (c) => {
    const { runId } = decodeOrThrow(RunIdParam, { runId: c.req.param("runId") });
    return c.json(await context.run(RunRepository.use((runs) => runs.get(c.get("userId"), runId))));
  });

  return app;
};
