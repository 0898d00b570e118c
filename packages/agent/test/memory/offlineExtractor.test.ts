import type { Extraction, ExtractionInput } from "@lifeos/core";
import { Extraction as ExtractionSchema } from "@lifeos/core";
import { Effect, Schema } from "effect";
import { describe, expect, it } from "vitest";
import { extractOffline, OfflineMemoryExtractor } from "../../src/index.js";
import type { ExtractionCase } from "./extractionCases.js";
import { englishCases, portugueseCases, sentAt, timeZone } from "./extractionCases.js";

const extract = (text: string, input: Partial<ExtractionInput> = {}): Extraction => extractOffline({ text, sentAt, timeZone, ...input });

const check = (expected: ExtractionCase) => {
  const extraction = extract(expected.text, expected.input);
  expect(() => Schema.decodeUnknownSync(ExtractionSchema)(extraction)).not.toThrow();
  if (expected.nothing !== undefined) {
    expect(extraction.memories).toEqual([]);
    expect(extraction.entities).toEqual([]);
    expect(extraction.tasks).toEqual([]);
    expect(extraction.appointments).toEqual([]);
    expect(extraction.ignored.map((entry) => entry.reason)).toContain(expected.nothing);
    return;
  }
  if (expected.memories !== undefined) {
    expect(extraction.memories.map((memory) => [memory.type, memory.triple === null ? null : [memory.triple.subject, memory.triple.predicate, memory.triple.object]])).toEqual(
      expected.memories,
    );
  }
  if (expected.occurred !== undefined) {
    expect(extraction.memories.map((memory) => (memory.occurredAt === null ? null : [memory.occurredAt.toISOString(), memory.occurredPrecision]))).toEqual(expected.occurred);
  }
  if (expected.context !== undefined) expect(extraction.memories.map((memory) => memory.context)).toEqual(expected.context);
  for (const [name, type, relationship, gender] of expected.entities ?? []) {
    expect(extraction.entities).toContainEqual(expect.objectContaining({ name, type, relationshipToUser: relationship, gender }));
  }
  if (expected.tasks !== undefined) expect(extraction.tasks.map((task) => [task.kind, task.owner, task.topic])).toEqual(expected.tasks);
  if (expected.appointments !== undefined) expect(extraction.appointments.map((appointment) => [appointment.status, appointment.topic])).toEqual(expected.appointments);
  if (expected.unknownPeople !== undefined) expect(extraction.unknownPeople.map((person) => person.name)).toEqual(expected.unknownPeople);
  expect(extraction.memories.length).toBeGreaterThan(0);
};

describe("offline extraction, Portuguese", () => {
  it.each(portugueseCases)("%s", (_name, expected) => {
    expect(extract(expected.text).language).toBe("pt");
    check(expected);
  });
});

describe("offline extraction, English", () => {
  it.each(englishCases)("%s", (_name, expected) => {
    expect(extract(expected.text).language).toBe("en");
    check(expected);
  });
});

