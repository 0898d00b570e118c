import type { DocumentUnreadable, ParsedDocument } from "@lifeos/core";
import { chunkDocument, ParsedDocument as ParsedDocumentSchema } from "@lifeos/core";
import { Effect, Schema } from "effect";
import { describe, expect, it } from "vitest";
import { parseDocument } from "../../src/index.js";
import type { PdfPageSpec } from "../../src/testing/index.js";
import { makeEncryptedPdf, makePdf, makeScannedPdf, normalizeSpace, pagesHolding, paragraph } from "../../src/testing/index.js";

const parse = (bytes: Uint8Array, fileName = "report.pdf") => Effect.runPromise(parseDocument({ bytes, fileName }));
const failure = (bytes: Uint8Array, fileName = "report.pdf") =>
  Effect.runPromise(Effect.flip(parseDocument({ bytes, fileName }))) as Promise<DocumentUnreadable>;

/** What a page of a spec reads as, heading first. */
const expectedText = (spec: PdfPageSpec) => [spec.heading ?? "", spec.subheading ?? "", ...spec.paragraphs].join(" ");

const expectExactPages = (parsed: ParsedDocument, specs: ReadonlyArray<PdfPageSpec>) => {
  const expected = new Map(specs.map((spec, index) => [index + 1, expectedText(spec)] as const));
  const chunks = chunkDocument(parsed.pages);
  expect(new Set(chunks.map((chunk) => chunk.page))).toEqual(new Set(specs.flatMap((spec, index) => (spec.paragraphs.length > 0 ? [index + 1] : []))));
  for (const chunk of chunks) expect({ text: chunk.text, pages: pagesHolding(chunk, expected) }).toEqual({ text: chunk.text, pages: [chunk.page] });
  return chunks;
};

