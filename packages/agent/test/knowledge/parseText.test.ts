import type { DocumentUnreadable } from "@lifeos/core";
import { chunkDocument, Limits } from "@lifeos/core";
import { Effect } from "effect";
import { describe, expect, it } from "vitest";
import { parseDocument } from "../../src/index.js";
import { paragraph } from "../../src/testing/index.js";

const parse = (text: string | Uint8Array, fileName: string, declaredMimeType?: string) =>
  Effect.runPromise(parseDocument({ bytes: typeof text === "string" ? new TextEncoder().encode(text) : text, fileName, declaredMimeType }));
const failure = (bytes: Uint8Array, fileName: string) => Effect.runPromise(Effect.flip(parseDocument({ bytes, fileName }))) as Promise<DocumentUnreadable>;

describe("parsing HTML", () => {
  const html = `<!DOCTYPE html><html><head><title>Notes on neural networks &amp; more</title>
    <style>h1 { color: red }</style><script>window.secret = "never indexed"</script></head>
    <body><h1>Neural networks</h1><p>A neural network stacks <b>layers</b> of units.<br>Each layer learns features.</p>
    <h2>Training</h2><p>Back&shy;propagation computes gradients. See <a href="https://example.com/bp">the paper</a>.</p>
    <table><tr><th>Layer</th><th>Units</th></tr><tr><td>hidden</td><td>128</td></tr></table>
    <img src="data:image/png;base64,AAAA" alt="diagram"><h3></h3></body></html>`;

  it("keeps readable text and headings, drops scripts, styles, link targets and images", async () => {
    const parsed = await parse(html, "notes.html");
    expect(parsed).toMatchObject({ kind: "html", mimeType: "text/html", title: "Notes on neural networks & more", pageCount: null });
    const [page] = parsed.pages;
    expect(page!.headings).toEqual([
      { text: "Neural networks", level: 1, offset: 0 },
      { text: "Training", level: 2, offset: page!.text.indexOf("Training") },
    ]);
    expect(page!.text).toContain("A neural network stacks layers of units.\nEach layer learns features.");
    expect(page!.text).toContain("Backpropagation computes gradients. See the paper.");
    expect(page!.text).toMatch(/Layer\s+Units\nhidden\s+128/);
    for (const absent of ["secret", "color", "https://", "diagram", "\u0001", "\u0003"]) expect(page!.text).not.toContain(absent);
    const chunks = chunkDocument(parsed.pages);
    expect(chunks.map((chunk) => chunk.heading)).toEqual(["Neural networks"]);
  });

  it("reads HTML by its content whatever it is called", async () => {
    const parsed = await parse(html, "notes.txt", "text/plain");
    expect(parsed.kind).toBe("html");
    expect(parsed.warnings).toEqual(["notes.txt is named or typed as plain text but its content is HTML: read as HTML"]);
  });
});

