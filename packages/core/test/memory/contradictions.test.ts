import { describe, expect, it } from "vitest";
import type { Memory, MemoryTriple, NewMemory } from "../../src/index.js";
import { asOf, findContradictions, planMemoryWrite, planValidity, valueAsOf } from "../../src/index.js";
import { storedMemory } from "./memoryFixtures.js";

const fact = (subject: string, predicate: string, object: string, at = new Date("2024-05-01T10:00:00Z")): Memory =>
  storedMemory({ content: `${subject} ${predicate} ${object}`, triple: { subject, predicate, object } }, at);
const triple = (subject: string, predicate: string, object: string): MemoryTriple => ({ subject, predicate, object });

describe("findContradictions", () => {
  const cases: ReadonlyArray<readonly [string, MemoryTriple, MemoryTriple, "replacedValue" | "opposite" | "replacedHolder" | null]> = [
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
    // A relation had one at a time: a new holder replaces the one before; one had several of adds one.
    ["a new dentist", triple("Dr. Lopes", "relationship_to_user", "dentist"), triple("Dr. Costa", "relationship_to_user", "dentist"), "replacedHolder"],
    ["a new boss", triple("Mark", "relationship_to_user", "boss"), triple("Rita", "relationship_to_user", "boss"), "replacedHolder"],
    ["a new landlord", triple("Mr. Silva", "relationship_to_user", "landlord"), triple("Mrs. Pires", "relationship_to_user", "landlord"), "replacedHolder"],
    ["a new family doctor, kept under the Portuguese word", triple("Dra. Sousa", "relationship_to_user", "médica de família"), triple("Dr. Reis", "relationship_to_user", "doctor"), "replacedHolder"],
    ["a new partner, told with the possessive", triple("Ana", "relationship_to_user", "my partner"), triple("Rui", "relationship_to_user", "partner"), "replacedHolder"],
    ["the same dentist told again, with a title", triple("Dr. Costa", "relationship_to_user", "dentist"), triple("Costa", "relationship_to_user", "dentista"), null],
    ["a dentist and a boss", triple("Dr. Lopes", "relationship_to_user", "dentist"), triple("Rita", "relationship_to_user", "boss"), null],
    ["a second friend", triple("Tom", "relationship_to_user", "friend"), triple("Ana", "relationship_to_user", "friend"), null],
    ["a second brother", triple("Pedro", "relationship_to_user", "brother"), triple("João", "relationship_to_user", "irmão"), null],
    ["a second sister", triple("Ana", "relationship_to_user", "sister"), triple("Rita", "relationship_to_user", "irmã"), null],
    ["a role no word is known for", triple("Zé", "relationship_to_user", "hairdresser"), triple("Rui", "relationship_to_user", "hairdresser"), null],
    ["someone else's dentist", triple("Dr. Lopes", "relationship_to_other", "dentist of Tom"), triple("Dr. Costa", "relationship_to_other", "dentist of Tom"), null],
    ["a boss no longer, then a new boss", triple("Mark", "former_relationship_to_user", "boss"), triple("Rita", "relationship_to_user", "boss"), null],
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

describe("facts learnt late: compared by when each was said, not when it was saved", () => {
  // What is learnt from a message is saved by a background job, a while after the message was sent.
  const sentFirst = new Date("2024-05-01T10:00:00Z");
  const sentLater = new Date("2024-05-01T10:02:00Z");
  const saved = new Date("2024-05-01T10:03:00Z");
  const told = (content: string, said: MemoryTriple, now: Date): Memory => {
    const plan = planMemoryWrite({ content, type: "fact", context: "personal", importance: 6, triple: said }, [], { now });
    if (plan.kind !== "create") throw new Error(`expected a create, got ${plan.kind}`);
    return storedMemory(plan.memory, saved);
  };
  const facts = [
    ["Susana is 16", "Susana is 15", triple("Susana", "age", "16"), triple("Susana", "age", "15")],
    ["O Rui trabalha na Sonae", "O Rui trabalha na Galp", triple("Rui", "works_at", "Sonae"), triple("Rui", "works_at", "Galp")],
  ] as const;

  it.each(facts)("%s, said at 10:02 and saved at 10:03, stays current over %s, said at 10:00 and learnt at 10:05", (newerContent, olderContent, newerTriple, olderTriple) => {
    const newer = told(newerContent, newerTriple, sentLater);
    const late = planMemoryWrite({ content: olderContent, type: "fact", context: "personal", importance: 6, triple: olderTriple }, [newer], { now: sentFirst });
    expect(late).toMatchObject({ kind: "create", close: [], memory: { validFrom: sentFirst, validTo: sentLater } });
  });

  it.each(facts)("%s, said at 10:02 and learnt at 10:05, closes %s, said at 10:00 and saved at 10:03", (newerContent, olderContent, newerTriple, olderTriple) => {
    const older = told(olderContent, olderTriple, sentFirst);
    const late = planMemoryWrite({ content: newerContent, type: "fact", context: "personal", importance: 6, triple: newerTriple }, [older], { now: sentLater });
    expect(late).toMatchObject({ kind: "create", close: [{ memory: older, validTo: sentLater }], memory: { validFrom: sentLater } });
    if (late.kind === "create") expect(late.memory.validTo ?? null).toBeNull();
  });
});

describe("a relation had one at a time, told with a new holder", () => {
  const toldFirst = new Date("2026-11-20T10:00:00Z");
  const toldAgain = new Date("2026-12-02T10:00:00Z");
  const relation = (content: string, subject: string, kind: string): NewMemory => ({
    content,
    type: "relationship",
    context: "personal",
    importance: 8,
    triple: triple(subject, "relationship_to_user", kind),
  });

  it.each([
    ["my dentist", relation("Dr. Lopes is my dentist", "Dr. Lopes", "dentist"), relation("Dr. Costa is my dentist", "Dr. Costa", "dentist")],
    ["o meu dentista", relation("Dr. Lopes é meu dentista", "Dr. Lopes", "dentist"), relation("Dr. Costa é meu dentista", "Dr. Costa", "dentist")],
    ["a minha chefe", relation("Rita é minha chefe", "Rita", "boss"), relation("Marta é minha chefe", "Marta", "boss")],
  ])("%s: the new holder is created and the earlier one closed, kept as history", (_name, first, second) => {
    const earlier = storedMemory(first, toldFirst);
    const plan = planMemoryWrite(second, [earlier], { now: toldAgain });
    expect(plan).toEqual({ kind: "create", memory: { ...second, validFrom: toldAgain }, close: [{ memory: earlier, validTo: toldAgain, reason: "replacedHolder" }] });
  });

  it.each([
    ["my dentist", relation("Dr. Costa is my dentist", "Dr. Costa", "dentist")],
    ["o meu dentista", relation("Dr. Costa é meu dentista", "Dr. Costa", "dentist")],
  ])("%s, the same holder told again: nothing is closed", (_name, told) => {
    const earlier = storedMemory(told, toldFirst);
    const plan = planMemoryWrite(told, [earlier], { now: toldAgain });
    expect(plan.kind).toBe("skip");
    expect(planValidity({ triple: told.triple!, validFrom: null }, [earlier], toldAgain)).toEqual({ close: [], incomingValidTo: null });
  });

  it.each([
    ["my friend", relation("Tom is my friend", "Tom", "friend"), relation("Ana is my friend", "Ana", "friend")],
    ["o meu irmão", relation("Pedro é meu irmão", "Pedro", "brother"), relation("João é meu irmão", "João", "brother")],
  ])("%s, a relation had several of: the earlier one stays current", (_name, first, second) => {
    const plan = planMemoryWrite(second, [storedMemory(first, toldFirst)], { now: toldAgain });
    expect(plan).toEqual({ kind: "create", memory: { ...second, validFrom: toldAgain }, close: [] });
  });
});
