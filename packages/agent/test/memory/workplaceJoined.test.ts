import type { Memory } from "@lifeos/core";
import { planValidity } from "@lifeos/core";
import { describe, expect, it } from "vitest";
import { extractOffline } from "../../src/index.js";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// Joining a workplace ("I joined Farfetch", "I started at Farfetch", "comecei na Farfetch hoje", "entrei para a
// Farfetch") is where the person works now, from the day said when one is (holding now: an older "I work at Galp" is
// closed by it, see core's planValidity), so "where do I work?" / "onde trabalho?" answers Farfetch and Galp as before.
// Joining what is not named ("I joined a gym", "comecei no ginásio") is no workplace.

const now = new Date("2025-03-12T15:00:00Z");
const timeZone = "Europe/Lisbon";
const { answerWith, ask } = offlineConversation({ skills: everySkill, now, timeZone });
const extracted = (text: string) => extractOffline({ text, sentAt: now, timeZone });
const employers = (text: string) =>
  extracted(text).memories.flatMap((memory) =>
    memory.triple?.predicate === "works_at" ? [[memory.triple.object, memory.validFrom?.toISOString(), memory.holdsNow === true]] : [],
  );

const row = (content: string, date: string, current: boolean) => ({ content, date, dated: false, type: "fact", current });

describe("joining a workplace", () => {
  it.each([
    ["I joined Farfetch", now.toISOString(), false],
    ["I joined Farfetch in March", "2025-03-01T00:00:00.000Z", true],
    ["I've just joined Farfetch", now.toISOString(), false],
    ["I started at Farfetch last week", "2025-03-03T00:00:00.000Z", true],
    ["I was hired by Farfetch", now.toISOString(), false],
    ["I started working at Farfetch last week", "2025-03-03T00:00:00.000Z", true],
    ["comecei na Farfetch hoje", "2025-03-12T00:00:00.000Z", true],
    ["entrei na Farfetch em março", "2025-03-01T00:00:00.000Z", true],
    ["entrei para a Farfetch", now.toISOString(), false],
    ["comecei a trabalhar na Farfetch", now.toISOString(), false],
    ["fui contratada pela Farfetch", now.toISOString(), false],
    ["já comecei na Farfetch", now.toISOString(), false],
  ])("%j is where one works now, from when it began", (text, since, holdsNow) => {
    expect(employers(text)).toEqual([["Farfetch", since, holdsNow]]);
  });

  // "I work at Galp" told on 10 March, then the start at Farfetch said as 1 March or today: Galp ends, Farfetch holds.
  it.each([["I joined Farfetch in March"], ["entrei na Farfetch em março"], ["comecei na Farfetch hoje"], ["I joined Farfetch"], ["comecei a trabalhar na Farfetch"]])("%j closes an older workplace", (text) => {
    const told = new Date("2025-03-10T10:00:00Z");
    const galp = { content: "I work at Galp", triple: { subject: "user", predicate: "works_at", object: "Galp" }, validFrom: told, validTo: null, createdAt: told, deletedAt: null } as unknown as Memory;
    const joined = extracted(text).memories.find((memory) => memory.triple?.predicate === "works_at");
    expect(joined).toBeDefined();
    const plan = planValidity({ triple: joined!.triple, validFrom: joined!.validFrom, holdsNow: joined!.holdsNow }, [galp], now);
    expect(plan.close.map((closed) => closed.memory.content)).toEqual(["I work at Galp"]);
    expect(plan.incomingValidTo).toBeNull();
  });

  it.each([["I joined a gym"], ["I joined the choir"], ["comecei no ginásio"], ["entrei no carro"]])("%j is no workplace", (text) => {
    expect(employers(text)).toEqual([]);
  });

  it.each([
    ["where do I work?", "I joined Farfetch (March 2025)", "Farfetch"],
    ["onde trabalho?", "Comecei na Farfetch (12 de março de 2025)", "Farfetch"],
    ["where do I work?", "Entrei para a Farfetch", "Farfetch"],
    ["onde é que eu trabalho?", "I was hired by Farfetch", "Farfetch"],
  ])("%s answers the place joined, with the older one as before", async (question, joined, employer) => {
    const text = await answerWith(question, (name) =>
      name === "search_memories" ? { memories: [row(joined, "2025-03-12", true), row("I work at Galp", "2025-01-10", false)] } : { results: [] },
    );
    expect(text).toContain(employer);
    expect(text.indexOf(employer)).toBeLessThan(text.indexOf("Galp") === -1 ? Infinity : text.indexOf("Galp"));
  });
});

describe("a job told with the workplace joined", () => {
  it.each([["I joined Farfetch as a designer"], ["entrei na Farfetch como designer"], ["fui contratada pela Farfetch como designer"]])("%j keeps the job and the employer apart", (text) => {
    expect(extracted(text).memories.map((memory) => [memory.triple?.predicate, memory.triple?.object])).toEqual([["job_title", "designer"], ["works_at", "Farfetch"]]);
  });

  it.each([["I'm starting at Farfetch next week"], ["vou começar na Farfetch na segunda"]])("%j, ahead, is no workplace yet, and Farfetch is no one", (text) => {
    const { memories, unknownPeople } = extracted(text);
    expect(memories.filter((memory) => memory.triple?.predicate === "works_at")).toEqual([]);
    expect(unknownPeople).toEqual([]);
  });
});

describe("a workplace left", () => {
  it.each([
    ["I used to work at Galp"],
    ["I no longer work at Galp"],
    ["I don't work at Galp anymore"],
    ["I worked at Galp until 2020"],
    ["já não trabalho na Galp"],
    ["deixei de trabalhar na Galp"],
    ["trabalhei na Galp até 2020"],
    ["eu trabalhava na Galp"],
  ])("%j is no workplace now, and Galp is no one to ask about", (text) => {
    const { memories, unknownPeople } = extracted(text);
    expect(memories.filter((memory) => memory.triple?.predicate === "works_at")).toEqual([]);
    expect(unknownPeople).toEqual([]);
  });

  it.each([
    ["já não trabalho na Galp", "Anotado: Já não trabalha na Galp."],
    ["deixei de trabalhar na Galp", "Anotado: Deixou de trabalhar na Galp."],
    ["I no longer work at Galp", "Noted: You no longer work at Galp."],
  ])("%j is noted, not asked who Galp is", async (text, reply) => {
    const answer = await ask(text);
    expect(answer.calls).toEqual([]);
    expect(answer.text).toBe(reply);
  });

  it.each([
    ["onde trabalho?", "Já não trabalho na Galp", "Já não trabalha na Galp"],
    ["where do I work?", "I no longer work at Galp", "You no longer work at Galp"],
  ])("%s of %j says it no longer holds", async (question, told, said) => {
    const text = await answerWith(question, (name) => (name === "search_memories" ? { memories: [row(told, "2025-03-12", true)] } : { results: [] }));
    expect(text.startsWith(said)).toBe(true);
  });
});
