import { createServer, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface SlowProvider {
  /** e.g. "http://127.0.0.1:41234/v1" */
  readonly baseUrl: string;
  readonly close: () => Promise<void>;
}

/**
 * A local server speaking the OpenAI chat-completions wire format that
 * streams its answer slowly: `words` words ("w0 w1 …"), one every
 * `intervalMs`. Requests without streaming (titles) get a short JSON answer.
 */
export const startSlowProvider = async (options: { words: number; intervalMs: number }): Promise<SlowProvider> => {
  const open = new Set<ServerResponse>();
  const server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
    request.on("end", () => {
      const parsed = JSON.parse(body || "{}") as { stream?: boolean; model?: string };
      const model = parsed.model ?? "slow-model";
      if (!parsed.stream) {
        response.writeHead(200, { "content-type": "application/json" }).end(
          JSON.stringify({
            id: "title",
            object: "chat.completion",
            created: 0,
            model,
            choices: [{ index: 0, message: { role: "assistant", content: "A long story" }, finish_reason: "stop" }],
            usage: { prompt_tokens: 3, completion_tokens: 2, total_tokens: 5 },
          }),
        );
        return;
      }
      const chunk = (delta: Record<string, unknown>, finish: string | null = null) =>
        `data: ${JSON.stringify({ id: "answer", object: "chat.completion.chunk", created: 0, model, choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
      response.writeHead(200, { "content-type": "text/event-stream" });
      open.add(response);
      let sent = 0;
      const timer = setInterval(() => {
        if (response.destroyed) {
          clearInterval(timer);
          open.delete(response);
          return;
        }
        if (sent < options.words) {
          response.write(chunk(sent === 0 ? { role: "assistant", content: `w${sent} ` } : { content: `w${sent} ` }));
          sent += 1;
          return;
        }
        clearInterval(timer);
        open.delete(response);
        response.end(`${chunk({}, "stop")}data: [DONE]\n\n`);
      }, options.intervalMs);
      response.on("close", () => {
        clearInterval(timer);
        open.delete(response);
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    close: () =>
      new Promise((resolve) => {
        for (const response of open) response.destroy();
        server.close(() => resolve());
      }),
  };
};
