import { getConnInfo } from "@hono/node-server/conninfo";
import { Forbidden, Unauthorized } from "@lifeos/core";
import type { Context } from "hono";

const loopbackHosts = ["localhost", "127.0.0.1", "[::1]"];

const isLoopbackAddress = (address: string | undefined): boolean =>
  address !== undefined && (address === "::1" || address.startsWith("127.") || address.startsWith("::ffff:127."));

/** The host name of a Host header value, lower-cased, without its port (`[::1]` keeps its brackets). */
const hostnameOf = (host: string): string => {
  const lower = host.trim().toLowerCase();
  if (lower.startsWith("[")) return lower.slice(0, lower.indexOf("]") + 1);
  return lower.split(":")[0] ?? "";
};

/**
 * True when the request names this server by a host it answers to without a
 * token: a loopback name, or one of `allowedHosts` (any port). A page of
 * another site whose name was rebound to 127.0.0.1 (DNS rebinding) sends its
 * own name, and is refused.
 */
export const isTrustedHost = (c: Context, allowedHosts: ReadonlyArray<string>): boolean => {
  const host = c.req.header("host");
  if (host === undefined) return false;
  const name = hostnameOf(host);
  return loopbackHosts.includes(name) || allowedHosts.includes(name);
};

/**
 * Why a browser request comes from a page other than the server's own web
 * app, or null when it does not: `Sec-Fetch-Site` other than same-origin or
 * none (a typed address), or an `Origin` whose host is not the request's
 * `Host`. Requests without either header (curl, scripts) are not browsers'
 * cross-origin requests; the session rule (see `authenticate`) covers them.
 * The same check as Go's `CrossOriginProtection`, applied to reads too, so a
 * page on another local port cannot even make the server work for it.
 */
export const foreignOrigin = (c: Context): string | null => {
  const site = c.req.header("sec-fetch-site");
  if (site !== undefined && site !== "same-origin" && site !== "none") return `Sec-Fetch-Site: ${site}`;
  const origin = c.req.header("origin");
  if (origin === undefined) return null;
  let originHost: string;
  try {
    originHost = new URL(origin).host.toLowerCase();
  } catch {
    return "Origin: unreadable";
  }
  return originHost !== "" && originHost === (c.req.header("host") ?? "").trim().toLowerCase() ? null : "Origin: another site";
};

/**
 * Whether a request without a token may act as the embedded mode's local
 * user: it must come from this machine (a loopback peer address), name a
 * trusted host (see `isTrustedHost`) and not come from another origin's page
 * (see `foreignOrigin`). Returns the error to answer otherwise: UNAUTHORIZED
 * from elsewhere, FORBIDDEN for a foreign host or page.
 */
export const localRequestRefusal = (c: Context, allowedHosts: ReadonlyArray<string>): Unauthorized | Forbidden | null => {
  let address: string | undefined;
  try {
    address = getConnInfo(c).remote.address;
  } catch {
    address = undefined;
  }
  if (!isLoopbackAddress(address)) return new Unauthorized({ message: "An API token is required: Authorization: Bearer <token>" });
  if (!isTrustedHost(c, allowedHosts)) {
    return new Forbidden({ message: "This server does not answer to that host name without a token (set LIFEOS_ALLOWED_HOSTS to add one)" });
  }
  if (foreignOrigin(c) !== null) return new Forbidden({ message: "Requests from other web pages are refused; use the LifeOS app or an API token" });
  return null;
};
