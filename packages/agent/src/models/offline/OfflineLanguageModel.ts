import type { LanguageModelService, ModelStreamPart } from "@lifeos/core";
import { LanguageModel } from "@lifeos/core";
import { Effect, Layer, Stream } from "effect";
import { composeAnswer } from "./composeAnswer.js";
import { planToolCalls } from "./planToolCalls.js";
import { textDeltas } from "./textDeltas.js";

/** The model id the offline planner reports (and threads record). */
export const offlineModelId = "offline";

/**
 * The offline `LanguageModel`: a deterministic planner, not an AI model. On a
 * user turn it reads the user's words and calls the journal tools the
 * request offers; on the turn after, it composes the answer only from what
 * the tools returned (dates, excerpts, entry references), or says plainly
 * that nothing was found. Its text streams in word-sized deltas.
 */
export const make = (): LanguageModelService => {
  const answer = (request: Parameters<LanguageModelService["stream"]>[0]) => {
    const last = request.messages[request.messages.length - 1];
    if (last?.role === "tool") return { kind: "text" as const, text: composeAnswer(request) };
    const plan = planToolCalls(request);
    return plan.calls.length > 0 ? { kind: "calls" as const, calls: plan.calls } : { kind: "text" as const, text: plan.text };
  };
  return {
    info: {
      id: offlineModelId,
      provider: "offline",
      offline: true,
      capabilities: { tools: true, reasoning: false, vision: false, structuredOutput: false },
      contextWindow: 32_000,
    },
    stream: (request) =>
      Stream.suspend((): Stream.Stream<ModelStreamPart> => {
        const result = answer(request);
        const inputTokens = Math.ceil(request.messages.reduce((sum, message) => sum + message.content.length, request.system.length) / 4);
        if (result.kind === "calls") {
          return Stream.fromIterable([
            ...result.calls.map((call) => ({ type: "toolCall" as const, call })),
            { type: "usage" as const, usage: { inputTokens, outputTokens: 0 } },
            { type: "finish" as const, reason: "toolCalls" as const },
          ]);
        }
        return Stream.fromIterable([
          ...textDeltas(result.text).map((delta) => ({ type: "textDelta" as const, delta })),
          { type: "usage" as const, usage: { inputTokens, outputTokens: Math.ceil(result.text.length / 4) } },
          { type: "finish" as const, reason: "stop" as const },
        ]);
      }),
    generate: (request) =>
      Effect.sync(() => {
        const result = answer(request);
        return { text: result.kind === "text" ? result.text : "", usage: null };
      }),
  };
};

export const layer: Layer.Layer<LanguageModel> = Layer.sync(LanguageModel, make);
