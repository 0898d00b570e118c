import type { Schema } from "effect";

/** What an operation answers when it succeeds. */
export interface OperationResponse {
  readonly status: number;
  /** Media types of the body (none for 204); a streamed operation lists NDJSON and SSE. */
  readonly types: ReadonlyArray<string>;
  readonly description: string;
  /**
   * The body (for a stream, each event), as the route writes it: the
   * document shows its JSON Schema, and the OpenAPI test decodes real
   * responses with it.
   */
  readonly schema?: Schema.Top;
}

/**
 * One documented operation of the API; each domain module lists its own.
 * Paths are relative to `/api/v1` unless they start with `//`.
 */
export interface Operation {
  readonly method: "get" | "post" | "put" | "patch" | "delete";
  readonly path: string;
  /** A stable name for client generators; derived from the method and path when not given (see `operationIdOf`). */
  readonly operationId?: string;
  readonly tag: string;
  readonly summary: string;
  readonly body?: Schema.Top;
  readonly bodyType?: string;
  readonly query?: ReadonlyArray<string>;
  /** Optional request headers the operation reads, with the schema of their value. */
  readonly headers?: ReadonlyArray<{ readonly name: string; readonly description: string; readonly schema: Schema.Top }>;
  readonly response?: OperationResponse;
  readonly public?: boolean;
}

/** A JSON response, described by `schema` when given. */
export const json = (description: string, status = 200, schema?: Schema.Top): OperationResponse => ({
  status,
  types: ["application/json"],
  description,
  ...(schema === undefined ? {} : { schema }),
});
/** A streamed NDJSON response, one `schema` value per line. */
export const ndjson = (description: string, schema?: Schema.Top): OperationResponse => ({
  status: 200,
  types: ["application/x-ndjson"],
  description,
  ...(schema === undefined ? {} : { schema }),
});
/** A stream of `schema` events, as NDJSON or, with `Accept: text/event-stream`, as server-sent events. */
export const events = (description: string, schema: Schema.Top): OperationResponse => ({
  status: 200,
  types: ["application/x-ndjson", "text/event-stream"],
  description,
  schema,
});
/** 204, no body. */
export const noContent: OperationResponse = { status: 204, types: [], description: "Done" };

const words = (text: string): string[] => text.split(/[^A-Za-z0-9]+/).filter((word) => word !== "");
const capitalised = (word: string): string => word[0]!.toUpperCase() + word.slice(1);

/**
 * The operation's id: its own, or the method followed by the path's words,
 * each path parameter as "By<Name>" (`get /journal/entries/{id}` →
 * `getJournalEntriesById`). Unique because method and path are.
 */
export const operationIdOf = (operation: Operation): string =>
  operation.operationId ??
  operation.method +
    operation.path
      .split("/")
      .filter((segment) => segment !== "")
      .map((segment) => {
        const parameter = /^\{(\w+)\}$/.exec(segment)?.[1];
        return parameter === undefined ? words(segment).map(capitalised).join("") : `By${capitalised(parameter)}`;
      })
      .join("");
