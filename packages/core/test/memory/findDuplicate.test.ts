import { describe, expect, it } from "vitest";
import type { DuplicateProbe } from "../../src/index.js";
import { findDuplicate, planMemoryWrite } from "../../src/index.js";
import { storedMemory } from "./memoryFixtures.js";

const now = new Date("2025-03-12T15:00:00Z");
const probe = (content: string, extra: Partial<DuplicateProbe> = {}): DuplicateProbe => ({ content, type: "fact", importance: 5, language: "pt", ...extra });

describe("findDuplicate", () => {
  const cases: ReadonlyArray<readonly [string, string, Partial<DuplicateProbe>, Partial<Parameters<typeof storedMemory>[0]>, "exact" | "near" | "new"]> = [
    ["same words, other case and punctuation", "Susana é minha filha.", {}, { content: "susana e minha FILHA", language: "pt" }, "exact"],
    ["same words in English", "I prefer meetings in the morning", { language: "en" }, { content: "I prefer meetings in the morning.", language: "en" }, "exact"],
    ["a reworded repeat", "Eu prefiro reuniões de manhã", {}, { content: "Prefiro reuniões de manhã", language: "pt" }, "near"],
    ["the same fact with an article", "A Susana é alérgica a amendoim", {}, { content: "Susana é alérgica a amendoim", language: "pt" }, "near"],
    ["a plural", "I like long walks on the beach", { language: "en" }, { content: "I like a long walk on the beach", language: "en" }, "near"],
    ["a negation is not a repeat", "I don't like coffee", { language: "en" }, { content: "I like coffee", language: "en" }, "new"],
    ["a different number is not a repeat", "Susana tem 16 anos", {}, { content: "Susana tem 15 anos", language: "pt" }, "new"],
    ["a different place", "Susana mora no Porto", {}, { content: "Susana mora em Lisboa", language: "pt" }, "new"],
    ["unrelated", "Preciso renovar o passaporte", {}, { content: "Susana mora em Lisboa", language: "pt" }, "new"],
    [
      "the same visit told twice the same day",
      "Fui no dentista",
      { type: "event", occurredAt: new Date("2025-03-12T00:00:00Z"), occurredPrecision: "day" },
      { content: "Fui ao dentista", type: "event", occurredAt: new Date("2025-03-12T00:00:00Z"), occurredPrecision: "day", language: "pt" },
      "near",
    ],
    [
      "the same words about another visit",
      "Fui ao dentista",
      { type: "event", occurredAt: new Date("2025-03-12T00:00:00Z"), occurredPrecision: "day" },
      { content: "Fui ao dentista", type: "event", occurredAt: new Date("2024-11-02T00:00:00Z"), occurredPrecision: "day", language: "pt" },
      "new",
    ],
    [
      "a day inside a week said before",
      "Fui ao dentista",
      { type: "event", occurredAt: new Date("2025-03-12T00:00:00Z"), occurredPrecision: "day" },
      { content: "Fui ao dentista", type: "event", occurredAt: new Date("2025-03-10T00:00:00Z"), occurredPrecision: "week", language: "pt" },
      "exact",
    ],
    ["a fact never repeats an event", "Fui ao dentista", {}, { content: "Fui ao dentista", type: "event", language: "pt" }, "new"],
    [
      "the same triple in other words",
      "A minha filha Susana tem 15 anos",
      { triple: { subject: "Susana", predicate: "age", object: "15" } },
      { content: "Susana tem 15 anos", triple: { subject: "susana", predicate: "age", object: "15" }, language: "pt" },
      "exact",
    ],
    [
      "a triple with another value contradicts instead",
      "Susana fez 16 anos",
      { triple: { subject: "Susana", predicate: "age", object: "16" } },
      { content: "Susana tem 16 anos de idade", triple: { subject: "Susana", predicate: "age", object: "15" }, language: "pt" },
      "new",
    ],
  ];

  it.each(cases)("%s", (_name, content, extra, stored, expected) => {
    const memory = storedMemory({ content: stored.content ?? "", ...stored }, new Date("2025-03-12T09:00:00Z"));
    const decision = findDuplicate(probe(content, extra), [memory], { now });
    if (expected === "new") expect(decision).toEqual({ kind: "new" });
    else expect(decision).toMatchObject({ kind: "duplicate", memory: { id: memory.id }, exact: expected === "exact" });
  });

  it("ignores closed and archived memories", () => {
    const closed = { ...storedMemory({ content: "Moro em Lisboa", language: "pt" }), validTo: new Date("2025-02-01T00:00:00Z") };
    const archived = { ...storedMemory({ content: "Moro em Lisboa", language: "pt" }), archived: true };
    expect(findDuplicate(probe("Moro em Lisboa"), [closed, archived], { now })).toEqual({ kind: "new" });
  });

  it("merges what a repeat adds: names, importance, a date and a fuller wording", () => {
    const stored = storedMemory({ content: "Susana precisa ir ao oftalmologista para renovar os óculos", language: "pt", importance: 5, entities: ["Susana"], type: "task" });
    const decision = findDuplicate(
      probe("A Susana precisa ir ao oftalmologista com urgência para renovar os óculos", { type: "task", importance: 7, entities: ["susana", "Dr. Costa"], summary: "Oftalmologista" }),
      [stored],
      { now },
    );
    expect(decision).toMatchObject({
      kind: "duplicate",
      exact: false,
      patch: { importance: 7, entities: ["Susana", "Dr. Costa"], content: "A Susana precisa ir ao oftalmologista com urgência para renovar os óculos", summary: "Oftalmologista" },
    });
  });
});

