import type { DocumentParserService } from "@lifeos/core";
import { DocumentParser } from "@lifeos/core";
import { Layer } from "effect";
import { parseDocument } from "./parseDocument.js";
import { probeDocument } from "./probeDocument.js";

/**
 * The `DocumentParser` that runs in this process with no network: pdf.js for
 * PDF, mammoth for DOCX, html-to-text for HTML, a CommonMark parser for
 * Markdown headings. Work is CPU-bound on the calling fiber; a caller that
 * must bound it (a job) puts a timeout around it.
 */
export const make = (): DocumentParserService => ({ probe: probeDocument, parse: parseDocument });

export const layer: Layer.Layer<DocumentParser> = Layer.succeed(DocumentParser, make());
