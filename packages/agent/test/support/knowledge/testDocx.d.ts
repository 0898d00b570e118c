/** A block of a generated Word document: a heading (level 1 to 3) or a paragraph. */
export type DocxBlock = {
    readonly heading: string;
    readonly level?: 1 | 2 | 3;
} | {
    readonly paragraph: string;
};
/** A DOCX written by the `docx` library, with Word's built-in heading styles. */
export declare const makeDocx: (blocks: ReadonlyArray<DocxBlock>, options?: {
    readonly title?: string;
}) => Promise<Uint8Array>;
//# sourceMappingURL=testDocx.d.ts.map