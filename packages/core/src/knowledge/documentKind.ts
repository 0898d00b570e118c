import { Schema } from "effect";

/** The kinds of file the knowledge base reads, decided from a file's bytes (never from its name alone). */
export const DocumentKind = Schema.Literals(["pdf", "docx", "html", "markdown", "text"]);
export type DocumentKind = typeof DocumentKind.Type;

/** The media type stored and served for each kind. */
export const documentMimeTypes: Readonly<Record<DocumentKind, string>> = {
  pdf: "application/pdf",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  html: "text/html",
  markdown: "text/markdown",
  text: "text/plain",
};

/**
 * Whether a kind has pages of its own. Only PDFs do: a DOCX is laid out by
 * the program that opens it (its page breaks are not in the file's text), and
 * Markdown, HTML and text have none. Unpaginated documents have one page whose
 * `number` is null, and their chunks carry null page numbers.
 */
export const isPaginated = (kind: DocumentKind): boolean => kind === "pdf";

/**
 * The largest file the knowledge base accepts: 50 MiB. Uploads and blob
 * writes past it fail with `PayloadTooLarge`.
 */
export const documentBytesMax = 50 * 1024 * 1024;
