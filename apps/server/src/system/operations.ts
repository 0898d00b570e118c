import type { Operation } from "../openapi/Operation.js";
import { json } from "../openapi/Operation.js";

/** The system routes, in the order the OpenAPI document lists them: health check and this document. */
export const systemOperations: ReadonlyArray<Operation> = [
  { method: "get", path: "//healthz", tag: "system", summary: "Liveness and database check: 503 `{ status: \"unwritable\", code }` when the database cannot store writes", response: json("`{ status: \"ok\" }`"), public: true },
  { method: "get", path: "/openapi.json", tag: "system", summary: "This document", response: json("OpenAPI 3.1"), public: true },
];
