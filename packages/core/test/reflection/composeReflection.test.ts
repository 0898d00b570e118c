import { Effect, Schema } from "effect";
import { describe, expect, it } from "vitest";
import type { CoachContribution, ComposerInput } from "../../src/index.js";
import { ReflectRequest, ReflectionResult, composeReflection, decodeInput, normalisePrompt, suggestsSelfHarm } from "../../src/index.js";

const coach = (source: CoachContribution["source"], prompts: ReadonlyArray<string>, insights: ReadonlyArray<string> = []): CoachContribution => ({
  source,
  answer: { insights, prompt_suggestions: prompts },
});

const input = (coaches: ReadonlyArray<CoachContribution>, extra: Partial<ComposerInput> = {}): ComposerInput => ({
  ingestion: { summary: "A hard week at work.", themes: ["work", "deadline", "sleep"], mood: "stressed" },
  coaches,
  language: "en",
  ...extra,
});

describe("the code composer", () => {
  it("normalises case, accents, punctuation and spaces", () => {
    expect(normalisePrompt("  Écrivez:  what   MATTERS?! ")).toBe("ecrivez what matters");
  });

  it("normalises a plain ASCII text to the same form as one with accents", () => {
    expect(normalisePrompt("\tList -- what's in your control,\n(and what isn't) 2x ")).toBe("list what s in your control and what isn t 2x");
    expect(normalisePrompt("List -- what's in your control, (and what isn't) 2x é")).toBe("list what s in your control and what isn t 2x e");
    expect(normalisePrompt(" ?! ")).toBe("");
  });

  it("keeps one of two identical prompts from different sources and says which it duplicated", () => {
    const same = "Write down what part of the deadline is within your control";
    const result = composeReflection(input([coach("buddhist", [same]), coach("stoic", [same])]));
    expect(result.prompts).toHaveLength(1);
    expect(result.prompts[0]!.source).toBe("buddhist");
    expect(result.decisions).toContainEqual({ action: "duplicate", source: "stoic", index: 0, duplicateOf: "buddhist#0" });
  });

  it("drops a near-identical prompt (Jaccard ≥ 0.7) but keeps one that only shares a few words", () => {
    const result = composeReflection(
      input([
        coach("stoic", ["Write down which parts of the work deadline are within your control"]),
        coach("buddhist", ["Write down which parts of the work deadline are within your control today"]),
        coach("existential", ["Write down what this work says about the life you are choosing"]),
      ]),
    );
    expect(result.prompts.map((prompt) => prompt.source)).toHaveLength(2);
    expect(result.prompts.map((prompt) => prompt.source)).toContain("existential");
    expect(result.decisions.filter((decision) => decision.action === "duplicate")).toHaveLength(1);
  });

  it("rejects vague prompts", () => {
    const result = composeReflection(input([coach("stoic", ["Think positive!", "Be happy", "List three tasks at work you can drop before the deadline"])]));
    expect(result.prompts).toHaveLength(1);
    expect(result.decisions.filter((decision) => decision.action === "vague")).toHaveLength(2);
  });

  it("caps two per source and five in all, and keeps the most relevant source's best prompt first", () => {
    const many = (topic: string) => [
      `Write the one ${topic} task that matters most before the deadline`,
      `List what you can control about ${topic} this week`,
      `Notice where your body holds ${topic} tension tonight`,
    ];
    const result = composeReflection(input([coach("buddhist", many("sleep")), coach("stoic", many("work")), coach("existential", many("family"))]));
    expect(result.prompts.length).toBeLessThanOrEqual(5);
    for (const source of ["buddhist", "stoic", "existential"] as const)
      expect(result.prompts.filter((prompt) => prompt.source === source).length).toBeLessThanOrEqual(2);
    expect(result.prompts[0]!.text).toMatch(/work|sleep/);
    expect(result.decisions.some((decision) => decision.action === "capped")).toBe(true);
  });

  it("prefers prompts that overlap the themes and fit the mood", () => {
    const result = composeReflection(
      input([coach("existential", ["Describe a painting you saw as a child and its colours", "Write which part of the work deadline you can control and pause there"])]),
      { maxPrompts: 1, maxPerSource: 2, duplicateThreshold: 0.7 },
    );
    expect(result.prompts[0]!.text).toMatch(/deadline/);
    expect(result.prompts[0]!.rationale).toMatch(/work|deadline/);
  });

  it("answers the question first and gives one concrete step, in at most four sentences", () => {
    const result = composeReflection(
      input([coach("stoic", ["List three things about work you can control tomorrow"], ["Your worry about the deadline is about the future, which you cannot control."])], {
        question: "How do I stop worrying about the deadline?",
      }),
    );
    expect(result.advice.startsWith("On your question:")).toBe(true);
    expect(result.advice).toContain("One concrete step:");
    expect(result.advice.split(/(?<=[.!?])\s/).length).toBeLessThanOrEqual(4);
  });

  it("gives the same output for the same input", () => {
    const coaches = [coach("stoic", ["List what you control at work", "Name the judgment behind the deadline fear"]), coach("buddhist", ["Notice the breath when the deadline comes to mind"])];
    expect(composeReflection(input(coaches))).toEqual(composeReflection(input(coaches)));
    expect(composeReflection(input([...coaches].reverse()))).toEqual(composeReflection(input(coaches)));
  });

  it("composes nothing and still advises when every coach was skipped", () => {
    const result = composeReflection(input([]));
    expect(result.prompts).toEqual([]);
    expect(result.advice).toContain("One concrete step:");
  });
});

