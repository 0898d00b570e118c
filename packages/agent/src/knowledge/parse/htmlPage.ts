import type { PageHeading } from "@lifeos/core";
import { documentBytesMax } from "@lifeos/core";
import type { FormatCallback } from "html-to-text";
import { htmlToText } from "html-to-text";

const headingStart = "\u0001";
const headingTextStart = "\u0002";
const headingEnd = "\u0003";

/** Writes a heading as its own block, fenced by control characters that `extractHeadings` removes. */
const heading: FormatCallback = (element, walk, builder, formatOptions) => {
  builder.openBlock({ leadingLineBreaks: 2 });
  builder.addLiteral(`${headingStart}${(formatOptions as { level?: number }).level ?? 1}${headingTextStart}`);
  walk(element.children, builder);
  builder.addLiteral(headingEnd);
  builder.closeBlock({ trailingLineBreaks: 2 });
};

const options = {
  wordwrap: false as const,
  limits: { maxInputLength: documentBytesMax },
  formatters: { lifeosHeading: heading },
  selectors: [
    ...[1, 2, 3, 4, 5, 6].map((level) => ({ selector: `h${level}`, format: "lifeosHeading", options: { level } })),
    { selector: "a", options: { ignoreHref: true } },
    { selector: "img", format: "skip" },
    { selector: "table", format: "dataTable", options: { uppercaseHeaderCells: false } },
  ],
};

/** Removes the heading fences, recording each heading's text, level and offset in the text that remains. */
const extractHeadings = (fenced: string): { text: string; headings: PageHeading[] } => {
  const headings: PageHeading[] = [];
  let text = "";
  let last = 0;
  for (const match of fenced.matchAll(/\u0001(\d)\u0002([^\u0003]*)\u0003/g)) {
    text += fenced.slice(last, match.index);
    const plain = match[2]!.replace(/\s+/g, " ").trim();
    if (plain !== "") headings.push({ text: plain, level: Number(match[1]), offset: text.length });
    text += plain;
    last = match.index + match[0].length;
  }
  text += fenced.slice(last);
  return { text, headings };
};

/**
 * The readable text of an HTML document (its `<body>`, or all of it when it
 * has none) as one page: block elements on their own lines, paragraphs
 * separated by blank lines, tables as aligned rows, link targets and images
 * left out, soft hyphens removed, `h1`–`h6` kept as headings. `title` is the `<title>` element's
 * text, null when absent or blank.
 */
export const htmlPage = (html: string): { readonly text: string; readonly headings: PageHeading[]; readonly title: string | null } => {
  const fenced = htmlToText(html.replace(/[\u0001-\u0003]/g, ""), options)
    .replace(/\u00ad/g, "")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
  const titleMatch = /<title[^>]*>([\s\S]*?)<\/title>/i.exec(html);
  const title = titleMatch === null ? "" : htmlToText(titleMatch[1]!, { wordwrap: false }).replace(/\s+/g, " ").trim();
  return { ...extractHeadings(fenced), title: title === "" ? null : title };
};
