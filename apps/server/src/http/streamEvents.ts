import { Effect, Exit, Fiber, type Scheduler, Stream } from "effect";
import type { Context } from "hono";
import { stream } from "hono/streaming";

export interface StreamEventsOptions<A> {
  readonly headers: Readonly<Record<string, string>>;
  readonly items: Stream.Stream<A>;
  readonly encode: (item: A) => string;
  /** Runs after the last item, before the body ends. */
  readonly after: Effect.Effect<void>;
  /** Where the reading fiber runs (the server's urgent lane, see TimeSlicedScheduler). */
  readonly scheduler: Scheduler.Scheduler;
}

/**
 * A 200 response streaming `items` as encoded text as they are produced,
 * through Hono's `stream` helper. The reading starts at once, so items
 * already produced (a chat run's opening events) are written before the
 * handler returns, in one write; items produced together are written
 * together. The body ends after `after`; a client that goes away interrupts
 * the reading (what produces the items does not depend on it), and a failure
 * cuts the body short.
 */
export const streamEvents = <A>(c: Context, options: StreamEventsOptions<A>): Response => {
  for (const [name, value] of Object.entries(options.headers)) c.header(name, value);
  return stream(
    c,
    (body) =>
      new Promise<void>((resolve, reject) => {
        const pump = Stream.runForEachArray(options.items, (batch) => {
          let text = "";
          for (const item of batch) text += options.encode(item);
          return text === "" || body.aborted ? Effect.void : Effect.promise(() => body.write(text));
        }).pipe(Effect.andThen(options.after));
        const fiber = Effect.runFork(pump, { scheduler: options.scheduler });
        body.onAbort(() => {
          Effect.runFork(Fiber.interrupt(fiber), { scheduler: options.scheduler });
        });
        fiber.addObserver((exit) => (Exit.isSuccess(exit) || body.aborted ? resolve() : reject(new Error("The response stream failed"))));
      }),
    async (_error, body) => {
      // A failed stream ends the body early, so the client sees it cut short rather than ended.
      await body.abort();
    },
  );
};
