import type { ErrorCode, ToolResultMeta, ToolSpec } from "@lifeos/core";
import { isLifeOsError, ToolNotAllowed } from "@lifeos/core";
import { Cause, Context, Effect, Layer, Schema } from "effect";
import { boundOutput } from "./envelope.js";
import { toolParametersJsonSchema } from "./strictJsonSchema.js";
import type { AnyTool, ToolContext } from "./Tool.js";

/** A call as the model wrote it: `arguments` is raw JSON text, possibly malformed. */
export interface ToolCallRequest {
  readonly id: string;
  readonly name: string;
  readonly arguments: string;
}

/** The result the model sees. A failed call is data, never an error of the run. */
export interface ToolCallOutcome {
  readonly toolCallId: string;
  readonly name: string;
  readonly success: boolean;
  readonly data: unknown;
  readonly meta: ToolResultMeta | null;
  readonly error?: { readonly code: ErrorCode; readonly message: string };
}

export interface ToolRegistryService {
  /** Every registered tool, in registration order. */
  readonly tools: ReadonlyArray<AnyTool>;
  /** The allowlist a thread gets when it names none: the read-only tools. */
  readonly defaultAllowlist: ReadonlyArray<string>;
  /** Checks a requested allowlist: every name must be a registered tool (else `ToolNotAllowed`). */
  readonly resolveAllowlist: (names: ReadonlyArray<string> | undefined) => Effect.Effect<ReadonlyArray<string>, ToolNotAllowed>;
  /** Strict JSON Schema specs of the allowlisted tools, for the model. */
  readonly specs: (allowlist: ReadonlyArray<string>) => ReadonlyArray<ToolSpec>;
  /**
   * Runs one call; a success's `data` is encoded through the tool's output
   * schema (JSON). Unknown or non-allowlisted tool, non-JSON or invalid
   * arguments, a failure, a defect, data the output schema rejects or a
   * timeout all become `success: false`
   * with a code and a message the model can act on. Never fails; only
   * interruption (a stopped run) ends it early.
   */
  readonly execute: (
    call: ToolCallRequest,
    options: { readonly allowlist: ReadonlyArray<string>; readonly context: ToolContext },
  ) => Effect.Effect<ToolCallOutcome>;
}

const defaultTimeoutMs = 10_000;

const failure = (call: ToolCallRequest, code: ErrorCode, message: string): ToolCallOutcome => ({
  toolCallId: call.id,
  name: call.name,
  success: false,
  data: null,
  meta: null,
  error: { code, message },
});

/** Parses the model's argument text; an empty text means "no arguments". */
export const parseToolArguments = (text: string): { ok: true; value: unknown } | { ok: false; message: string } => {
  if (text.trim() === "") return { ok: true, value: {} };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
};

