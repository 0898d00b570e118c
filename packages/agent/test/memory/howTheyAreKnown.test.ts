import { describe, expect, it } from "vitest";
import { extractOffline } from "../../src/index.js";

// How the person knows someone is kept however it is told: where from ("I know Tom from work", "conheço o Tom do
// trabalho"), how close or how old the relationship is ("an old friend", "uma grande amiga"), a city after the
// relationship ("uma amiga de Lisboa"), and a second fact told of them after "who" or "que" ("my sister is Ana, who
// lives in Porto"). "Who is Tom?" answers with it.

const now = new Date("2025-03-12T15:00:00Z");
const timeZone = "Europe/Lisbon";
const kept = (text: string) =>
  extractOffline({ text, sentAt: now, timeZone }).memories.map((memory) => [memory.content, memory.triple?.predicate, memory.triple?.object]);

describe("a second fact told after who or que", () => {
  it.each([
    ["my sister is Ana, who lives in Porto", [["Ana is my sister", "relationship_to_user", "sister"], ["Ana lives in Porto", "lives_in", "Porto"]]],
    ["my boss is Rita, who is a doctor", [["Rita is my boss", "relationship_to_user", "boss"], ["Rita is a doctor", "job_title", "doctor"]]],
    ["minha irmã é Ana, que mora no Porto", [["Ana é minha irmã", "relationship_to_user", "sister"], ["Ana mora no Porto", "lives_in", "Porto"]]],
    ["o meu irmão é o Rui, que trabalha na Google", [["Rui é meu irmão", "relationship_to_user", "brother"], ["Rui trabalha na Google", "works_at", "Google"]]],
  ])("%j keeps the relationship and the fact", (text, memories) => {
    expect(kept(text)).toEqual(memories);
  });
});
