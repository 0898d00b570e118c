import { describe, expect, it } from "vitest";
import { extractOffline } from "../../src/index.js";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// Where the person works, told alone ("I work at Farfetch", "trabalho em Farfetch"), answers every way of asking for
// the employer: "who is my employer?", "what company do I work for?", "quem é o meu empregador?", "qual é a minha empresa?".

const now = new Date("2026-11-30T10:00:00Z");
const { answerWith } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon" });
const told = (content: string) => ({ memories: [{ content, date: "2026-11-30", dated: false, type: "fact", current: true }] });

describe("the employer, asked in other words", () => {
  it.each([
    ["who is my employer?", "I work at Farfetch", "You work at Farfetch, as you told me"],
    ["what company do I work for?", "I work at Farfetch", "You work at Farfetch, as you told me"],
    ["quem é o meu empregador?", "Trabalho em Farfetch", "Trabalha em Farfetch, como me contou"],
    ["qual é a minha empresa?", "Trabalho em Farfetch", "Trabalha em Farfetch, como me contou"],
    ["para quem trabalho?", "I work at Farfetch", "Trabalha em Farfetch, como me contou"],
  ])("%s, with %s remembered", async (question, fact, answer) => {
    const text = await answerWith(question, (name) => (name === "search_memories" ? told(fact) : { results: [] }));
    expect(text.startsWith(answer)).toBe(true);
  });
});

describe("a job told after the employer", () => {
  it.each([
    ["I work at Farfetch as a designer", [["job_title", "designer"], ["works_at", "Farfetch"]]],
    ["Trabalho na Farfetch como designer", [["job_title", "designer"], ["works_at", "Farfetch"]]],
  ])("%s keeps the job and the employer apart", (text, triples) => {
    expect(extractOffline({ text, sentAt: now, timeZone: "Europe/Lisbon" }).memories.map((memory) => [memory.triple?.predicate, memory.triple?.object])).toEqual(triples);
  });
});

describe("a new job told", () => {
  it.each([
    ["I started a new job at Acme last Monday", "Acme"],
    ["I just started a new job at Acme", "Acme"],
    ["I've started a new role at Acme", "Acme"],
    ["I got a new job at Acme", "Acme"],
    ["Comecei um novo emprego na Acme na segunda-feira", "Acme"],
    ["Arranjei um emprego novo na Acme", "Acme"],
    ["Comecei um trabalho novo na Acme", "Acme"],
  ])("%s keeps the employer", (text, employer) => {
    const triples = extractOffline({ text, sentAt: now, timeZone: "Europe/Lisbon" }).memories.map((memory) => [memory.triple?.predicate, memory.triple?.object]);
    expect(triples).toContainEqual(["works_at", employer]);
  });
});
