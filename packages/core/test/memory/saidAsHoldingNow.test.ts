import { describe, expect, it } from "vitest";
import type { Memory, MemoryTriple, NewMemory } from "../../src/index.js";
import { planMemoryWrite, planValidity, valueAsOf } from "../../src/index.js";
import { storedMemory } from "./memoryFixtures.js";

// A statement said as holding now, with the start it gives ("I started a new job at Farfetch today", "mudei-me para
// Lisboa em outubro"), told after a memory it contradicts that began later than that start, is the person's latest
// word: the older memory ends, the new one stays current. A past state told the same way ("last year she was 15") is
// still kept as history, closed at the start of what holds now.

const triple = (subject: string, predicate: string, object: string): MemoryTriple => ({ subject, predicate, object });
const told = (content: string, said: MemoryTriple, at: Date): Memory => storedMemory({ content, triple: said, validFrom: at }, at);
const statement = (content: string, said: MemoryTriple, validFrom: Date, holdsNow?: boolean): NewMemory => ({
  content,
  type: "fact",
  context: "personal",
  importance: 6,
  triple: said,
  validFrom,
  ...(holdsNow === undefined ? {} : { holdsNow }),
});

const cases = [
  {
    title: "the same day: a job told at 07:09, a new one started today told at 12:31",
    older: ["I work at Galp", triple("user", "works_at", "Galp"), new Date("2026-12-02T07:09:00Z")],
    newer: ["I started a new job at Farfetch (2 December 2026)", triple("user", "works_at", "Farfetch"), new Date("2026-12-02T00:00:00Z")],
    said: new Date("2026-12-02T12:31:00Z"),
  },
  {
    title: "o mesmo dia: um emprego dito às 07:09, um novo começado hoje dito às 12:31",
    older: ["Trabalho na Galp", triple("user", "works_at", "Galp"), new Date("2026-12-02T07:09:00Z")],
    newer: ["Comecei a trabalhar na Farfetch (2 de dezembro de 2026)", triple("user", "works_at", "Farfetch"), new Date("2026-12-02T00:00:00Z")],
    said: new Date("2026-12-02T12:31:00Z"),
  },
  {
    title: "told yesterday, a move last month told today",
    older: ["I live in Porto", triple("user", "lives_in", "Porto"), new Date("2026-12-01T18:00:00Z")],
    newer: ["I moved to Lisbon (November 2026)", triple("user", "lives_in", "Lisbon"), new Date("2026-11-01T00:00:00Z")],
    said: new Date("2026-12-02T09:00:00Z"),
  },
  {
    title: "dito ontem, uma mudança em outubro dita hoje",
    older: ["Moro no Porto", triple("user", "lives_in", "Porto"), new Date("2026-12-01T18:00:00Z")],
    newer: ["Mudei-me para Lisboa (outubro de 2026)", triple("user", "lives_in", "Lisboa"), new Date("2026-10-01T00:00:00Z")],
    said: new Date("2026-12-02T09:00:00Z"),
  },
] as const;

describe("a statement said as holding now, with a start before what it replaces", () => {
  it.each(cases)("$title: the older memory ends when the new one was said, the new one stays current", ({ older, newer, said }) => {
    const before = told(older[0], older[1], older[2]);
    const plan = planMemoryWrite(statement(newer[0], newer[1], newer[2], true), [before], { now: said });
    expect(plan).toMatchObject({ kind: "create", close: [{ memory: before, validTo: said, reason: "replacedValue" }], memory: { validFrom: newer[2] } });
    if (plan.kind !== "create") return;
    expect(plan.memory.validTo ?? null).toBeNull();
    expect("holdsNow" in plan.memory).toBe(false);
    const history = [{ ...before, validTo: said }, storedMemory(plan.memory, said)];
    expect(valueAsOf(history, "user", newer[1].predicate, said)?.triple?.object).toBe(newer[1].object);
    expect(valueAsOf(history, "user", newer[1].predicate, new Date(said.getTime() + 86_400_000))?.triple?.object).toBe(newer[1].object);
  });

  it.each(cases)("$title: said without holding now, kept as before (stored closed)", ({ older, newer, said }) => {
    const before = told(older[0], older[1], older[2]);
    expect(planValidity({ triple: newer[1], validFrom: newer[2] }, [before], said)).toEqual({ close: [], incomingValidTo: older[2] });
    expect(planValidity({ triple: newer[1], validFrom: newer[2], holdsNow: false }, [before], said)).toEqual({ close: [], incomingValidTo: older[2] });
  });

  it("closes at the stated start when that is after the older memory's start", () => {
    const galp = told("I work at Galp", triple("user", "works_at", "Galp"), new Date("2026-10-01T10:00:00Z"));
    const start = new Date("2026-11-23T00:00:00Z");
    const plan = planValidity({ triple: triple("user", "works_at", "Farfetch"), validFrom: start, holdsNow: true }, [galp], new Date("2026-12-02T12:31:00Z"));
    expect(plan).toEqual({ close: [{ memory: galp, validTo: start, reason: "replacedValue" }], incomingValidTo: null });
  });

  it("a holder had one at a time: a new dentist since last month, told after the other was", () => {
    const lopes = told("Dr. Lopes is my dentist", triple("Dr. Lopes", "relationship_to_user", "dentist"), new Date("2026-12-01T10:00:00Z"));
    const said = new Date("2026-12-02T10:00:00Z");
    const plan = planValidity({ triple: triple("Dr. Costa", "relationship_to_user", "dentist"), validFrom: new Date("2026-11-01T00:00:00Z"), holdsNow: true }, [lopes], said);
    expect(plan).toEqual({ close: [{ memory: lopes, validTo: said, reason: "replacedHolder" }], incomingValidTo: null });
  });

  it.each([
    ["Susana is 16", "Susana is 15 (2025)", triple("Susana", "age", "16"), triple("Susana", "age", "15")],
    ["Moro em Lisboa", "Vivia no Porto (2019)", triple("user", "lives_in", "Lisboa"), triple("user", "lives_in", "Porto")],
  ])("a past state, %s then %s, is stored closed and the newer fact stays current", (newerContent, pastContent, newerTriple, pastTriple) => {
    const now = told(newerContent, newerTriple, new Date("2026-03-12T15:00:00Z"));
    const plan = planMemoryWrite(statement(pastContent, pastTriple, new Date("2025-01-01T00:00:00Z"), false), [now], { now: new Date("2026-12-02T10:00:00Z") });
    expect(plan).toMatchObject({ kind: "create", close: [], memory: { validTo: new Date("2026-03-12T15:00:00Z") } });
  });

  it("never ends a memory before it began: one said after the statement, saved first, stays current", () => {
    const said = new Date("2026-12-02T12:31:00Z");
    const later = told("I work at Galp", triple("user", "works_at", "Galp"), new Date("2026-12-02T12:40:00Z"));
    const plan = planValidity({ triple: triple("user", "works_at", "Farfetch"), validFrom: new Date("2026-12-02T00:00:00Z"), holdsNow: true }, [later], said);
    expect(plan).toEqual({ close: [], incomingValidTo: new Date("2026-12-02T12:40:00Z") });
  });
});
