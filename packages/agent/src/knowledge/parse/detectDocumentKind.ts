import type { DocumentFile, DocumentKind } from "@lifeos/core";
import { DocumentUnreadable } from "@lifeos/core";
import { Effect } from "effect";
import { decodeDocumentText } from "./decodeDocumentText.js";

/** What the bytes of a file are: its kind, its text when it is a text kind, and warnings. */
export interface DetectedKind {
  readonly kind: DocumentKind;
  /** The decoded text of an HTML, Markdown or text file; null for PDF and DOCX. */
  readonly text: string | null;
  readonly warnings: ReadonlyArray<string>;
}

const startsWith = (bytes: Uint8Array, signature: ReadonlyArray<number>) => signature.every((byte, index) => bytes[index] === byte);

const ascii = (bytes: Uint8Array, start: number, end: number) => Buffer.from(bytes.buffer, bytes.byteOffset + start, Math.max(0, Math.min(end, bytes.length) - start)).toString("latin1");

/** Formats recognised only to be refused, with what to do instead. */
const refusedFormats: ReadonlyArray<{ readonly signature: ReadonlyArray<number>; readonly format: string; readonly what: string }> = [
  { signature: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], format: "legacyOffice", what: "a legacy Word (.doc) or other Office 97 file: save it as .docx or PDF" },
  { signature: [0x89, 0x50, 0x4e, 0x47], format: "png", what: "a PNG image: pictures need OCR, which is not supported" },
  { signature: [0xff, 0xd8, 0xff], format: "jpeg", what: "a JPEG image: pictures need OCR, which is not supported" },
  { signature: [0x47, 0x49, 0x46, 0x38], format: "gif", what: "a GIF image: pictures need OCR, which is not supported" },
  { signature: [0x7b, 0x5c, 0x72, 0x74, 0x66], format: "rtf", what: "an RTF file: save it as .docx or PDF" },
];

/** How a kind is named to a person. */
const kindNames: Readonly<Record<DocumentKind, string>> = { pdf: "a PDF", docx: "a Word document", html: "HTML", markdown: "Markdown", text: "plain text" };

const extensionOf = (fileName: string) => /\.([A-Za-z0-9]+)$/.exec(fileName)?.[1]?.toLowerCase() ?? "";

const claimedKind = (file: DocumentFile): DocumentKind | null => {
  const mime = (file.declaredMimeType ?? "").split(";")[0]!.trim().toLowerCase();
  const byExtension: Record<string, DocumentKind> = { pdf: "pdf", docx: "docx", html: "html", htm: "html", xhtml: "html", md: "markdown", markdown: "markdown", mdx: "markdown", txt: "text", text: "text" };
  const byMime: Record<string, DocumentKind> = {
    "application/pdf": "pdf",
    "application/vnd.openxmlformats-officedocument.wordprocessingml.document": "docx",
    "text/html": "html",
    "application/xhtml+xml": "html",
    "text/markdown": "markdown",
    "text/x-markdown": "markdown",
    "text/plain": "text",
  };
  return byExtension[extensionOf(file.fileName)] ?? byMime[mime] ?? null;
};

const looksLikeHtml = (text: string) => /^\s*(?:<\?xml[^>]*>\s*)?(?:<!--[\s\S]*?-->\s*)*<(?:!doctype\s+html|html[\s>]|head[\s>]|body[\s>])/i.test(text);

const looksLikeMarkdown = (text: string) => /^(?:#{1,6}[ \t]+\S|[-*+][ \t]+\S|```)/m.test(text);

/**
 * The real kind of a file, from its bytes: `%PDF` in the first kilobyte is a
 * PDF; a ZIP holding `word/document.xml` a DOCX; other known binary formats
 * and undecodable bytes fail with `unsupportedType`. Text is HTML when it
 * starts like an HTML document, else Markdown or plain text as the name or
 * declared type says (Markdown when neither does and it has Markdown
 * headings or lists). When the name or declared type claims another kind,
 * the file is read as what it is, with a warning saying so.
 */
export const detectDocumentKind = (file: DocumentFile): Effect.Effect<DetectedKind, DocumentUnreadable> =>
  Effect.suspend(() => {
    const { bytes, fileName } = file;
    const claimed = claimedKind(file);
    /** Refuses the file as `format` (see `documentProblemCodes`), said in English as `what`. */
    const unsupported = (format: string, what: string) =>
      Effect.fail(new DocumentUnreadable({ reason: "unsupportedType", fileName, message: `${fileName} is ${what}`, problem: { code: "DOCUMENT_UNSUPPORTED_TYPE", params: { fileName, format } } }));
    const detected = (kind: DocumentKind, text: string | null = null) => {
      const warnings = claimed !== null && claimed !== kind
        ? [`${fileName} is named or typed as ${kindNames[claimed]} but its content is ${kindNames[kind]}: read as ${kindNames[kind]}`]
        : [];
      return Effect.succeed({ kind, text, warnings });
    };
    if (bytes.length === 0) return Effect.fail(new DocumentUnreadable({ reason: "empty", fileName, message: `${fileName} is empty (0 bytes)`, problem: { code: "DOCUMENT_EMPTY_FILE", params: { fileName } } }));
    if (/%PDF-\d/.test(ascii(bytes, 0, 1024))) return detected("pdf");
    if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) || startsWith(bytes, [0x50, 0x4b, 0x05, 0x06])) {
      if (Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).includes("word/document.xml", 0, "latin1")) return detected("docx");
      return unsupported(
        claimed === "docx" ? "zipNotDocx" : "zip",
        claimed === "docx"
          ? "a ZIP archive without a Word document inside (word/document.xml is missing): it is not a valid .docx"
          : "a ZIP archive that is not a Word document (spreadsheets, presentations and archives are not supported)",
      );
    }
    const refused = refusedFormats.find((format) => startsWith(bytes, format.signature));
    if (refused !== undefined) return unsupported(refused.format, refused.what);
    const text = decodeDocumentText(bytes);
    if (text === null) {
      return unsupported(
        claimed === "pdf" ? "notPdf" : claimed === "docx" ? "notDocx" : "binary",
        claimed === "pdf" || claimed === "docx"
          ? `not a ${claimed === "pdf" ? "PDF (no %PDF header)" : "Word document (not a ZIP archive)"} and not text: the file is damaged or of another type`
          : "binary data of an unsupported type (supported: PDF, DOCX, HTML, Markdown, plain text)",
      );
    }
    if (text.includes("\u0000")) return unsupported("nulBytes", "binary data (it holds NUL bytes), not text: supported are PDF, DOCX, HTML, Markdown and plain text");
    if (looksLikeHtml(text) || (claimed === "html" && /<[a-z!][^>]*>/i.test(text))) return detected("html", text);
    if (claimed === "markdown") return detected("markdown", text);
    if (claimed === "text") return detected("text", text);
    return detected(looksLikeMarkdown(text) ? "markdown" : "text", text);
  });
