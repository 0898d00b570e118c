import { Schema } from "effect";
import { DocumentKind } from "./documentKind.js";

/**
 * A heading found on a page: its plain text, its level (1 for a title or
 * `#`, up to 6), and where its block starts in the page's text.
 */
export const PageHeading = Schema.Struct({
  text: Schema.String,
  level: Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 6 })),
  offset: Schema.Int.check(Schema.isGreaterThanOrEqualTo(0)),
});
export type PageHeading = typeof PageHeading.Type;

/**
 * The text of one page, with its headings in order of `offset`. `number` is
 * the 1-based page number of a paginated document (a PDF), and null for the
 * single page of a document without pages. A page may be empty (`""`) when
 * it holds no text (a picture, a blank page).
 */
export const ParsedPage = Schema.Struct({
  number: Schema.NullOr(Schema.Int.check(Schema.isGreaterThanOrEqualTo(1))),
  text: Schema.String,
  headings: Schema.Array(PageHeading),
});
export type ParsedPage = typeof ParsedPage.Type;

/**
 * What a parser read from a file. A paginated document has `pageCount`
 * pages numbered 1 to `pageCount` in order (empty ones included, so a page's
 * position is its number); any other has exactly one page, numbered null,
 * and `pageCount` null. `title` comes from the file's metadata or its first
 * heading, null when it has neither. `pagesWithoutText` lists the pages that
 * held no text (images, blank pages); `warnings` say what the parser noticed
 * but could read past (a file whose name or declared type said otherwise, an
 * unknown Word style).
 */
export const ParsedDocument = Schema.Struct({
  kind: DocumentKind,
  mimeType: Schema.String,
  title: Schema.NullOr(Schema.String),
  pageCount: Schema.NullOr(Schema.Int),
  pages: Schema.Array(ParsedPage),
  pagesWithoutText: Schema.Array(Schema.Int),
  warnings: Schema.Array(Schema.String),
});
export type ParsedDocument = typeof ParsedDocument.Type;

/** A file to read: its bytes, the name it was uploaded with, and the media type the client declared, if any. */
export interface DocumentFile {
  readonly bytes: Uint8Array;
  readonly fileName: string;
  readonly declaredMimeType?: string | undefined;
}

/**
 * What a quick look at a file found: its real kind and media type, its page
 * count when it has pages, and warnings as in `ParsedDocument`.
 */
export interface DocumentProbe {
  readonly kind: DocumentKind;
  readonly mimeType: string;
  readonly pageCount: number | null;
  readonly warnings: ReadonlyArray<string>;
}
