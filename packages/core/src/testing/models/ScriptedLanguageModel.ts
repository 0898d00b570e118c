import { Effect, Layer, Stream } from "effect";
import type { LanguageModelService, ModelError, ModelInfo, ModelRequest, ModelStreamPart } from "../../ai/LanguageModel.js";
import { LanguageModel } from "../../ai/LanguageModel.js";

/** One scripted model turn: the parts to stream, a failure, or a function of the request. */
export type ScriptedTurn =
  | ReadonlyArray<ModelStreamPart>
  | { readonly fail: ModelError; readonly after?: ReadonlyArray<ModelStreamPart> }
  | ((request: ModelRequest) => ReadonlyArray<ModelStreamPart>);

export interface ScriptedLanguageModel {
  readonly service: LanguageModelService;
  /** Every request received, in order (stream and generate alike). */
  readonly requests: ReadonlyArray<ModelRequest>;
}

export const defaultInfo: ModelInfo = {
  id: "scripted",
  provider: "test",
  offline: false,
  capabilities: { tools: true, reasoning: false, vision: false, structuredOutput: true },
  contextWindow: 128_000,
};

/** A text answer as a turn: the text in word deltas, then `finish: stop`. */
export const textTurn = (text: string): ReadonlyArray<ModelStreamPart> => [
  ...(text.match(/\S+\s*|\s+/g) ?? []).map((delta) => ({ type: "textDelta" as const, delta })),
  { type: "finish", reason: "stop" },
];

/** A turn that calls tools: `[name, arguments]` pairs with ids `call_1`, `call_2`, … */
export const toolTurn = (...calls: ReadonlyArray<readonly [string, unknown]>): ReadonlyArray<ModelStreamPart> => [
  ...calls.map(([name, args], index) => ({
    type: "toolCall" as const,
    call: { id: `call_${index + 1}`, name, arguments: typeof args === "string" ? args : JSON.stringify(args) },
  })),
  { type: "finish", reason: "toolCalls" },
];

/**
 * A `LanguageModel` double that plays a script turn by turn and records
 * every request. When the script runs out it answers "(end of script)".
 * `generate` consumes turns too and returns their text.
 */
export const make = (script: ReadonlyArray<ScriptedTurn>, info: Partial<ModelInfo> = {}): ScriptedLanguageModel => {
  const requests: ModelRequest[] = [];
  let next = 0;
  const turn = (request: ModelRequest): Stream.Stream<ModelStreamPart, ModelError> => {
    requests.push(request);
    const step = script[next++] ?? textTurn("(end of script)");
    if (typeof step === "function") return Stream.fromIterable(step(request));
    if ("fail" in step) return Stream.concat(Stream.fromIterable(step.after ?? []), Stream.fail(step.fail));
    return Stream.fromIterable(step as ReadonlyArray<ModelStreamPart>);
  };
  const service: LanguageModelService = {
    info: { ...defaultInfo, ...info },
    stream: (request) => Stream.suspend(() => turn(request)),
    generate: (request) =>
      Stream.runCollect(Stream.suspend(() => turn(request))).pipe(
        Effect.map((parts) => ({
          text: Array.from(parts).map((part) => (part.type === "textDelta" ? part.delta : "")).join(""),
          usage: null,
        })),
      ),
  };
  return { service, requests };
};

export const layer = (model: ScriptedLanguageModel): Layer.Layer<LanguageModel> => Layer.succeed(LanguageModel, model.service);
