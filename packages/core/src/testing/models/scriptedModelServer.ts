import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/** One message of a Chat Completions request, as sent. */
export interface ScriptedWireMessage {
  readonly role: string;
  readonly content: string | null;
  readonly tool_calls?: ReadonlyArray<{ readonly id: string; readonly function: { readonly name: string; readonly arguments: string } }>;
  readonly tool_call_id?: string;
}

/** A Chat Completions request as the scripted server read it. */
export interface ScriptedModelRequest {
  readonly stream: boolean;
  readonly messages: ReadonlyArray<ScriptedWireMessage>;
  /** The system message's text ("" without one). */
  readonly system: string;
  /** The last user message's text. */
  readonly lastUser: string;
  /** The names of the tools offered. */
  readonly tools: ReadonlyArray<string>;
  /** The `json_schema` name of a structured-output request, else null. */
  readonly schemaName: string | null;
  /** The raw `response_format`, when sent. */
  readonly responseFormat: unknown;
}

/** What the script answers one request with. */
export type ScriptedReply =
  | { readonly kind: "text"; readonly text: string }
  | { readonly kind: "toolCalls"; readonly calls: ReadonlyArray<{ readonly name: string; readonly arguments: unknown }> }
  | { readonly kind: "json"; readonly value: unknown }
  | { readonly kind: "status"; readonly status: number };

export interface ScriptedModelServer {
  /** e.g. "http://127.0.0.1:41234/v1" */
  readonly baseUrl: string;
  /** Every request received, in order. */
  readonly requests: ReadonlyArray<ScriptedModelRequest>;
  readonly close: () => Promise<void>;
}

let callCount = 0;

/**
 * A local Chat Completions endpoint whose every answer comes from
 * `reply(request)`, decided by what the request says (its messages, tools
 * and response format), never by arrival order: background calls (titles,
 * memory extraction) and chat turns can interleave freely without one taking
 * the other's answer. Streamed requests get text deltas or tool calls as
 * server-sent events; others get one `chat.completion` (JSON replies as
 * their text). A `status` reply answers with that HTTP error.
 */
export const startScriptedModelServer = async (reply: (request: ScriptedModelRequest) => ScriptedReply): Promise<ScriptedModelServer> => {
  const requests: ScriptedModelRequest[] = [];
  const server: Server = createServer((incoming, response) => {
    let body = "";
    incoming.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
    incoming.on("end", () => {
      const parsed = JSON.parse(body || "{}") as {
        model?: string;
        stream?: boolean;
        messages?: ReadonlyArray<ScriptedWireMessage>;
        tools?: ReadonlyArray<{ function?: { name?: string } }>;
        response_format?: { json_schema?: { name?: string } };
      };
      const messages = parsed.messages ?? [];
      const request: ScriptedModelRequest = {
        stream: parsed.stream === true,
        messages,
        system: messages.find((message) => message.role === "system")?.content ?? "",
        lastUser: messages.filter((message) => message.role === "user").at(-1)?.content ?? "",
        tools: (parsed.tools ?? []).flatMap((tool) => (tool.function?.name === undefined ? [] : [tool.function.name])),
        schemaName: parsed.response_format?.json_schema?.name ?? null,
        responseFormat: parsed.response_format,
      };
      requests.push(request);
      const model = parsed.model ?? "scripted";
      const scripted = reply(request);
      if (scripted.kind === "status") {
        response.writeHead(scripted.status, { "content-type": "application/json" }).end(JSON.stringify({ error: { message: `scripted ${scripted.status}` } }));
        return;
      }
      const text = scripted.kind === "json" ? JSON.stringify(scripted.value) : scripted.kind === "text" ? scripted.text : null;
      const calls =
        scripted.kind === "toolCalls"
          ? scripted.calls.map((call) => ({ id: `call_${(callCount += 1)}`, type: "function", function: { name: call.name, arguments: JSON.stringify(call.arguments) } }))
          : [];
      const usage = { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 };
      if (!request.stream) {
        const message = { role: "assistant", content: text, ...(calls.length > 0 ? { tool_calls: calls } : {}) };
        response.writeHead(200, { "content-type": "application/json" }).end(
          JSON.stringify({ id: "scripted", object: "chat.completion", created: 0, model, choices: [{ index: 0, message, finish_reason: calls.length > 0 ? "tool_calls" : "stop" }], usage }),
        );
        return;
      }
      const chunk = (delta: Record<string, unknown>, finish: string | null = null) =>
        `data: ${JSON.stringify({ id: "scripted", object: "chat.completion.chunk", created: 0, model, choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
      const events =
        calls.length > 0
          ? [chunk({ role: "assistant", content: null }), ...calls.map((call, index) => chunk({ tool_calls: [{ index, ...call }] })), chunk({}, "tool_calls")]
          : [chunk({ role: "assistant", content: "" }), ...(text ?? "").split(/(?<= )/).map((piece) => chunk({ content: piece })), chunk({}, "stop")];
      response.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
      response.end(`${events.join("")}data: ${JSON.stringify({ id: "scripted", object: "chat.completion.chunk", created: 0, model, choices: [], usage })}\n\ndata: [DONE]\n\n`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};
