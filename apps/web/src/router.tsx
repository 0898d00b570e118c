import { useEffect, useState, type AnchorHTMLAttributes, type MouseEvent } from "react";
import { portfolioSections, type PortfolioSection } from "./portfolio/sections.js";

/** The app's pages, parsed from the URL path. */
export type Route =
  | { readonly page: "chat"; readonly threadId: string | null }
  | { readonly page: "journal"; readonly entryId: string | null }
  | { readonly page: "documents"; readonly documentId: string | null; readonly viewerPage: number | null; readonly highlight: string | null }
  | { readonly page: "portfolio"; readonly section: PortfolioSection }
  | { readonly page: "memories" }
  | { readonly page: "settings" };

/** The route of a path, with its query string when it has one ("/documents/<id>?page=7&highlight=…"). */
export const parseRoute = (location: string): Route => {
  const [path = "", search = ""] = location.split("?");
  const [, first, second] = path.split("/");
  if (first === "documents") {
    const params = new URLSearchParams(search);
    const page = Number(params.get("page"));
    return {
      page: "documents",
      documentId: second || null,
      viewerPage: Number.isInteger(page) && page >= 1 ? page : null,
      highlight: params.get("highlight"),
    };
  }
  if (first === "journal") return { page: "journal", entryId: second || null };
  if (first === "settings") return { page: "settings" };
  if (first === "portfolio") return { page: "portfolio", section: (portfolioSections as ReadonlyArray<string>).includes(second ?? "") ? (second as PortfolioSection) : "overview" };
  if (first === "memories") return { page: "memories" };
  if (first === "chat" && second) return { page: "chat", threadId: second };
  return { page: "chat", threadId: null };
};

const listeners = new Set<() => void>();

/** Moves to `path` without reloading; `replace` keeps the history length. */
export const navigate = (path: string, options: { replace?: boolean } = {}): void => {
  if (path === window.location.pathname + window.location.search) return;
  if (options.replace) window.history.replaceState(null, "", path);
  else window.history.pushState(null, "", path);
  for (const listener of listeners) listener();
};

/** The current route; re-renders on navigation and on the browser's back/forward. */
export const useRoute = (): Route => {
  const [path, setPath] = useState(window.location.pathname + window.location.search);
  useEffect(() => {
    const update = () => setPath(window.location.pathname + window.location.search);
    listeners.add(update);
    window.addEventListener("popstate", update);
    return () => {
      listeners.delete(update);
      window.removeEventListener("popstate", update);
    };
  }, []);
  return parseRoute(path);
};

/** An anchor that navigates in-app on a plain click and keeps the browser's behaviour otherwise. */
export const Link = ({ href, onClick, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) => (
  <a
    href={href}
    onClick={(event: MouseEvent<HTMLAnchorElement>) => {
      onClick?.(event);
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
      event.preventDefault();
      navigate(href);
    }}
    {...rest}
  />
);
