/**
 * Deterministic prose for generated test documents: every sentence names
 * its page and paragraph, so any passage of a page is found on that page
 * and on no other.
 */
/** One sentence unique to (page, paragraph, index). */
export declare const sentence: (page: number, paragraph: number, index: number) => string;
/** A paragraph of `sentences` sentences unique to (page, paragraph). */
export declare const paragraph: (page: number, paragraphIndex: number, sentences: number) => string;
/** Whitespace runs as single spaces, so texts compare across line breaks. */
export declare const normalizeSpace: (text: string) => string;
//# sourceMappingURL=sampleText.d.ts.map