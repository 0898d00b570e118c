import type { ServerResponse } from "node:http";
import { RESPONSE_ALREADY_SENT } from "@hono/node-server/utils/response";
import { Effect, Exit, Fiber, type Scheduler, Stream } from "effect";
import type { Context } from "hono";
import { requestIdOf } from "./errorResponse.js";
import { pushReadable } from "./pushReadable.js";

/** Where a streamed response's work runs (see TimeSlicedScheduler). */
export interface ResponseLanes {
  /** The lane the writing fiber runs on, ahead of other work. */
  readonly urgent: Scheduler.Scheduler;
  /** Starts work later, in turn with other fibers (after a burst of arrivals is served). */
  readonly later: (task: () => void) => void;
}

export interface StreamResponseOptions<A> {
  readonly headers: Readonly<Record<string, string>>;
  /** Items already produced: written at once, with the headers. */
  readonly opening: ReadonlyArray<A>;
  /** Every item, `opening` first (those are skipped here). */
  readonly items: Stream.Stream<A>;
  readonly encode: (item: A) => string;
  /** Runs after the last item, before the body ends. */
  readonly after: Effect.Effect<void>;
  /**
   * Called when the client goes away before `items` is read: whatever
   * produces the items should stop. They are still read (and dropped) to
   * the end, then `after` runs. Omitted: the producer does not depend on
   * this reader (a chat run goes on without it), and nothing is read.
   */
  readonly abandon?: () => void;
  readonly lanes: ResponseLanes;
}

/** Security headers of streamed responses (they bypass the `secureHeaders` middleware). */
const securityHeaders = {
  "x-content-type-options": "nosniff",
  "referrer-policy": "no-referrer",
  "cross-origin-resource-policy": "same-origin",
  "x-frame-options": "SAMEORIGIN",
};

const isServerResponse = (value: unknown): value is ServerResponse =>
  typeof value === "object" && value !== null && typeof (value as ServerResponse).writeHead === "function";

/**
 * A 200 response streaming `items` as encoded text as they are produced.
 *
 * On Node (`@hono/node-server`) it writes to the socket's response itself:
 * `opening` goes out at once, in the same packet as the headers, before any
 * other work; reading the rest of `items` starts later, on the `later` lane
 * (so a burst of new requests all get their first bytes before any of them
 * builds its reader), and then writes on the `urgent` lane, items produced
 * together in one write. Elsewhere it returns a `ReadableStream` body (see
 * pushReadable). Either way, a client that goes away interrupts the reading
 * (before its reader started: `abandon` when given, and the items are read
 * to their end unwritten), and a failure cuts the body short.
 */
export const streamResponse = <A>(c: Context, options: StreamResponseOptions<A>): Response => {
  const outgoing: unknown = (c.env as { outgoing?: unknown } | undefined)?.outgoing;
  const id = requestIdOf(c);
  const headers = { ...securityHeaders, ...(id === null ? {} : { "x-request-id": id }), ...options.headers };
  if (!isServerResponse(outgoing)) {
    return new Response(pushReadable(options.items, options.encode, options.after, options.lanes.urgent), { status: 200, headers });
  }
  outgoing.writeHead(200, headers);
  let opening = "";
  for (const item of options.opening) opening += options.encode(item);
  if (opening !== "") outgoing.write(opening);

  let ended = false;
  let skip = options.opening.length;
  const pump = Stream.runForEachArray(options.items, (batch) =>
    Effect.sync(() => {
      if (ended) return;
      let text = "";
      for (const item of batch) {
        if (skip > 0) skip--;
        else text += options.encode(item);
      }
      if (text !== "") outgoing.write(text);
    }),
  ).pipe(Effect.andThen(options.after));
  let fiber: Fiber.Fiber<void> | undefined;
  const start = () => {
    if (fiber !== undefined || (ended && options.abandon === undefined)) return;
    fiber = Effect.runFork(pump, { scheduler: options.lanes.urgent });
    fiber.addObserver((exit) => {
      if (ended) return;
      ended = true;
      if (Exit.isSuccess(exit)) outgoing.end();
      else outgoing.destroy();
    });
  };
  options.lanes.later(start);
  outgoing.once("close", () => {
    if (ended) return;
    ended = true;
    if (fiber !== undefined) {
      Effect.runFork(Fiber.interrupt(fiber), { scheduler: options.lanes.urgent });
      return;
    }
    // Nothing read yet: stop the producer, and read what it still produces (to its end) without writing it.
    if (options.abandon === undefined) return;
    options.abandon();
    start();
  });
  return RESPONSE_ALREADY_SENT;
};
