import type { ServerResponse } from "node:http";
import { RESPONSE_ALREADY_SENT } from "@hono/node-server/utils/response";
import { Effect, Exit, Fiber, type Scheduler, Stream } from "effect";
import type { Context } from "hono";
import { pushReadable } from "./pushReadable.js";

export interface StreamResponseOptions<A> {
  readonly headers: Readonly<Record<string, string>>;
  readonly items: Stream.Stream<A>;
  readonly encode: (item: A) => string;
  /** Runs after the last item, before the body ends. */
  readonly after: Effect.Effect<void>;
  /** The scheduler lane the writing fiber runs on (the server's urgent lane). */
  readonly scheduler: Scheduler.Scheduler;
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
 * Items already produced when this is called (a chat run's first events)
 * are written at once, in the same packet as the headers, and items
 * produced together are written together.
 *
 * On Node (`@hono/node-server`) it writes to the socket's response itself:
 * a web `ReadableStream` would add an allocation-heavy layer and a separate
 * write for the headers to every request. Elsewhere it returns a
 * `ReadableStream` body (see pushReadable). Either way, a client that goes
 * away interrupts the stream, and a failure cuts the body short.
 */
export const streamResponse = <A>(c: Context, options: StreamResponseOptions<A>): Response => {
  const outgoing: unknown = (c.env as { outgoing?: unknown } | undefined)?.outgoing;
  if (!isServerResponse(outgoing)) {
    return new Response(pushReadable(options.items, options.encode, options.after, options.scheduler), {
      status: 200,
      headers: { ...securityHeaders, ...options.headers },
    });
  }
  outgoing.writeHead(200, { ...securityHeaders, ...options.headers });
  let ended = false;
  const pump = Stream.runForEachArray(options.items, (batch) =>
    Effect.sync(() => {
      if (ended) return;
      let text = "";
      for (const item of batch) text += options.encode(item);
      outgoing.write(text);
    }),
  ).pipe(Effect.andThen(options.after));
  const fiber = Effect.runFork(pump, { scheduler: options.scheduler });
  fiber.addObserver((exit) => {
    if (ended) return;
    ended = true;
    if (Exit.isSuccess(exit)) outgoing.end();
    else outgoing.destroy();
  });
  outgoing.once("close", () => {
    if (ended) return;
    ended = true;
    Effect.runFork(Fiber.interrupt(fiber), { scheduler: options.scheduler });
  });
  return RESPONSE_ALREADY_SENT;
};
