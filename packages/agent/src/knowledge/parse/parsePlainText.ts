import type { ParsedDocument } from "@lifeos/core";
import { documentMimeTypes } from "@lifeos/core";

/** A plain text file as one unnumbered page without headings (line endings normalised to "\n"). */
export const parsePlainText = (source: string): ParsedDocument => ({
  kind: "text",
  mimeType: documentMimeTypes.text,
  title: null,
  pageCount: null,
  pages: [{ number: null, text: source.replace(/\r\n?/g, "\n"), headings: [] }],
  pagesWithoutText: [],
  warnings: [],
});
