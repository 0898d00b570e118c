import { describe, expect, it } from "vitest";
import type { ParsedPage } from "../../src/index.js";
import { summarizeDocument } from "../../src/index.js";

const single = (text: string, headings: ParsedPage["headings"] = []): ParsedPage[] => [{ number: null, text, headings }];

describe("summarizeDocument", () => {
  it("picks the sentences about what the document keeps talking about, in document order", () => {
    const text = [
      "The weather on the day of signing was pleasant and mild for the season.",
      "This lease agreement sets the rent, the deposit and the rules for pets in the apartment.",
      "The rent of the apartment is due on the first day of each month, and the deposit equals two months of rent.",
      "Pets are allowed in the apartment: one cat or one small dog, and the deposit covers damage by pets.",
      "The landlord's cousin once visited Lisbon and enjoyed the trams very much.",
      "Late rent adds a fee, and a second late payment of rent ends the lease agreement.",
    ].join(" ");
    const summary = summarizeDocument(single(text), { sentences: 2 });
    expect(summary).not.toBeNull();
    expect(summary).not.toContain("weather");
    expect(summary).not.toContain("Lisbon");
    const sentences = summary!.split(/(?<=\.) /);
    expect(sentences).toHaveLength(2);
    expect(text.indexOf(sentences[0]!)).toBeLessThan(text.indexOf(sentences[1]!));
  });

  it("reads Portuguese, ignores headings, and stays within its character bound", () => {
    const heading = "Contrato de arrendamento residencial";
    const body = Array.from(
      { length: 12 },
      (_, index) => `A renda do apartamento numero ${index} vence no primeiro dia do mes e o inquilino paga a renda por transferencia.`,
    ).join(" ");
    const text = `${heading}\n\n${body}`;
    const summary = summarizeDocument(single(text, [{ text: heading, level: 1, offset: 0 }]), { maxChars: 200 });
    expect(summary).not.toBeNull();
    expect(summary!.length).toBeLessThanOrEqual(200);
    expect(summary).not.toContain("Contrato");
    expect(summary).toContain("renda");
  });

  it("is null when there is no prose to extract, rather than making one up", () => {
    expect(summarizeDocument(single("Name | Amount\nAlice | 10\nBob | 20"))).toBeNull();
    expect(summarizeDocument([])).toBeNull();
  });
});
