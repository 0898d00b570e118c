import { describe, expect, it } from "vitest";
import { extractOffline } from "../../src/index.js";

// Since when a home or a job holds, said by a month or a day ("I live in Lisbon since October", "trabalho na Acme desde
// março"): the place or employer is kept as named, without the "since" left of its date, true from that month or day
// in the past, and said back with it.

const now = new Date("2026-12-02T12:31:00Z");
const told = (text: string) =>
  extractOffline({ text, sentAt: now, timeZone: "Europe/Lisbon" }).memories.map((memory) => [memory.triple?.object, memory.validFrom?.toISOString(), memory.content]);

describe("since a month or a day", () => {
  it.each([
    ["I live in Lisbon since October", "Lisbon", "2026-09-30T23:00:00.000Z", "I live in Lisbon since October 2026"],
    ["I've been working at Acme since March", "Acme", "2026-03-01T00:00:00.000Z", "I've been working at Acme since March 2026"],
    ["I've lived in Lisbon since March 2024", "Lisbon", "2024-03-01T00:00:00.000Z", "I've lived in Lisbon since March 2024"],
    ["since Monday I live in Porto", "Porto", "2026-11-30T00:00:00.000Z", "I live in Porto since 30 November 2026"],
    ["moro em Lisboa desde outubro", "Lisboa", "2026-09-30T23:00:00.000Z", "Moro em Lisboa desde outubro de 2026"],
    ["trabalho na Acme desde março", "Acme", "2026-03-01T00:00:00.000Z", "Trabalho na Acme desde março de 2026"],
    ["moro no Porto desde a semana passada", "Porto", "2026-11-23T00:00:00.000Z", "Moro no Porto (semana de 23 de novembro de 2026)"],
  ])("%s", (text, object, validFrom, content) => {
    expect(told(text)).toEqual([[object, validFrom, content]]);
  });
});
