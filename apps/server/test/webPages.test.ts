import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { matchesWebPage } from "../src/http/webPages.js";
import { startTestServer, type TestServer } from "./support/testServer.js";

describe("the web app's pages", () => {
  let server: TestServer;
  const webRoot = mkdtempSync(join(tmpdir(), "lifeos-web-"));
  beforeAll(async () => {
    writeFileSync(join(webRoot, "index.html"), "<!doctype html><title>LifeOS</title><div id=root></div>");
    mkdirSync(join(webRoot, "assets"));
    writeFileSync(join(webRoot, "assets", "app-1234.js"), "console.log(1)");
    server = await startTestServer({ env: { LIFEOS_WEB_ROOT: webRoot } });
  });
  afterAll(async () => {
    await server.stop();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it("matches page patterns segment by segment", () => {
    const pages = ["/", "/chat/:id", "/journal", "/journal/:id"];
    expect(matchesWebPage(pages, "/")).toBe(true);
    expect(matchesWebPage(pages, "/chat/0b1c")).toBe(true);
    expect(matchesWebPage(pages, "/journal/")).toBe(true);
    expect(matchesWebPage(pages, "/journal/2024-03-15")).toBe(true);
    expect(matchesWebPage(pages, "/chat")).toBe(false);
    expect(matchesWebPage(pages, "/chat/a/b")).toBe(false);
    expect(matchesWebPage(pages, "/wp-admin")).toBe(false);
  });

  it("serves the app for its own pages and files, and 404 for any other path", async () => {
    for (const path of ["/", "/journal", "/journal/2024-03-15", "/settings", "/chat/5f0c8f3e-1b2a-4c3d-9e8f-0a1b2c3d4e5f"]) {
      const response = await server.call(path);
      expect(response.status, path).toBe(200);
      expect(await response.text(), path).toContain('<div id=root>');
    }
    const asset = await server.call("/assets/app-1234.js");
    expect(asset.status).toBe(200);
    expect(asset.headers.get("cache-control")).toContain("immutable");

    for (const path of ["/nope", "/settings/extra", "/assets/missing.js", "/favicon.ico", "/chat"]) {
      const response = await server.call(path);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).not.toContain('<div id=root>');
    }
    // Every page the app's navigation links to is one the server serves (a page missing from its module's webPages would 404 on reload).
    const app = readFileSync(new URL("../../web/src/App.tsx", import.meta.url), "utf8");
    const navigation = [...app.matchAll(/<Link href="(\/[^"]*)"/g)].map((match) => match[1]!);
    expect(navigation.length).toBeGreaterThan(2);
    for (const path of navigation) expect((await server.call(path)).status, path).toBe(200);

    const api = await server.call("/api/v1/nope");
    expect(api.status).toBe(404);
    expect(((await api.json()) as { code: string }).code).toBe("NOT_FOUND");
  });
});
