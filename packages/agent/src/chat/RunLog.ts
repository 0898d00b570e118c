import type { StreamEvent } from "@lifeos/core";
import type { Cause } from "effect";
import { Effect, Queue, Stream } from "effect";

/** Events of one run kept for readers, by default (an answer of ~20 000 model tokens). */
export const defaultRunLogLimit = 20_000;

/**
 * The events of one run, in `seq` order, kept in memory while it runs so
 * that any number of readers can attach at any point: a reader gets the
 * kept events after the `seq` it names, then the live ones, until the log
 * ends (after the terminal event). Readers never hold the run back: one that
 * goes away only stops reading. At most `limit` events are kept; past it,
 * later events still reach attached readers but a reader attaching later
 * misses them, and relies on the terminal `done`, which carries the whole
 * message.
 */
export class RunLog {
  private readonly events: StreamEvent[] = [];
  private readers: Array<Queue.Queue<StreamEvent, Cause.Done>> = [];
  private ended = false;

  constructor(private readonly limit: number = defaultRunLogLimit) {}

  /** Appends an event and hands it to every attached reader; nothing once the log has ended. */
  push(event: StreamEvent): void {
    if (this.ended) return;
    if (this.events.length < this.limit) this.events.push(event);
    const readers = this.readers;
    for (let index = 0; index < readers.length; index++) Queue.offerUnsafe(readers[index]!, event);
  }

  /** Ends the log: attached readers' streams end after what they were given; later readers get the kept events and end. */
  end(): void {
    if (this.ended) return;
    this.ended = true;
    for (const reader of this.readers) Queue.endUnsafe(reader);
    this.readers = [];
  }

  get isEnded(): boolean {
    return this.ended;
  }

  /** The kept events with `seq` greater than `after`, then the live ones until the log ends. */
  read(after = -1): Stream.Stream<StreamEvent> {
    return Stream.unwrap(
      Effect.map(Queue.unbounded<StreamEvent, Cause.Done>(), (reader) => {
        // Replaying and registering happen together, so no event is missed or seen twice.
        for (const event of this.events) if (event.seq > after) Queue.offerUnsafe(reader, event);
        if (this.ended) Queue.endUnsafe(reader);
        else this.readers = [...this.readers, reader];
        return Stream.fromQueue(reader).pipe(Stream.ensuring(Effect.sync(() => (this.readers = this.readers.filter((other) => other !== reader)))));
      }),
    );
  }
}
