import { readFileSync } from "node:fs";
import { Validator } from "@seriousme/openapi-schema-validator";
import { decodeNdjson, JobQueue } from "@lifeos/core";
import { Schema } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../src/app.js";
import { domains } from "../src/domains.js";
import type { Operation } from "../src/openapi/Operation.js";
import { operationIdOf } from "../src/openapi/Operation.js";
import { startTestServer, type TestServer, type TestUser } from "./support/testServer.js";

interface Document {
  readonly paths: Record<string, Record<string, { operationId: string; responses: Record<string, { content?: Record<string, unknown> }> }>>;
}

const operations: ReadonlyArray<Operation> = domains.flatMap((module) => module.operations);
/** The path an operation is served at (`//healthz` is outside the API). */
const servedPath = (operation: Operation) => (operation.path.startsWith("//") ? operation.path.slice(1) : `/api/v1${operation.path}`);

describe("the OpenAPI document", () => {
  let server: TestServer;
  let alice: TestUser;
  let document: Document;
  beforeAll(async () => {
    server = await startTestServer({ env: { LIFEOS_MODE: "hosted" } });
    alice = await server.addUser("Alice");
    document = (await (await server.call("/api/v1/openapi.json")).json()) as Document;
  });
  afterAll(() => server.stop());

  it("is a valid OpenAPI 3.1 document with a unique operationId on every operation", async () => {
    const result = await new Validator().validate(document as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    const ids = Object.values(document.paths).flatMap((methods) => Object.values(methods).map((operation) => operation.operationId));
    expect(ids).toHaveLength(operations.length);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toContain("getJournalEntriesById");
  });

  it("lists every route the server answers, and no route it does not", () => {
    const app = createApp(server.context, domains);
    // Site routes (outside /api/v1: the health check, metrics) as the modules mount them.
    const sitePaths = new Set(
      domains.flatMap((module) => module.siteRoutes?.(server.context) ?? []).flatMap((mount) => mount.app.routes.map((route) => `${mount.path}${route.path}`.replace(/^\/\//, "/"))),
    );
    const served = new Set(
      app.routes
        .filter((route) => route.method !== "ALL" && (route.path.startsWith("/api/v1/") || sitePaths.has(route.path)))
        .map((route) => `${route.method.toLowerCase()} ${route.path.replace(/:(\w+)/g, "{$1}").replace(/(.)\/$/, "$1")}`),
    );
    const documented = new Set(Object.entries(document.paths).flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method} ${path}`)));
    expect([...served].filter((route) => !documented.has(route))).toEqual([]);
    expect([...documented].filter((route) => !served.has(route))).toEqual([]);
  });

  it("describes a streamed run as NDJSON and as server-sent events of one event union", () => {
    const content = document.paths["/api/v1/ai/chat/stream"]!.post!.responses["200"]!.content!;
    expect(Object.keys(content).sort()).toEqual(["application/x-ndjson", "text/event-stream"]);
    expect(content["text/event-stream"]).toEqual(content["application/x-ndjson"]);
    expect(JSON.stringify(content["application/x-ndjson"])).toContain("threadTitleUpdated");
  });

  it("describes what the routes answer: real responses decode with their documented schemas", async () => {
    const checked = new Set<Operation>();
    /** Calls the operation at `path` and decodes its body with the operation's response schema. */
    const call = async (method: Operation["method"], template: string, path: string = template, body?: unknown, token = alice.token): Promise<unknown> => {
      const operation = operations.find((candidate) => candidate.method === method && servedPath(candidate) === template);
      expect(operation, `${method} ${template} is documented`).toBeDefined();
      const response = await server.call(path, {
        method: method.toUpperCase(),
        token,
        ...(body === undefined ? {} : body instanceof FormData ? { body } : { json: body }),
      });
      expect(response.status, `${method} ${path}`).toBe(operation!.response?.status ?? 200);
      const schema = operation!.response?.schema;
      if (schema === undefined) return undefined;
      const decodeBody = Schema.decodeUnknownSync(Schema.toCodecJson(schema as Schema.Codec<unknown, unknown>));
      const decode = (value: unknown) => {
        try {
          return decodeBody(value);
        } catch (error) {
          throw new Error(`${method} ${path} answered outside its documented schema: ${String(error)}\n${JSON.stringify(value).slice(0, 400)}`);
        }
      };
      checked.add(operation!);
      const type = response.headers.get("content-type") ?? "";
      if (type.includes("ndjson")) return (await response.text()).split("\n").filter((line) => line !== "").map((line) => decode(JSON.parse(line)));
      if (type.includes("event-stream")) {
        const text = await response.text();
        return [...text.matchAll(/^data: (.*)$/gm)].map((match) => decode(JSON.parse(match[1]!)));
      }
      return decode(await response.json());
    };

    await call("get", "/healthz");
    await call("get", "/api/v1/openapi.json");
    await call("get", "/api/v1/me");
    await call("get", "/api/v1/settings");
    await call("put", "/api/v1/settings", "/api/v1/settings", { provider: "offline", timeZone: "Europe/Lisbon" });
    await call("post", "/api/v1/tokens", "/api/v1/tokens", { name: "laptop" });
    await call("get", "/api/v1/tokens");

    const entry = (await call("post", "/api/v1/journal/entries", "/api/v1/journal/entries", { date: "2025-03-04", content: "Walked by the river with Ana." })) as { id: string };
    await call("get", "/api/v1/journal/entries");
    await call("get", "/api/v1/journal/entries/{id}", `/api/v1/journal/entries/${entry.id}`);
    await call("patch", "/api/v1/journal/entries/{id}", `/api/v1/journal/entries/${entry.id}`, { title: "River" });
    await call("get", "/api/v1/journal/pipeline");
    await call("get", "/api/v1/journal/processing");
    await call("get", "/api/v1/documents/processing");
    // The journal's insights answer with the output schemas of the tools behind them.
    await call("get", "/api/v1/journal/timeseries", "/api/v1/journal/timeseries?metric=happiness&days=30");
    await call("get", "/api/v1/journal/current-state", "/api/v1/journal/current-state?days=14");
    await call("get", "/api/v1/journal/search", "/api/v1/journal/search?q=river");
    const made = (await call("post", "/api/v1/journal/summaries/{kind}/{period}", "/api/v1/journal/summaries/month/2025-03")) as { summary: { period: string } | null };
    expect(made.summary?.period).toBe("2025-03");
    await call("get", "/api/v1/journal/summaries/{kind}/{period}", "/api/v1/journal/summaries/month/2025-03");
    await call("get", "/api/v1/journal/sample");
    await call("delete", "/api/v1/journal/sample");

    const events = (await call("post", "/api/v1/ai/chat/stream", "/api/v1/ai/chat/stream", { content: "What was my last entry?" })) as Array<{ threadId: string; runId: string }>;
    expect(events.length).toBeGreaterThan(2);
    const sse = await server.call("/api/v1/ai/chat/stream", { method: "POST", token: alice.token, json: { content: "Hello" }, headers: { accept: "text/event-stream" } });
    const sseEvents = [...(await sse.text()).matchAll(/^data: (.*)$/gm)].map((match) => JSON.parse(match[1]!) as unknown);
    const eventSchema = Schema.decodeUnknownSync(Schema.toCodecJson(operations.find((operation) => operation.path === "/ai/chat/stream")!.response!.schema as Schema.Codec<unknown, unknown>));
    expect(sseEvents.length).toBeGreaterThan(2);
    for (const event of sseEvents) eventSchema(event);

    const { threadId, runId } = events[0]!;
    await call("get", "/api/v1/ai/runs/{runId}", `/api/v1/ai/runs/${runId}`);
    const replayed = (await call("get", "/api/v1/ai/runs/{runId}/events", `/api/v1/ai/runs/${runId}/events`)) as Array<{ type: string }>;
    expect(replayed.at(-1)?.type).toBe("done");
    await call("get", "/api/v1/threads");
    await call("get", "/api/v1/threads/{id}", `/api/v1/threads/${threadId}`);
    await call("patch", "/api/v1/threads/{id}", `/api/v1/threads/${threadId}`, { title: "Last entry" });
    await call("post", "/api/v1/threads/{id}/tags", `/api/v1/threads/${threadId}/tags`, { tag: "journal" });
    await call("delete", "/api/v1/threads/{id}/tags/{tag}", `/api/v1/threads/${threadId}/tags/journal`);
    await call("get", "/api/v1/threads/{id}/messages", `/api/v1/threads/${threadId}/messages`);

    // The browser's zone, offered to a user who never chose one; and a journal draft from the chat, saved and discarded.
    await call("post", "/api/v1/settings/time-zone/adopt", "/api/v1/settings/time-zone/adopt", { timeZone: "Europe/Lisbon" });
    for (const [content, action] of [["add to my journal: Went for a run", "confirm"], ["log that I slept badly", "cancel"]] as const) {
      const drafted = decodeNdjson(await (await server.call("/api/v1/ai/chat/stream", { method: "POST", token: alice.token, json: { content } })).text());
      const result = drafted.find((event) => event.type === "toolResult");
      expect(result?.type).toBe("toolResult");
      if (result?.type !== "toolResult") continue;
      await call("post", `/api/v1/journal/drafts/${action}`, `/api/v1/journal/drafts/${action}`, { source: { messageId: result.messageId, toolCallId: result.toolCallId } });
    }

    const scheduled = (await call("post", "/api/v1/journal/pipeline/run")) as { jobId: string };
    await call("get", "/api/v1/jobs");
    await call("get", "/api/v1/jobs/{id}", `/api/v1/jobs/${scheduled.jobId}`);
    // Cancel and retry need a job that is still queued: the scheduled one may finish between two calls, so a job due in an hour.
    const later = await server.context.run(
      JobQueue.use((jobs) => jobs.enqueue(alice.id, { kind: "journal.process", payload: {}, runAfter: new Date(Date.now() + 3_600_000) })),
    );
    await call("post", "/api/v1/jobs/{id}/cancel", `/api/v1/jobs/${later.id}/cancel`);
    await call("post", "/api/v1/jobs/{id}/retry", `/api/v1/jobs/${later.id}/retry`);

    // The portfolio's reports answer with the output schemas of the tools of the same names.
    const account = (await (await server.call("/api/v1/portfolio/accounts", { method: "POST", token: alice.token, json: { name: "Broker", type: "SECURITIES", currency: "EUR" } })).json()) as { id: string };
    const assets = (await (await server.call("/api/v1/portfolio/assets", { method: "PUT", token: alice.token, json: { assets: [{ symbol: "VWCE", currency: "EUR" }] } })).json()) as { items: Array<{ id: string }> };
    const added = await server.call("/api/v1/portfolio/activities", {
      method: "POST",
      token: alice.token,
      json: {
        activities: [
          { accountId: account.id, type: "DEPOSIT", date: "2025-01-02", amount: "1000", currency: "EUR" },
          { accountId: account.id, assetId: assets.items[0]!.id, type: "BUY", date: "2025-01-03", quantity: "5", unitPrice: "100", currency: "EUR" },
        ],
      },
    });
    expect(added.status).toBe(201);
    for (const path of ["/summary", "/holdings", "/performance", "/valuation", "/income", "/allocation", "/cash", "/fx/latest", "/goals/progress", "/health", "/activities/search"]) {
      await call("get", `/api/v1/portfolio${path}`);
    }

    // The user's archive, into an account of its own (an import needs an empty one), and ChatGPT's export.
    const exported = await server.call("/api/v1/export", { token: alice.token });
    expect(exported.headers.get("content-type")).toBe("application/zip");
    const archive = new FormData();
    archive.append("archive", new Blob([await exported.arrayBuffer()]), "lifeos-export.zip");
    const newcomer = await server.addUser("Newcomer");
    await call("post", "/api/v1/import", "/api/v1/import", archive, newcomer.token);
    const conversations = new FormData();
    conversations.append("file", new Blob([readFileSync(new URL("./fixtures/chatgpt/conversations.json", import.meta.url))]), "conversations.json");
    await call("post", "/api/v1/import/chatgpt", "/api/v1/import/chatgpt", conversations);

    // Every operation with a response schema was checked against a real response, but the ones needing a
    // run still going (stop) or a job in a given state (cancel, retry: covered above when the job was queued).
    const unchecked = operations
      .filter((operation) => operation.response?.schema !== undefined && !checked.has(operation))
      .map((operation) => operationIdOf(operation))
      .filter((id) => !["postAiRunsByRunIdStop", "postJobsByIdCancel", "postJobsByIdRetry"].includes(id));
    expect(unchecked).toEqual([]);
  });
});
