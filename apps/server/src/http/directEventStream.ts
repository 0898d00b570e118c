import { ServerResponse } from "node:http";
import type { Http2Bindings, HttpBindings } from "@hono/node-server";
import { RESPONSE_ALREADY_SENT } from "@hono/node-server/utils/response";
import { Effect, Exit, Fiber, type Scheduler } from "effect";
import type { Context } from "hono";

/** Told of a feed's events as they come (`event`, in order), then `end` once. */
export interface FeedSubscriber<A> {
  readonly event: (event: A) => void;
  readonly end: () => void;
}

/**
 * Where a direct stream's events come from (a chat run's `subscribe`):
 * hands the ones so far to the subscriber before it returns, then each later
 * one as it is produced; returns what detaches the subscriber (which never
 * stops the producer).
 */
export type Feed<A> = (subscriber: FeedSubscriber<A>) => () => void;

export interface DirectStreamOptions<A> {
  readonly headers: Readonly<Record<string, string>>;
  readonly feed: Feed<A>;
  readonly encode: (item: A) => string;
  /** Runs after the last item, before the body ends. */
  readonly after: Effect.Effect<void>;
  /** Where `after` runs. */
  readonly scheduler: Scheduler.Scheduler;
}

/**
 * The responses of requests going through `sendDirectStreams`, with the
 * stream a handler answered (null until one does), waiting for the app's
 * middleware to finish the response's headers.
 */
const waiting = new WeakMap<ServerResponse, DirectStreamOptions<unknown> | null>();

const outgoingOf = (c: Context): ServerResponse | undefined => {
  const outgoing = (c.env as { outgoing?: unknown } | undefined)?.outgoing;
  return outgoing instanceof ServerResponse && waiting.has(outgoing) ? outgoing : undefined;
};

/** Whether this request came through `sendDirectStreams` over HTTP/1, so `streamEventsDirect` can answer it. */
export const canStreamDirectly = (c: Context): boolean => outgoingOf(c) !== undefined;

/**
 * A 200 response whose body is `feed`'s items, encoded, written by
 * `sendDirectStreams` straight to Node's response once the app has finished
 * the response's headers (security headers, request id): status, headers and
 * the items produced so far (a chat run's opening events) in one write, then
 * each later batch as it comes, without a web stream or a fiber per item.
 * Needs `canStreamDirectly(c)` (the server wraps its app with
 * `sendDirectStreams` when LIFEOS_CHAT_STREAM is `direct`). The same
 * contract as `streamEvents`: the body ends after `after`; a slow client is
 * written to once it has drained what it was given; a client that goes away
 * only detaches from the feed; a failure cuts the body short.
 */
export const streamEventsDirect = <A>(c: Context, options: DirectStreamOptions<A>): Response => {
  const outgoing = outgoingOf(c);
  if (outgoing === undefined) throw new Error("streamEventsDirect needs Node's response (see canStreamDirectly)");
  waiting.set(outgoing, options as unknown as DirectStreamOptions<unknown>);
  return c.body(null, 200, options.headers);
};

type Fetch = (request: Request, env: HttpBindings | Http2Bindings) => Response | Promise<Response>;

/**
 * Wraps the app's `fetch` for @hono/node-server: a response answered with
 * `streamEventsDirect` is written here, with the headers the app's
 * middleware gave it, and the adapter is told it was sent. A response the
 * middleware replaced (an error answer) goes out as it is, and its feed is
 * never read. (The adapter skips `RESPONSE_ALREADY_SENT` only as the
 * platform's own `Response`, made when this module loads, before `serve`
 * installs the adapter's own: startServer imports it first.)
 */
export const sendDirectStreams =
  (fetch: Fetch): Fetch =>
  (request, env) => {
    const outgoing = env.outgoing;
    if (!(outgoing instanceof ServerResponse)) return fetch(request, env);
    waiting.set(outgoing, null);
    const answer = fetch(request, env);
    if (!(answer instanceof Promise)) {
      waiting.delete(outgoing);
      return answer;
    }
    return answer.then((response) => {
      const options = waiting.get(outgoing);
      waiting.delete(outgoing);
      if (options == null || response.status !== 200 || request.method === "HEAD") return response;
      send(outgoing, response.headers, options);
      return RESPONSE_ALREADY_SENT;
    });
  };

/** The headers as `writeHead` takes them: a flat list of names and values. */
const headerList = (headers: Headers): string[] => {
  const list: string[] = [];
  for (const [name, value] of headers) if (name !== "set-cookie") list.push(name, value);
  for (const cookie of headers.getSetCookie()) list.push("set-cookie", cookie);
  return list;
};

const send = <A>(outgoing: ServerResponse, headers: Headers, options: DirectStreamOptions<A>): void => {
  if (outgoing.destroyed) return;
  /** Encoded items not written yet. */
  let text = "";
  let started = false;
  let scheduled = false;
  /** The client has not drained what it was given. */
  let full = false;
  let done = false;
  /** The feed has ended (its last items are in `text`). */
  let ended = false;
  let detach = () => {};
  let fiber: Fiber.Fiber<void> | undefined;

  const write = () => {
    scheduled = false;
    if (done || full || text === "") return;
    const chunk = text;
    text = "";
    full = !outgoing.write(chunk);
  };
  const fail = (error: unknown) => {
    if (done) return;
    done = true;
    detach();
    outgoing.destroy(error instanceof Error ? error : new Error("The response stream failed"));
  };
  const finish = () => {
    fiber = Effect.runFork(options.after, { scheduler: options.scheduler });
    fiber.addObserver((exit) => {
      if (done) return;
      if (Exit.isFailure(exit)) return fail(new Error("The response stream failed"));
      done = true;
      const rest = text;
      text = "";
      outgoing.end(rest === "" ? undefined : rest);
    });
  };

  outgoing.on("drain", () => {
    full = false;
    write();
  });
  outgoing.on("close", () => {
    if (done) return;
    // The client went away: stop reading; what produces the items goes on.
    done = true;
    detach();
    if (fiber !== undefined) Effect.runFork(Fiber.interrupt(fiber), { scheduler: options.scheduler });
  });

  // Called from the producer (a chat run pushing an event): never throws into it.
  const detachFeed = options.feed({
    event: (event) => {
      if (done) return;
      try {
        text += options.encode(event);
      } catch (error) {
        return fail(error);
      }
      if (started && !scheduled && !full) {
        scheduled = true;
        queueMicrotask(write);
      }
    },
    end: () => {
      ended = true;
      if (started && !done) finish();
    },
  });
  if (done) return detachFeed();
  detach = detachFeed;
  // Status, headers and what the feed had at once go out in one write (the headers alone when it had nothing yet).
  started = true;
  outgoing.writeHead(200, headerList(headers));
  if (text === "") outgoing.flushHeaders();
  else {
    outgoing.cork();
    write();
    outgoing.uncork();
  }
  if (ended) finish();
};
