import type { ParsedDocument } from "@lifeos/core";
import { documentMimeTypes } from "@lifeos/core";
import { htmlPage } from "./htmlPage.js";

/** An HTML document as one unnumbered page; its title is `<title>`, else its first heading. */
export const parseHtml = (html: string): ParsedDocument => {
  const { text, headings, title } = htmlPage(html);
  return {
    kind: "html",
    mimeType: documentMimeTypes.html,
    title: title ?? headings[0]?.text ?? null,
    pageCount: null,
    pages: [{ number: null, text, headings }],
    pagesWithoutText: [],
    warnings: [],
  };
};
