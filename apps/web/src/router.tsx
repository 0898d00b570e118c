import { useEffect, useState, type AnchorHTMLAttributes, type MouseEvent } from "react";

/** The app's pages, parsed from the URL path. */
export type Route =
  | { readonly page: "chat"; readonly threadId: string | null }
  | { readonly page: "journal"; readonly entryId: string | null }
  | { readonly page: "memories" }
  | { readonly page: "settings" };

export const parseRoute = (path: string): Route => {
  const [, first, second] = path.split("/");
  if (first === "journal") return { page: "journal", entryId: second || null };
  if (first === "settings") return { page: "settings" };
  if (first === "memories") return { page: "memories" };
  if (first === "chat" && second) return { page: "chat", threadId: second };
  return { page: "chat", threadId: null };
};

const listeners = new Set<() => void>();

/** Moves to `path` without reloading; `replace` keeps the history length. */
export const navigate = (path: string, options: { replace?: boolean } = {}): void => {
  if (path === window.location.pathname) return;
  if (options.replace) window.history.replaceState(null, "", path);
  else window.history.pushState(null, "", path);
  for (const listener of listeners) listener();
};

/** The current route; re-renders on navigation and on the browser's back/forward. */
export const useRoute = (): Route => {
  const [path, setPath] = useState(window.location.pathname);
  useEffect(() => {
    const update = () => setPath(window.location.pathname);
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
