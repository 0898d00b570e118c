import { describe, expect, it } from "vitest";
import { extractOffline } from "../../src/index.js";

// "We have three kids" is kept like "I have three kids"; a clause whose subject is left unsaid ("… and is a nurse") is
// said of the one just named in English as in Portuguese; and a doctor, a lawyer or a pediatrician one has is no relative.

const now = new Date("2026-11-30T10:00:00Z");
const kept = (text: string) =>
  extractOffline({ text, sentAt: now, timeZone: "Europe/Lisbon" }).memories.map((memory) => [memory.content, memory.triple?.predicate, memory.triple?.object]);

describe("relatives told as the household's", () => {
  it.each([
    ["we have three kids", "We have three kids", "child"],
    ["We've got two daughters.", "We've got two daughters", "daughter"],
    ["temos três filhos", "Temos três filhos", "son"],
    ["nós temos duas filhas", "Nós temos duas filhas", "daughter"],
  ])("%s", (text, content, kind) => {
    expect(kept(text)).toEqual([[content, "has_relatives", kind]]);
  });
});

describe("a second clause with its subject unsaid", () => {
  it.each([
    ["my mum is called Rosa and is a nurse", [["Rosa is my mum", "relationship_to_user", "mother"], ["Rosa is a nurse", "job_title", "nurse"]]],
    ["my sister is called Ana and lives in Porto", [["Ana is my sister", "relationship_to_user", "sister"], ["Ana lives in Porto", "lives_in", "Porto"]]],
    ["a minha mãe chama-se Rosa e é enfermeira", [["Rosa é minha mãe", "relationship_to_user", "mother"], ["Rosa é enfermeira", "job_title", "enfermeira"]]],
    ["a minha irmã chama-se Ana e mora no Porto", [["Ana é minha irmã", "relationship_to_user", "sister"], ["Ana mora no Porto", "lives_in", "Porto"]]],
  ])("%s", (text, expected) => {
    expect(kept(text)).toEqual(expected);
  });
});

describe("a professional one has is no relative", () => {
  it.each(["I have a pediatrician", "I have a good lawyer", "tenho um pediatra", "tenho uma advogada", "we have a pediatrician", "temos um pediatra"])("%s", (text) => {
    const memories = kept(text);
    expect(memories.filter(([, predicate]) => predicate === "has_relatives" || predicate === "appointment")).toEqual([]);
  });

  it("a day said with the service is still an appointment", () => {
    expect(kept("tenho dentista amanhã").map(([, predicate]) => predicate)).toEqual(["appointment"]);
  });
});
