import { lookup as systemLookup, type LookupAddress, type LookupOptions } from "node:dns";
import { isIP } from "node:net";
import { Agent, fetch as undiciFetch } from "undici";
import { isPrivateAddress } from "./privateAddress.js";

/** `dns.lookup`'s shape, with every address (what the guard checks). */
export type LookupAll = (hostname: string, callback: (error: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void) => void;

const lookupAll: LookupAll = (hostname, callback) => systemLookup(hostname, { all: true }, callback);

const refusal = (hostname: string) =>
  Object.assign(new Error(`${hostname} is a private, loopback or link-local address, which a user's provider URL may not reach here`), {
    code: "EPRIVATEADDRESS",
  });

/**
 * A `fetch` for a user's own provider URL in hosted mode: it connects only to
 * public addresses. The host name is resolved when the connection is made
 * and every address it resolves to is checked (so a name that resolves to
 * 127.0.0.1, or changes to it after the settings were saved, is refused at
 * that moment); an IP address in the URL is checked as written. Redirects
 * are not followed (a redirect is an error), so no answer can send the
 * request, or the key in it, elsewhere. `lookup` and `isRefused` are the
 * system resolver and `isPrivateAddress` except in tests.
 */
export const makePublicOnlyFetch = (lookup: LookupAll = lookupAll, isRefused: (address: string) => boolean = isPrivateAddress): typeof fetch => {
  const guardedLookup = (
    hostname: string,
    options: LookupOptions,
    callback: (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void,
  ) =>
    lookup(hostname, (error, addresses) => {
      if (error !== null) return callback(error, "", 4);
      if (addresses.length === 0 || addresses.some((entry) => isRefused(entry.address))) return callback(refusal(hostname), "", 4);
      if (options.all === true) return callback(null, addresses);
      return callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  const dispatcher = new Agent({ connect: { lookup: guardedLookup } });
  return (async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const hostname = url.hostname.replace(/^\[|\]$/g, "");
    if (isIP(hostname) !== 0 && isRefused(hostname)) throw new TypeError("fetch failed", { cause: refusal(hostname) });
    return undiciFetch(input as Parameters<typeof undiciFetch>[0], { ...(init as Parameters<typeof undiciFetch>[1]), dispatcher, redirect: "error" });
  }) as unknown as typeof fetch;
};
