import { Schema } from "effect";
import { errorStatus } from "../http/errorStatus.js";
import type { Operation } from "./Operation.js";
import { operationIdOf } from "./Operation.js";

const errorSchema = {
  type: "object",
  required: ["code", "message"],
  properties: { code: { type: "string", enum: Object.keys(errorStatus) }, message: { type: "string" } },
};

const bodySchema = (schema: Schema.Top): unknown => {
  const document = Schema.toJsonSchemaDocument(schema as Schema.Codec<unknown, unknown>);
  return Object.keys(document.definitions).length > 0 ? { ...document.schema, $defs: document.definitions } : document.schema;
};

/** The OpenAPI 3.1 document of the API, generated from the operations (every domain module's) and their request schemas. */
export const buildOpenApiDocument = (operations: ReadonlyArray<Operation>): Record<string, unknown> => {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const operation of operations) {
    const path = operation.path.startsWith("//") ? operation.path.slice(1) : `/api/v1${operation.path}`;
    const parameters = [
      ...[...operation.path.matchAll(/\{(\w+)\}/g)].map((match) => ({ name: match[1], in: "path", required: true, schema: { type: "string" } })),
      ...(operation.query ?? []).map((name) => ({ name, in: "query", required: false, schema: { type: "string" } })),
      ...(operation.headers ?? []).map((header) => ({
        name: header.name,
        in: "header",
        required: false,
        description: header.description,
        schema: bodySchema(header.schema),
      })),
    ];
    const success = operation.response ?? { status: 200, types: ["application/json"], description: "OK" };
    const content = Object.fromEntries(success.types.map((type) => [type, success.schema === undefined ? {} : { schema: bodySchema(success.schema) }]));
    paths[path] ??= {};
    paths[path][operation.method] = {
      operationId: operationIdOf(operation),
      tags: [operation.tag],
      summary: operation.summary,
      ...(operation.public ? { security: [] } : {}),
      ...(parameters.length > 0 ? { parameters } : {}),
      ...(operation.body
        ? { requestBody: { required: true, content: { [operation.bodyType ?? "application/json"]: { schema: bodySchema(operation.body) } } } }
        : operation.bodyType
          ? { requestBody: { required: true, content: { [operation.bodyType]: { schema: { type: "object", properties: { files: { type: "array", items: { type: "string", format: "binary" } } } } } } } }
          : {}),
      responses: {
        [String(success.status)]: {
          description: success.description,
          ...(success.types.length > 0 ? { content } : {}),
        },
        default: { description: "An error", content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } } },
      },
    };
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "LifeOS API",
      version: "1",
      description:
        "Errors are `{ code, message }`; statuses: " +
        Object.entries(errorStatus)
          .map(([code, status]) => `${code} ${status}`)
          .join(", ") +
        ".",
    },
    components: {
      schemas: { Error: errorSchema },
      securitySchemes: { bearer: { type: "http", scheme: "bearer", description: "An API token from `lifeos tokens create`" } },
    },
    security: [{ bearer: [] }],
    paths,
  };
};
