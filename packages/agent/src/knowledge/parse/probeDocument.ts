import type { DocumentFile, DocumentProbe } from "@lifeos/core";
import type { DocumentUnreadable } from "@lifeos/core";
import { Effect } from "effect";
import { detectDocumentKind } from "./detectDocumentKind.js";
import { parseDocument } from "./parseDocument.js";
import { probePdf } from "./parsePdf.js";

/**
 * The quick check of `DocumentParser.probe`: a PDF is opened (which finds
 * corrupt and encrypted files and counts pages) but its text is not read;
 * any other kind is cheap to read whole, so it is parsed, which also finds
 * empty and broken files.
 */
export const probeDocument = (file: DocumentFile): Effect.Effect<DocumentProbe, DocumentUnreadable> =>
  Effect.flatMap(detectDocumentKind(file), (detected) =>
    detected.kind === "pdf"
      ? Effect.map(probePdf(file.bytes, file.fileName), (probe) => ({ ...probe, warnings: detected.warnings }))
      : Effect.map(parseDocument(file), (parsed) => ({ kind: parsed.kind, mimeType: parsed.mimeType, pageCount: parsed.pageCount, warnings: parsed.warnings })),
  );
