import type { Schema } from "effect";

/**
 * One documented operation of the API; each domain module lists its own.
 * Paths are relative to `/api/v1` unless they start with `//`.
 */
export interface Operation {
  readonly method: "get" | "post" | "put" | "patch" | "delete";
  readonly path: string;
  readonly tag: string;
  readonly summary: string;
  readonly body?: Schema.Top;
  readonly bodyType?: string;
  readonly query?: ReadonlyArray<string>;
  readonly response?: { readonly status: number; readonly type: string; readonly description: string };
  readonly public?: boolean;
}

/** A JSON response. */
export const json = (description: string, status = 200) => ({ status, type: "application/json", description });
/** A streamed NDJSON response. */
export const ndjson = (description: string) => ({ status: 200, type: "application/x-ndjson", description });
/** 204, no body. */
export const noContent = { status: 204, type: "", description: "Done" };
