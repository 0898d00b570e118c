import { describe, expect, it } from "vitest";
import { extractOffline } from "../../src/index.js";

// A "who" or "que" clause said in passing, between someone and what is told of them ("a Ana, que é minha irmã, mora no
// Porto", "Ana, who is my sister, lives in Porto"), tells two facts of the same person: both are kept.

const now = new Date("2025-03-12T15:00:00Z");
const timeZone = "Europe/Lisbon";
const kept = (text: string) =>
  extractOffline({ text, sentAt: now, timeZone }).memories.map((memory) => [memory.content, memory.triple?.predicate, memory.triple?.object]);

describe("a who or que clause in passing", () => {
  it.each([
    ["a Ana, que é minha irmã, mora no Porto", [["Ana é minha irmã", "relationship_to_user", "sister"], ["Ana mora no Porto", "lives_in", "Porto"]]],
    ["a Ana, que é a minha irmã, vive em Lisboa", [["Ana é minha irmã", "relationship_to_user", "sister"], ["Ana vive em Lisboa", "lives_in", "Lisboa"]]],
    ["o Pedro, que é meu primo, trabalha na Petrobras", [["Pedro é meu primo", "relationship_to_user", "cousin"], ["Pedro trabalha na Petrobras", "works_at", "Petrobras"]]],
    ["o meu amigo Rui, que mora em Faro, trabalha na Bosch", [["Rui é meu amigo", "relationship_to_user", "friend"], ["O meu amigo Rui mora em Faro", "lives_in", "Faro"], ["Rui trabalha na Bosch", "works_at", "Bosch"]]],
    ["Ana, who is my sister, lives in Porto", [["Ana is my sister", "relationship_to_user", "sister"], ["Ana lives in Porto", "lives_in", "Porto"]]],
    ["Tom, who's my neighbour, is a plumber", [["Tom is my neighbour", "relationship_to_user", "neighbour"], ["Tom is a plumber", "job_title", "plumber"]]],
    ["my friend Rui, who lives in Faro, works at Bosch", [["Rui is my friend", "relationship_to_user", "friend"], ["My friend Rui lives in Faro", "lives_in", "Faro"], ["Rui works at Bosch", "works_at", "Bosch"]]],
  ])("%j keeps both facts", (text, memories) => {
    expect(kept(text)).toEqual(memories);
  });

  it.each([["a Ana, que é minha irmã, mora no Porto"], ["Ana, who is my sister, lives in Porto"]])("%j leaves no one to ask about", (text) => {
    expect(extractOffline({ text, sentAt: now, timeZone }).unknownPeople).toEqual([]);
  });

  it.each([
    ["a Ana, que conheci na escola, mora no Porto"],
    ["Ana, whom I met at school, lives in Porto"],
  ])("%j, whose clause tells of the person, is not read as told of her", (text) => {
    expect(kept(text).map(([said]) => said)).not.toContain("Ana conheci na escola");
    expect(kept(text).map(([said]) => said)).not.toContain("Ana whom I met at school");
  });
});