describe("planMemoryWrite", () => {
  it("skips a repeat that adds nothing, so saying it three times stores it once", () => {
    const stored = storedMemory({ content: "Prefiro reuniões de manhã", language: "pt", type: "preference" });
    for (const said of ["Prefiro reuniões de manhã", "prefiro reuniões de manhã!", "Prefiro reuniões de manhã."]) {
      expect(planMemoryWrite({ content: said, type: "preference", context: "work", importance: 5, language: "pt" }, [stored], { now })).toEqual({
        kind: "skip",
        duplicate: stored,
      });
    }
  });

  it("merges a repeat that adds something", () => {
    const stored = storedMemory({ content: "Prefiro reuniões de manhã", language: "pt", type: "preference", importance: 4 });
    expect(planMemoryWrite({ content: "Prefiro reuniões de manhã", type: "preference", context: "work", importance: 8 }, [stored], { now })).toEqual({
      kind: "merge",
      into: stored,
      patch: { importance: 8 },
      close: [],
    });
  });

  it("merges a repeat that brings the triple it lacked, closing what that triple contradicts", () => {
    // "I prefer meetings in the morning" learned first; then the same told again in words alone was kept without a
    // triple (the remember tool); then the statement with its triple arrives.
    const morning = storedMemory({ content: "Prefiro reuniões de manhã", language: "pt", type: "preference", triple: { subject: "user", predicate: "prefers:reunioes", object: "morning" } }, new Date("2024-01-01T10:00:00Z"));
    const words = storedMemory({ content: "I prefer meetings in the afternoon", language: "en", type: "preference" });
    const triple = { subject: "user", predicate: "prefers:meeting", object: "afternoon" };
    const plan = planMemoryWrite({ content: "I prefer meetings in the afternoon", type: "preference", context: "work", importance: 5, language: "en", triple }, [morning, words], { now });
    expect(plan).toEqual({ kind: "merge", into: words, patch: { triple }, close: [{ memory: morning, validTo: words.createdAt, reason: "replacedValue" }] });
  });

  it("creates what is new, closing what it contradicts", () => {
    const fifteen = storedMemory({ content: "Susana tem 15 anos", language: "pt", triple: { subject: "Susana", predicate: "age", object: "15" } });
    const incoming = { content: "Susana fez 16 anos", type: "fact" as const, context: "family" as const, importance: 6, triple: { subject: "Susana", predicate: "age", object: "16" } };
    const plan = planMemoryWrite(incoming, [fifteen], { now });
    expect(plan).toEqual({ kind: "create", memory: { ...incoming, validFrom: now }, close: [{ memory: fifteen, validTo: now, reason: "replacedValue" }] });
  });
});
