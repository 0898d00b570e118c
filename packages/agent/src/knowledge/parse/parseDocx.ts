import type { ParsedDocument } from "@lifeos/core";
import { DocumentUnreadable, documentMimeTypes } from "@lifeos/core";
import { Effect } from "effect";
import mammoth from "mammoth";
import { htmlPage } from "./htmlPage.js";

/** Word's title styles read as headings too (mammoth maps "Heading 1"–"Heading 6" itself). */
const styleMap = ["p[style-name='Title'] => h1:fresh", "p[style-name='Subtitle'] => h2:fresh"];

/** Images are left out without being encoded (mammoth would inline them as base64). */
const skipImages = mammoth.images.imgElement(async () => ({ src: "" }));

/**
 * A Word document as one unnumbered page: mammoth turns it into HTML with
 * Word's heading styles as `h1`–`h6`, which is then read like any HTML
 * page. A DOCX has no pages of its own (page breaks depend on the program
 * that lays it out), so its page number is null. The title is its first
 * heading. mammoth's warnings (unknown styles) are kept, at most ten.
 */
export const parseDocx = (bytes: Uint8Array, fileName: string): Effect.Effect<ParsedDocument, DocumentUnreadable> =>
  Effect.tryPromise({
    try: () => mammoth.convertToHtml({ buffer: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) }, { styleMap, convertImage: skipImages }),
    catch: (error) => {
      const detail = ((error as { message?: string }).message ?? String(error)).replace(/\.$/, "");
      return new DocumentUnreadable({
        reason: "corrupt",
        fileName,
        message: `${fileName} is not a readable Word document (${detail})`,
        problem: { code: "DOCUMENT_CORRUPT", params: { fileName, kind: "docx", detail } },
      });
    },
  }).pipe(
    Effect.map((result) => {
      const { text, headings } = htmlPage(result.value);
      const warnings = [...new Set(result.messages.filter((message) => message.type === "warning").map((message) => message.message))].slice(0, 10);
      return {
        kind: "docx" as const,
        mimeType: documentMimeTypes.docx,
        title: headings[0]?.text ?? null,
        pageCount: null,
        pages: [{ number: null, text, headings }],
        pagesWithoutText: [],
        warnings,
      };
    }),
  );
