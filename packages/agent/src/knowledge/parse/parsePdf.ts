import type { DocumentProbe, ParsedDocument } from "@lifeos/core";
import { DocumentUnreadable, documentMimeTypes } from "@lifeos/core";
import { Effect } from "effect";
import { loadPdfjs, pdfjsOptions } from "./loadPdfjs.js";
import type { PdfLine, PdfTextItem } from "./pdfLines.js";
import { bodySize, headingLevels, pdfLines } from "./pdfLines.js";
import { pdfPageText } from "./pdfPageText.js";

type PdfDocument = Awaited<ReturnType<Awaited<ReturnType<typeof loadPdfjs>>["getDocument"]>["promise"]>;

/** The `DocumentUnreadable` for a pdf.js failure: a password is `encrypted`, anything else `corrupt`. */
const unreadable = (fileName: string, error: unknown): DocumentUnreadable => {
  const name = (error as { name?: string }).name;
  const detail = ((error as { message?: string }).message ?? String(error)).replace(/\.$/, "");
  if (name === "PasswordException") {
    return new DocumentUnreadable({
      reason: "encrypted",
      fileName,
      message: `${fileName} is protected by a password: remove the password and upload it again`,
      problem: { code: "DOCUMENT_ENCRYPTED", params: { fileName } },
    });
  }
  return new DocumentUnreadable({ reason: "corrupt", fileName, message: `${fileName} is not a readable PDF (${detail})`, problem: { code: "DOCUMENT_CORRUPT", params: { fileName, kind: "pdf", detail } } });
};

/** Opens the PDF, runs `use`, and always releases pdf.js's copy of the document. */
const withPdf = <A>(bytes: Uint8Array, fileName: string, use: (pdf: PdfDocument) => Promise<A>): Effect.Effect<A, DocumentUnreadable> =>
  Effect.tryPromise({
    try: async () => {
      const pdfjs = await loadPdfjs();
      // pdf.js takes ownership of (and detaches) the buffer it is given: hand it a copy.
      const task = pdfjs.getDocument({ ...pdfjsOptions, data: bytes.slice() });
      try {
        const pdf = await task.promise;
        if (pdf.numPages < 1) throw Object.assign(new Error("it has no pages"), { name: "EmptyPdf" });
        return await use(pdf);
      } finally {
        await task.destroy();
      }
    },
    catch: (error) => unreadable(fileName, error),
  });

/** The page count of a PDF that opens (neither corrupt nor encrypted), without reading its text. */
export const probePdf = (bytes: Uint8Array, fileName: string): Effect.Effect<DocumentProbe, DocumentUnreadable> =>
  withPdf(bytes, fileName, async (pdf) => ({ kind: "pdf" as const, mimeType: documentMimeTypes.pdf, pageCount: pdf.numPages, warnings: [] }));

const isTextItem = <T extends object>(item: T): item is T & PdfTextItem => "str" in item;

const titleOf = async (pdf: PdfDocument): Promise<string | null> => {
  const { info } = await pdf.getMetadata().catch(() => ({ info: {} }));
  const title = (info as { Title?: unknown }).Title;
  return typeof title === "string" && title.trim() !== "" ? title.trim() : null;
};

/**
 * The text of every page of a PDF, page by page: lines rebuilt from the
 * positions of pdf.js text items, paragraphs from the gaps between lines,
 * headings from font sizes larger than the body text's (sizes ranked into
 * levels across the whole document). The title is the PDF's Title metadata,
 * else its first heading. A PDF with no text on any page fails with
 * `needsOcr`; one with some such pages lists them and warns.
 */
export const parsePdf = (bytes: Uint8Array, fileName: string): Effect.Effect<ParsedDocument, DocumentUnreadable> =>
  Effect.flatMap(
    withPdf(bytes, fileName, async (pdf) => {
      const linesByPage: PdfLine[][] = [];
      for (let number = 1; number <= pdf.numPages; number++) {
        const page = await pdf.getPage(number);
        const content = await page.getTextContent();
        linesByPage.push(pdfLines(content.items.filter(isTextItem)));
        page.cleanup();
      }
      return { linesByPage, title: await titleOf(pdf) };
    }),
    ({ linesByPage, title }) => {
      const all = linesByPage.flat();
      if (all.length === 0) {
        const count = linesByPage.length;
        return Effect.fail(
          new DocumentUnreadable({
            reason: "needsOcr",
            fileName,
            message: `${fileName} has ${count} page${count === 1 ? "" : "s"} but no text layer (it looks scanned or made of images): it needs OCR, which is not supported yet`,
            problem: { code: "DOCUMENT_NEEDS_OCR", params: { fileName, pages: count } },
          }),
        );
      }
      const body = bodySize(all);
      const levels = headingLevels(all, body);
      const pages = linesByPage.map((lines, index) => ({ number: index + 1, ...pdfPageText(lines, body, levels) }));
      const pagesWithoutText = pages.filter((page) => page.text === "").map((page) => page.number);
      return Effect.succeed({
        kind: "pdf" as const,
        mimeType: documentMimeTypes.pdf,
        title: title ?? pages.flatMap((page) => page.headings)[0]?.text ?? null,
        pageCount: pages.length,
        pages,
        pagesWithoutText,
        warnings:
          pagesWithoutText.length === 0
            ? []
            : [`${pagesWithoutText.length} of ${pages.length} pages have no text (pictures or blank pages): what they show is not searchable`],
      });
    },
  );
