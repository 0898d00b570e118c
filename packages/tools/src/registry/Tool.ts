import type { Effect, Schema } from "effect";
import type { ThreadId, ToolResultMeta, UserId } from "@lifeos/core";

/** What a tool knows about the call it serves. Every data access is scoped to `userId`. */
export interface ToolContext {
  readonly userId: UserId;
  readonly threadId: ThreadId | null;
  /** The user's IANA time zone; relative dates are resolved in it. */
  readonly timeZone: string;
  /** The instant the run started. */
  readonly now: Date;
}

/** What a tool's `run` returns: the data for the model and the counts behind it. */
export interface ToolOutput<D> {
  readonly data: D;
  readonly meta: Omit<ToolResultMeta, "durationMs">;
}

/**
 * A tool the agent can call. Parameters are declared with an Effect Schema
 * (turned into strict JSON Schema for the model), and so is the data it
 * returns (`output`, kept in core beside the domain so the web reads the same
 * type); `maxResults` is the hard bound on rows or points the tool may return.
 */
export interface Tool<P = unknown, D = unknown, R = never> {
  readonly name: string;
  readonly description: string;
  readonly parameters: Schema.Codec<P, unknown, never, never>;
  /** The `data` of a result: every result is encoded through it before the model or a client sees it. */
  readonly output: Schema.Codec<D, unknown, never, never>;
  /** Read-only tools are allowed by default; others must be allowlisted per thread. */
  readonly readOnly: boolean;
  readonly maxResults: number;
  /** Per-call deadline; a tool past it becomes `success: false`. Default 10 s. */
  readonly timeoutMs?: number;
  readonly run: (params: P, context: ToolContext) => Effect.Effect<ToolOutput<D>, unknown, R>;
}

/** A tool of any parameter and data type (for lists of tools). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyTool<R = never> = Tool<any, unknown, R>;

/** Declares a tool with its types inferred from the parameter and output schemas. */
export const defineTool = <P, D, R>(tool: Tool<P, D, R>): Tool<P, D, R> => tool;
