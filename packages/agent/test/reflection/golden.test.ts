import type { ReflectionResult } from "@lifeos/core";
import type { ReflectionModelServer } from "@lifeos/core/testing";
import { startReflectionModelServer } from "@lifeos/core/testing";
import { Effect } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as OpenAiChatModel from "../../src/models/openai/OpenAiChatModel.js";
import { makeCircuitBreaker } from "../../src/reflection/CircuitBreaker.js";
import { makeReflector } from "../../src/reflection/makeReflector.js";
import { modelAgents } from "../../src/reflection/model/modelAgents.js";
import { offlineAgents } from "../../src/reflection/offline/offlineAgents.js";
import { coachOffline } from "../../src/reflection/offline/coachOffline.js";
import { defaultReflectionOptions } from "../../src/reflection/ReflectionOptions.js";
import { goldenEntries } from "./goldenEntries.js";

const expectBalanced = (result: ReflectionResult) => {
  expect(result.prompts.length).toBeGreaterThanOrEqual(3);
  expect(result.prompts.length).toBeLessThanOrEqual(5);
  const sources = new Set(result.prompts.map((prompt) => prompt.source));
  expect(sources.size).toBeGreaterThanOrEqual(2);
  for (const source of sources) expect(result.prompts.filter((prompt) => prompt.source === source).length).toBeLessThanOrEqual(2);
  expect(result.advice.split(/\s+/).length).toBeLessThanOrEqual(120);
};

describe("the golden entries, offline", () => {
  const reflector = makeReflector(offlineAgents, defaultReflectionOptions, makeCircuitBreaker(3, 1_000));
  it.each(goldenEntries.map((entry, index) => [index, entry] as const))("entry %i reads with the expected mood, themes and balanced prompts", async (_index, entry) => {
    const { result } = await Effect.runPromise(reflector.reflect({ text: entry.text, traceId: "golden" }));
    expect(result.mood).toBe(entry.mood);
    expect(result.themes.some((theme) => entry.themes.includes(theme))).toBe(true);
    expectBalanced(result);
    expect(result.warnings?.[0]).toMatch(entry.language === "pt" ? /Nenhum modelo/ : /No AI model/);
    expect(result.summary.length).toBeGreaterThan(0);
  });
});

describe("the golden entries, with a scripted model", () => {
  let server: ReflectionModelServer;
  beforeAll(async () => {
    // The scripted model reads each entry as the golden set says and, as each coach, suggests
    // its tradition's offline picks: the orchestration and composer are what is under test.
    server = await startReflectionModelServer((name, user) => {
      if (name === "reflection_ingestion") {
        const entry = goldenEntries.find((candidate) => candidate.text === user)!;
        return { kind: "json", value: { summary: entry.text.split(". ")[0]!, themes: entry.themes, mood: entry.mood } };
      }
      const source = name.replace("reflection_coach_", "") as "buddhist" | "stoic" | "existential";
      const { entry, themes, mood } = JSON.parse(user) as { entry: string; themes: Array<string>; mood: (typeof goldenEntries)[number]["mood"] };
      const language = goldenEntries.find((candidate) => candidate.text === entry)!.language;
      return { kind: "json", delayMs: 5, value: { ...coachOffline(source, { summary: "", themes, mood }, language), caveats: [] } };
    });
  });
  afterAll(() => server.close());

  it.each(goldenEntries.map((entry, index) => [index, entry] as const))("entry %i composes balanced prompts", async (_index, entry) => {
    const model = OpenAiChatModel.make({ apiKey: "test", baseURL: server.baseUrl, model: "scripted" });
    const reflector = makeReflector(modelAgents(model), defaultReflectionOptions, makeCircuitBreaker(3, 1_000));
    const { result, offline } = await Effect.runPromise(reflector.reflect({ text: entry.text, traceId: "golden" }));
    expect(offline).toBe(false);
    expect(result.mood).toBe(entry.mood);
    expect(result.warnings).toBeUndefined();
    expectBalanced(result);
  });
});
