import type { Language } from "@lifeos/core";
import type { ReflectionModelServer } from "@lifeos/core/testing";
import { startReflectionModelServer } from "@lifeos/core/testing";
import { Effect } from "effect";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import * as OpenAiChatModel from "../../src/models/openai/OpenAiChatModel.js";
import { makeCircuitBreaker } from "../../src/reflection/CircuitBreaker.js";
import { makeReflector } from "../../src/reflection/makeReflector.js";
import { modelAgents } from "../../src/reflection/model/modelAgents.js";
import { defaultReflectionOptions } from "../../src/reflection/ReflectionOptions.js";

const portugueseEntry = "Hoje a reunião correu mal e o meu chefe voltou a mudar o prazo do projeto. Estou exausta e não consegui dormir.";
const englishEntry = "The meeting went badly today and my boss moved the project deadline again. I am exhausted and could not sleep.";

/** What each agent was told, by schema name, for the last reflection. */
let systems: Record<string, string> = {};
let server: ReflectionModelServer;

beforeAll(async () => {
  // The scripted model answers in the language its instructions ask for, so what comes back shows what was asked.
  server = await startReflectionModelServer((name, _user, _attempt, system) => {
    systems[name] = system;
    const pt = /in Portuguese/.test(system);
    if (name === "reflection_ingestion")
      return { kind: "json", value: { summary: pt ? "Um dia difícil no trabalho." : "A hard day at work.", themes: [pt ? "trabalho" : "work"], mood: "stressed" } };
    return {
      kind: "json",
      value: {
        insights: [pt ? "O esforço é seu; os resultados não." : "Effort is yours; outcomes are not."],
        prompt_suggestions: [pt ? `Liste o que no trabalho está sob o seu controlo (${name})` : `List what at work is within your control (${name})`],
        caveats: [],
      },
    };
  });
});
afterAll(() => server.close());
beforeEach(() => {
  systems = {};
});

const reflect = (text: string, question?: string, language?: Language) => {
  const model = OpenAiChatModel.make({ apiKey: "test", baseURL: server.baseUrl, model: "scripted" });
  const reflector = makeReflector(modelAgents(model), defaultReflectionOptions, makeCircuitBreaker(3, 1_000));
  return Effect.runPromise(reflector.reflect({ text, question, language, traceId: "t" }));
};

const agents = ["reflection_ingestion", "reflection_coach_buddhist", "reflection_coach_stoic", "reflection_coach_existential"];

describe("the model's instructions name the language to answer in", () => {
  it("asks for Portuguese (European unless the entry is Brazilian) for a Portuguese entry, keys and mood in English", async () => {
    const { result } = await reflect(portugueseEntry);
    expect(Object.keys(systems).sort()).toEqual([...agents].sort());
    for (const agent of agents) {
      expect(systems[agent]).toContain("Write every text value in Portuguese that reads alike in Portugal and Brazil");
      expect(systems[agent]).toContain("keep the JSON keys, the mood and any source exactly as the schema spells them, in English");
    }
    expect(result.themes).toEqual(["trabalho"]);
    expect(result.prompts.every((prompt) => prompt.text.startsWith("Liste") && prompt.rationale.startsWith("Toca em trabalho"))).toBe(true);
    expect(result.advice).toMatch(/Um passo concreto: liste/);
  });

  it("asks for English for an English entry", async () => {
    const { result } = await reflect(englishEntry);
    for (const agent of agents) expect(systems[agent]).toContain("Write every text value in English");
    expect(result.advice).toMatch(/One concrete step: list/);
  });

  it("asks for the question's language when it tells, and for the language a chat names above both", async () => {
    await reflect(portugueseEntry, "How do I stop thinking about the deadline?");
    for (const agent of agents) expect(systems[agent]).toContain("Write every text value in English");
    await reflect(englishEntry, undefined, "pt");
    for (const agent of agents) expect(systems[agent]).toContain("Write every text value in Portuguese");
  });
});
