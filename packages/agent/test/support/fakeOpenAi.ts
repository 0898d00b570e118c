import type { IncomingMessage, ServerResponse } from "node:http";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

/** How the fake provider answers one request. */
export type StaticFixture =
  | {
      readonly kind: "sse";
      readonly events: ReadonlyArray<unknown>;
      readonly dropAfter?: number;
      readonly done?: boolean;
      readonly raw?: ReadonlyArray<string>;
      /** Keep the connection open after the events, as a model still thinking would, until the client goes away. */
      readonly hang?: boolean;
    }
  | { readonly kind: "json"; readonly status?: number; readonly body: unknown; readonly headers?: Record<string, string> };
export type Fixture = StaticFixture | ((request: RecordedRequest) => Fixture);

export interface RecordedRequest {
  readonly method: string;
  readonly path: string;
  readonly body: Record<string, unknown>;
  readonly headers: IncomingMessage["headers"];
}

export interface FakeOpenAi {
  /** e.g. "http://127.0.0.1:41234/v1" */
  readonly baseURL: string;
  readonly requests: RecordedRequest[];
  /** Queues answers; each request takes the next one (a 500 when none is left). */
  readonly enqueue: (...fixtures: Fixture[]) => void;
  /** Requests whose connection closed before the answer finished (aborted by the client). */
  readonly aborted: () => number;
  readonly close: () => Promise<void>;
}

const readBody = (request: IncomingMessage): Promise<string> =>
  new Promise((resolve, reject) => {
    let text = "";
    request.setEncoding("utf8");
    request.on("data", (chunk: string) => (text += chunk));
    request.on("end", () => resolve(text));
    request.on("error", reject);
  });

/**
 * A local HTTP server that speaks the OpenAI wire format from fixtures:
 * server-sent event streams (optionally cut mid-stream or carrying raw,
 * malformed lines) and JSON answers with any status and headers.
 */
export const startFakeOpenAi = async (): Promise<FakeOpenAi> => {
  const queue: Fixture[] = [];
  const requests: RecordedRequest[] = [];
  let aborted = 0;
  const answer = async (request: IncomingMessage, response: ServerResponse) => {
    const text = await readBody(request);
    const recorded: RecordedRequest = {
      method: request.method ?? "GET",
      path: request.url ?? "/",
      body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
      headers: request.headers,
    };
    requests.push(recorded);
    const next: Fixture = queue.shift() ?? { kind: "json", status: 500, body: { error: { message: "no fixture left" } } };
    let fixture: Fixture = next;
    while (typeof fixture === "function") fixture = fixture(recorded);
    if (fixture.kind === "json") {
      response.writeHead(fixture.status ?? 200, { "content-type": "application/json", ...fixture.headers });
      response.end(JSON.stringify(fixture.body));
      return;
    }
    response.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
    let finished = false;
    response.on("close", () => {
      if (!finished) aborted += 1;
    });
    const lines = [...(fixture.raw ?? []), ...fixture.events.map((event) => `data: ${JSON.stringify(event)}\n\n`)];
    for (const [index, line] of lines.entries()) {
      if (fixture.dropAfter !== undefined && index >= fixture.dropAfter) {
        finished = true;
        response.socket?.destroy();
        return;
      }
      response.write(line);
      await new Promise((resolve) => setImmediate(resolve));
    }
    if (fixture.hang) return;
    if (fixture.done !== false) response.write("data: [DONE]\n\n");
    finished = true;
    response.end();
  };
  const server = createServer((request, response) => {
    answer(request, response).catch(() => response.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    enqueue: (...fixtures) => queue.push(...fixtures),
    aborted: () => aborted,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};

/** Chat Completions chunk helpers. */
export const chunk = (delta: Record<string, unknown>, finish: string | null = null, extra: Record<string, unknown> = {}) => ({
  id: "chatcmpl-1",
  object: "chat.completion.chunk",
  created: 1,
  model: "gpt-4.1-mini",
  choices: [{ index: 0, delta, finish_reason: finish }],
  ...extra,
});

export const usageChunk = (prompt: number, completion: number) => ({
  id: "chatcmpl-1",
  object: "chat.completion.chunk",
  created: 1,
  model: "gpt-4.1-mini",
  choices: [],
  usage: { prompt_tokens: prompt, completion_tokens: completion, total_tokens: prompt + completion },
});

/** A streamed text answer split into the given pieces. */
export const textStream = (pieces: ReadonlyArray<string>, usage = true): StaticFixture => ({
  kind: "sse",
  events: [
    chunk({ role: "assistant", content: "" }),
    ...pieces.map((piece) => chunk({ content: piece })),
    chunk({}, "stop"),
    ...(usage ? [usageChunk(10, pieces.length)] : []),
  ],
});

/** A streamed answer calling tools; each call's arguments are split into two deltas. */
export const toolCallStream = (calls: ReadonlyArray<{ id: string; name: string; arguments: string }>): StaticFixture => ({
  kind: "sse",
  events: [
    chunk({ role: "assistant", content: null }),
    ...calls.flatMap((call, index) => {
      const half = Math.floor(call.arguments.length / 2);
      return [
        chunk({ tool_calls: [{ index, id: call.id, type: "function", function: { name: call.name, arguments: "" } }] }),
        chunk({ tool_calls: [{ index, function: { arguments: call.arguments.slice(0, half) } }] }),
        chunk({ tool_calls: [{ index, function: { arguments: call.arguments.slice(half) } }] }),
      ];
    }),
    chunk({}, "tool_calls"),
    usageChunk(20, 5),
  ],
});