describe("parsing Markdown and plain text", () => {
  it("finds ATX and underlined headings but not a # inside a code block, with offsets into the source", async () => {
    const source = [
      "# Garden notes",
      "",
      paragraph(1, 0, 3),
      "",
      "```sh",
      "# not a heading",
      "```",
      "",
      "Watering",
      "--------",
      "",
      "Water the *tomatoes* early.\r\n\r\n## Pests ##",
      "",
      "Aphids hate garlic.",
    ].join("\n");
    const parsed = await parse(source, "garden.md");
    const [page] = parsed.pages;
    expect(parsed).toMatchObject({ kind: "markdown", mimeType: "text/markdown", title: "Garden notes", pageCount: null });
    expect(page!.text).toBe(source.replace(/\r\n/g, "\n"));
    expect(page!.headings.map(({ text, level }) => [text, level])).toEqual([
      ["Garden notes", 1],
      ["Watering", 2],
      ["Pests", 2],
    ]);
    expect(page!.headings.map((heading) => page!.text.slice(heading.offset).split("\n")[0])).toEqual(["# Garden notes", "Watering", "## Pests ##"]);
    expect(chunkDocument(parsed.pages).every((chunk) => page!.text.slice(chunk.startOffset, chunk.endOffset) === chunk.text)).toBe(true);
  });

  it("reads plain text in UTF-8, UTF-16 and Windows-1252", async () => {
    const text = "Renda: 500 €, pagável até ao dia 8.";
    expect((await parse(text, "renda.txt")).pages[0]!.text).toBe(text);
    const utf16 = new Uint8Array([0xff, 0xfe, ...new Uint8Array(Buffer.from(text, "utf16le"))]);
    expect((await parse(utf16, "renda.txt")).pages[0]!.text).toBe(text);
    const latin = new Uint8Array(Buffer.from("Renda paga até ao dia 8, sem exceção.", "latin1"));
    expect(await parse(latin, "renda.txt")).toMatchObject({ kind: "text", title: null, pages: [{ number: null, text: "Renda paga até ao dia 8, sem exceção.", headings: [] }] });
  });

  it("reads text named .pdf as the text it is", async () => {
    const fake = await parse("# Minutes\n\nThe board met on Monday.", "minutes.pdf", "application/pdf");
    expect(fake).toMatchObject({ kind: "markdown", warnings: ["minutes.pdf is named or typed as a PDF but its content is Markdown: read as Markdown"] });
    const plain = await parse("The board met on Monday.", "minutes.pdf");
    expect(plain).toMatchObject({ kind: "text", warnings: ["minutes.pdf is named or typed as a PDF but its content is plain text: read as plain text"] });
  });

  it("fails with a clear reason for unsupported, binary, empty and blank files", async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    expect(await failure(png, "photo.pdf")).toMatchObject({ reason: "unsupportedType", message: "photo.pdf is a PNG image: pictures need OCR, which is not supported" });
    const ole = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]);
    expect((await failure(ole, "old.doc")).message).toBe("old.doc is a legacy Word (.doc) or other Office 97 file: save it as .docx or PDF");
    const binary = new Uint8Array(Array.from({ length: 400 }, (_, index) => (index * 37) % 256));
    expect(await failure(binary, "report.pdf")).toMatchObject({
      reason: "unsupportedType",
      message: "report.pdf is not a PDF (no %PDF header) and not text: the file is damaged or of another type",
    });
    expect((await failure(binary, "blob.bin")).message).toBe("blob.bin is binary data of an unsupported type (supported: PDF, DOCX, HTML, Markdown, plain text)");
    expect(await failure(new Uint8Array(0), "empty.md")).toMatchObject({ reason: "empty", message: "empty.md is empty (0 bytes)" });
    expect(await failure(new TextEncoder().encode(" \n\t\n"), "blank.txt")).toMatchObject({ reason: "empty", message: "blank.txt contains no text" });
  });

  it("gives each reason as a code with the values it names, for a client's own words", async () => {
    const problem = async (bytes: Uint8Array, fileName: string) => (await failure(bytes, fileName)).problem;
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    expect(await problem(png, "photo.pdf")).toEqual({ code: "DOCUMENT_UNSUPPORTED_TYPE", params: { fileName: "photo.pdf", format: "png" } });
    expect(await problem(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]), "old.doc")).toEqual({ code: "DOCUMENT_UNSUPPORTED_TYPE", params: { fileName: "old.doc", format: "legacyOffice" } });
    const binary = new Uint8Array(Array.from({ length: 400 }, (_, index) => (index * 37) % 256));
    expect((await problem(binary, "report.pdf")).params).toEqual({ fileName: "report.pdf", format: "notPdf" });
    expect((await problem(binary, "blob.bin")).params).toEqual({ fileName: "blob.bin", format: "binary" });
    expect(await problem(new Uint8Array(0), "empty.md")).toEqual({ code: "DOCUMENT_EMPTY_FILE", params: { fileName: "empty.md" } });
    expect(await problem(new TextEncoder().encode(" \n\t\n"), "blank.txt")).toEqual({ code: "DOCUMENT_NO_TEXT", params: { fileName: "blank.txt" } });
    const long = await failure(new TextEncoder().encode("word ".repeat(Limits.documentChars / 5 + 1)), "long.txt");
    const characters = Number(/holds (\d+) characters/.exec(long.message)?.[1]);
    expect(characters).toBeGreaterThan(Limits.documentChars);
    expect(long.problem).toEqual({ code: "DOCUMENT_TOO_LONG", params: { fileName: "long.txt", characters, max: Limits.documentChars } });
  });
});
