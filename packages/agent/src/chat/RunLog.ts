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
/**
 * A reader told of a log's events as they are pushed (see `RunLog.subscribe`):
 * `event` for each, in `seq` order, then `end` once.
 */
export interface RunLogSubscriber {
  readonly event: (event: StreamEvent) => void;
  readonly end: () => void;
}

export class RunLog {
  private readonly events: StreamEvent[] = [];
  private subscribers: Array<RunLogSubscriber> = [];
  private ended = false;

  constructor(private readonly limit: number = defaultRunLogLimit) {}

  /** Appends an event and hands it to every attached reader; nothing once the log has ended. */
  push(event: StreamEvent): void {
    if (this.ended) return;
    if (this.events.length < this.limit) this.events.push(event);
    const subscribers = this.subscribers;
    for (let index = 0; index < subscribers.length; index++) subscribers[index]!.event(event);
  }

  /** Ends the log: attached readers' streams end after what they were given; later readers get the kept events and end. */
  end(): void {
    if (this.ended) return;
    this.ended = true;
    const subscribers = this.subscribers;
    this.subscribers = [];
    for (const subscriber of subscribers) subscriber.end();
  }

  get isEnded(): boolean {
    return this.ended;
  }

  /**
   * The kept events with `seq` greater than `after`, handed to `subscriber`
   * at once (before this returns), then each live one as it is pushed (in
   * the pusher's call), then `end`. Returns what detaches the subscriber;
   * detaching never affects the run. For a reader that needs no fiber of its
   * own (the server's direct chat stream); `read` is the same as a stream.
   */
  subscribe(after: number, subscriber: RunLogSubscriber): () => void {
    // Replaying and registering happen together, so no event is missed or seen twice.
    for (const event of this.events) if (event.seq > after) subscriber.event(event);
    if (this.ended) {
      subscriber.end();
      return () => {};
    }
    this.subscribers = [...this.subscribers, subscriber];
    return () => {
      this.subscribers = this.subscribers.filter((other) => other !== subscriber);
    };
  }

  /** The kept events with `seq` greater than `after`, then the live ones until the log ends. */
  read(after = -1): Stream.Stream<StreamEvent> {
    return Stream.unwrap(
      Effect.map(Queue.unbounded<StreamEvent, Cause.Done>(), (reader) => {
        const detach = this.subscribe(after, { event: (event) => Queue.offerUnsafe(reader, event), end: () => Queue.endUnsafe(reader) });
        return Stream.fromQueue(reader).pipe(Stream.ensuring(Effect.sync(detach)));
      }),
    );
  }
}
