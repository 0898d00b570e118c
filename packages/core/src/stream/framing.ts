import { Schema } from "effect";
import { InvalidInput } from "../common/errors.js";
import { StreamEvent } from "./StreamEvent.js";

/** The JSON codec of the event union: Dates travel as ISO strings. */
const StreamEventJson = Schema.toCodecJson(StreamEvent);
const encodeEvent = Schema.encodeSync(StreamEventJson);
const decodeEvent = Schema.decodeUnknownSync(StreamEventJson);

/**
 * An event as a plain JSON value (what goes on the wire). The flat events,
 * most of a stream (text and reasoning deltas, the opening system event,
 * titles, the memories put into context), hold only strings, numbers and
 * booleans and are their own JSON
 * form: they are copied field by field in the codec's order, about ten times
 * cheaper than the codec (a test checks the two agree); the rest go through
 * the codec.
 */
export const streamEventToJson = (event: StreamEvent): unknown => {
  switch (event.type) {
    case "textDelta":
    case "reasoningDelta":
      return { type: event.type, threadId: event.threadId, runId: event.runId, messageId: event.messageId, seq: event.seq, delta: event.delta };
    case "system":
      return { type: event.type, threadId: event.threadId, runId: event.runId, messageId: event.messageId, seq: event.seq, model: event.model, offline: event.offline };
    case "memories":
      return {
        type: event.type,
        threadId: event.threadId,
        runId: event.runId,
        messageId: event.messageId,
        seq: event.seq,
        memories: event.memories.map((memory) => ({ id: memory.id, summary: memory.summary })),
      };
    case "threadTitleUpdated":
      return { type: event.type, threadId: event.threadId, runId: event.runId, messageId: event.messageId, seq: event.seq, title: event.title };
    default:
      return encodeEvent(event);
  }
};

export const ndjsonContentType = "application/x-ndjson";
export const sseContentType = "text/event-stream";

/** One NDJSON line (with its trailing newline). */
export const encodeNdjson = (event: StreamEvent): string => `${JSON.stringify(streamEventToJson(event))}\n`;

/** One Server-Sent Events frame: `event: <type>` and `data: <json>`. */
export const encodeSse = (event: StreamEvent): string =>
  `event: ${event.type}\nid: ${event.seq}\ndata: ${JSON.stringify(streamEventToJson(event))}\n\n`;

/** Decodes one JSON value into an event, throwing `InvalidInput` on anything else. */
export const decodeStreamEvent = (value: unknown): StreamEvent => {
  try {
    return decodeEvent(value);
  } catch (error) {
    throw new InvalidInput({ message: `Not a stream event: ${String(error)}` });
  }
};

/**
 * An incremental NDJSON decoder: feed it text as it arrives, in chunks cut
 * anywhere, and it returns the events completed so far.
 */
export class NdjsonDecoder {
  private buffer = "";

  push(text: string): StreamEvent[] {
    this.buffer += text;
    const lines = this.buffer.split("\n");
    this.buffer = lines.pop() ?? "";
    return lines.filter((line) => line.trim() !== "").map((line) => decodeStreamEvent(JSON.parse(line)));
  }

  /** Returns the final event when the stream ended without a newline. */
  end(): StreamEvent[] {
    const rest = this.buffer.trim();
    this.buffer = "";
    return rest === "" ? [] : [decodeStreamEvent(JSON.parse(rest))];
  }
}

/** Decodes a whole NDJSON body. */
export const decodeNdjson = (body: string): StreamEvent[] => {
  const decoder = new NdjsonDecoder();
  return [...decoder.push(body), ...decoder.end()];
};
