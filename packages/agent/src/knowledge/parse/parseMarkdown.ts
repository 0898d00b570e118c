import type { PageHeading, ParsedDocument } from "@lifeos/core";
import { documentMimeTypes } from "@lifeos/core";
import { fromMarkdown } from "mdast-util-from-markdown";
import { toString } from "mdast-util-to-string";

/** The fields of an mdast node the heading walk reads. */
interface MarkdownNode {
  readonly type: string;
  readonly depth?: number;
  readonly position?: { readonly start: { readonly offset?: number } };
  readonly children?: ReadonlyArray<MarkdownNode>;
}

const headingsOf = (node: MarkdownNode, found: PageHeading[]): PageHeading[] => {
  if (node.type === "heading") {
    const text = toString(node).replace(/\s+/g, " ").trim();
    const offset = node.position?.start.offset;
    if (text !== "" && offset !== undefined) found.push({ text, level: node.depth ?? 1, offset });
    return found;
  }
  for (const child of node.children ?? []) headingsOf(child, found);
  return found;
};

/**
 * A Markdown file as one unnumbered page whose text is the Markdown source
 * (line endings normalised to "\n"), so offsets point into the file as
 * written. Headings (`#` and underlined) come from a CommonMark parse, so a
 * `#` inside a code block is not one; a heading's offset is where its line
 * starts. The title is the first heading.
 */
export const parseMarkdown = (source: string): ParsedDocument => {
  const text = source.replace(/\r\n?/g, "\n");
  const headings = headingsOf(fromMarkdown(text), []);
  return {
    kind: "markdown",
    mimeType: documentMimeTypes.markdown,
    title: headings[0]?.text ?? null,
    pageCount: null,
    pages: [{ number: null, text, headings }],
    pagesWithoutText: [],
    warnings: [],
  };
};
