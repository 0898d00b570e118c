import { lookup } from "node:dns/promises";
import { isIP } from "node:net";
import { BoundedString, InvalidInput } from "@lifeos/core";
import { Schema } from "effect";
import type { ServerConfig } from "../config.js";
import { isLocalHostName, isPrivateAddress } from "./privateAddress.js";

const isHttpUrl = (value: string): boolean => {
  if (value.trim() === "") return true;
  try {
    const url = new URL(value.trim());
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "" && url.username === "" && url.password === "";
  } catch {
    return false;
  }
};

/** A provider base URL: an absolute http(s) URL without user name or password (blank clears it). */
export const ProviderBaseUrl = BoundedString(500).check(
  Schema.makeFilter((value: string) => isHttpUrl(value) || "must be an http(s) URL such as https://api.openai.com/v1 or http://127.0.0.1:11434/v1", {
    toJsonSchema: () => ({ format: "uri" }),
  }),
);

const resolveWithin = async (hostname: string, ms: number): Promise<ReadonlyArray<string>> => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<ReadonlyArray<string>>((resolve) => (timer = setTimeout(() => resolve([]), ms)));
  const answer = lookup(hostname, { all: true }).then(
    (addresses) => addresses.map((entry) => entry.address),
    () => [],
  );
  try {
    return await Promise.race([answer, timeout]);
  } finally {
    clearTimeout(timer);
  }
};

/**
 * Refuses, in hosted mode, a user's base URL that points at this machine or
 * a private network (an IP address in such a range, a name such as
 * `localhost`, or a name that resolves to such an address now), unless
 * LIFEOS_ALLOW_PRIVATE_PROVIDER_URLS allows it. A name that does not resolve
 * now is accepted: the check that counts is made again on every connection
 * (see `makePublicOnlyFetch`), which also catches a name that changes later.
 */
export const checkProviderBaseUrl = async (config: Pick<ServerConfig, "mode" | "trust">, baseUrl: string): Promise<void> => {
  if (config.mode !== "hosted" || config.trust.allowPrivateProviderUrls) return;
  const hostname = new URL(baseUrl).hostname.replace(/^\[|\]$/g, "");
  const refuse = () => {
    throw new InvalidInput({
      message: "baseUrl points at this server or a private network, which this server does not allow (LIFEOS_ALLOW_PRIVATE_PROVIDER_URLS)",
      field: "baseUrl",
    });
  };
  if (isIP(hostname) !== 0) {
    if (isPrivateAddress(hostname)) refuse();
    return;
  }
  if (isLocalHostName(hostname)) refuse();
  if ((await resolveWithin(hostname, 2000)).some(isPrivateAddress)) refuse();
};
