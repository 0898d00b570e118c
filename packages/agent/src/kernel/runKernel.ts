import type { JournalSpan, KnownAsset, LanguageModelService, ModelError, ModelMessage, ModelToolCall, ModelUsage, ToolSpec } from "@lifeos/core";
import { countTokens, detectLanguage } from "@lifeos/core";
import type { ToolCallOutcome, ToolContext, ToolRegistryService } from "@lifeos/tools";
import { parseToolArguments } from "@lifeos/tools";
import { Effect, Stream } from "effect";
import { fitToWindow } from "./contextWindow.js";
import type { KernelEvent, KernelOptions } from "./KernelEvent.js";
import { modelRetrySchedule, retriesModelErrors } from "./modelRetrySchedule.js";
import { asksAboutUserData } from "./asksAboutUserData.js";
import { noToolsReply, systemPrompt } from "./systemPrompt.js";
import { toolResultContent } from "./toolResultContent.js";

export interface KernelInput {
  /** The conversation so far, ending with the new user message. */
  readonly history: ReadonlyArray<ModelMessage>;
  readonly allowlist: ReadonlyArray<string>;
  readonly context: ToolContext;
  readonly options: KernelOptions;
  /** Added to the system prompt after the standard one: what the assistant remembers about the user for this turn. */
  readonly systemContext?: string;
  /** The user's own words, handed to the model with each request (`ModelRequest.vocabulary`). */
  readonly vocabulary?: ReadonlySet<string>;
  /** The names among them, handed likewise (`ModelRequest.names`). */
  readonly names?: ReadonlySet<string>;
  /** The journal's first and last dates, handed likewise (`ModelRequest.journalSpan`). */
  readonly journalSpan?: JournalSpan;
  /** The user's assets, handed likewise (`ModelRequest.assets`). */
  readonly assets?: ReadonlyArray<KnownAsset>;
  /** The names of the user's accounts, handed likewise (`ModelRequest.accounts`). */
  readonly accounts?: ReadonlyArray<string>;
}

export interface KernelResult {
  readonly turns: number;
  readonly toolCalls: number;
  readonly finishReason: "stop" | "toolCalls" | "length" | "contentFilter" | "other";
}

// Tokenizing the system prompt and the tool schemas on every run costs about a millisecond; both repeat across runs.
const specTokenCache = new WeakMap<ToolSpec, number>();
const specTokens = (spec: ToolSpec): number => {
  let tokens = specTokenCache.get(spec);
  if (tokens === undefined) {
    tokens = countTokens(JSON.stringify(spec));
    specTokenCache.set(spec, tokens);
  }
  return tokens;
};
const promptTokenCache = new Map<string, number>();
const promptTokens = (prompt: string): number => {
  let tokens = promptTokenCache.get(prompt);
  if (tokens === undefined) {
    tokens = countTokens(prompt);
    if (promptTokenCache.size >= 64) promptTokenCache.clear();
    promptTokenCache.set(prompt, tokens);
  }
  return tokens;
};

const canonicalArguments = (text: string): string => {
  const parsed = parseToolArguments(text);
  if (!parsed.ok) return text;
  const sort = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(sort)
      : typeof value === "object" && value !== null
        ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)).map(([k, v]) => [k, sort(v)]))
        : value;
  return JSON.stringify(sort(parsed.value));
};

/**
 * The ReAct loop: ask the model, run the tools it calls (in parallel, capped),
 * feed the results back, until it answers without tools or the turn limit is
 * reached (the last turn offers no tools). Every step is reported through
 * `emit` as it happens. A repeated call (same tool, same arguments) and calls
 * past the per-run cap are answered with `success: false` without running.
 * A model turn is retried on transient errors only while it has produced no
 * output. Interrupting the returned effect cancels the provider request and
 * any running tool. A model without tool support is not asked about the
 * user's own data at all: the kernel answers that it cannot read it with
 * this model (`turns: 0`); other questions go to the model as usual.
 */
