import { describe, expect, it } from "vitest";
import { chunkText, countTokens } from "../src/index.js";

const paragraph = (words: number, seed: string) =>
  Array.from({ length: words }, (_, index) => `${seed}${index % 7}`).join(" ") + ".";

describe("chunkText", () => {
  it("keeps a short text whole", () => {
    const text = "Dear diary,\n\nToday was calm.";
    const chunks = chunkText(text);
    expect(chunks).toEqual([{ text, start: 0, end: text.length, tokenCount: countTokens(text) }]);
  });

  it("never splits a paragraph that fits, and keeps offsets into the source", () => {
    const paragraphs = Array.from({ length: 12 }, (_, index) => paragraph(180, `p${index}w`));
    const text = paragraphs.join("\n\n");
    const chunks = chunkText(text, { targetTokens: 700, maxTokens: 1000 });
    expect(chunks.length).toBeGreaterThan(1);
    for (const chunk of chunks) {
      expect(text.slice(chunk.start, chunk.end)).toBe(chunk.text);
      expect(chunk.tokenCount).toBeLessThanOrEqual(1000);
      // Every paragraph lies wholly inside one chunk.
      const inside = paragraphs.filter((p) => chunk.text.includes(p));
      expect(inside.join("\n\n")).toBe(chunk.text);
    }
    // Chunks close only after reaching the target, except the last one.
    for (const chunk of chunks.slice(0, -1)) expect(chunk.tokenCount).toBeGreaterThanOrEqual(500);
    expect(chunks.map((chunk) => chunk.text).join("\n\n")).toBe(text);
  });

  it("splits a paragraph longer than the maximum at sentence ends", () => {
    const sentences = Array.from({ length: 200 }, (_, index) => `Sentence number ${index} talks about the garden.`);
    const text = sentences.join(" ");
    const chunks = chunkText(text, { targetTokens: 300, maxTokens: 400 });
    expect(chunks.length).toBeGreaterThan(1);
    for (const chunk of chunks) {
      expect(chunk.tokenCount).toBeLessThanOrEqual(400);
      expect(text.slice(chunk.start, chunk.end)).toBe(chunk.text);
      expect(chunk.text.endsWith(".")).toBe(true);
    }
  });

  it("cuts an unbroken run of characters when nothing else works", () => {
    const text = "x".repeat(20_000);
    const chunks = chunkText(text, { maxTokens: 1000 });
    expect(chunks.map((chunk) => chunk.text).join("")).toBe(text);
    for (const chunk of chunks) expect(chunk.tokenCount).toBeLessThanOrEqual(1000);
  });

  it("handles Portuguese, emoji and CRLF paragraphs", () => {
    const text = "Hoje fui à praia com a Inês 🌊.\r\n\r\nO coração está leve; amanhã trabalho.";
    const chunks = chunkText(text);
    expect(chunks).toHaveLength(1);
    expect(chunks[0]?.text).toBe(text);
  });

  it("returns nothing for blank text", () => {
    expect(chunkText("  \n\n \n")).toEqual([]);
  });
});