describe("offline extraction details", () => {
  it.each(["Marta is a nice person", "A Marta é muito simpática", "Tom is a big fan of jazz"])("keeps no job from %j", (text) => {
    expect(extract(text).memories).toEqual([]);
  });

  it("writes the Susana scenario as memories a person can read later", () => {
    const extraction = extract("A Susana minha filha precisa ir no oftalmologista; essa semana fui no dentista; preciso fazer um tratamento");
    expect(extraction.memories.map((memory) => [memory.content, memory.summary])).toEqual([
      ["Susana é minha filha", "Susana é minha filha"],
      ["A Susana minha filha precisa ir no oftalmologista", "Susana precisa ir no oftalmologista"],
      ["Fui no dentista (semana de 10 de março de 2025)", "Fui no dentista (semana de 10 de março de 2025)"],
      ["Preciso fazer um tratamento", "Preciso fazer um tratamento"],
    ]);
    expect(extraction.memories.every((memory) => memory.language === "pt")).toBe(true);
    expect(extraction.memories[1]).toMatchObject({ entities: ["Susana"], importance: 7 });
    expect(extraction.relationships).toEqual([{ from: "Susana", kind: "daughter", to: "user" }]);
    expect(extraction.tasks[0]).toMatchObject({ memoryIndex: 1, action: "ir no oftalmologista" });
    expect(extraction.appointments[0]).toMatchObject({ memoryIndex: 2, at: new Date("2025-03-10T00:00:00Z"), precision: "week", subject: "user" });
  });

  it("resolves dates in the person's time zone", () => {
    // 01:00 UTC on the 12th is still the 11th in São Paulo, so "ontem" is the 10th there.
    const extraction = extract("Ontem fui ao dentista", { sentAt: new Date("2025-03-12T01:00:00Z"), timeZone: "America/Sao_Paulo" });
    expect(extraction.memories[0]).toMatchObject({ occurredAt: new Date("2025-03-10T03:00:00Z"), occurredPrecision: "day" });
    expect(extraction.memories[0]?.content).toBe("Fui ao dentista (10 de março de 2025)");
  });

  it("leaves no preposition behind where the date words were taken out of the content", () => {
    // Wednesday 12 March 2025: "na sexta" is the 14th, "on Friday" too.
    expect(extract("Preciso de pagar a conta de luz na sexta").memories[0]?.content).toBe("Preciso de pagar a conta de luz (14 de março de 2025)");
    expect(extract("I need to pay the electricity bill on Friday").memories[0]?.content).toBe("I need to pay the electricity bill (14 March 2025)");
  });

  it("dates a fact from when it became true", () => {
    const [birthday] = extract("A Susana fez 16 anos ontem").memories;
    expect(birthday?.validFrom).toEqual(new Date("2025-03-11T00:00:00Z"));
    const [age] = extract("Susana tem 15 anos").memories;
    expect(age?.validFrom).toEqual(sentAt);
  });

  it("knows the dentist by name once the message says who it is", () => {
    const extraction = extract("Dr. Almeida, my dentist, retired last year");
    expect(extraction.entities[0]).toMatchObject({ aliases: ["my dentist", "the dentist"] });
    const visit = extract("I went to the dentist yesterday", { knownEntities: [{ name: "Dr. Almeida", aliases: ["the dentist"], relationshipToUser: "dentist", gender: null }] });
    expect(visit.appointments[0]).toMatchObject({ topic: "dentist", withWhom: "Dr. Almeida" });
    expect(visit.memories[0]?.entities).toEqual(["Dr. Almeida"]);
  });

  it("keeps what the person asks to remember, even when no rule reads it, at high importance", () => {
    const extraction = extract("Remember that my locker code is 4417");
    expect(extraction.command).toEqual({ kind: "remember", target: "thisMessage", content: "my locker code is 4417" });
    expect(extraction.memories).toEqual([expect.objectContaining({ content: "My locker code is 4417", type: "fact", importance: 8, triple: null })]);
    const ruled = extract("Lembra que a Susana tem 15 anos");
    expect(ruled.memories).toEqual([expect.objectContaining({ triple: { subject: "Susana", predicate: "age", object: "15" }, importance: 8 })]);
  });

  it("records the answer to who someone is", () => {
    for (const [text, gender] of [["é minha filha", "female"], ["Ela é a minha filha", "female"], ["minha filha", "female"]] as const) {
      const extraction = extract(text, { pendingWhoIs: "Susana" });
      expect(extraction.entities).toEqual([{ name: "Susana", type: "person", aliases: [], gender, relationshipToUser: "daughter" }]);
      expect(extraction.memories.map((memory) => memory.content)).toEqual(["Susana é minha filha"]);
      expect(extraction.unknownPeople).toEqual([]);
    }
    const english = extract("She's my daughter", { pendingWhoIs: "Susana" });
    expect(english.relationships).toEqual([{ from: "Susana", kind: "daughter", to: "user" }]);
    expect(english.memories[0]?.content).toBe("Susana is my daughter");
    expect(extract("é o meu chefe", { pendingWhoIs: "Rui" }).entities[0]).toMatchObject({ relationshipToUser: "boss", gender: "male" });
  });

  it("is the MemoryExtractor port, offline", async () => {
    const extractor = OfflineMemoryExtractor.make();
    expect(extractor.kind).toBe("offline");
    const extraction = await Effect.runPromise(extractor.extract({ text: "I live in Lisbon", sentAt, timeZone }));
    expect(extraction.memories[0]?.triple).toEqual({ subject: "user", predicate: "lives_in", object: "Lisbon" });
  });
});
