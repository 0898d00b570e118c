import { describe, expect, it } from "vitest";
import type { ParsedPage } from "../../src/index.js";
import { chunkDocument, chunkHeadingMax, countTokens, estimateTokens, toNewChunk } from "../../src/index.js";

const sentence = (topic: string, index: number) => `The ${topic} clause number ${index} says what the tenant and landlord agreed about ${topic}.`;
const paragraph = (topic: string, sentences: number, from = 0) =>
  Array.from({ length: sentences }, (_, index) => sentence(topic, from + index)).join(" ");

const page = (number: number | null, blocks: ReadonlyArray<string | { heading: string; level?: number }>): ParsedPage => {
  let text = "";
  const headings: Array<{ text: string; level: number; offset: number }> = [];
  for (const block of blocks) {
    if (text !== "") text += "\n\n";
    if (typeof block === "string") text += block;
    else {
      headings.push({ text: block.heading, level: block.level ?? 1, offset: text.length });
      text += block.heading;
    }
  }
  return { number, text, headings };
};

describe("chunkDocument", () => {
  it("never crosses a page, keeps offsets into the page, and numbers chunks in reading order", () => {
    const pages = [1, 2, 3, 4].map((number) =>
      page(number, [{ heading: `Part ${number}` }, paragraph(`rent${number}`, 12), paragraph(`pets${number}`, 30), paragraph(`noise${number}`, 3)]),
    );
    const chunks = chunkDocument(pages);
    expect(chunks.map((chunk) => chunk.ordinal)).toEqual(chunks.map((_, index) => index));
    for (const chunk of chunks) {
      const source = pages.find((candidate) => candidate.number === chunk.page)!;
      expect(source.text.slice(chunk.startOffset, chunk.endOffset)).toBe(chunk.text);
      expect(chunk.tokenCount).toBe(countTokens(chunk.text));
      expect(estimateTokens(chunk.text)).toBeLessThanOrEqual(500);
      for (const other of pages) if (other !== source) expect(chunk.text.includes(`rent${chunk.page}`) && other.text.includes(`rent${chunk.page} `)).toBe(false);
    }
    expect(new Set(chunks.map((chunk) => chunk.page))).toEqual(new Set([1, 2, 3, 4]));
    expect(chunks.map((chunk) => chunk.page)).toEqual([...chunks.map((chunk) => chunk.page)].sort());
    // Every word of every page is in exactly one chunk of that page.
    for (const source of pages) {
      const own = chunks.filter((chunk) => chunk.page === source.number);
      expect(own.map((chunk) => chunk.text).join(" ").split(/\s+/)).toEqual(source.text.split(/\s+/));
    }
  });

  it("gives each chunk the nearest heading at or above its start, carried across pages", () => {
    const pages = [
      page(1, ["Preamble without any heading above it, a short one.", { heading: "Pets", level: 2 }, paragraph("pets", 40)]),
      page(2, [paragraph("pets", 8, 40), { heading: "Fees", level: 2 }, paragraph("fees", 6)]),
      page(3, []),
      page(4, [paragraph("fees", 4, 6)]),
    ];
    const chunks = chunkDocument(pages);
    // The preamble and the full "Pets" section do not fit together: the heading starts a chunk.
    expect(chunks[0]).toMatchObject({ page: 1, heading: null, startOffset: 0, text: "Preamble without any heading above it, a short one." });
    expect(chunks[1]).toMatchObject({ page: 1, heading: "Pets" });
    expect(chunks[1]!.text.startsWith("Pets\n\n")).toBe(true);
    for (const chunk of chunks.slice(1).filter((chunk) => chunk.page === 1)) expect(chunk.heading).toBe("Pets");
    const second = chunks.filter((chunk) => chunk.page === 2);
    expect(second[0]).toMatchObject({ heading: "Pets", startOffset: 0 });
    const fees = second.find((chunk) => chunk.text.startsWith("Fees"));
    expect(fees?.heading).toBe("Fees");
    expect(chunks.filter((chunk) => chunk.page === 3)).toEqual([]);
    expect(chunks.filter((chunk) => chunk.page === 4).map((chunk) => chunk.heading)).toEqual(["Fees"]);
  });

  it("starts a chunk at a heading when the section before it is long enough", () => {
    const text = page(null, [{ heading: "Rent" }, paragraph("rent", 12), { heading: "Deposit" }, paragraph("deposit", 12)]);
    const chunks = chunkDocument([text]);
    expect(chunks.map((chunk) => [chunk.heading, chunk.text.split("\n")[0]])).toEqual([
      ["Rent", "Rent"],
      ["Deposit", "Deposit"],
    ]);
    expect(chunks.every((chunk) => chunk.page === null)).toBe(true);
  });

  it("joins a section too short to stand alone (a title over a heading) to the next one on its page", () => {
    const text = page(1, [{ heading: "Lease agreement" }, { heading: "Pets", level: 2 }, paragraph("pets", 5), { heading: "Fees", level: 2 }]);
    const next = page(2, [paragraph("fees", 5)]);
    const chunks = chunkDocument([text, next]);
    expect(chunks.map((chunk) => [chunk.page, chunk.heading, chunk.text.split("\n")[0]])).toEqual([
      [1, "Lease agreement", "Lease agreement"],
      [2, "Fees", "The fees clause number 0 says what the tenant and landlord agreed about fees. The fees clause number 1 says what the tenant and landlord agreed about fees. The fees clause number 2 says what the tenant and landlord agreed about fees. The fees clause number 3 says what the tenant and landlord agreed about fees. The fees clause number 4 says what the tenant and landlord agreed about fees."],
    ]);
    // The trailing heading stays on its page, in the page's last chunk.
    expect(chunks[0]!.text.endsWith("Fees")).toBe(true);
  });

  it("splits a paragraph longer than the maximum at sentence ends", () => {
    const long = paragraph("maintenance", 200);
    const chunks = chunkDocument([page(7, [long])], { targetTokens: 200, maxTokens: 300 });
    expect(chunks.length).toBeGreaterThan(3);
    for (const chunk of chunks) {
      expect(chunk.text.endsWith(".")).toBe(true);
      expect(estimateTokens(chunk.text)).toBeLessThanOrEqual(300);
      expect(long.slice(chunk.startOffset, chunk.endOffset)).toBe(chunk.text);
    }
  });

  it("maps to chunk-index records with the page on both ends and the heading", () => {
    const [chunk] = chunkDocument([page(5, ["Only paragraph on page five."])]);
    expect(toNewChunk(chunk!)).toEqual({
      ordinal: 0,
      text: "Only paragraph on page five.",
      startOffset: 0,
      endOffset: 28,
      pageStart: 5,
      pageEnd: 5,
      heading: null,
      tokenCount: chunk!.tokenCount,
      embedding: null,
    });
    const chunks = chunkDocument([page(2, [paragraph("rent", 30), { heading: "Pets  and\tanimals" }, paragraph("pets", 30)])]);
    expect(chunks.map((each) => toNewChunk(each).heading)).toEqual(chunks.map((each) => (each.heading === null ? null : "Pets and animals")));
    expect(chunks.at(-1)!.heading).not.toBeNull();
  });

  it("keeps a heading of at most chunkHeadingMax characters, cut at a whole character", () => {
    const base = { ordinal: 0, text: "x", page: 1, startOffset: 0, endOffset: 1, tokenCount: 1 };
    expect(toNewChunk({ ...base, heading: "   " }).heading).toBeNull();
    const long = toNewChunk({ ...base, heading: `${"a".repeat(chunkHeadingMax - 2)}🐈🐈` }).heading!;
    expect(long.length).toBeLessThanOrEqual(chunkHeadingMax);
    expect(long).toBe(`${"a".repeat(chunkHeadingMax - 2)}…`);
    expect(toNewChunk({ ...base, heading: "b".repeat(chunkHeadingMax) }).heading).toBe("b".repeat(chunkHeadingMax));
  });
});
