import { Effect, Exit, Fiber, type Scheduler, Stream } from "effect";

const encoder = new TextEncoder();

/**
 * A web `ReadableStream` for a response body: `items` encoded as text and
 * pushed as they are produced, then `after` runs before the body ends
 * (`Stream.toReadableStream` instead waits for every read to go through the
 * scheduler, one turn of the event loop per chunk).
 *
 * The stream runs at once, on `scheduler` (the server's urgent lane), so
 * items already produced — a chat run's first events — are enqueued before
 * this returns; items produced together are written as one chunk. Chunks
 * are buffered without bound while the client reads slowly: callers pass
 * streams of bounded size. Cancelling the body (the client went away)
 * interrupts the stream; a failure errors the body.
 */
export const pushReadable = <A>(
  items: Stream.Stream<A>,
  encode: (item: A) => string,
  after: Effect.Effect<void>,
  scheduler: Scheduler.Scheduler,
): ReadableStream<Uint8Array> => {
  let fiber: Fiber.Fiber<void> | undefined;
  let open = true;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      const pump = Stream.runForEachArray(items, (batch) =>
        Effect.sync(() => {
          if (!open) return;
          let text = "";
          for (const item of batch) text += encode(item);
          controller.enqueue(encoder.encode(text));
        }),
      ).pipe(Effect.andThen(after));
      fiber = Effect.runFork(pump, { scheduler });
      fiber.addObserver((exit) => {
        if (!open) return;
        open = false;
        if (Exit.isSuccess(exit)) controller.close();
        else controller.error(new Error("The response stream failed"));
      });
    },
    cancel() {
      open = false;
      if (fiber !== undefined) Effect.runFork(Fiber.interrupt(fiber), { scheduler });
    },
  });
};
