import { ProviderError, Timeout } from "@lifeos/core";
import type { ReflectorService } from "@lifeos/core";
import type { ReflectionModelServer, ScriptedAnswer } from "@lifeos/core/testing";
import { startReflectionModelServer } from "@lifeos/core/testing";
import { Effect, Exit } from "effect";
import { afterEach, describe, expect, it } from "vitest";
import * as OpenAiChatModel from "../../src/models/openai/OpenAiChatModel.js";
import { makeCircuitBreaker } from "../../src/reflection/CircuitBreaker.js";
import { makeReflector } from "../../src/reflection/makeReflector.js";
import { modelAgents } from "../../src/reflection/model/modelAgents.js";
import { offlineAgents } from "../../src/reflection/offline/offlineAgents.js";
import type { ReflectionOptions } from "../../src/reflection/ReflectionOptions.js";
import { defaultReflectionOptions } from "../../src/reflection/ReflectionOptions.js";
import { coachSuggestions, wellBehaved } from "./scriptedAnswers.js";

const entry = "Long day at work. The deadline for the client project is Friday and my boss moved the meeting again. I barely slept.";

let server: ReflectionModelServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const reflectorOver = async (
  answer: (name: string, user: string, attempt: number) => ScriptedAnswer,
  options: Partial<ReflectionOptions> = {},
  breaker = makeCircuitBreaker(3, 60_000),
): Promise<ReflectorService> => {
  server = await startReflectionModelServer(answer);
  const model = OpenAiChatModel.make({ apiKey: "test", baseURL: server.baseUrl, model: "scripted" });
  return makeReflector(modelAgents(model), { ...defaultReflectionOptions, agentTimeoutMs: 1_000, deadlineMs: 4_000, retryJitterMs: 20, ...options }, breaker);
};

const reflect = (reflector: ReflectorService, question?: string) => Effect.runPromiseExit(reflector.reflect({ text: entry, question, traceId: "trace-1" }));

describe("the reflection orchestration, over a scripted model through the OpenAI SDK", () => {
  it("ingests, asks the three coaches and composes at most five balanced prompts", async () => {
    const reflector = await reflectorOver(wellBehaved());
    const exit = await reflect(reflector);
    expect(Exit.isSuccess(exit)).toBe(true);
    if (!Exit.isSuccess(exit)) return;
    const { result, composer, offline } = exit.value;
    expect({ composer, offline, mood: result.mood, trace: result.trace_id }).toEqual({ composer: "code", offline: false, mood: "stressed", trace: "trace-1" });
    expect(result.prompts.length).toBe(5);
    for (const source of ["buddhist", "stoic", "existential"]) expect(result.prompts.filter((prompt) => prompt.source === source).length).toBeGreaterThanOrEqual(1);
    expect(result.warnings).toBeUndefined();
    expect(server!.calls()).toEqual({ reflection_ingestion: 1, reflection_coach_buddhist: 1, reflection_coach_stoic: 1, reflection_coach_existential: 1 });
  });

  it("skips a coach that times out, names it in the warnings and keeps the others", async () => {
    const reflector = await reflectorOver((name) => (name === "reflection_coach_stoic" ? { ...wellBehaved()(name), delayMs: 2_500 } : wellBehaved()(name)));
    const exit = await reflect(reflector);
    if (!Exit.isSuccess(exit)) throw new Error("expected a reflection");
    expect(exit.value.result.warnings).toEqual(["The Stoic coach timed out and was skipped."]);
    expect(exit.value.result.prompts.some((prompt) => prompt.source === "stoic")).toBe(false);
    expect(exit.value.result.prompts.length).toBe(4);
  });

  it("retries a coach once after a 5xx and uses its second answer", async () => {
    const reflector = await reflectorOver((name, user, attempt) =>
      name === "reflection_coach_buddhist" && attempt === 1 ? { kind: "status", status: 503 } : wellBehaved()(name),
    );
    const exit = await reflect(reflector);
    if (!Exit.isSuccess(exit)) throw new Error("expected a reflection");
    expect(exit.value.result.warnings).toBeUndefined();
    expect(server!.calls()["reflection_coach_buddhist"]).toBe(2);
  });

  it("answers with no prompts and a warning for each coach when every coach fails (each tried twice)", async () => {
    const reflector = await reflectorOver((name) => (name.startsWith("reflection_coach_") ? { kind: "status", status: 500 } : wellBehaved()(name)));
    const exit = await reflect(reflector);
    if (!Exit.isSuccess(exit)) throw new Error("expected a reflection");
    expect(exit.value.result.prompts).toEqual([]);
    expect(exit.value.result.warnings).toHaveLength(4);
    expect(exit.value.result.advice).toContain("One concrete step:");
    expect(server!.calls()["reflection_coach_stoic"]).toBe(2);
  });

  it("fails with PROVIDER_ERROR and calls no coach when the ingestor fails", async () => {
    const reflector = await reflectorOver((name) => (name === "reflection_ingestion" ? { kind: "status", status: 400 } : wellBehaved()(name)));
    const exit = await reflect(reflector);
    expect(Exit.isFailure(exit) && Exit.findErrorOption(exit).pipe((found) => found._tag === "Some" && found.value instanceof ProviderError)).toBe(true);
    expect(Object.keys(server!.calls())).toEqual(["reflection_ingestion"]);
  });

  it("trims a reading a little over its bounds instead of failing", async () => {
    const reflector = await reflectorOver((name) =>
      name === "reflection_ingestion"
        ? { kind: "json", value: { summary: "word ".repeat(150), themes: ["a", "b", "c", "d", "e", "f", "g"], mood: "tense" } }
        : wellBehaved()(name),
    );
    const exit = await reflect(reflector);
    if (!Exit.isSuccess(exit)) throw new Error("expected a reflection");
    expect(exit.value.result.themes).toHaveLength(5);
    expect(exit.value.result.summary.split(" ").length).toBeLessThanOrEqual(120);
  });

  it("fails with TIMEOUT when the global deadline passes", async () => {
    const reflector = await reflectorOver(wellBehaved(300), { agentTimeoutMs: 1_000, deadlineMs: 450 });
    const exit = await reflect(reflector);
    expect(Exit.isFailure(exit) && Exit.findErrorOption(exit).pipe((found) => found._tag === "Some" && found.value instanceof Timeout)).toBe(true);
  });

  it("points to professional help instead of coaching when the entry suggests self-harm", async () => {
    const reflector = await reflectorOver(wellBehaved());
    const exit = await Effect.runPromiseExit(reflector.reflect({ text: "I can't do this anymore. I want to kill myself.", traceId: "t" }));
    if (!Exit.isSuccess(exit)) throw new Error("expected a reflection");
    expect(exit.value.result.prompts).toEqual([]);
    expect(exit.value.result.advice).toContain("988");
    expect(Object.keys(server!.calls())).toEqual(["reflection_ingestion"]);
  });
});

