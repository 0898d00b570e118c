import { describe, expect, it } from "vitest";
import type { Memory, MemoryTriple } from "../../src/index.js";
import { asOf, findContradictions, planMemoryWrite, planValidity, valueAsOf } from "../../src/index.js";
import { storedMemory } from "./memoryFixtures.js";

const fact = (subject: string, predicate: string, object: string, at = new Date("2024-05-01T10:00:00Z")): Memory =>
  storedMemory({ content: `${subject} ${predicate} ${object}`, triple: { subject, predicate, object } }, at);
const triple = (subject: string, predicate: string, object: string): MemoryTriple => ({ subject, predicate, object });

describe("findContradictions", () => {
  const cases: ReadonlyArray<readonly [string, MemoryTriple, MemoryTriple, "replacedValue" | "opposite" | null]> = [
    ["a new age", triple("Susana", "age", "15"), triple("Susana", "age", "16"), "replacedValue"],
    ["the same age", triple("Susana", "age", "15"), triple("susana", "age", "15"), null],
    ["someone else's age", triple("Susana", "age", "15"), triple("Rui", "age", "16"), null],
    ["a move", triple("user", "lives_in", "Porto"), triple("user", "lives_in", "Lisboa"), "replacedValue"],
    ["a new job", triple("Ana", "works_at", "Google"), triple("Ana", "works_at", "Microsoft"), "replacedValue"],
    ["a new email", triple("user", "email", "a@x.pt"), triple("user", "email", "b@x.pt"), "replacedValue"],
    ["a new phone", triple("user", "phone", "912 000 000"), triple("user", "phone", "913 000 000"), "replacedValue"],
    ["a change of status", triple("user", "relationship_status", "single"), triple("user", "relationship_status", "married"), "replacedValue"],
    ["a changed preference on one topic", triple("user", "prefers:meetings", "morning"), triple("user", "prefers:meetings", "afternoon"), "replacedValue"],
    ["preferences on two topics", triple("user", "prefers:meetings", "morning"), triple("user", "prefers:calls", "afternoon"), null],
    // Kept before topics were keyed the same in either language: the word as said, accents and all.
    ["a preference kept under the Portuguese word, told again in English", triple("user", "prefers:reunioes", "morning"), triple("user", "prefers:meeting", "afternoon"), "replacedValue"],
    ["a preference kept under the English word, told again in Portuguese", triple("user", "prefers:meetings", "afternoon"), triple("user", "prefers:meeting", "morning"), "replacedValue"],
    ["a favourite kept with accents and two words", triple("user", "prefers:equipa de futebol", "benfica"), triple("user", "prefers:football team", "porto"), "replacedValue"],
    ["a model's own spelling of the topic", triple("user", "prefers:Comida", "sushi"), triple("user", "prefers:food", "bacalhau"), "replacedValue"],
    ["favourites of two topics stay apart", triple("user", "prefers:comida", "sushi"), triple("user", "prefers:colour", "verde"), null],
    ["likes then dislikes", triple("user", "likes", "café"), triple("user", "dislikes", "cafe"), "opposite"],
    ["likes two things", triple("user", "likes", "coffee"), triple("user", "likes", "tea"), null],
    ["two visits", triple("user", "visited", "dentist"), triple("user", "visited", "doctor"), null],
    ["a title does not make another person", triple("Dr. Almeida", "works_at", "Clínica Sorriso"), triple("Almeida", "works_at", "Hospital"), "replacedValue"],
  ];

  it.each(cases)("%s", (_name, stored, incoming, expected) => {
    const memory = fact(stored.subject, stored.predicate, stored.object);
    const found = findContradictions(incoming, [memory]);
    expect(found).toEqual(expected === null ? [] : [{ memory, reason: expected }]);
  });

  it("never contradicts a memory that is already closed or has no triple", () => {
    const closed = { ...fact("Susana", "age", "14"), validTo: new Date("2024-05-01T10:00:00Z") };
    const plain = storedMemory({ content: "Susana tem 15 anos" });
    expect(findContradictions(triple("Susana", "age", "16"), [closed, plain])).toEqual([]);
  });
});

describe("facts with time: Susana's age", () => {
  const toldFifteen = new Date("2024-05-01T10:00:00Z");
  const toldSixteen = new Date("2025-03-12T15:00:00Z");
  const fifteen = fact("Susana", "age", "15", toldFifteen);

  it("closes the old age when a new one is told, leaving one current and one historical fact", () => {
    const plan = planMemoryWrite(
      { content: "Susana fez 16 anos", type: "fact", context: "family", importance: 6, triple: triple("Susana", "age", "16") },
      [fifteen],
      { now: toldSixteen },
    );
    expect(plan.kind).toBe("create");
    if (plan.kind !== "create") return;
    expect(plan.close).toEqual([{ memory: fifteen, validTo: toldSixteen, reason: "replacedValue" }]);
    const sixteen = storedMemory({ ...plan.memory }, toldSixteen);
    const history = [{ ...fifteen, validTo: plan.close[0]!.validTo, supersededBy: sixteen.id }, sixteen];

    expect(asOf(history, new Date("2025-06-01T00:00:00Z")).map((memory) => memory.triple?.object)).toEqual(["16"]);
    expect(valueAsOf(history, "Susana", "age", new Date("2025-06-01T00:00:00Z"))?.triple?.object).toBe("16");
    expect(valueAsOf(history, "susana", "age", new Date("2024-06-01T00:00:00Z"))?.triple?.object).toBe("15");
    expect(valueAsOf(history, "Susana", "age", new Date("2024-01-01T00:00:00Z"))).toBeUndefined();
    expect(valueAsOf(history, "Susana", "age", toldSixteen)?.triple?.object).toBe("16");
    expect(valueAsOf(history, "Rui", "age", toldSixteen)).toBeUndefined();
  });

  it("dates the change from when it happened, not when it was told", () => {
    const birthday = new Date("2025-03-01T00:00:00Z");
    const plan = planValidity({ triple: triple("Susana", "age", "16"), validFrom: birthday }, [fifteen], toldSixteen);
    expect(plan).toEqual({ close: [{ memory: fifteen, validTo: birthday, reason: "replacedValue" }], incomingValidTo: null });
  });

  it("stores an older statement already closed, and leaves the newer fact current", () => {
    const sixteen = fact("Susana", "age", "16", toldSixteen);
    const lastYear = new Date("2024-03-12T00:00:00Z");
    const plan = planValidity({ triple: triple("Susana", "age", "15"), validFrom: lastYear }, [sixteen], toldSixteen);
    expect(plan).toEqual({ close: [], incomingValidTo: toldSixteen });
  });

  it("changes nothing for a memory without a triple", () => {
    expect(planValidity({ triple: null }, [fifteen], toldSixteen)).toEqual({ close: [], incomingValidTo: null });
  });
});
