import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export interface DraftingModel {
  readonly baseUrl: string;
  readonly close: () => Promise<void>;
}

/**
 * A local server speaking the OpenAI wire format that drafts a trade: asked a
 * question, it calls `record_activity` (or `options.tool`) with `activity`; given the tool's
 * result, it writes its answer one word every `delayMs` (`words` words), so
 * the draft card is on the page while the answer is still being written.
 * Non-streamed requests (titles) get a short answer at once.
 */
export const startDraftingModel = async (activity: Record<string, unknown>, options: { readonly delayMs?: number; readonly words?: number; readonly tool?: string } = {}): Promise<DraftingModel> => {
  const server: Server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
    request.on("end", () => {
      const parsed = JSON.parse(body || "{}") as { stream?: boolean; model?: string; messages?: ReadonlyArray<{ role: string }> };
      const model = parsed.model ?? "drafting-model";
      if (!parsed.stream) {
        response.writeHead(200, { "content-type": "application/json" }).end(
          JSON.stringify({ id: "title", object: "chat.completion", created: 0, model, choices: [{ index: 0, message: { role: "assistant", content: "A trade" }, finish_reason: "stop" }] }),
        );
        return;
      }
      const chunk = (delta: Record<string, unknown>, finish: string | null = null) =>
        `data: ${JSON.stringify({ id: "draft", object: "chat.completion.chunk", created: 0, model, choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
      response.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache", connection: "keep-alive" });
      if (parsed.messages?.at(-1)?.role !== "tool") {
        const call = { index: 0, id: `call_${Date.now().toString(36)}`, type: "function", function: { name: options.tool ?? "record_activity", arguments: JSON.stringify(activity) } };
        response.end(`${chunk({ role: "assistant", content: null, tool_calls: [call] })}${chunk({}, "tool_calls")}data: [DONE]\n\n`);
        return;
      }
      const words = Array.from({ length: options.words ?? 40 }, (_, index) => `word${index} `);
      let index = 0;
      response.write(chunk({ role: "assistant", content: "Here is the trade to confirm: " }));
      const timer = setInterval(() => {
        if (index < words.length) {
          response.write(chunk({ content: words[index++] }));
          return;
        }
        clearInterval(timer);
        response.write(chunk({}, "stop"));
        response.end("data: [DONE]\n\n");
      }, options.delayMs ?? 100);
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
