/**
 * One page of a generated PDF: an optional heading (18 pt bold), an optional
 * subheading (14 pt bold), then paragraphs (11 pt, wrapped to the page width).
 */
export interface PdfPageSpec {
    readonly heading?: string;
    readonly subheading?: string;
    readonly paragraphs: ReadonlyArray<string>;
}
/** A PDF with a real text layer: one page per spec, Helvetica body text and bold headings. */
export declare const makePdf: (pages: ReadonlyArray<PdfPageSpec>, options?: {
    readonly title?: string;
}) => Promise<Uint8Array>;
/** A grey-scale PNG of `width` × `height` pixels of a seeded pattern (looks like a scanned page to a parser). */
export declare const makePng: (width: number, height: number) => Uint8Array;
/** A PDF whose pages are only pictures (a scan without OCR): no text layer at all. */
export declare const makeScannedPdf: (pageCount: number) => Promise<Uint8Array>;
/**
 * A PDF that needs a password to open: the standard security handler
 * (RC4, revision 2) with a user-password check no empty password passes.
 */
export declare const makeEncryptedPdf: () => Promise<Uint8Array>;
//# sourceMappingURL=testPdf.d.ts.map