describe("parsing PDFs", () => {
  const specs: PdfPageSpec[] = [
    { heading: "Residential lease", paragraphs: [paragraph(1, 0, 8), paragraph(1, 1, 5), paragraph(1, 2, 9)] },
    { paragraphs: [paragraph(2, 0, 12), paragraph(2, 1, 12), paragraph(2, 2, 14)] },
    { heading: "Pets and animals", paragraphs: [paragraph(3, 0, 4)] },
    { heading: "Rent and deposit", paragraphs: [paragraph(4, 0, 10), paragraph(4, 1, 10), paragraph(4, 2, 6)] },
  ];

  it("reads every page in order, rebuilding paragraphs and headings, and every chunk's page is exact", async () => {
    const parsed = await parse(await makePdf(specs, { title: "Lease 2024" }));
    Schema.decodeUnknownSync(ParsedDocumentSchema)(parsed);
    expect(parsed).toMatchObject({ kind: "pdf", mimeType: "application/pdf", title: "Lease 2024", pageCount: 4, pagesWithoutText: [], warnings: [] });
    expect(parsed.pages.map((page) => page.number)).toEqual([1, 2, 3, 4]);
    for (const [index, spec] of specs.entries()) {
      const page = parsed.pages[index]!;
      expect(normalizeSpace(page.text)).toBe(normalizeSpace(expectedText(spec)));
      const blocks = page.text.split("\n\n").map(normalizeSpace);
      expect(blocks).toEqual([...(spec.heading === undefined ? [] : [spec.heading]), ...spec.paragraphs]);
      expect(page.headings).toEqual(spec.heading === undefined ? [] : [{ text: spec.heading, level: 1, offset: 0 }]);
    }
    const chunks = expectExactPages(parsed, specs);
    // Long pages are cut into several chunks, each still on its page.
    expect(chunks.filter((chunk) => chunk.page === 2).length).toBeGreaterThan(1);
    expect(chunks.filter((chunk) => chunk.page === 2).every((chunk) => chunk.heading === "Residential lease")).toBe(true);
    expect(chunks.find((chunk) => chunk.page === 3)?.heading).toBe("Pets and animals");
  });

  it("cites page 7 of 9 for the phrase that is only on page 7", async () => {
    const answer = "The tenant may keep one small cat, provided the deposit covers any damage.";
    const nine: PdfPageSpec[] = Array.from({ length: 9 }, (_, index) => ({
      heading: `Section ${index + 1}`,
      paragraphs: index === 6 ? [paragraph(7, 0, 6), answer, paragraph(7, 2, 5)] : [paragraph(index + 1, 0, 7), paragraph(index + 1, 1, 7)],
    }));
    const parsed = await parse(await makePdf(nine));
    expect(parsed.title).toBe("Section 1");
    const chunks = expectExactPages(parsed, nine);
    const citing = chunks.filter((chunk) => normalizeSpace(chunk.text).includes(answer));
    expect(citing.map((chunk) => [chunk.page, chunk.heading])).toEqual([[7, "Section 7"]]);
    const page = parsed.pages[6]!;
    expect(normalizeSpace(page.text.slice(citing[0]!.startOffset, citing[0]!.endOffset))).toContain(answer);
  });

  it("ranks heading sizes into levels and lists pages without text", async () => {
    const bytes = await makePdf([
      { heading: "Annual report", subheading: "Summary", paragraphs: [paragraph(1, 0, 3)] },
      { paragraphs: [] },
      { subheading: "Outlook for next year", paragraphs: [paragraph(3, 0, 3)] },
    ]);
    const parsed = await parse(bytes);
    expect(parsed.pages.map((page) => page.headings)).toEqual([
      [
        { text: "Annual report", level: 1, offset: 0 },
        { text: "Summary", level: 2, offset: "Annual report\n\n".length },
      ],
      [],
      [{ text: "Outlook for next year", level: 2, offset: 0 }],
    ]);
    expect(parsed.pagesWithoutText).toEqual([2]);
    expect(parsed.warnings).toEqual(["1 of 3 pages have no text (pictures or blank pages): what they show is not searchable"]);
    expect(parsed.pages[1]).toEqual({ number: 2, text: "", headings: [] });
    expect(chunkDocument(parsed.pages).map((chunk) => chunk.page)).toEqual([1, 3]);
  });

  it("reports a scanned PDF (pictures, no text layer) as needing OCR, never as empty text", async () => {
    const error = await failure(await makeScannedPdf(3), "scan.pdf");
    expect(error).toMatchObject({ _tag: "DocumentUnreadable", reason: "needsOcr", fileName: "scan.pdf", code: "INVALID_INPUT" });
    expect(error.message).toBe("scan.pdf has 3 pages but no text layer (it looks scanned or made of images): it needs OCR, which is not supported yet");
    expect(error.problem).toEqual({ code: "DOCUMENT_NEEDS_OCR", params: { fileName: "scan.pdf", pages: 3 } });
  });

  it("fails with a clear reason for encrypted, corrupt and truncated PDFs", async () => {
    expect(await failure(await makeEncryptedPdf(), "secret.pdf")).toMatchObject({
      reason: "encrypted",
      message: "secret.pdf is protected by a password: remove the password and upload it again",
      problem: { code: "DOCUMENT_ENCRYPTED", params: { fileName: "secret.pdf" } },
    });
    expect(await failure(new TextEncoder().encode("%PDF-1.7\n1 0 obj << /Type /Catalog >> garbage"), "broken.pdf")).toMatchObject({
      reason: "corrupt",
      message: "broken.pdf is not a readable PDF (Invalid PDF structure)",
      problem: { code: "DOCUMENT_CORRUPT", params: { fileName: "broken.pdf", kind: "pdf", detail: "Invalid PDF structure" } },
    });
    const whole = await makePdf(specs);
    const truncated = await failure(whole.slice(0, Math.floor(whole.length / 3)), "cut.pdf");
    expect(truncated.reason).toBe("corrupt");
    expect(truncated.message).toMatch(/^cut\.pdf is not a readable PDF \(.+\)$/);
  });
});
