import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export interface MarkdownModel {
  readonly baseUrl: string;
  /** The day the answers cite (YYYY-MM-DD). */
  citeDate: string;
  /** The bearer token it wants, or null for none (a keyless local server such as Ollama). */
  key: string | null;
  /** Chat completions answered so far. */
  readonly answered: () => number;
  readonly close: () => Promise<void>;
}

/**
 * A local server speaking the OpenAI wire format (`GET /models`, streamed
 * chat completions) whose answers are Markdown: bold text, a table, a code
 * block, raw HTML that must not run, an image, and a cited date. Each answer
 * is numbered, so a regenerated one differs from the first.
 */
export const startMarkdownModel = async (): Promise<MarkdownModel> => {
  let count = 0;
  const state = { citeDate: "2024-01-01", key: null as string | null };
  const server: Server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
    request.on("end", () => {
      if (state.key !== null && request.headers.authorization !== `Bearer ${state.key}`) {
        response.writeHead(401, { "content-type": "application/json" }).end(JSON.stringify({ error: { message: "Incorrect API key provided", type: "invalid_request_error" } }));
        return;
      }
      if (request.url?.endsWith("/models")) {
        response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ object: "list", data: [{ id: "markdown-model", object: "model" }, { id: "other-model", object: "model" }] }));
        return;
      }
      const parsed = JSON.parse(body || "{}") as { stream?: boolean; model?: string };
      const model = parsed.model ?? "markdown-model";
      if (!parsed.stream) {
        response.writeHead(200, { "content-type": "application/json" }).end(
          JSON.stringify({ id: "t", object: "chat.completion", created: 0, model, choices: [{ index: 0, message: { role: "assistant", content: "Markdown talk" }, finish_reason: "stop" }] }),
        );
        return;
      }
      count += 1;
      const text = [
        `Answer number ${count}: here is **what I found** on ${state.citeDate}.`,
        "",
        "| Day | Mood |",
        "| --- | --- |",
        "| Monday | 70 |",
        "",
        "```js",
        "const mood = 70;",
        "```",
        "",
        '<script>window.__ranScript = true</script><b class="raw-html">raw</b>',
        "",
        "![a cat](http://198.51.100.7/cat.png)",
      ].join("\n");
      const chunk = (delta: Record<string, unknown>, finish: string | null = null) =>
        `data: ${JSON.stringify({ id: "m", object: "chat.completion.chunk", created: 0, model, choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
      response.writeHead(200, { "content-type": "text/event-stream" });
      const pieces = text.match(/[\s\S]{1,40}/g) ?? [];
      response.end(`${chunk({ role: "assistant", content: "" })}${pieces.map((piece) => chunk({ content: piece })).join("")}${chunk({}, "stop")}data: [DONE]\n\n`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    get citeDate() {
      return state.citeDate;
    },
    set citeDate(value: string) {
      state.citeDate = value;
    },
    get key() {
      return state.key;
    },
    set key(value: string | null) {
      state.key = value;
    },
    answered: () => count,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
};
