import { Schema } from "effect";
import { describe, expect, it } from "vitest";
import type { ExtractedMemory, MessageId } from "../../src/index.js";
import { Entity, Memory, serviceTopicIn, serviceTopicOf, toNewMemory, topicLabel } from "../../src/index.js";
import { storedEntity, storedMemory } from "./memoryFixtures.js";

describe("records with time", () => {
  it("builds a memory with every new field null unless given", () => {
    const memory = storedMemory({ content: "Susana tem 15 anos" });
    expect(memory).toMatchObject({ language: null, source: null, occurredAt: null, occurredPrecision: null, validFrom: null, validTo: null, supersededBy: null, triple: null });
    expect(() => Schema.decodeUnknownSync(Memory)(memory)).not.toThrow();
  });

  it("reads a row stored before the new fields as null, so adapters can add columns later", () => {
    const { language: _language, source: _source, occurredAt: _occurredAt, occurredPrecision: _precision, validFrom: _from, validTo: _to, supersededBy: _by, triple: _triple, ...oldRow } =
      storedMemory({ content: "x" });
    expect(Schema.decodeUnknownSync(Memory)(oldRow)).toMatchObject({ validTo: null, triple: null, source: null });
    const { relationshipToUser: _relationship, gender: _gender, lastMentionedAt: _last, ...oldEntity } = storedEntity({ name: "Ana", type: "person" });
    expect(Schema.decodeUnknownSync(Entity)(oldEntity)).toMatchObject({ relationshipToUser: null, gender: null, lastMentionedAt: null });
  });

  it("rejects values outside the new fields' domains", () => {
    const memory = storedMemory({ content: "x" });
    expect(() => Schema.decodeUnknownSync(Memory)({ ...memory, occurredPrecision: "fortnight" })).toThrow();
    expect(() => Schema.decodeUnknownSync(Memory)({ ...memory, language: "Portuguese" })).toThrow();
    expect(() => Schema.decodeUnknownSync(Memory)({ ...memory, source: { kind: "message", messageId: "not-an-id" } })).toThrow();
    expect(() => Schema.decodeUnknownSync(Memory)({ ...memory, triple: { subject: "", predicate: "age", object: "15" } })).toThrow();
  });

  it("turns an extracted memory into a NewMemory with where it came from", () => {
    const extracted: ExtractedMemory = {
      content: "Fui ao dentista (10 de março de 2025)",
      summary: "Fui ao dentista",
      type: "event",
      context: "personal",
      importance: 5,
      entities: [],
      sentiment: 0,
      language: "pt",
      occurredAt: new Date("2025-03-10T00:00:00Z"),
      occurredPrecision: "day",
      validFrom: null,
      triple: { subject: "user", predicate: "visited", object: "dentist" },
    };
    const source = { kind: "message" as const, messageId: "0190f0a0-0000-7000-8000-000000000009" as MessageId };
    expect(toNewMemory(extracted, { source })).toEqual({ ...extracted, source, sourceThreadId: null });
  });
});

describe("service topics", () => {
  it.each([
    ["dentista", "dentist"],
    ["Oftalmologista", "ophthalmologist"],
    ["eye doctor", "ophthalmologist"],
    ["médico", "doctor"],
    ["ginásio", "gym"],
    ["padaria", undefined],
  ])("serviceTopicOf(%j) → %s", (phrase, key) => {
    expect(serviceTopicOf(phrase)?.key).toBe(key);
  });

  it("finds the longest service a phrase names, as whole words", () => {
    expect(serviceTopicIn("ir no oftalmologista")?.key).toBe("ophthalmologist");
    expect(serviceTopicIn("get an eye exam next week")?.key).toBe("ophthalmologist");
    expect(serviceTopicIn("fazer exame de sangue")?.key).toBe("lab");
    expect(serviceTopicIn("renovar o passaporte")).toBeUndefined();
    expect(serviceTopicIn("gymnastics")).toBeUndefined();
  });

  it("names a topic in the person's language, or leaves an unknown one as it is", () => {
    expect(topicLabel("dentist", "pt")).toBe("o dentista");
    expect(topicLabel("dentist", "pt-br")).toBe("o dentista");
    expect(topicLabel("gym", "en")).toBe("the gym");
    expect(topicLabel("padaria", "pt")).toBe("padaria");
  });
});
