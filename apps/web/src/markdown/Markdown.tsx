import type { ComponentProps } from "react";
import ReactMarkdown, { defaultUrlTransform, type Components } from "react-markdown";
import rehypeHighlight from "rehype-highlight";
import remarkGfm from "remark-gfm";
import { navigate } from "../router.js";
import { citationHref, remarkDateCitations } from "./citations.js";

const toHref = (url: string): string => citationHref(url) ?? defaultUrlTransform(url);

const Anchor = ({ href, children, node: _node, ...rest }: ComponentProps<"a"> & { node?: unknown }) => {
  if (!href) return <span>{children}</span>;
  if (href.startsWith("/")) {
    return (
      <a
        href={href}
        className="citation"
        data-testid="citation"
        onClick={(event) => {
          if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
          event.preventDefault();
          navigate(href);
        }}
        {...rest}
      >
        {children}
      </a>
    );
  }
  return (
    <a href={href} target="_blank" rel="noopener noreferrer nofollow" {...rest}>
      {children}
    </a>
  );
};

const components: Components = {
  a: Anchor,
  // An image is never fetched (a model's answer could point anywhere): it is shown as a link to open by choice.
  img: ({ src, alt }) =>
    typeof src === "string" && src !== "" ? (
      <a href={src} target="_blank" rel="noopener noreferrer nofollow" className="markdown-image">
        {alt || src}
      </a>
    ) : (
      <span>{alt}</span>
    ),
  table: ({ node: _node, ...props }) => (
    <div className="markdown-table">
      <table {...props} />
    </div>
  ),
};

/**
 * Markdown as people and models write it (GFM tables, task lists,
 * strikethrough, fenced code with highlighting), safely: raw HTML is shown as
 * shown as text, never run; unsafe URLs are dropped; images become links. Dates and
 * `lifeos:` links become citations that open what they cite in the app; with
 * `dateLocale`, a cited date is written for a person in that locale ("March 14, 2026").
 */
export const Markdown = ({ text, className, dateLocale }: { text: string; className?: string; dateLocale?: string }) => (
  <div className={`markdown${className ? ` ${className}` : ""}`}>
    <ReactMarkdown
      remarkPlugins={[remarkGfm, [remarkDateCitations, dateLocale === undefined ? {} : { locale: dateLocale }]]}
      rehypePlugins={[[rehypeHighlight, { detect: false }]]}
      urlTransform={toHref}
      components={components}
    >
      {text}
    </ReactMarkdown>
  </div>
);
