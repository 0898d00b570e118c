import { describe, expect, it } from "vitest";
import type { MemoryId, Occurrence, TimePrecision } from "../../src/index.js";
import {
  describeNudge,
  describePattern,
  occurrencesOf,
  recurringPatterns,
  timeNudges,
  timeZoneOffsetMinutes,
  zonedInstant,
  zonedParts,
} from "../../src/index.js";
import { storedMemory } from "./memoryFixtures.js";

const lisbon = "Europe/Lisbon";
let counter = 0;
const at = (iso: string, topic = "dentist", precision: TimePrecision = "minute", subject = "user"): Occurrence => ({
  subject,
  topic,
  at: new Date(iso),
  precision,
  memoryId: `0190f0a0-0000-7000-8000-${String(++counter).padStart(12, "0")}` as MemoryId,
});

describe("zoned time", () => {
  it("reads the wall clock of an instant in a zone, across daylight saving", () => {
    expect(zonedParts(new Date("2025-01-14T14:00:00Z"), lisbon)).toEqual({ year: 2025, month: 1, day: 14, hour: 14, minute: 0, weekday: 2 });
    expect(zonedParts(new Date("2025-07-15T13:00:00Z"), lisbon)).toMatchObject({ hour: 14, weekday: 2 });
    expect(zonedParts(new Date("2025-03-12T02:30:00Z"), "America/Sao_Paulo")).toMatchObject({ day: 11, hour: 23, minute: 30, weekday: 2 });
    expect(timeZoneOffsetMinutes(new Date("2025-07-15T13:00:00Z"), lisbon)).toBe(60);
    expect(timeZoneOffsetMinutes(new Date("2025-07-15T13:00:00Z"), "America/Sao_Paulo")).toBe(-180);
  });

  it("turns a wall-clock time in a zone into an instant", () => {
    expect(zonedInstant({ year: 2025, month: 7, day: 15, hour: 14 }, lisbon).toISOString()).toBe("2025-07-15T13:00:00.000Z");
    expect(zonedInstant({ year: 2025, month: 1, day: 15, hour: 14, minute: 30 }, lisbon).toISOString()).toBe("2025-01-15T14:30:00.000Z");
    expect(zonedInstant({ year: 2025, month: 3, day: 11 }, "America/Sao_Paulo").toISOString()).toBe("2025-03-11T03:00:00.000Z");
    expect(zonedInstant({ year: 2025, month: 1, day: 32 }, "UTC").toISOString()).toBe("2025-02-01T00:00:00.000Z");
  });
});

describe("recurringPatterns", () => {
  it("finds the weekday and time of at least three visits: Tuesdays around 2 PM", () => {
    const visits = [at("2024-03-05T14:00:00Z"), at("2024-09-10T13:00:00Z"), at("2025-03-11T14:15:00Z")];
    const [pattern] = recurringPatterns(visits, lisbon);
    expect(pattern).toMatchObject({ subject: "user", topic: "dentist", count: 3, weekday: 2, time: { hour: 14, minute: 0 }, intervalDays: 186 });
    expect(pattern!.memoryIds).toEqual(visits.map((visit) => visit.memoryId));
    expect(pattern!.nextExpectedAt?.toISOString()).toBe("2025-09-13T14:15:00.000Z");
    expect(describePattern(pattern!, "en")).toBe("You usually go to the dentist on Tuesdays around 2 PM, about every 6 months.");
    expect(describePattern(pattern!, "pt")).toBe("Costuma ir ao dentista às terças, por volta das 14h, mais ou menos a cada 6 meses.");
  });

  it("needs at least three occurrences", () => {
    expect(recurringPatterns([at("2024-03-05T14:00:00Z"), at("2024-09-10T14:00:00Z")], lisbon)).toEqual([]);
  });

  it("reports no pattern for scattered days, times and gaps", () => {
    const scattered = [at("2024-01-01T09:00:00Z"), at("2024-01-20T17:00:00Z"), at("2024-09-04T12:00:00Z"), at("2024-09-12T20:00:00Z")];
    expect(recurringPatterns(scattered, lisbon)).toEqual([]);
  });

  it("finds a regular gap without a weekday, in the person's language, for someone else", () => {
    const haircuts = [at("2025-01-04T10:00:00Z", "hairdresser", "day", "Susana"), at("2025-02-13T10:00:00Z", "hairdresser", "day", "Susana"), at("2025-03-26T10:00:00Z", "hairdresser", "day", "Susana")];
    const [pattern] = recurringPatterns(haircuts, lisbon);
    expect(pattern).toMatchObject({ weekday: null, time: null, intervalDays: 41 });
    expect(describePattern(pattern!, "pt")).toBe("Susana costuma ir ao cabeleireiro, mais ou menos a cada 6 semanas.");
    expect(describePattern(pattern!, "en")).toBe("Susana usually goes to the hairdresser, about every 6 weeks.");
  });

  it("counts weekdays in the person's time zone", () => {
    // 23:30 on Monday in São Paulo is already Tuesday in UTC.
    const late = [at("2025-01-07T02:30:00Z", "gym"), at("2025-01-14T02:30:00Z", "gym"), at("2025-01-21T02:30:00Z", "gym")];
    expect(recurringPatterns(late, "America/Sao_Paulo")[0]).toMatchObject({ weekday: 1, time: { hour: 23, minute: 30 }, intervalDays: 7 });
    expect(describePattern(recurringPatterns(late, "America/Sao_Paulo")[0]!, "pt")).toBe(
      "Costuma ir à academia às segundas, por volta das 23h30, mais ou menos a cada 7 dias.",
    );
  });
});

