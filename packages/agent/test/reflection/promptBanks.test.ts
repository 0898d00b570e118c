import type { Ingestion, ReflectionSource } from "@lifeos/core";
import { composeReflection, reflectionSources } from "@lifeos/core";
import { Effect } from "effect";
import { describe, expect, it } from "vitest";
import { makeCircuitBreaker } from "../../src/reflection/CircuitBreaker.js";
import { makeReflector } from "../../src/reflection/makeReflector.js";
import { coachOffline, promptBanks } from "../../src/reflection/offline/coachOffline.js";
import { ingestOffline } from "../../src/reflection/offline/ingestOffline.js";
import { offlineAgents } from "../../src/reflection/offline/offlineAgents.js";
import { defaultReflectionOptions } from "../../src/reflection/ReflectionOptions.js";
import { themeLabel, themeWords } from "../../src/reflection/themes.js";

const moods = ["calm", "tense", "stressed", "sad", "angry", "energized", "mixed"];
const themeKeys = themeWords.map((theme) => theme.key);

/** Forms only Brazilian Portuguese writes (the banks speak a Portuguese read alike in Portugal and Brazil; test/offline/neutralPortuguese.test.ts holds them to neither country's forms). */
const brazilian = /\b(?:você|vocês|controle|fato|fatos|tela|telas|estressad\w*|aluguel|planeje|academia|time)\b|\b(?:está|estava|estou|anda|andava|fica|ficou)\s+\w+(?:ando|endo|indo)\b/iu;
/** Words only English writes. */
const english = /\b(?:the|your|you|what|which|and|write|notice|list|today|work)\b/i;

/** A prompt scores +0.5 with the code composer when it opens with a verb (no theme, a mood it does not fit). */
const opensWithVerb = (text: string): boolean => {
  const { decisions } = composeReflection({ ingestion: { summary: "", themes: [], mood: "mixed" }, coaches: [{ source: "stoic", answer: { insights: [], prompt_suggestions: [text] } }], language: "en" });
  return decisions.some((decision) => decision.action === "kept" && decision.score % 1 === 0.5);
};

describe("the offline prompt banks", () => {
  it.each(reflectionSources.map((source) => [source] as const))("%s has at least 25 prompts, each in English and neutral Portuguese with its themes and moods", (source) => {
    const bank = promptBanks[source];
    expect(bank.length).toBeGreaterThanOrEqual(25);
    for (const prompt of bank) {
      expect(prompt.themes.length).toBeGreaterThan(0);
      for (const theme of prompt.themes) expect(themeKeys).toContain(theme);
      for (const mood of prompt.moods) expect(moods).toContain(mood);
      for (const text of [prompt.pt, prompt.insight.pt]) {
        expect(text, text).not.toMatch(brazilian);
        expect(text, text).not.toMatch(english);
      }
      expect(prompt.en).not.toBe(prompt.pt);
      // A Portuguese prompt is as concrete as its English one: it opens with a verb the composer knows.
      if (opensWithVerb(prompt.en)) expect(opensWithVerb(prompt.pt), prompt.pt).toBe(true);
    }
    expect(new Set(bank.map((prompt) => prompt.pt)).size).toBe(bank.length);
  });

  it.each(reflectionSources.flatMap((source) => moods.map((mood) => [source, mood] as const)))("%s picks the same prompts for a %s entry in either language", (source: ReflectionSource, mood) => {
    const keys = ["work", "sleep", "fear"] as const;
    const reading = (language: "en" | "pt"): Ingestion => ({ summary: "", themes: keys.map((key) => themeLabel(key, language)), mood: mood as Ingestion["mood"] });
    const en = coachOffline(source, reading("en"), "en").prompt_suggestions;
    const pt = coachOffline(source, reading("pt"), "pt").prompt_suggestions;
    expect(pt).toEqual(en.map((text) => promptBanks[source].find((prompt) => prompt.en === text)!.pt));
  });
});

describe("an offline reflection on a European Portuguese entry", () => {
  const reflector = makeReflector(offlineAgents, defaultReflectionOptions, makeCircuitBreaker(3, 1_000));
  const entry = "A renda subiu outra vez e não sei como vou pagar as despesas deste mês. Fui ao ginásio para desanuviar, mas continuo preocupada.";

  it("reads its themes in Portuguese words European Portuguese uses", () => {
    expect(ingestOffline(entry, "pt").themes).toEqual(expect.arrayContaining(["dinheiro", "saúde", "preocupação"]));
  });

  it("answers wholly in Portuguese, the same every time", async () => {
    const first = await Effect.runPromise(reflector.reflect({ text: entry, traceId: "t" }));
    const again = await Effect.runPromise(reflector.reflect({ text: entry, traceId: "t" }));
    expect(again).toEqual(first);
    const { result } = first;
    expect(result.prompts.length).toBeGreaterThanOrEqual(3);
    const written = [...result.themes, ...result.prompts.flatMap((prompt) => [prompt.text, prompt.rationale]), result.advice, ...(result.warnings ?? [])].join(" ");
    expect(written).not.toMatch(english);
    expect(written).not.toMatch(brazilian);
    expect(result.prompts[0]!.rationale).toMatch(/^[A-ZÁÉÍÓÚ]/u);
    expect(result.warnings).toEqual(["Nenhum modelo de IA foi usado: o resumo, o humor e os temas vêm de listas de palavras, e as sugestões dos bancos de perguntas do próprio LifeOS."]);
  });
});
