import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local OpenAI-compatible chat completions endpoint that streams its
 * answer slowly (one word every `delayMs`), so a test can stop a run
 * midway. Non-streamed requests (titles) get a short answer at once. The
 * answer is "Once upon a time " then `words` words (default 200),
 * `word0 ` to `word<words - 1> `.
 */
export const startSlowModelServer = async (
  delayMs = 150,
  options: { readonly words?: number } = {},
): Promise<{ baseUrl: string; close: () => Promise<void> }> => {
  const server: Server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
    request.on("end", () => {
      const parsed = JSON.parse(body || "{}") as { stream?: boolean; model?: string };
      const model = parsed.model ?? "slow-model";
      if (!request.url?.includes("/chat/completions")) {
        response.writeHead(404, { "content-type": "application/json" }).end(JSON.stringify({ error: { message: "not found" } }));
        return;
      }
      if (!parsed.stream) {
        response.writeHead(200, { "content-type": "application/json" }).end(
          JSON.stringify({
            id: "title",
            object: "chat.completion",
            created: 0,
            model,
            choices: [{ index: 0, message: { role: "assistant", content: "A slow story" }, finish_reason: "stop" }],
            usage: { prompt_tokens: 5, completion_tokens: 3, total_tokens: 8 },
          }),
        );
        return;
      }
      response.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache", connection: "keep-alive" });
      const words = Array.from({ length: options.words ?? 200 }, (_, index) => `word${index} `);
      let index = 0;
      const chunk = (delta: Record<string, unknown>, finish: string | null = null) =>
        `data: ${JSON.stringify({ id: "slow", object: "chat.completion.chunk", created: 0, model, choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
      response.write(chunk({ role: "assistant", content: "Once upon a time " }));
      const timer = setInterval(() => {
        if (index < words.length) {
          response.write(chunk({ content: words[index++] }));
          return;
        }
        clearInterval(timer);
        response.write(chunk({}, "stop"));
        response.end("data: [DONE]\n\n");
      }, delayMs);
      response.on("close", () => clearInterval(timer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};
