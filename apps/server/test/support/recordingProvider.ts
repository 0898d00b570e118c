import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

export interface RecordingProvider {
  /** e.g. "http://127.0.0.1:41234/v1" */
  readonly baseUrl: string;
  /** Every request received: its path and headers. */
  readonly requests: Array<{ readonly path: string; readonly headers: IncomingHttpHeaders }>;
  /** The Authorization headers received, in order. */
  readonly authorizations: () => ReadonlyArray<string | undefined>;
  readonly close: () => Promise<void>;
}

/**
 * A local server speaking the OpenAI chat-completions wire format (a short
 * streamed answer, or a JSON one), which records what it was sent: the
 * witness of which key went where. `redirectTo` makes it answer every
 * request with a redirect there instead.
 */
export const startRecordingProvider = async (options: { redirectTo?: string } = {}): Promise<RecordingProvider> => {
  const requests: Array<{ path: string; headers: IncomingHttpHeaders }> = [];
  const server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
    request.on("end", () => {
      requests.push({ path: request.url ?? "/", headers: request.headers });
      if (options.redirectTo !== undefined) {
        response.writeHead(307, { location: `${options.redirectTo}${request.url ?? ""}` }).end();
        return;
      }
      const parsed = JSON.parse(body || "{}") as { stream?: boolean; model?: string };
      const model = parsed.model ?? "recorded-model";
      if (!parsed.stream) {
        response.writeHead(200, { "content-type": "application/json" }).end(
          JSON.stringify({
            id: "answer",
            object: "chat.completion",
            created: 0,
            model,
            choices: [{ index: 0, message: { role: "assistant", content: "A title" }, finish_reason: "stop" }],
            usage: { prompt_tokens: 3, completion_tokens: 2, total_tokens: 5 },
          }),
        );
        return;
      }
      const chunk = (delta: Record<string, unknown>, finish: string | null = null) =>
        `data: ${JSON.stringify({ id: "answer", object: "chat.completion.chunk", created: 0, model, choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
      response.writeHead(200, { "content-type": "text/event-stream" });
      response.end(`${chunk({ role: "assistant", content: "Hello from the provider." })}${chunk({}, "stop")}data: [DONE]\n\n`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    authorizations: () => requests.map((request) => request.headers.authorization),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
};
