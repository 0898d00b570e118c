import type { DocumentUnreadable } from "@lifeos/core";
import { DocumentParser } from "@lifeos/core";
import { Effect } from "effect";
import { describe, expect, it } from "vitest";
import { OfflineDocumentParser } from "../../src/index.js";
import { makeDocx, makeEncryptedPdf, makePdf, makeScannedPdf, paragraph } from "../../src/testing/index.js";

const run = <A, E>(effect: Effect.Effect<A, E, DocumentParser>) => Effect.runPromise(Effect.provide(effect, OfflineDocumentParser.layer));
const probe = (bytes: Uint8Array, fileName: string) => run(DocumentParser.use((parser) => parser.probe({ bytes, fileName })));
const parse = (bytes: Uint8Array, fileName: string, declaredMimeType?: string) =>
  run(DocumentParser.use((parser) => parser.parse({ bytes, fileName, declaredMimeType })));
const probeFailure = (bytes: Uint8Array, fileName: string) =>
  run(Effect.flip(DocumentParser.use((parser) => parser.probe({ bytes, fileName })))) as Promise<DocumentUnreadable>;

describe("OfflineDocumentParser", () => {
  it("probes the real kind and page count without reading a PDF's text", async () => {
    const pdf = await makePdf([{ paragraphs: [paragraph(1, 0, 3)] }, { paragraphs: [paragraph(2, 0, 3)] }]);
    expect(await probe(pdf, "two.pdf")).toEqual({ kind: "pdf", mimeType: "application/pdf", pageCount: 2, warnings: [] });
    // A scan opens fine: only reading its pages finds that it has no text.
    expect(await probe(await makeScannedPdf(2), "scan.pdf")).toMatchObject({ kind: "pdf", pageCount: 2 });
    const docx = await makeDocx([{ heading: "Minutes" }, { paragraph: "The board met." }]);
    expect(await probe(docx, "minutes.docx")).toEqual({
      kind: "docx",
      mimeType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      pageCount: null,
      warnings: [],
    });
    expect(await probe(new TextEncoder().encode("plain words"), "a.md")).toMatchObject({ kind: "markdown", pageCount: null });
  });

  it("fails a probe for encrypted, corrupt, unsupported and empty files", async () => {
    expect((await probeFailure(await makeEncryptedPdf(), "secret.pdf")).reason).toBe("encrypted");
    expect((await probeFailure(new TextEncoder().encode("%PDF-1.4\nnothing else"), "bad.pdf")).reason).toBe("corrupt");
    expect((await probeFailure(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2]), "photo.jpg")).reason).toBe("unsupportedType");
    expect((await probeFailure(new TextEncoder().encode("   "), "blank.txt")).reason).toBe("empty");
  });

  it("reads a PDF or a Word document by its bytes whatever it is called, and says so", async () => {
    const pdf = await makePdf([{ heading: "Minutes", paragraphs: [paragraph(1, 0, 3)] }]);
    const asText = await parse(pdf, "minutes.txt", "text/plain");
    expect(asText).toMatchObject({ kind: "pdf", pageCount: 1, warnings: ["minutes.txt is named or typed as plain text but its content is a PDF: read as a PDF"] });
    const docx = await makeDocx([{ heading: "Minutes" }, { paragraph: "The board met." }]);
    const asPdf = await parse(docx, "minutes.pdf");
    expect(asPdf).toMatchObject({ kind: "docx", title: "Minutes", warnings: ["minutes.pdf is named or typed as a PDF but its content is a Word document: read as a Word document"] });
  });
});
