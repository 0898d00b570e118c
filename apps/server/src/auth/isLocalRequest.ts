import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

const loopbackHosts = new Set(["localhost", "127.0.0.1", "[::1]", "::1"]);

const isLoopbackAddress = (address: string | undefined): boolean =>
  address !== undefined &&
  (address === "::1" || address.startsWith("127.") || address.startsWith("::ffff:127."));

const hostnameOf = (host: string): string => {
  if (host.startsWith("[")) return host.slice(0, host.indexOf("]") + 1);
  return host.split(":")[0] ?? "";
};

/**
 * True when the request comes from this machine and from a page served by a
 * loopback origin: the peer address is loopback, the Host header names a
 * loopback host (which defeats DNS rebinding), and an Origin header, if sent,
 * is a loopback origin too (which keeps other web sites out).
 */
export const isLocalRequest = (c: Context): boolean => {
  let address: string | undefined;
  try {
    address = getConnInfo(c).remote.address;
  } catch {
    return false;
  }
  if (!isLoopbackAddress(address)) return false;
  const host = c.req.header("host");
  if (host === undefined || !loopbackHosts.has(hostnameOf(host))) return false;
  const origin = c.req.header("origin");
  if (origin === undefined) return true;
  try {
    return loopbackHosts.has(new URL(origin).hostname);
  } catch {
    return false;
  }
};