describe("the model composer behind its flag", () => {
  const composed = (source: string, text: string) => ({
    kind: "json" as const,
    value: { prompts: [{ text, source, rationale: "It fits." }], advice: "Start small. Write one line tonight about the deadline." },
  });

  it("is used when its answer keeps every prompt's source", async () => {
    const reflector = await reflectorOver((name) => (name === "reflection_composition" ? composed("stoic", coachSuggestions["stoic"]![0]!) : wellBehaved()(name)), {
      llmComposer: true,
    });
    const exit = await reflect(reflector);
    if (!Exit.isSuccess(exit)) throw new Error("expected a reflection");
    expect(exit.value.composer).toBe("model");
    expect(exit.value.result.prompts).toHaveLength(1);
  });

  it("falls back to the code composer when a prompt changes source, and the breaker opens after repeated failures", async () => {
    const breaker = makeCircuitBreaker(2, 60_000);
    const reflector = await reflectorOver(
      (name) => (name === "reflection_composition" ? composed("buddhist", coachSuggestions["stoic"]![0]!) : wellBehaved()(name)),
      { llmComposer: true },
      breaker,
    );
    for (let round = 0; round < 3; round++) {
      const exit = await reflect(reflector);
      if (!Exit.isSuccess(exit)) throw new Error("expected a reflection");
      expect(exit.value.composer).toBe("code");
      expect(exit.value.result.prompts.length).toBe(5);
    }
    expect(server!.calls()["reflection_composition"]).toBe(2);
    expect(breaker.state()).toBe("open");
  });

  it("falls back on a composer timeout and on a schema failure", async () => {
    const reflector = await reflectorOver(
      (name) => (name === "reflection_composition" ? { kind: "text", text: "not json", delayMs: 0 } : wellBehaved()(name)),
      { llmComposer: true },
    );
    const exit = await reflect(reflector);
    if (!Exit.isSuccess(exit)) throw new Error("expected a reflection");
    expect(exit.value.composer).toBe("code");
  });
});

describe("the circuit breaker", () => {
  it("opens after the failures in a row, allows one trial after the wait, and closes on its success", () => {
    const breaker = makeCircuitBreaker(2, 1_000);
    breaker.failure(0);
    expect(breaker.allow(1)).toBe(true);
    breaker.failure(2);
    expect(breaker.allow(500)).toBe(false);
    expect(breaker.allow(1_100)).toBe(true);
    expect(breaker.allow(1_101)).toBe(false);
    breaker.success();
    expect(breaker.state(1_200)).toBe("closed");
  });
});

describe("offline reflection", () => {
  it("says plainly that no model was used", async () => {
    const reflector = makeReflector(offlineAgents, defaultReflectionOptions, makeCircuitBreaker(3, 1_000));
    const exit = await Effect.runPromiseExit(reflector.reflect({ text: entry, traceId: "t" }));
    if (!Exit.isSuccess(exit)) throw new Error("expected a reflection");
    expect(exit.value.offline).toBe(true);
    expect(exit.value.result.warnings?.[0]).toMatch(/No AI model was used/);
    expect(exit.value.result.themes).toContain("work");
  });

  it("refuses an empty text and one over 10,000 characters", async () => {
    const reflector = makeReflector(offlineAgents, defaultReflectionOptions, makeCircuitBreaker(3, 1_000));
    for (const text of ["   ", "a".repeat(10_001)]) {
      const exit = await Effect.runPromiseExit(reflector.reflect({ text, traceId: "t" }));
      expect(Exit.isFailure(exit)).toBe(true);
    }
  });
});