describe("timeNudges", () => {
  const now = new Date("2025-06-12T09:00:00Z");

  it("nudges a topic three months after the last visit: faz 3 meses desde o dentista", () => {
    const nudges = timeNudges([at("2024-09-01T10:00:00Z"), at("2025-03-10T10:00:00Z")], now);
    expect(nudges).toHaveLength(1);
    expect(nudges[0]).toMatchObject({ topic: "dentist", elapsedDays: 93, elapsed: { amount: 3, unit: "month" } });
    expect(describeNudge(nudges[0]!, "pt")).toBe("Faz 3 meses desde o dentista.");
    expect(describeNudge(nudges[0]!, "en")).toBe("It's been 3 months since the dentist.");
  });

  it("waits for the usual interval when there is one, and skips topics already booked", () => {
    const visits = [at("2024-03-05T14:00:00Z"), at("2024-09-10T14:00:00Z"), at("2025-03-11T14:00:00Z")];
    const patterns = recurringPatterns(visits, lisbon);
    expect(timeNudges(visits, now, { patterns })).toEqual([]);
    expect(timeNudges(visits, new Date("2025-09-20T09:00:00Z"), { patterns })).toHaveLength(1);
    expect(timeNudges([...visits, at("2025-10-01T14:00:00Z")], new Date("2025-09-20T09:00:00Z"), { patterns })).toEqual([]);
  });

  it("says weeks and days for shorter spans and names someone else", () => {
    const eye = at("2025-05-01T10:00:00Z", "ophthalmologist", "day", "Susana");
    const [nudge] = timeNudges([eye], now, { afterDays: 14 });
    expect(nudge!.elapsed).toEqual({ amount: 5, unit: "week" });
    expect(describeNudge(nudge!, "pt")).toBe("Faz 5 semanas desde o oftalmologista (Susana).");
    const [recent] = timeNudges([at("2025-06-02T10:00:00Z", "gym")], now, { afterDays: 7 });
    expect(describeNudge(recent!, "en")).toBe("It's been 9 days since the gym.");
  });
});

describe("occurrencesOf", () => {
  it("reads dated visits and appointments from memories, oldest first", () => {
    const visit = storedMemory({ content: "Fui ao dentista", type: "event", occurredAt: new Date("2025-03-10T00:00:00Z"), occurredPrecision: "week", triple: { subject: "user", predicate: "visited", object: "dentist" } });
    const booked = storedMemory({ content: "Dentista terça às 14h", type: "appointment", occurredAt: new Date("2025-01-10T14:00:00Z"), triple: { subject: "user", predicate: "appointment", object: "dentist" } });
    const undated = storedMemory({ content: "Fui ao médico", type: "event", triple: { subject: "user", predicate: "visited", object: "doctor" } });
    const age = storedMemory({ content: "Susana tem 15 anos", occurredAt: new Date("2025-01-01T00:00:00Z"), triple: { subject: "Susana", predicate: "age", object: "15" } });
    expect(occurrencesOf([visit, booked, undated, age])).toEqual([
      { subject: "user", topic: "dentist", at: booked.occurredAt, precision: "day", memoryId: booked.id },
      { subject: "user", topic: "dentist", at: visit.occurredAt, precision: "week", memoryId: visit.id },
    ]);
  });
});
