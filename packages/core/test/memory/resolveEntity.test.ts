import { describe, expect, it } from "vitest";
import type { EntityMention } from "../../src/index.js";
import { importanceFromMentions, boostImportance, nameSimilarity, resolveByRelationship, resolveEntity } from "../../src/index.js";
import { storedEntity } from "./memoryFixtures.js";

const susana = storedEntity({ name: "Susana", type: "person", relationshipToUser: "daughter", gender: "female" }, { mentionCount: 5 });
const almeida = storedEntity({ name: "Dr. Almeida", type: "person", aliases: ["the dentist", "o dentista"], relationshipToUser: "dentist" });
const anaPaula = storedEntity({ name: "Ana Paula Sousa", type: "person" });
const rui = storedEntity({ name: "Rui Costa", type: "person", relationshipToUser: "boss" });
const lisboa = storedEntity({ name: "Lisboa", type: "place" });
const joao = storedEntity({ name: "João", type: "person" });
const entities = [susana, almeida, anaPaula, rui, lisboa, joao];

describe("resolveEntity", () => {
  const cases: ReadonlyArray<readonly [EntityMention, string, string | null]> = [
    [{ name: "Susana" }, "exact", "Susana"],
    [{ name: "SUSANA" }, "exact", "Susana"],
    [{ name: "susana", type: "person" }, "exact", "Susana"],
    [{ name: "Joao" }, "exact", "João"],
    [{ name: "Almeida" }, "exact", "Dr. Almeida"],
    [{ name: "Doutor Almeida" }, "exact", "Dr. Almeida"],
    [{ name: "the dentist" }, "exact", "Dr. Almeida"],
    [{ name: "O Dentista" }, "exact", "Dr. Almeida"],
    [{ name: "Rui da Costa" }, "fuzzy", "Rui Costa"],
    [{ name: "Suzana" }, "ambiguous", "Susana"],
    [{ name: "Ana" }, "ambiguous", "Ana Paula Sousa"],
    [{ name: "Lisboa", type: "person" }, "none", null],
    [{ name: "Marta" }, "none", null],
    [{ name: "  " }, "none", null],
  ];

  it.each(cases)("%j → %s %s", (mention, kind, name) => {
    const resolution = resolveEntity(mention, entities);
    expect(resolution.kind).toBe(kind);
    if (resolution.kind === "exact" || resolution.kind === "fuzzy") expect(resolution.entity.name).toBe(name);
    if (resolution.kind === "ambiguous") expect(resolution.candidates[0]!.entity.name).toBe(name);
  });

  it("prefers a name match over an alias match, whatever the scores", () => {
    const named = storedEntity({ name: "the dentist", type: "person" });
    expect(resolveEntity({ name: "The Dentist" }, [almeida, named])).toMatchObject({ kind: "exact", entity: { id: named.id }, matchedBy: "name" });
    expect(resolveEntity({ name: "o dentista" }, [almeida, named])).toMatchObject({ kind: "exact", entity: { id: almeida.id }, matchedBy: "alias" });
  });

  it("takes the most mentioned of equal names", () => {
    const other = storedEntity({ name: "susana", type: "person" }, { mentionCount: 1 });
    expect(resolveEntity({ name: "Susana" }, [other, susana])).toMatchObject({ kind: "exact", entity: { id: susana.id } });
  });

  it("scores first names and word overlap", () => {
    expect(nameSimilarity("Ana", "Ana Paula Sousa")).toBe(0.75);
    expect(nameSimilarity("Dr. Almeida", "almeida")).toBe(1);
    expect(nameSimilarity("Rui", "Marta")).toBe(0);
  });
});

describe("resolveByRelationship", () => {
  it("finds the one entity with that relationship", () => {
    expect(resolveByRelationship("daughter", entities)?.name).toBe("Susana");
    expect(resolveByRelationship("Boss", entities)?.name).toBe("Rui Costa");
    expect(resolveByRelationship("son", entities)).toBeUndefined();
    const secondDaughter = storedEntity({ name: "Marta", type: "person", relationshipToUser: "daughter" });
    expect(resolveByRelationship("daughter", [...entities, secondDaughter])).toBeUndefined();
  });
});

describe("importance from mentions", () => {
  it.each([
    [0, 1], [1, 3], [3, 4], [7, 6], [15, 7], [31, 9], [63, 10], [1000, 10], [-2, 1], [Number.NaN, 1],
  ])("%d mentions → %d", (mentions, importance) => {
    expect(importanceFromMentions(mentions)).toBe(importance);
  });

  it("raises but never lowers a memory's importance", () => {
    expect(boostImportance(5, [0, 15])).toBe(7);
    expect(boostImportance(8, [3])).toBe(8);
    expect(boostImportance(4, [])).toBe(4);
  });
});
