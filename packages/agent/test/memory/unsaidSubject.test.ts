import { describe, expect, it } from "vitest";
import { extractOffline } from "../../src/index.js";

// Portuguese leaves the subject unsaid after "e": "a minha filha chama-se Leonor e tem 7 anos" tells Leonor's age, as
// "my daughter is called Leonor and she is 7" does in English.

const now = new Date("2026-11-30T10:00:00Z");
const facts = (text: string) => extractOffline({ text, sentAt: now, timeZone: "Europe/Lisbon" }).memories.map((memory) => [memory.triple?.subject, memory.triple?.predicate, memory.triple?.object]);

describe("a clause after «e» with its subject unsaid", () => {
  it.each([
    ["a minha filha chama-se Leonor e tem 7 anos", [["Leonor", "relationship_to_user", "daughter"], ["Leonor", "age", "7"]]],
    ["o Rui mora em Braga e trabalha na Bosch", [["Rui", "lives_in", "Braga"], ["Rui", "works_at", "Bosch"]]],
    ["a minha mãe chama-se Teresa e faz anos a 3 de maio", [["Teresa", "relationship_to_user", "mother"], ["Teresa", "birthday", "05-03"]]],
    ["a minha mãe chama-se Rosa e é enfermeira", [["Rosa", "relationship_to_user", "mother"], ["Rosa", "job_title", "enfermeira"]]],
    ["a Ana é minha irmã e é médica", [["Ana", "relationship_to_user", "sister"], ["Ana", "job_title", "medica"]]],
    ["my mum is called Rosa and she is a nurse", [["Rosa", "relationship_to_user", "mother"], ["Rosa", "job_title", "nurse"]]],
    ["my daughter is called Leonor and she is 7", [["Leonor", "relationship_to_user", "daughter"], ["Leonor", "age", "7"]]],
  ])("%s", (text, expected) => {
    expect(facts(text)).toEqual(expected);
  });
});
