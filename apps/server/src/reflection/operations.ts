import { ReflectRequest, ReflectionRequestKey } from "@lifeos/core";
import type { Operation } from "../openapi/Operation.js";
import { json, noContent } from "../openapi/Operation.js";

/** The reflection routes, in the order the OpenAPI document lists them. */
export const reflectionOperations: ReadonlyArray<Operation> = [
  {
    method: "post",
    path: "/reflect",
    tag: "reflection",
    summary:
      "Reflect on a journal text (`journal_text`, 1..10,000 characters) or an entry (`entryId`, whose reflection is saved); 400 INVALID_INPUT, 502 PROVIDER_ERROR when the ingestor fails, 504 TIMEOUT past the deadline, 429 RATE_LIMITED",
    body: ReflectRequest,
    headers: [
      {
        name: "Idempotency-Key",
        description:
          "A key for one reflect action, new per click (1 to 200 visible ASCII characters; else 400 INVALID_INPUT). With `entryId`, one reflection is saved per (user, entry, key): a request sent again with the key answers the reflection saved first and saves nothing new",
        schema: ReflectionRequestKey,
      },
    ],
    response: json("`{ summary, themes, mood, prompts: [{ text, source, rationale }], advice, warnings?, trace_id, reflection_id? }` (header `X-Trace-Id`)"),
  },
  { method: "get", path: "/reflections", tag: "reflection", summary: "Saved reflections, newest first", query: ["entryId", "limit"], response: json("`{ items }`") },
  { method: "get", path: "/reflections/{id}", tag: "reflection", summary: "One saved reflection", response: json("Saved reflection") },
  { method: "delete", path: "/reflections/{id}", tag: "reflection", summary: "Delete a saved reflection", response: noContent },
  { method: "get", path: "//metrics", tag: "reflection", summary: "Prometheus metrics: reflect latency, per-agent latency, tokens, errors and timeouts, dedupe counts", public: true, response: { status: 200, types: ["text/plain"], description: "Prometheus text format" } },
];