const make = (tools: ReadonlyArray<AnyTool>, context: Context.Context<never>): ToolRegistryService => {
  const byName = new Map(tools.map((tool) => [tool.name, tool]));
  const decoders = new Map(
    tools.map((tool) => [tool.name, Schema.decodeUnknownEffect(Schema.toCodecJson(tool.parameters))] as const),
  );
  const encoders = new Map(tools.map((tool) => [tool.name, Schema.encodeUnknownEffect(Schema.toCodecJson(tool.output))] as const));
  const specCache = new Map(
    tools.map((tool) => [
      tool.name,
      { name: tool.name, description: tool.description, parameters: toolParametersJsonSchema(tool.parameters) },
    ]),
  );
  const defaultAllowlist = tools.filter((tool) => tool.readOnly).map((tool) => tool.name);

  const execute: ToolRegistryService["execute"] = (call, { allowlist, context: toolContext }) =>
    Effect.suspend(() => {
      const tool = byName.get(call.name);
      if (!tool) {
        return Effect.succeed(
          failure(call, "INVALID_INPUT", `There is no tool named "${call.name}". Available tools: ${allowlist.join(", ") || "none"}.`),
        );
      }
      if (!allowlist.includes(call.name)) {
        return Effect.succeed(failure(call, "TOOL_NOT_ALLOWED", `The tool "${call.name}" is not allowed in this conversation.`));
      }
      const parsed = parseToolArguments(call.arguments);
      if (!parsed.ok) {
        return Effect.succeed(
          failure(call, "INVALID_INPUT", `The arguments for ${call.name} are not valid JSON (${parsed.message}). Send one JSON object.`),
        );
      }
      const decode = decoders.get(call.name)!;
      const encode = encoders.get(call.name)!;
      const started = performance.now();
      return decode(parsed.value, { errors: "all" }).pipe(
        Effect.mapError((error) => ({ kind: "invalid" as const, message: error.message })),
        Effect.flatMap((params) =>
          tool.run(params, toolContext).pipe(
            Effect.timeoutOrElse({
              duration: tool.timeoutMs ?? defaultTimeoutMs,
              orElse: () => Effect.fail({ kind: "timeout" as const }),
            }),
          ),
        ),
        Effect.flatMap((output) => {
          const bounded = boundOutput(output, tool.maxResults, Math.round((performance.now() - started) * 100) / 100);
          return encode(bounded.data).pipe(
            Effect.mapError((error) => ({ kind: "output" as const, message: error.message })),
            Effect.map((data): ToolCallOutcome => ({ toolCallId: call.id, name: call.name, success: true, data, meta: bounded.meta })),
          );
        }),
        Effect.catchCause((cause) => {
          if (Cause.hasInterruptsOnly(cause)) return Effect.failCause(cause);
          const error = Cause.findErrorOption(cause);
          const value: unknown = error._tag === "Some" ? error.value : undefined;
          if (typeof value === "object" && value !== null && "kind" in value) {
            const tagged = value as { kind: string; message?: string };
            if (tagged.kind === "invalid") {
              return Effect.succeed(
                failure(call, "INVALID_INPUT", `Invalid arguments for ${call.name}: ${tagged.message}. Fix them and call again.`),
              );
            }
            if (tagged.kind === "output") {
              return Effect.logError(`${call.name} returned data its output schema rejects: ${tagged.message}`).pipe(
                Effect.as(failure(call, "TOOL_EXECUTION_FAILED", `${call.name} failed while running.`)),
              );
            }
            if (tagged.kind === "timeout") {
              return Effect.succeed(
                failure(call, "TIMEOUT", `${call.name} took longer than ${tool.timeoutMs ?? defaultTimeoutMs} ms and was stopped.`),
              );
            }
          }
          if (isLifeOsError(value)) return Effect.succeed(failure(call, value.code, value.message));
          return Effect.succeed(failure(call, "TOOL_EXECUTION_FAILED", `${call.name} failed while running.`));
        }),
        Effect.provideContext(context),
      ) as Effect.Effect<ToolCallOutcome>;
    });

  return {
    tools,
    defaultAllowlist,
    resolveAllowlist: (names) => {
      if (names === undefined) return Effect.succeed(defaultAllowlist);
      const unknown = names.find((name) => !byName.has(name));
      if (unknown !== undefined) {
        return Effect.fail(new ToolNotAllowed({ message: `Unknown tool "${unknown}" in the allowlist`, tool: unknown }));
      }
      return Effect.succeed([...new Set(names)]);
    },
    specs: (allowlist) => allowlist.flatMap((name) => (specCache.has(name) ? [specCache.get(name)!] : [])),
    execute,
  };
};

/**
 * The tools the agent may call, with their strict JSON Schemas, argument
 * validation, the per-thread allowlist, output bounds and failure isolation.
 * One implementation: build it from a list of tools with `make` or `layer`.
 */
export class ToolRegistry extends Context.Service<ToolRegistry, ToolRegistryService>()("@lifeos/tools/ToolRegistry") {
  /** A registry over tools that need no services. */
  static make(tools: ReadonlyArray<AnyTool>): ToolRegistryService {
    return make(tools, Context.empty());
  }
  /** A registry whose tools run with the services `R` captured when the layer is built. */
  static layer<R>(tools: ReadonlyArray<AnyTool<R>>): Layer.Layer<ToolRegistry, never, R> {
    return Layer.effect(
      ToolRegistry,
      Effect.map(Effect.context<R>(), (context) => make(tools as ReadonlyArray<AnyTool>, context as Context.Context<never>)),
    );
  }
}
