import type { DocumentFile, ParsedDocument } from "@lifeos/core";
import { DocumentUnreadable, Limits } from "@lifeos/core";
import { Effect } from "effect";
import type { DetectedKind } from "./detectDocumentKind.js";
import { detectDocumentKind } from "./detectDocumentKind.js";
import { parseDocx } from "./parseDocx.js";
import { parseHtml } from "./parseHtml.js";
import { parseMarkdown } from "./parseMarkdown.js";
import { parsePdf } from "./parsePdf.js";
import { parsePlainText } from "./parsePlainText.js";

const byKind = (detected: DetectedKind, file: DocumentFile): Effect.Effect<ParsedDocument, DocumentUnreadable> => {
  const text = detected.text ?? "";
  switch (detected.kind) {
    case "pdf":
      return parsePdf(file.bytes, file.fileName);
    case "docx":
      return parseDocx(file.bytes, file.fileName);
    case "html":
      return Effect.sync(() => parseHtml(text));
    case "markdown":
      return Effect.sync(() => parseMarkdown(text));
    case "text":
      return Effect.sync(() => parsePlainText(text));
  }
};

/** Fails with `empty` when no page has text, and `tooLong` when the text passes `Limits.documentChars`. */
const checkText = (parsed: ParsedDocument, fileName: string): Effect.Effect<ParsedDocument, DocumentUnreadable> => {
  const characters = parsed.pages.reduce((sum, page) => sum + page.text.length, 0);
  if (parsed.pages.every((page) => page.text.trim() === "")) {
    return Effect.fail(new DocumentUnreadable({ reason: "empty", fileName, message: `${fileName} contains no text`, problem: { code: "DOCUMENT_NO_TEXT", params: { fileName } } }));
  }
  if (characters > Limits.documentChars) {
    return Effect.fail(
      new DocumentUnreadable({
        reason: "tooLong",
        fileName,
        message: `${fileName} holds ${characters} characters of text; at most ${Limits.documentChars} are indexed`,
        problem: { code: "DOCUMENT_TOO_LONG", params: { fileName, characters, max: Limits.documentChars } },
      }),
    );
  }
  return Effect.succeed(parsed);
};

/**
 * Reads a file by its real kind (see `detectDocumentKind`) into pages with
 * headings. The detection's warnings come first in `warnings`. Fails with
 * `DocumentUnreadable`: `unsupportedType`, `corrupt`, `encrypted`,
 * `needsOcr`, `empty` or `tooLong`.
 */
export const parseDocument = (file: DocumentFile): Effect.Effect<ParsedDocument, DocumentUnreadable> =>
  Effect.gen(function* () {
    const detected = yield* detectDocumentKind(file);
    const parsed = yield* checkText(yield* byKind(detected, file), file.fileName);
    return { ...parsed, warnings: [...detected.warnings, ...parsed.warnings] };
  });
