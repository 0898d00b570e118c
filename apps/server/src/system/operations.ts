import { Schema } from "effect";
import type { Operation } from "../openapi/Operation.js";
import { json } from "../openapi/Operation.js";

/** `GET /healthz`. */
const Health = Schema.Struct({ status: Schema.String, database: Schema.Literals(["sqlite", "postgres"]), mode: Schema.Literals(["embedded", "hosted"]) });
/** The document's top level (its paths are described by OpenAPI itself). */
const OpenApiDocument = Schema.Struct({ openapi: Schema.Literal("3.1.0"), info: Schema.Struct({ title: Schema.String, version: Schema.String }), paths: Schema.Record(Schema.String, Schema.Unknown) });

/** The system routes, in the order the OpenAPI document lists them: health check and this document. */
export const systemOperations: ReadonlyArray<Operation> = [
  { method: "get", path: "//healthz", tag: "system", summary: "Liveness and database check: 503 `{ status: \"unwritable\", code }` when the database cannot store writes", response: json("`{ status: \"ok\", database, mode }`", 200, Health), public: true },
  { method: "get", path: "/openapi.json", tag: "system", summary: "This document", response: json("OpenAPI 3.1", 200, OpenApiDocument), public: true },
];
