import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { domains } from "../src/domains.js";

/**
 * The server's own modules, not domains, so with no folders elsewhere: the
 * health check and OpenAPI document, and the user's archive (which gathers
 * each domain's own part).
 */
const serverOnly = new Set(["system", "archive"]);

const exists = (path: string) => existsSync(new URL(`../../../${path}`, import.meta.url));

describe("domain folders", () => {
  it("keeps each server module in the folder named after its domain", () => {
    expect(domains.filter((module) => !exists(`apps/server/src/${module.name}/module.ts`)).map((module) => module.name)).toEqual([]);
  });

  it("gives every domain with a server module its folder in core", () => {
    const domainModules = domains.filter((module) => !serverOnly.has(module.name));
    expect(domainModules.length).toBeGreaterThan(0);
    expect(domainModules.filter((module) => !exists(`packages/core/src/${module.name}/index.ts`)).map((module) => module.name)).toEqual([]);
  });
});
