import type { Effect } from "effect";
import { Context } from "effect";
import type { DocumentUnreadable } from "./DocumentUnreadable.js";
import type { DocumentFile, DocumentProbe, ParsedDocument } from "./parsedDocument.js";

/**
 * Reads uploaded files into page-numbered text. The kind is decided from the
 * bytes (`%PDF`, a ZIP holding `word/document.xml`, text that is HTML,
 * Markdown or plain); the file name and declared type only choose between
 * text kinds and, when they disagree with the bytes, add a warning. A file
 * that cannot be read fails with `DocumentUnreadable` and its reason.
 */
export interface DocumentParserService {
  /**
   * A quick check fit for an upload request: the real kind, and for a PDF
   * that it opens (not corrupt, not encrypted) and how many pages it has,
   * without extracting its text. A file that passes may still fail `parse`
   * (a PDF with no text layer is found only by reading its pages).
   */
  readonly probe: (file: DocumentFile) => Effect.Effect<DocumentProbe, DocumentUnreadable>;
  /**
   * The whole text, page by page, with headings. Fails with `needsOcr` when a
   * document with pages has no text on any of them, and `empty` when a
   * document has no text at all.
   */
  readonly parse: (file: DocumentFile) => Effect.Effect<ParsedDocument, DocumentUnreadable>;
}

export class DocumentParser extends Context.Service<DocumentParser, DocumentParserService>()("@lifeos/core/DocumentParser") {}
