import { Document, HeadingLevel, Packer, Paragraph } from "docx";

/** A block of a generated Word document: a heading (level 1 to 3) or a paragraph. */
export type DocxBlock = { readonly heading: string; readonly level?: 1 | 2 | 3 } | { readonly paragraph: string };

const levels = { 1: HeadingLevel.HEADING_1, 2: HeadingLevel.HEADING_2, 3: HeadingLevel.HEADING_3 } as const;

/** A DOCX written by the `docx` library, with Word's built-in heading styles. */
export const makeDocx = async (blocks: ReadonlyArray<DocxBlock>, options: { readonly title?: string } = {}): Promise<Uint8Array> => {
  const children = blocks.map((block) =>
    "heading" in block ? new Paragraph({ text: block.heading, heading: levels[block.level ?? 1] }) : new Paragraph(block.paragraph),
  );
  const document = new Document({ title: options.title, sections: [{ children }] });
  return new Uint8Array(await Packer.toBuffer(document));
};
