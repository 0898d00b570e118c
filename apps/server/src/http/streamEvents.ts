import { Effect, Exit, Fiber, type Scheduler, Stream } from "effect";
import type { Context } from "hono";

export interface StreamEventsOptions<A> {
  readonly headers: Readonly<Record<string, string>>;
  readonly items: Stream.Stream<A>;
  readonly encode: (item: A) => string;
  /** Runs after the last item, before the body ends. */
  readonly after: Effect.Effect<void>;
  /** Where the reading fiber runs (the server's urgent lane, see TimeSlicedScheduler). */
  readonly scheduler: Scheduler.Scheduler;
}

/** Encoded chunks the body holds for a slow client before the reading waits for it. */
const bufferedChunks = 16;

/**
 * A 200 response streaming `items` as encoded text as they are produced: a
 * web `ReadableStream` body handed to Hono (`c.body`). The reading starts at
 * once, so items already produced (a chat run's opening events) are queued
 * before the handler returns, in one chunk; items produced together go out
 * together, and the reading waits while a slow client has `bufferedChunks`
 * unread. The body ends after `after`; a client that goes away cancels the
 * body, which interrupts the reading (what produces the items does not
 * depend on it), and a failure cuts the body short. One stream per response
 * instead of the transform pair of Hono's `stream` helper: a chat storm
 * builds one per chat before its first event.
 */
export const streamEvents = <A>(c: Context, options: StreamEventsOptions<A>): Response => {
  const encoder = new TextEncoder();
  let fiber: Fiber.Fiber<void> | undefined;
  let cancelled = false;
  let resume: (() => void) | undefined;
  const body = new ReadableStream<Uint8Array>(
    {
      start: (controller) => {
        /** Waits until the client has read enough of what is queued. */
        const room = Effect.callback<void>((wake) => {
          resume = () => wake(Effect.void);
        });
        const pump = Stream.runForEachArray(options.items, (batch) => {
          let text = "";
          for (const item of batch) text += options.encode(item);
          if (text === "" || cancelled) return Effect.void;
          controller.enqueue(encoder.encode(text));
          return (controller.desiredSize ?? 1) > 0 ? Effect.void : room;
        }).pipe(Effect.andThen(options.after));
        fiber = Effect.runFork(pump, { scheduler: options.scheduler });
        fiber.addObserver((exit) => {
          if (cancelled) return;
          if (Exit.isSuccess(exit)) controller.close();
          else controller.error(new Error("The response stream failed"));
        });
      },
      pull: () => {
        const wake = resume;
        resume = undefined;
        wake?.();
      },
      cancel: () => {
        cancelled = true;
        if (fiber !== undefined) Effect.runFork(Fiber.interrupt(fiber), { scheduler: options.scheduler });
      },
    },
    new CountQueuingStrategy({ highWaterMark: bufferedChunks }),
  );
  return c.body(body, 200, options.headers);
};