describe("the reflection schemas", () => {
  const decode = Schema.decodeUnknownExit(ReflectRequest);
  it("take a text of 1 to 10,000 characters, or an entry id", () => {
    expect(decode({ journal_text: "a".repeat(10_000) })._tag).toBe("Success");
    expect(decode({ journal_text: "a".repeat(10_001) })._tag).toBe("Failure");
    expect(decode({ journal_text: "   " })._tag).toBe("Failure");
    expect(decode({ entryId: "0190f0a0-0000-7000-8000-000000000000" })._tag).toBe("Success");
    expect(decode({ entryId: "nope" })._tag).toBe("Failure");
  });
  it("report a text over the bound as bad input (400), not as a stored text too large", async () => {
    const failure = await Effect.runPromise(Effect.flip(decodeInput(ReflectRequest, { journal_text: "a".repeat(10_001) })));
    expect(failure._tag).toBe("InvalidInput");
  });
  it("bound the result: five prompts, five themes, 120 words", () => {
    const result = { summary: "s", themes: [], mood: "calm", prompts: [], advice: "a", trace_id: "t" };
    expect(Schema.decodeUnknownExit(ReflectionResult)(result)._tag).toBe("Success");
    expect(Schema.decodeUnknownExit(ReflectionResult)({ ...result, themes: ["a", "b", "c", "d", "e", "f"] })._tag).toBe("Failure");
    expect(Schema.decodeUnknownExit(ReflectionResult)({ ...result, advice: "word ".repeat(121) })._tag).toBe("Failure");
    expect(Schema.decodeUnknownExit(ReflectionResult)({ ...result, mood: "happy" })._tag).toBe("Failure");
  });
});

describe("self-harm signals", () => {
  it("are found in English and Portuguese and not in ordinary sadness", () => {
    expect(suggestsSelfHarm("Some nights I think about ending it, I want to kill myself.")).toBe(true);
    expect(suggestsSelfHarm("Às vezes penso em me matar.")).toBe(true);
    expect(suggestsSelfHarm("Não quero mais viver assim.")).toBe(true);
    expect(suggestsSelfHarm("I was sad all day and missed my grandmother.")).toBe(false);
    expect(suggestsSelfHarm("This deadline is killing me.")).toBe(false);
  });

  it("include wishing to disappear, not going on and life not being worth it", () => {
    for (const text of ["I just want to disappear.", "I can't go on like this anymore", "Honestly life is not worth living", "Some days there's no point in living", "Nobody would miss me", "I don't want to wake up tomorrow"]) {
      expect(suggestsSelfHarm(text), text).toBe(true);
    }
    for (const text of ["The sun made the fog disappear", "I can't go on the trip in May", "The film is not worth it", "I want to wake up early tomorrow"]) {
      expect(suggestsSelfHarm(text), text).toBe(false);
    }
  });
});
