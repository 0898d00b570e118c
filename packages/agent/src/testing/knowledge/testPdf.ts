import { deflateSync, crc32 } from "node:zlib";
import type { PDFFont, PDFPage } from "pdf-lib";
import { PDFDocument, PDFHexString, PDFName, StandardFonts } from "pdf-lib";

/**
 * One page of a generated PDF: an optional heading (18 pt bold), an optional
 * subheading (14 pt bold), then paragraphs (11 pt, wrapped to the page width).
 */
export interface PdfPageSpec {
  readonly heading?: string;
  readonly subheading?: string;
  readonly paragraphs: ReadonlyArray<string>;
}

const pageSize: [number, number] = [595, 842];
const margin = 56;
const bodySize = 11;
const lineHeight = 14;
const headingSize = 18;
const subheadingSize = 14;

const wrap = (text: string, font: PDFFont, size: number, width: number): string[] => {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    const candidate = line === "" ? word : `${line} ${word}`;
    if (line !== "" && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line !== "") lines.push(line);
  return lines;
};

const drawPage = (page: PDFPage, spec: PdfPageSpec, body: PDFFont, bold: PDFFont): void => {
  let y = pageSize[1] - margin;
  if (spec.heading !== undefined) {
    y -= headingSize;
    page.drawText(spec.heading, { x: margin, y, size: headingSize, font: bold });
    y -= headingSize * 0.8;
  }
  if (spec.subheading !== undefined) {
    y -= subheadingSize;
    page.drawText(spec.subheading, { x: margin, y, size: subheadingSize, font: bold });
    y -= subheadingSize * 0.6;
  }
  for (const text of spec.paragraphs) {
    for (const line of wrap(text, body, bodySize, pageSize[0] - 2 * margin)) {
      y -= lineHeight;
      if (y < margin) throw new Error("A generated test page overflows: give it fewer words");
      page.drawText(line, { x: margin, y, size: bodySize, font: body });
    }
    y -= lineHeight * 0.8;
  }
};

/** A PDF with a real text layer: one page per spec, Helvetica body text and bold headings. */
export const makePdf = async (pages: ReadonlyArray<PdfPageSpec>, options: { readonly title?: string } = {}): Promise<Uint8Array> => {
  const document = await PDFDocument.create();
  if (options.title !== undefined) document.setTitle(options.title);
  const body = await document.embedFont(StandardFonts.Helvetica);
  const bold = await document.embedFont(StandardFonts.HelveticaBold);
  for (const spec of pages) drawPage(document.addPage(pageSize), spec, body, bold);
  return document.save();
};

/** A grey-scale PNG of `width` × `height` pixels of a seeded pattern (looks like a scanned page to a parser). */
export const makePng = (width: number, height: number): Uint8Array => {
  const raw = Buffer.alloc((width + 1) * height);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) raw[y * (width + 1) + 1 + x] = (x * 7 + y * 13) % 3 === 0 ? 40 : 235;
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const check = Buffer.alloc(4);
    check.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, check]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(raw)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
};

/** A PDF whose pages are only pictures (a scan without OCR): no text layer at all. */
export const makeScannedPdf = async (pageCount: number): Promise<Uint8Array> => {
  const document = await PDFDocument.create();
  const image = await document.embedPng(makePng(210, 297));
  for (let index = 0; index < pageCount; index++) {
    document.addPage(pageSize).drawImage(image, { x: 0, y: 0, width: pageSize[0], height: pageSize[1] });
  }
  return document.save();
};

/**
 * A PDF that needs a password to open: the standard security handler
 * (RC4, revision 2) with a user-password check no empty password passes.
 */
export const makeEncryptedPdf = async (): Promise<Uint8Array> => {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  document.addPage(pageSize).drawText("Secret terms", { x: margin, y: 700, size: bodySize, font });
  const context = document.context;
  const filled = (byte: number) => PDFHexString.of(Buffer.alloc(32, byte).toString("hex"));
  context.trailerInfo.Encrypt = context.register(
    context.obj({ Filter: PDFName.of("Standard"), V: 1, R: 2, Length: 40, P: -44, O: filled(0x4f), U: filled(0x55) }),
  );
  context.trailerInfo.ID = context.obj([PDFHexString.of("00112233445566778899aabbccddeeff"), PDFHexString.of("00112233445566778899aabbccddeeff")]);
  return document.save({ useObjectStreams: false });
};
