import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/** What the scripted server does for one structured-output request (by its `json_schema` name). */
export type ScriptedAnswer =
  | { readonly kind: "json"; readonly value: unknown; readonly delayMs?: number }
  | { readonly kind: "status"; readonly status: number; readonly delayMs?: number }
  | { readonly kind: "text"; readonly text: string; readonly delayMs?: number };

export interface ReflectionModelServer {
  readonly baseUrl: string;
  /** Requests received, by schema name ("reflection_ingestion", "reflection_coach_stoic", ...). */
  readonly calls: () => Readonly<Record<string, number>>;
  readonly close: () => Promise<void>;
}

/**
 * A local OpenAI-compatible chat completions endpoint for reflection tests
 * and benchmarks: each non-streamed structured-output request is answered by
 * `answer(schemaName, userContent, attempt, systemContent)` (attempt counts
 * from 1 per schema name), after the answer's delay, as a `chat.completion`
 * with usage.
 */
export const startReflectionModelServer = async (
  answer: (schemaName: string, userContent: string, attempt: number, systemContent: string) => ScriptedAnswer,
): Promise<ReflectionModelServer> => {
  const calls: Record<string, number> = {};
  const server: Server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
    request.on("end", () => {
      const parsed = JSON.parse(body || "{}") as {
        model?: string;
        messages?: ReadonlyArray<{ role: string; content: string }>;
        response_format?: { json_schema?: { name?: string } };
      };
      const name = parsed.response_format?.json_schema?.name ?? "text";
      calls[name] = (calls[name] ?? 0) + 1;
      const user = parsed.messages?.filter((message) => message.role === "user").at(-1)?.content ?? "";
      const system = parsed.messages?.filter((message) => message.role === "system").map((message) => message.content).join("\n") ?? "";
      const scripted = answer(name, user, calls[name], system);
      const send = () => {
        if (response.destroyed) return;
        if (scripted.kind === "status") {
          response.writeHead(scripted.status, { "content-type": "application/json" }).end(JSON.stringify({ error: { message: `scripted ${scripted.status}` } }));
          return;
        }
        const content = scripted.kind === "json" ? JSON.stringify(scripted.value) : scripted.text;
        response.writeHead(200, { "content-type": "application/json" }).end(
          JSON.stringify({
            id: `scripted-${name}`,
            object: "chat.completion",
            created: 0,
            model: parsed.model ?? "scripted",
            choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
            usage: { prompt_tokens: Math.ceil(user.length / 4), completion_tokens: Math.ceil(content.length / 4), total_tokens: Math.ceil((user.length + content.length) / 4) },
          }),
        );
      };
      if ((scripted.delayMs ?? 0) > 0) setTimeout(send, scripted.delayMs);
      else send();
    });
  });
  server.keepAliveTimeout = 30_000;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    calls: () => ({ ...calls }),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};