export const runKernel = (
  model: LanguageModelService,
  registry: ToolRegistryService,
  input: KernelInput,
  emit: (event: KernelEvent) => Effect.Effect<void>,
): Effect.Effect<KernelResult, ModelError> =>
  Effect.gen(function* () {
    const { options, context } = input;
    const toolsAvailable = model.info.capabilities.tools && input.allowlist.length > 0;
    // A model that cannot call tools would have to guess about the user's life: the kernel answers honestly instead.
    const question = input.history.at(-1);
    if (
      !model.info.capabilities.tools &&
      input.allowlist.length > 0 &&
      question?.role === "user" &&
      asksAboutUserData(question.content, context.now, context.timeZone)
    ) {
      yield* emit({ type: "textDelta", delta: noToolsReply(detectLanguage(question.content)) });
      return { turns: 0, toolCalls: 0, finishReason: "stop" as const };
    }
    const specs = toolsAvailable ? registry.specs(input.allowlist) : [];
    const standard = systemPrompt({ now: context.now, timeZone: context.timeZone, toolsAvailable });
    const system = input.systemContext === undefined || input.systemContext === "" ? standard : `${standard}\n\n${input.systemContext}`;
    const fixedTokens = promptTokens(system) + specs.reduce((sum, spec) => sum + specTokens(spec), 0);
    const budget = Math.max(1024, model.info.contextWindow - options.outputReserveTokens - fixedTokens);
    const history: ModelMessage[] = [...input.history];
    const seen = new Set<string>();
    let toolCalls = 0;

    for (let turn = 1; turn <= options.maxTurns; turn++) {
      const offerTools = toolsAvailable && turn < options.maxTurns;
      const request = {
        system,
        messages: fitToWindow(history, budget).messages,
        ...(offerTools ? { tools: specs } : {}),
        now: context.now,
        timeZone: context.timeZone,
        ...(input.vocabulary === undefined ? {} : { vocabulary: input.vocabulary }),
        ...(input.names === undefined ? {} : { names: input.names }),
        ...(input.journalSpan === undefined ? {} : { journalSpan: input.journalSpan }),
        ...(input.assets === undefined ? {} : { assets: input.assets }),
        ...(input.accounts === undefined ? {} : { accounts: input.accounts }),
      };
      const turnResult = yield* streamTurn(model, request, options, emit);
      if (turnResult.calls.length === 0 || !offerTools) {
        return { turns: turn, toolCalls, finishReason: turnResult.finishReason };
      }
      history.push({ role: "assistant", content: turnResult.text, toolCalls: turnResult.calls });
      for (const call of turnResult.calls) {
        const parsed = parseToolArguments(call.arguments);
        yield* emit({ type: "toolCall", id: call.id, name: call.name, arguments: parsed.ok ? parsed.value : call.arguments });
      }
      const planned = turnResult.calls.map((call) => {
        const key = `${call.name}\u0000${canonicalArguments(call.arguments)}`;
        if (seen.has(key)) {
          return Effect.succeed(refusal(call, `You already called ${call.name} with these arguments in this run; use that result.`));
        }
        seen.add(key);
        toolCalls += 1;
        if (toolCalls > options.maxToolCalls) {
          return Effect.succeed(refusal(call, `The limit of ${options.maxToolCalls} tool calls for this answer is reached; answer with what you have.`));
        }
        return registry.execute(call, { allowlist: input.allowlist, context });
      });
      const outcomes = yield* Effect.forEach(
        planned,
        (run) => Effect.tap(run, (outcome) => emit({ type: "toolResult", outcome })),
        { concurrency: options.toolConcurrency },
      );
      for (const outcome of outcomes) {
        history.push({ role: "tool", toolCallId: outcome.toolCallId, name: outcome.name, content: toolResultContent(outcome) });
      }
    }
    return { turns: options.maxTurns, toolCalls, finishReason: "length" as const };
  });

const refusal = (call: ModelToolCall, message: string): ToolCallOutcome => ({
  toolCallId: call.id,
  name: call.name,
  success: false,
  data: null,
  meta: null,
  error: { code: "TOOL_EXECUTION_FAILED", message },
});

interface TurnResult {
  readonly text: string;
  readonly calls: ReadonlyArray<ModelToolCall>;
  readonly usage: ModelUsage | null;
  readonly finishReason: KernelResult["finishReason"];
}

/** One model turn, retried (with backoff / Retry-After) only while nothing has been streamed. */
const streamTurn = (
  model: LanguageModelService,
  request: Parameters<LanguageModelService["stream"]>[0],
  options: KernelOptions,
  emit: (event: KernelEvent) => Effect.Effect<void>,
): Effect.Effect<TurnResult, ModelError> => {
  // Whether the current attempt has streamed anything: a turn that has is never retried.
  let started = false;
  const attempt = Effect.suspend(() => {
    started = false;
    let text = "";
    const calls: ModelToolCall[] = [];
    let usage: ModelUsage | null = null;
    let finishReason: KernelResult["finishReason"] = "other";
    return Stream.runForEach(model.stream(request), (part) => {
      switch (part.type) {
        case "textDelta":
          started = true;
          text += part.delta;
          return emit(part);
        case "reasoningDelta":
          started = true;
          return emit(part);
        case "toolCall":
          started = true;
          calls.push(part.call);
          return Effect.void;
        case "usage":
          usage = part.usage;
          return emit(part);
        case "finish":
          finishReason = part.reason;
          return Effect.void;
      }
    }).pipe(Effect.map((): TurnResult => ({ text, calls, usage, finishReason })));
  });
  return Effect.retry(attempt, {
    schedule: modelRetrySchedule(options.retryBaseDelayMs, options.maxRetryDelayMs),
    times: Math.max(0, options.maxAttempts - 1),
    while: (error) => !started && retriesModelErrors(error),
  });
};
